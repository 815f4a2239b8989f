// One page-data channel: everything a block may read about the request (products,
// collections, content entries of any model, who is looking, preview, settings) comes
// from one per-request object, built by the worker and provided once per page. Loaders
// are made on first use and memoise each load for the request, so blocks read with
// React's `use` and every block's loads run side by side. Routes never thread data to
// blocks.
import { createContext, useContext } from 'react';
import type { Commerce } from '../commerce/index.ts';
import { ANONYMOUS_VIEWER, type Product, type Viewer } from '../commerce/types.ts';
import type { ContentClient, ContentQuery } from '../content/client/index.ts';
import type { ContentEntry } from '../content/client/schema.ts';
import { DEFAULT_IMAGE_SETTINGS, type ImageSettings } from '../ui/image/renditions.ts';

export type Report = (error: unknown, context: Record<string, string>) => void;

export type ProductLoader = {
  /** The product, or null when there is none or it could not be loaded (reported). */
  product(slug: string): Promise<Product | null>;
  /** A collection's listed products; null when they could not be loaded (reported): never shown as an empty collection. */
  collection(slug: string): Promise<Product[] | null>;
};

export type ContentLoader = {
  /** The first entry of a model matching the query, or null (a failure is reported). */
  entry(model: string, query?: ContentQuery): Promise<ContentEntry | null>;
  /** A model's entries matching the query; empty when they could not be loaded (reported). */
  entries(model: string, query?: ContentQuery): Promise<ContentEntry[]>;
};

/** `kept`: the block shows, without what `reason` names (an image whose address broke its rule). */
export type SkippedBlock = { name: string; blockId: string; reason: string; kept?: boolean };

export type PageSettings = {
  brandName: string;
  clubDiscountPercentage: number;
  /** DEFAULT_CLUB_URL: where "Join Now" leads. */
  joinUrl: string;
  /** SMS_TERMS_URL: the mobile terms every SMS consent links to. */
  smsTermsUrl: string;
  /** IMAGE_TRANSFORMATIONS and IMAGE_SOURCE_HOSTS: how images are asked for at their shown size. */
  images: ImageSettings;
};

export type PageData = {
  readonly products: ProductLoader;
  readonly content: ContentLoader;
  /** Who is looking: signed in (a first name), club member (an active club). */
  readonly viewer: Viewer;
  /** No customer and no cart: islands render from props alone and are reused. */
  readonly anonymous: boolean;
  /** A signed editor preview: drafts, hidden content and editor warnings. */
  readonly preview: boolean;
  /**
   * Builder's editing frame (src/worker/preview/editor-frame.ts): every list of blocks is wrapped
   * as Builder's SDK wraps it, for the editor to drop blocks into (src/blocks/render/blocks.tsx).
   */
  readonly editing: boolean;
  readonly settings: PageSettings;
  /** The request's query, for blocks that preselect from it. */
  readonly searchParams: URLSearchParams;
  /** The page's absolute canonical URL (what blocks share); empty outside a page render. */
  readonly canonicalUrl: string;
  /** The product a /product/{slug} page is about: a hero without a reference shows it. */
  readonly pageProduct: Product | null;
  /** A block that cannot render: logged once per isolate, a warning in preview. */
  onSkip(skipped: SkippedBlock): void;
  /** The page's blocks that sit where they may not (the rule each breaks): hidden from visitors. */
  readonly misplaced: ReadonlyMap<object, string>;
};

export type PageDataSources = {
  commerce: () => Commerce;
  content: () => ContentClient;
  report: Report;
  viewer: Viewer;
  anonymous: boolean;
  preview: boolean;
  editing?: boolean;
  settings: PageSettings;
  searchParams: URLSearchParams;
  canonicalUrl?: string;
  pageProduct?: Product | null;
  onSkip: (skipped: SkippedBlock) => void;
  misplaced?: ReadonlyMap<object, string>;
  /** A product loader the request made earlier (loads started before the render). */
  products?: ProductLoader;
};

/**
 * The request's page data; each loader is made on first use.
 *
 * Plain properties, not getters: an object literal with accessors made on every request kept
 * that request's whole graph (its context, clients and render) alive through the young
 * generation's collections, to be freed only by a full one. Measured with the sampling heap
 * profiler (`npm run bench:profile -- <path> alloc`): with the getters, a rendered page left
 * about 25 kB a request to the old generation. Why V8 keeps them is unverified (the accessors'
 * functions are new on each request, and what records them outlives the request).
 */
