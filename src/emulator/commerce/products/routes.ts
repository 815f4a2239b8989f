// The public storefront reads (commerce7-apis.md, products.md; docs/real-services.md "What
// production answers"): GET product/slug/{slug}/for-web and the paged GET product/for-web, with
// only the `tenant` header. Hidden, retired and not-available products are still
// returned: the storefront decides what to show.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { isActiveClubMember } from '../customers/load.ts';
import { fail, notFound } from '../http.ts';
import { collectionObject, loadProducts, type Judge, type ProductRow } from './load.ts';

export const productApi = new Hono<EmulatorEnv>();

/** commerce7-apis.md "Pagination": 50 a page at most. */
const MAX_LIMIT = 50;
const DEFAULT_LIMIT = 50;
const WEB_STATUSES = ['Available', 'Not Available', 'Retired'];

/** The spec's by-slug call may name a customer: their standing rides on `security.isValidUser`. */
async function judgeFor(db: D1Database, customerId: string | undefined): Promise<Judge | undefined> {
  if (!customerId) return undefined;
  const member = await isActiveClubMember(db, customerId);
  return (availableTo) => availableTo === 'Public' || member;
}

productApi.get('/product/slug/:slug/for-web', async (c) => {
  const row = await c.env.DB.prepare('SELECT * FROM commerce_products WHERE slug = ?').bind(c.req.param('slug')).first<ProductRow>();
  if (!row) return notFound(c, 'Product not found.');
  const [product] = await loadProducts(c.env.DB, [row], await judgeFor(c.env.DB, c.req.query('customerId') || undefined));
  return c.json(product);
});

function positiveInteger(text: string | undefined, fallback: number): number | null {
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

productApi.get('/product/for-web', async (c) => {
  const page = positiveInteger(c.req.query('page'), 1);
  if (page === null) return fail(c, 400, 'validation', 'page must be a whole number of at least 1.');
  const limit = positiveInteger(c.req.query('limit'), DEFAULT_LIMIT);
  if (limit === null) return fail(c, 400, 'validation', 'limit must be a whole number of at least 1.');
  if (limit > MAX_LIMIT) return fail(c, 400, 'validation', `limit must be at most ${MAX_LIMIT}.`);
  const webStatus = c.req.query('webStatus') || undefined;
  if (webStatus && !WEB_STATUSES.includes(webStatus)) {
    return fail(c, 400, 'validation', `webStatus must be one of ${WEB_STATUSES.join(', ')}.`);
  }
  const collectionSlug = c.req.query('collectionSlug') || undefined;
  const collection = collectionSlug
    ? await c.env.DB.prepare('SELECT id, title, slug, data FROM commerce_collections WHERE slug = ?').bind(collectionSlug).first<{ id: string; title: string; slug: string; data: string }>()
    : null;
  // Unverified: what the real API answers for an unknown collection slug; a 404 in its error shape here.
  if (collectionSlug && !collection) return notFound(c, 'Collection not found.');

  const from = collectionSlug
    ? `FROM commerce_products p JOIN commerce_product_collections pc ON pc.product_id = p.id
       JOIN commerce_collections col ON col.id = pc.collection_id AND col.slug = ?1`
    : 'FROM commerce_products p';
  const where = webStatus ? 'WHERE p.web_status = ?2' : 'WHERE ?2 IS NULL';
  const order = collectionSlug ? 'ORDER BY pc.position, p.position' : 'ORDER BY p.position';
  const binds = [collectionSlug ?? null, webStatus ?? null];
  const [count, rows] = await c.env.DB.batch<unknown>([
    c.env.DB.prepare(`SELECT COUNT(*) AS total ${from} ${where}`).bind(...binds),
    c.env.DB.prepare(`SELECT p.* ${from} ${where} ${order} LIMIT ?3 OFFSET ?4`).bind(...binds, limit, (page - 1) * limit),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const products = await loadProducts(c.env.DB, (rows?.results ?? []) as ProductRow[], undefined, 'item');
  // The recorded for-web answer (leftathome/nagus internal/connector/commerce7/testdata/
  // tablas_for_web.json): { collection, products, total }; without a collectionSlug the
  // collection is only { productCount }.
  return c.json({ collection: collection ? collectionObject(collection) : { productCount: total }, products, total });
});
