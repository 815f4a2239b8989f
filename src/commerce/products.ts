// Products: a Commerce7 product joined to its page-builder entry (model
// c-7-products-data, storefront spec sections 3 and 7). A page is found by its page slug
// in the entries, its product read by the entry's commerce slug and checked against the
// entry's product id; a collection's products come from for-web, each joined to its entry
// by id. A product without an entry has no page and no card (spec 2 "Product card").
// Reads go through the KV cache; a signed-in customer's own answer is asked for only where it
// can differ from everyone's (answerDependsOnCustomer).
import * as v from 'valibot';
import { cached, type CacheDeps, type CachePolicy } from '../platform/cache/index.ts';
import { ProductPageEntrySchema, type ProductPageEntry } from './client/page-entry.schema.ts';
import { RawProductListSchema, RawProductSchema, type RawProduct } from './client/raw.schema.ts';
import { reshapeProduct } from './client/reshape-product.ts';
import type { CommerceCall } from './client/request.ts';
import { answerDependsOnCustomer } from './rules/allocation.ts';
import { isListed } from './rules/availability.ts';
import type { CommerceSettings, Product } from './types.ts';
import { MEMBER_PRODUCT_WINDOW_MS, PersonalMemory } from '../platform/cache/personal.ts';

/** A product as the backend answered it for one customer (by customer id and slug), for a few seconds. */
export const memberProducts = new PersonalMemory<RawProduct | null>(MEMBER_PRODUCT_WINDOW_MS);

export type ProductCache = { deps: CacheDeps; policy: CachePolicy };

/**
 * Where the page entries come from: every c-7-products-data entry ({ id, data }), as the
 * content API lists them. A failure rejects: products without their pages are not shown
 * as "no products" (a backend that cannot be read is never shown as empty data).
 */
export type ProductPages = {
  entries(): Promise<readonly unknown[]>;
  /**
   * In a signed preview only: one entry read again by id, so its draft (the content API
   * gives a published entry's draft only for a single overridden entry) shows on its page.
   */
  entry?: (id: string) => Promise<unknown>;
};

export type Report = (error: unknown, context: Record<string, string>) => void;

/** Slugs: letters, digits and dashes; anything else cannot name a product. */
const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;
/** commerce7-apis.md: 50 a page at most. */
const COLLECTION_PAGE_SIZE = 50;
const MAX_COLLECTION_PAGES = 20;
/** The whole catalogue for the sitemap: 100 pages of 50; a catalogue past 5 000 products is reported. */
const MAX_CATALOGUE_PAGES = 100;

/** A product page as search engines are told of it: its page slug and when Commerce7 last changed the product. */
export type ProductPageListing = { pageSlug: string; productId: string; updatedAt: string | null };

// A fresh cached product is the same object on every request of an isolate: reshape it
// once per entry, so the product keeps one identity that per-product render memos can key on.
const reshaped = new WeakMap<RawProduct, WeakMap<ProductPageEntry['data'], Product>>();
function toProduct(raw: RawProduct, entry: ProductPageEntry, shippingLocation: string): Product {
  let byEntry = reshaped.get(raw);
  if (!byEntry) reshaped.set(raw, (byEntry = new WeakMap()));
  let product = byEntry.get(entry.data);
  if (!product) byEntry.set(entry.data, (product = reshapeProduct(raw, entry, shippingLocation)));
  return product;
}

// A fresh cache hit hands back the same list items and entries on every request of an
// isolate: each is validated once per object (and a malformed one reported once), so a
// request does not re-check 40 entries and 40 products, and the reshaped product keeps its
// identity for the render memos.
const checkedEntries = new WeakMap<object, ProductPageEntry | null>();
const checkedProducts = new WeakMap<object, RawProduct | null>();
function checkOnce<T>(checked: WeakMap<object, T | null>, item: unknown, check: (item: unknown) => T | null): T | null {
  if (typeof item !== 'object' || item === null) return check(item);
  if (checked.has(item)) return checked.get(item) ?? null;
  const result = check(item);
  checked.set(item, result);
  return result;
}

type PageIndex = { bySlug: Map<string, ProductPageEntry>; byProductId: Map<string, ProductPageEntry> };

export type ProductListQuery = { page?: number; limit?: number; collectionSlug?: string; webStatus?: string };

// A fresh cache hit hands back the same list of entries on every request of an isolate:
// its index is built once per list.
const indexes = new WeakMap<readonly unknown[], PageIndex>();

