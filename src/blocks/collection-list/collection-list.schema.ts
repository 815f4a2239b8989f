import * as v from 'valibot';
import { ProductReferenceSchema } from '../../catalogue/product-reference.schema.ts';

const CollectionSlug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a collection slug'));

/**
 * Content spec "Collection list": editor-picked products (collectionItems), or, beyond
 * the spec, a whole commerce collection by slug (listed in the backend's order) so a shop
 * page stays complete as products come and go.
 */
export const CollectionListOptionsSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim())),
  collection: v.optional(CollectionSlug),
  hideMultiSelect: v.optional(v.boolean(), false),
  designVariants: v.optional(v.picklist(['default', 'compact']), 'default'),
  enableImageBackgroundColor: v.optional(v.boolean(), false),
  collectionItems: v.optional(
    v.array(
      v.object({
        product: ProductReferenceSchema,
        hasFullWidthProductCard: v.optional(v.boolean(), false),
        hasDarkBackgroundProductCard: v.optional(v.boolean(), false),
      }),
    ),
    [],
  ),
});

export type CollectionListOptions = v.InferOutput<typeof CollectionListOptionsSchema>;
