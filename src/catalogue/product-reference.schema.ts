// A block option that names a commerce product. Editors pick products in the page
// builder; the reference reaches us as the product's slug, as `{ slug }`, or as a
// Builder reference whose inlined value carries the slug.
import * as v from 'valibot';
import { input } from '../ui/editor/input.ts';

const Slug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, 'must be a product slug'));

/** Editors pick from the commerce products synced into the page builder (model c-7-products-data). */
export const ProductReferenceSchema = v.pipe(
  v.union([
    Slug,
    v.pipe(v.object({ slug: Slug }), v.transform((ref) => ref.slug)),
    v.pipe(
      v.object({
        '@type': v.literal('@builder.io/core:Reference'),
        value: v.object({ data: v.object({ slug: Slug }) }),
      }),
      v.transform((ref) => ref.value.data.slug),
    ),
  ]),
  input({ type: 'reference', model: 'c-7-products-data' }),
);
