// What product blocks need from the request: a per-request product loader, who is
// looking, and the configured club settings. Provided once per page by the renderer;
// blocks read products with React's `use`, so a page waits for its products while
// every block's loads run side by side.
import { createContext, useContext } from 'react';
import type { Commerce } from '../commerce/index.ts';
import { ANONYMOUS_VIEWER, type Product, type Viewer } from '../commerce/types.ts';

export type ProductLoader = {
  /** The product, or null when there is none or it could not be loaded (reported). */
  product(slug: string): Promise<Product | null>;
  /** A collection's listed products; empty when it could not be loaded (reported). */
  collection(slug: string): Promise<Product[]>;
};

export type CatalogueContext = {
  products: ProductLoader;
  viewer: Viewer;
  /** No customer and no cart: islands render from props alone and are reused. */
  anonymous: boolean;
  clubDiscountPercentage: number;
  /** DEFAULT_CLUB_URL: where "Join Now" leads. */
  joinUrl: string;
  /** The product a /product/{slug} page is about: a hero without a reference shows it. */
  pageProduct: Product | null;
  preview: boolean;
};

const NO_PRODUCTS: ProductLoader = { product: async () => null, collection: async () => [] };

export const CatalogueContextValue = createContext<CatalogueContext>({
  products: NO_PRODUCTS,
  viewer: ANONYMOUS_VIEWER,
  anonymous: true,
  clubDiscountPercentage: 20,
  joinUrl: '/join',
  pageProduct: null,
  preview: false,
});

export const useCatalogue = () => useContext(CatalogueContextValue);

/** Memoises each load for the request, so repeated blocks share one promise (and `use` sees a stable one). */
export function createProductLoader(commerce: Commerce, report: (error: unknown, context: Record<string, string>) => void): ProductLoader {
  const products = new Map<string, Promise<Product | null>>();
  const collections = new Map<string, Promise<Product[]>>();
  return {
    product(slug) {
      let promise = products.get(slug);
      if (!promise) {
        promise = commerce.products.product(slug).catch((error: unknown) => {
          // A product that cannot be loaded drops its card, never the page.
          report(error, { section: 'catalogue', product: slug.slice(0, 200) });
          return null;
        });
        products.set(slug, promise);
      }
      return promise;
    },
    collection(slug) {
      let promise = collections.get(slug);
      if (!promise) {
        promise = commerce.products.collection(slug).catch((error: unknown) => {
          report(error, { section: 'catalogue', collection: slug.slice(0, 200) });
          return [];
        });
        collections.set(slug, promise);
      }
      return promise;
    },
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
  if (!promise) byKey.set(key, (promise = Promise.all(slugs.map((slug) => loader.product(slug)))));
  return promise;
}

/** Spec: who counts as logged in, a member and a valid user. */
export function viewerOf(customer: { firstName: string; hasActiveClub: boolean; tags: string[]; isValidUser: boolean } | null): Viewer {
  if (!customer?.firstName) return ANONYMOUS_VIEWER;
  return { loggedIn: true, hasActiveClub: customer.hasActiveClub, tags: customer.tags, isValidUser: customer.isValidUser };
}
