// A block option that names a commerce product by its page slug. Editors pick products in
// the page builder with the store's product picker (search by name, the input keeps the
// page slug); older content may hold `{ slug }`, or a Builder reference to the product's
// c-7-products-data entry whose inlined value carries its page slug.
import * as v from 'valibot';
import { input, PRODUCT_PICKER_INPUT, PRODUCT_PICKER_PLUGIN_PATH } from '../ui/editor/input.ts';

const Slug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product slug'));

/** A product's page slug, however the page builder wrote it. */
export const ProductReferenceSchema = v.pipe(
  v.union([
    Slug,
    v.pipe(
      v.object({ slug: Slug }),
      v.transform((ref) => ref.slug),
    ),
    v.pipe(
      v.object({
        '@type': v.literal('@builder.io/core:Reference'),
        value: v.object({ data: v.object({ slug: Slug }) }),
      }),
      v.transform((ref) => ref.value.data.slug),
    ),
    // A c-7-products-data entry, as includeRefs inlines it: its page slug is builderProductPageSlug.
    v.pipe(
      v.object({
        '@type': v.literal('@builder.io/core:Reference'),
        value: v.object({ data: v.object({ builderProductPageSlug: Slug }) }),
      }),
      v.transform((ref) => ref.value.data.builderProductPageSlug),
    ),
  ]),
  input({
    type: PRODUCT_PICKER_INPUT,
    helperText: `Search Commerce7 products by name (the store's product picker plugin, ${PRODUCT_PICKER_PLUGIN_PATH} on the store's origin)`,
  }),
);
