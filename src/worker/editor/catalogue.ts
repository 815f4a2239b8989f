// /api/editor: what the page builder's editor reads from the store, from its own origin
// (CORS for Builder's origins only, cors.ts), never cached:
// - GET /products?q=<title words>: the product look-up editors pick products with
//   (content spec section 7; the picker plugin below calls it);
// - GET /product?product=<page slug>&background=&customBackgroundImage=: the product
//   hero's data when the editor changes its product (content spec section 7, "Product hero
//   in builder preview re-fetches product data (payload: product, background,
//   customBackgroundImage; response: productData)");
// - GET /product-picker.system.js: the picker plugin itself.
// All public catalogue data (Commerce7's for-web products): no credential is involved.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { LookupQuerySchema, lookupProducts } from '../../catalogue/lookup/index.ts';
import { isDeactivated } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import { ProductHeroOptionsSchema } from '../../blocks/product-hero/product-hero.schema.ts';
import { HERO_PLACEHOLDERS } from '../../blocks/product-hero/product-hero.tsx';
import { COLOR_MAP } from '../../blocks/kit/inputs/colors.ts';
import { check } from '../../platform/validation/index.ts';
import type { AppEnv } from '../context.ts';
import { editorCors } from './cors.ts';
import { PRODUCT_PICKER_PLUGIN_SOURCE } from './product-picker-plugin.ts';

export const EDITOR_MESSAGES = {
  invalid: 'Please check the query.',
  productRequired: 'product is required',
  productSlug: 'product must be a product page slug',
  unavailable: 'The products could not be loaded from Commerce7. Try again in a moment.',
} as const;

/** The product hero's payload (content spec section 7), checked with the hero's own option rules. */
export const ProductDataQuerySchema = v.object({
  product: v.pipe(
    v.string(EDITOR_MESSAGES.productRequired),
    v.trim(),
    v.nonEmpty(EDITOR_MESSAGES.productRequired),
    v.toLowerCase(),
    v.regex(/^[a-z0-9][a-z0-9-]{0,199}$/, EDITOR_MESSAGES.productSlug),
  ),
  background: ProductHeroOptionsSchema.entries.background,
  customBackgroundImage: ProductHeroOptionsSchema.entries.customBackgroundImage,
});

/** Commerce7 lists 50 a page at most (commerce7-apis.md); the look-up reads at most this many pages. */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** Every product of the catalogue with a page, from the cached for-web listing. */
async function catalogue(c: Context<AppEnv>): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { products: batch, total } = await c.get('app').commerce.products.list({ page, limit: PAGE_SIZE });
    products.push(...batch);
    if (page * PAGE_SIZE >= total) break;
  }
  return products;
}

export const editorCatalogue = new Hono<AppEnv>();

editorCatalogue.use(editorCors());
editorCatalogue.use(async function noStore(c, next) {
  await next();
  // An editor's answer is read once, as it is now: no browser or shared cache keeps it.
  c.res.headers.set('Cache-Control', 'no-store');
});

editorCatalogue.get('/products', async (c) => {
  const input = check(LookupQuerySchema, c.req.query(), EDITOR_MESSAGES.invalid);
  if (!input.ok) return c.json(input.body, 400);
  const app = c.get('app');
  try {
    const origin = app.config.publicOrigin ?? app.url.origin;
    return c.json({ results: lookupProducts(await catalogue(c), input.value.q, origin) });
  } catch (error) {
    // A backend that cannot be read is never answered as "no products".
    app.report(error, { section: 'editor', route: 'products' });
    return c.json({ message: EDITOR_MESSAGES.unavailable }, 503);
  }
});

editorCatalogue.get('/product', async (c) => {
  const input = check(ProductDataQuerySchema, c.req.query(), EDITOR_MESSAGES.invalid);
  if (!input.ok) return c.json(input.body, 400);
  const app = c.get('app');
  const { product: slug, background, customBackgroundImage } = input.value;
  let product: Product | null;
  try {
    product = await app.commerce.products.product(slug);
  } catch (error) {
    app.report(error, { section: 'editor', route: 'product' });
    return c.json({ message: EDITOR_MESSAGES.unavailable }, 503);
  }
  // The hero's own warning, in the spec's words.
  if (!product || isDeactivated(product)) return c.json({ message: HERO_PLACEHOLDERS.missing }, 404);
  return c.json({
    productData: {
      product,
      background: { name: background, color: background === 'None' ? null : COLOR_MAP[background] },
      customBackgroundImage: customBackgroundImage ?? null,
    },
  });
});

editorCatalogue.get('/product-picker.system.js', (c) => c.body(PRODUCT_PICKER_PLUGIN_SOURCE, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