export function createPageData(sources: PageDataSources): PageData {
  const products = madeOnFirstUse(() => createProductLoader(sources.commerce(), sources.report));
  const content = madeOnFirstUse(() => createContentLoader(sources.content(), sources.report));
  return {
    products: sources.products ?? { product: (slug) => products().product(slug), collection: (slug) => products().collection(slug) },
    content: { entry: (model, query) => content().entry(model, query), entries: (model, query) => content().entries(model, query) },
    viewer: sources.viewer,
    anonymous: sources.anonymous,
    preview: sources.preview,
    editing: sources.editing ?? false,
    settings: sources.settings,
    searchParams: sources.searchParams,
    canonicalUrl: sources.canonicalUrl ?? '',
    pageProduct: sources.pageProduct ?? null,
    onSkip: sources.onSkip,
    misplaced: sources.misplaced ?? NONE_MISPLACED,
  };
}

const NONE_MISPLACED: ReadonlyMap<object, string> = new Map();

/** `make`'s result, made on the first call and the same on every later one. */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const EMPTY_PRODUCTS: ProductLoader = { product: async () => null, collection: async () => [] };
const EMPTY_CONTENT: ContentLoader = { entry: async () => null, entries: async () => [] };

/** What a block sees outside a page render (unit tests render blocks to strings). */
export const EMPTY_PAGE_DATA: PageData = {
  products: EMPTY_PRODUCTS,
  content: EMPTY_CONTENT,
  viewer: ANONYMOUS_VIEWER,
  anonymous: true,
  preview: false,
  editing: false,
  settings: { brandName: 'Triangle Ridge Winery', clubDiscountPercentage: 20, joinUrl: '/club#choose-your-club', smsTermsUrl: '/mobile-terms', images: DEFAULT_IMAGE_SETTINGS },
  searchParams: new URLSearchParams(),
  canonicalUrl: '',
  pageProduct: null,
  onSkip: (skipped) => console.warn('Skipped content block', skipped),
  misplaced: NONE_MISPLACED,
};

export const PageDataContext = createContext<PageData>(EMPTY_PAGE_DATA);

export const usePageData = () => useContext(PageDataContext);

/** Memoises a load per key for the request: repeated blocks share one promise, and `use` sees a stable one. */
function memo<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key) => {
    let promise = loads.get(key);
    if (!promise) loads.set(key, (promise = load(key)));
    return promise;
  };
}

export function createProductLoader(commerce: Commerce, report: Report): ProductLoader {
  return {
    product: memo((slug) =>
      commerce.products.product(slug).catch((error: unknown) => {
        // A product that cannot be loaded drops its card, never the page.
        report(error, { section: 'catalogue', product: slug.slice(0, 200) });
        return null;
      }),
    ),
    collection: memo((slug) =>
      commerce.products.collection(slug).catch((error: unknown) => {
        report(error, { section: 'catalogue', collection: slug.slice(0, 200) });
        return null;
      }),
    ),
  };
}

export function createContentLoader(content: ContentClient, report: Report): ContentLoader {
  const entries = memo((key) => {
    const { model, query } = JSON.parse(key) as { model: string; query: ContentQuery };
    return content.getEntries(model, query).catch((error: unknown) => {
      // A missing entry hides one block, never the page.
      report(error, { section: 'content', model: model.slice(0, 100) });
      return [];
    });
  });
  return {
    entries: (model, query = {}) => entries(JSON.stringify({ model, query })),
    entry: async (model, query = {}) => (await entries(JSON.stringify({ model, query: { ...query, limit: 1 } })))[0] ?? null,
  };
}

const lists = new WeakMap<ProductLoader, Map<string, Promise<(Product | null)[]>>>();

/**
 * The products behind a list of slugs, in order (null where missing). One promise per
 * distinct list for the request: React's `use` needs the same promise when it retries.
 */
export function productsPromise(loader: ProductLoader, slugs: readonly string[]): Promise<(Product | null)[]> {
  const key = slugs.join('\n');
  let byKey = lists.get(loader);
  if (!byKey) lists.set(loader, (byKey = new Map()));
  let promise = byKey.get(key);
  if (!promise) byKey.set(key, (promise = settledWhenDone(Promise.all(slugs.map((slug) => loader.product(slug))))));
  return promise;
}

/** Whether a promise from `productsPromise` has its products (React's `use` reads them at once). */
export function loaded(promise: Promise<unknown>): boolean {
  return (promise as { status?: string }).status === 'fulfilled';
}

/**
 * Marks the promise with its outcome when it settles, as React's `use` does itself: a list
 * loaded before React reaches its block is read in place, without suspending the block and
 * streaming it after the shell.
 */
function settledWhenDone<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return promise;
}

/** Spec: who counts as logged in (a first name), a member (an active club) and a valid user. */
export function viewerOf(customer: { hasActiveClub: boolean; tags: string[]; isValidUser: boolean } | null): Viewer {
  // A customer without a name (Commerce7 sends null) is signed in all the same.
  if (!customer) return ANONYMOUS_VIEWER;
  return { loggedIn: true, hasActiveClub: customer.hasActiveClub, tags: customer.tags, isValidUser: customer.isValidUser };
}
