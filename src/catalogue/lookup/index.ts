// The editor's product look-up (content spec section 7, "Product-reference
// lookup for collection and product blocks"): editors pick products for the collection
// list, the product display and the product hero by name, and the block stores the
// product's page slug, the value its ProductReferenceSchema reads. Pure rules over the
// catalogue as the app sees it; the route (src/worker/editor/catalogue.ts) does the I/O.
import * as v from 'valibot';
import { isDeactivated } from '../../commerce/rules/availability.ts';
import { defaultVariant } from '../../commerce/rules/purchase-state.ts';
import type { Product } from '../../commerce/types.ts';
import { cardImageSrc } from '../image.ts';

/** At most this many results per search (a picker list, not a catalogue page). */
export const MAX_LOOKUP_RESULTS = 20;
export const MAX_LOOKUP_QUERY = 100;

export const LOOKUP_MESSAGES = {
  query: `q must be at most ${MAX_LOOKUP_QUERY} characters`,
} as const;

/**
 * `?q=<title words>`. An empty or missing q lists the first products: Builder's product
 * pickers search with an empty text when they open (BuilderIO/builder
 * packages/commerce-plugin-tools src/editors/ResourcesPicker.tsx).
 */
export const LookupQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LOOKUP_QUERY, LOOKUP_MESSAGES.query)), ''),
});

export type LookupResult = {
  /** The product's page slug: what a product reference option holds. */
  slug: string;
  title: string;
  /** An absolute image URL (the editor is another origin). */
  image: string;
  /** The default variant's retail price in cents, or null for a product with no variant. */
  price: number | null;
};

/**
 * What an editor may pick: a product with a page (a reference names a page slug) that the
 * hero would not flag as gone (not retired, not a not-found stand-in). Hidden products are
 * pickable: a hero shows one (it is reachable by its URL), though product cards leave it out.
 */
export function isPickable(product: Pick<Product, 'pageSlug' | 'webStatus' | 'type'>): boolean {
  return Boolean(product.pageSlug) && !isDeactivated(product);
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every word of the query is in the title, ignoring case (word order and accents as typed). */
export function titleMatches(title: string, query: string): boolean {
  const haystack = title.toLowerCase();
  return words(query).every((word) => haystack.includes(word));
}

/**
 * The pickable products whose titles hold every word of `query`, in catalogue order, at
 * most MAX_LOOKUP_RESULTS, each once (by page slug).
 */
export function lookupProducts(products: readonly Product[], query: string, origin: string): LookupResult[] {
  const results: LookupResult[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (results.length >= MAX_LOOKUP_RESULTS) break;
    if (!isPickable(product) || !product.pageSlug || seen.has(product.pageSlug) || !titleMatches(product.title, query)) continue;
    seen.add(product.pageSlug);
    results.push({
      slug: product.pageSlug,
      title: product.title,
      image: new URL(cardImageSrc(product.image), origin).toString(),
      price: defaultVariant(product)?.price ?? null,
    });
  }
  return results;
}
