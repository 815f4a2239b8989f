import * as v from 'valibot';
import { ProductReferenceSchema } from '../../catalogue/product-reference.schema.ts';

/** Content spec: at most 4 products, with the editor's alert as the message. */
export const MAX_DISPLAY_PRODUCTS = 4;

export const ProductDisplayOptionsSchema = v.object({
  header: v.pipe(v.string(), v.trim(), v.nonEmpty('header is required')),
  subHeader: v.optional(v.pipe(v.string(), v.trim())),
  designVariants: v.optional(v.picklist(['default', 'cream', 'dark']), 'default'),
  enableStackedCardLayout: v.optional(v.boolean(), false),
  cardType: v.optional(v.picklist(['default', 'full-width']), 'default'),
  productsReference: v.optional(v.pipe(v.array(v.object({ product: ProductReferenceSchema })), v.maxLength(MAX_DISPLAY_PRODUCTS, 'maximum items is 4, delete items to continue')), []),
  showPrice: v.optional(v.boolean(), true),
  showAddToCart: v.optional(v.boolean(), true),
  addToCartButtonOutlined: v.optional(v.boolean(), false),
  showTeaser: v.optional(v.boolean(), true),
  showAllocation: v.optional(v.boolean(), true),
  hideMultiSelect: v.optional(v.boolean(), false),
});

export type ProductDisplayOptions = v.InferOutput<typeof ProductDisplayOptionsSchema>;
