// Products: one by slug and a collection's listed products, reshaped. Reads go through
// the KV cache unless a customer is named (the backend's answer then depends on them).
import * as v from 'valibot';
import { cached, type CacheDeps, type CachePolicy } from '../platform/cache/index.ts';
import { RawProductListSchema, RawProductSchema, type RawProduct } from './client/raw.schema.ts';
import { reshapeProduct } from './client/reshape-product.ts';
import type { CommerceCall } from './client/request.ts';
import { isListed } from './rules/availability.ts';
import type { CommerceSettings, Product } from './types.ts';

export type ProductCache = { deps: CacheDeps; policy: CachePolicy };

/** Commerce slugs: letters, digits and dashes; anything else cannot name a product. */
const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;
const COLLECTION_PAGE_SIZE = 50;
const MAX_COLLECTION_PAGES = 20;

// A fresh cached product is the same object on every request of an isolate: reshape it
// once, so the product keeps one identity that per-product render memos can key on.
const reshaped = new WeakMap<RawProduct, Product>();
function toProduct(raw: RawProduct, shippingLocation: string): Product {
  let product = reshaped.get(raw);
  if (!product) reshaped.set(raw, (product = reshapeProduct(raw, shippingLocation)));
  return product;
}

export type ProductListQuery = { page?: number; limit?: number; collectionSlug?: string; webStatus?: string };

export function createProducts(call: CommerceCall, cache: ProductCache, settings: CommerceSettings) {
  const bySlug = async (slug: string, customerId?: string): Promise<RawProduct | null> => {
    const load = async () => {
      const result = await call(`product/slug/${encodeURIComponent(slug)}/for-web`, RawProductSchema, { query: { customerId } }, { emptyOn404: true });
      return result.kind === 'ok' ? result.data : null;
    };
    if (customerId) return load();
    const { value } = await cached(cache.deps, `product:slug:${slug}`, cache.policy, v.nullable(RawProductSchema), load);
    return value;
  };

  const rawList = async (query: ProductListQuery) => {
    const key = `product:list:${query.collectionSlug ?? ''}:${query.webStatus ?? ''}:${query.page ?? 1}:${query.limit ?? 24}`;
    const { value } = await cached(cache.deps, key, cache.policy, RawProductListSchema, async () => {
      const result = await call('product/for-web', RawProductListSchema, { query });
      return result.kind === 'ok' ? result.data : { products: [], total: 0 };
    });
    return value;
  };

  return {
    /**
     * The storefront product for a slug, or null when there is none (or the slug cannot
     * be one). Cached unless a customer is named: then the backend judges them (security.isValidUser).
     */
    async product(slug: string, customerId?: string): Promise<Product | null> {
      if (!PRODUCT_SLUG.test(slug)) return null;
      const raw = await bySlug(slug, customerId);
      return raw ? toProduct(raw, settings.shippingLocation) : null;
    },
    /**
     * Every listed product of a collection, in the collection's order: pages of 50 (the
     * backend's maximum), each cached; retired, hidden and page-less products dropped.
     */
    async collection(collectionSlug: string): Promise<Product[]> {
      if (!PRODUCT_SLUG.test(collectionSlug)) return [];
      const products: Product[] = [];
      for (let page = 1; page <= MAX_COLLECTION_PAGES; page++) {
        const { products: batch, total } = await rawList({ collectionSlug, page, limit: COLLECTION_PAGE_SIZE });
        for (const raw of batch) products.push(toProduct(raw, settings.shippingLocation));
        if (batch.length < COLLECTION_PAGE_SIZE || page * COLLECTION_PAGE_SIZE >= total) break;
      }
      return products.filter(isListed);
    },
    /** One cached page of products as the backend lists them (unfiltered), with the total. */
    async list(query: ProductListQuery): Promise<{ products: Product[]; total: number }> {
      const { products, total } = await rawList(query);
      return { products: products.map((raw) => toProduct(raw, settings.shippingLocation)), total };
    },
  };
}