function indexOf(entries: readonly unknown[], report: Report): PageIndex {
  const known = indexes.get(entries);
  if (known) return known;
  const bySlug = new Map<string, ProductPageEntry>();
  const byProductId = new Map<string, ProductPageEntry>();
  for (const item of entries) {
    const entry = checkOnce(checkedEntries, item, (raw) => {
      const parsed = v.safeParse(ProductPageEntrySchema, raw);
      if (parsed.success) return parsed.output;
      report(new Error(`c-7-products-data entry is malformed: ${v.summarize(parsed.issues)}`), { section: 'catalogue', entry: String((raw as { id?: unknown })?.id ?? '').slice(0, 100) });
      return null;
    });
    if (!entry) continue;
    if (!bySlug.has(entry.data.builderProductPageSlug)) bySlug.set(entry.data.builderProductPageSlug, entry);
    if (!byProductId.has(entry.data.productId)) byProductId.set(entry.data.productId, entry);
  }
  const built = { bySlug, byProductId };
  indexes.set(entries, built);
  return built;
}

export const NO_PRODUCT_PAGES: ProductPages = { entries: async () => [] };
const ignore: Report = () => {};

export function createProducts(call: CommerceCall, cache: ProductCache, settings: CommerceSettings, pages: ProductPages = NO_PRODUCT_PAGES, report: Report = ignore) {
  let index: Promise<PageIndex> | undefined;
  const configured = settings.shippingLocation;
  /** The ship location stock is judged at: the setting, or the looked-up one (a failed lookup rejects: never "sold out" everywhere). */
  const shippingLocation = typeof configured === 'function' ? configured : async () => configured ?? '';
  // Entries are checked one by one: a broken entry hides its own product, never the others.
  const pageIndex = () => (index ??= pages.entries().then((entries) => indexOf(entries, report)));

  /** The entry's draft (preview), when it is a valid entry for the same product. */
  const draftOf = async (published: ProductPageEntry): Promise<ProductPageEntry | null> => {
    const parsed = v.safeParse(ProductPageEntrySchema, await pages.entry?.(published.id));
    return parsed.success && parsed.output.data.productId === published.data.productId ? parsed.output : null;
  };

  const bySlug = async (slug: string, customerId?: string): Promise<RawProduct | null> => {
    const load = (forCustomer?: string) => async () => {
      const result = await call(`product/slug/${encodeURIComponent(slug)}/for-web`, RawProductSchema, forCustomer ? { query: { customerId: forCustomer } } : {}, { emptyOn404: true });
      return result.kind === 'ok' ? result.data : null;
    };
    const { value: shared } = await cached(cache.deps, `product:slug:${slug}`, cache.policy, v.nullable(RawProductSchema), load());
    // Everyone's answer serves a signed-in customer too unless theirs can differ (a product
    // gone for everyone is gone for them too: for-web answers hidden and unavailable ones).
    if (!customerId || !shared || !answerDependsOnCustomer(shared)) return shared;
    // A customer's own answer (their verdict on a members-only product): theirs alone, for a few seconds.
    const key = `${customerId}\n${slug}`;
    const held = memberProducts.get(key);
    if (held !== undefined) return held;
    const loaded = await load(customerId)();
    memberProducts.set(key, loaded);
    return loaded;
  };

  const rawList = async (query: ProductListQuery) => {
    const key = `product:list:${query.collectionSlug ?? ''}:${query.webStatus ?? ''}:${query.page ?? 1}:${query.limit ?? COLLECTION_PAGE_SIZE}`;
    const { value } = await cached(cache.deps, key, cache.policy, RawProductListSchema, async () => {
      // An unknown collection slug (404) is an empty collection, not a failure (unverified: the docs do not say).
      const result = await call('product/for-web', RawProductListSchema, { query }, { emptyOn404: true });
      return result.kind === 'ok' ? result.data : { products: [], total: 0, collection: null };
    });
    return value;
  };

  /** A listed product as the backend sent it, or null when malformed (reported once). */
  const checkedRaw = (item: unknown): RawProduct | null =>
    checkOnce(checkedProducts, item, (listed) => {
      const parsed = v.safeParse(RawProductSchema, listed);
      if (parsed.success) return parsed.output;
      report(new Error(`Commerce product is malformed: ${v.summarize(parsed.issues)}`), { section: 'catalogue', product: String((listed as { id?: unknown })?.id ?? '').slice(0, 100) });
      return null;
    });

  /** A listed product joined to its entry, or null (reported when malformed; silent when it has no page). */
  const joinListed = (item: unknown, pageIndex: PageIndex, location: string): Product | null => {
    const raw = checkedRaw(item);
    if (!raw) return null;
    const entry = pageIndex.byProductId.get(raw.id);
    return entry ? toProduct(raw, entry, location) : null;
  };

  /** Visits every listed product of the whole catalogue (pages of 50, each cached); a failing page rejects; past the bound, the rest is reported and left out. */
  const eachListed = async (visit: (product: Product, item: unknown) => void): Promise<void> => {
    const [index, location] = await Promise.all([pageIndex(), shippingLocation()]);
    for (let page = 1; page <= MAX_CATALOGUE_PAGES; page++) {
      const { products: batch, total } = await rawList({ page, limit: COLLECTION_PAGE_SIZE });
      for (const item of batch) {
        const product = joinListed(item, index, location);
        if (product && isListed(product)) visit(product, item);
      }
      if (batch.length < COLLECTION_PAGE_SIZE || page * COLLECTION_PAGE_SIZE >= total) return;
    }
    report(new Error(`The catalogue has more than ${MAX_CATALOGUE_PAGES * COLLECTION_PAGE_SIZE} products: the sitemap lists the first ones`), { section: 'catalogue' });
  };
  return {
    /**
     * The product whose page slug this is, or null when no page entry names it, its
     * product is gone, or the entry names another product. Cached; when a customer is named
     * and the product is not public, the backend judges them (security.isValidUser).
     */
    async product(pageSlug: string, customerId?: string): Promise<Product | null> {
      if (!PRODUCT_SLUG.test(pageSlug)) return null;
      const published = (await pageIndex()).bySlug.get(pageSlug);
      if (!published) return null;
      const entry = pages.entry ? ((await draftOf(published)) ?? published) : published;
      const raw = await bySlug(entry.data.productSlug, customerId);
      if (!raw) return null;
      if (raw.id !== entry.data.productId) {
        report(new Error('c-7-products-data entry names another product than its commerce slug'), { section: 'catalogue', entry: entry.id.slice(0, 100) });
        return null;
      }
      return toProduct(raw, entry, await shippingLocation());
    },
    /**
     * Every listed product of a collection, in the collection's order: pages of 50 (the
     * backend's maximum), each cached; retired, hidden and page-less products dropped,
     * and a malformed one dropped alone.
     */
    async collection(collectionSlug: string): Promise<Product[]> {
      if (!PRODUCT_SLUG.test(collectionSlug)) return [];
      const [index, location] = await Promise.all([pageIndex(), shippingLocation()]);
      const products: Product[] = [];
      for (let page = 1; page <= MAX_COLLECTION_PAGES; page++) {
        const { products: batch, total } = await rawList({ collectionSlug, page, limit: COLLECTION_PAGE_SIZE });
        for (const item of batch) {
          const product = joinListed(item, index, location);
          if (product) products.push(product);
        }
        if (batch.length < COLLECTION_PAGE_SIZE || page * COLLECTION_PAGE_SIZE >= total) break;
      }
      return products.filter(isListed);
    },
    /**
     * The Commerce7 collection behind a slug ({ id, title, slug }), or null when there is
     * none: read from the first page of its listing (the same cached answer the cards use).
     */
    async collectionInfo(collectionSlug: string): Promise<{ id: string; title: string; slug: string } | null> {
      if (!PRODUCT_SLUG.test(collectionSlug)) return null;
      const { collection } = await rawList({ collectionSlug, page: 1, limit: COLLECTION_PAGE_SIZE });
      return collection;
    },
    /**
     * Every product page a visitor can find (the sitemap's): the whole catalogue, 50 a
     * page (each page cached), joined to its entries; retired, hidden and page-less
     * products left out, as on the shop pages. A failing page rejects: a partial catalogue
     * is never passed off as the whole.
     */
    async pages(): Promise<ProductPageListing[]> {
      const listings: ProductPageListing[] = [];
      await eachListed((product, item) => listings.push({ pageSlug: product.pageSlug!, productId: product.id, updatedAt: checkedRaw(item)?.updatedAt ?? null }));
      return listings;
    },
    /** Every listed product of the whole catalogue, in the backend's order: the same cached pages as the sitemap's, the same bound. */
    async listed(): Promise<Product[]> {
      const products: Product[] = [];
      await eachListed((product) => products.push(product));
      return products;
    },
    /** One cached page of products as the backend lists them (unfiltered, page-less ones dropped), with the total. */
    async list(query: ProductListQuery): Promise<{ products: Product[]; total: number }> {
      const [{ products, total }, index, location] = await Promise.all([rawList(query), pageIndex(), shippingLocation()]);
      return { products: products.flatMap((item) => joinListed(item, index, location) ?? []), total };
    },
  };
}
