// The MCP endpoint's tools: read-only questions about the store, answered from the same
// cached data as the pages (agents/catalogue.ts). No tool names a customer, reads a session,
// or creates an order, a customer or a cart: build_cart_link only writes a URL a person opens.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../context.ts';
import { entryPaths } from '../seo/sitemap.ts';
import { decimalPrice, productFacts, type WineFacts } from '../seo/product-facts.ts';
import { loadContentPage } from '../render/content-page.tsx';
import { cartLinkUrl, CART_LINK_MAX_LINES, CartLinkLineSchema } from './cart-link-items.ts';
import { catalogue, clubTiers, factsSettings, offersBySku, originOf, storeFacts } from './catalogue.ts';
import { blocksText, shippingSentence } from './markdown.ts';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`));
const Dollars = v.pipe(v.number(), v.minValue(0, 'must be 0 or more'), v.maxValue(100_000, 'must be at most 100000'));
const PageSlug = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,120}$/, 'must be a page slug such as estate-cabernet-sauvignon-2022'));

export const TOOL_INPUTS = {
  search_wines: v.strictObject({
    text: v.optional(v.pipe(Text(100), v.description('Words to find in the name, varietal, region or notes, e.g. "cabernet" or "sparkling".'))),
    varietal: v.optional(v.pipe(Text(60), v.description('The grape or blend, e.g. "Cabernet Sauvignon".'))),
    minPrice: v.optional(v.pipe(Dollars, v.description('Lowest bottle price in US dollars.'))),
    maxPrice: v.optional(v.pipe(Dollars, v.description('Highest bottle price in US dollars.'))),
    inStockOnly: v.optional(v.pipe(v.boolean(), v.description('Only wines that can be ordered now.'))),
    limit: v.optional(
      v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'), v.maxValue(50, 'must be at most 50'), v.description('At most this many wines (default 20).')),
    ),
  }),
  get_wine: v.strictObject({ slug: v.pipe(PageSlug, v.description("The wine page's slug: the last part of /product/{slug}.")) }),
  list_clubs: v.strictObject({}),
  get_club: v.strictObject({ slug: v.pipe(PageSlug, v.description("The club page's slug: the last part of /club/{slug}, e.g. 6-bottle-red-wines.")) }),
  get_visiting_info: v.strictObject({}),
  build_cart_link: v.strictObject({
    items: v.pipe(
      v.array(CartLinkLineSchema),
      v.minLength(1, 'must name at least one wine'),
      v.maxLength(CART_LINK_MAX_LINES, `may name at most ${CART_LINK_MAX_LINES} wines`),
      v.description('The wines by SKU (from search_wines or get_wine) with a quantity each.'),
    ),
  }),
} as const;

export type ToolName = keyof typeof TOOL_INPUTS;

export const TOOL_DESCRIPTIONS: Record<ToolName, { title: string; description: string }> = {
  search_wines: { title: 'Search wines', description: 'Finds wines in the store by words, varietal, price and stock. Prices are in US dollars; club members pay the club price.' },
  get_wine: { title: 'Get a wine', description: 'One wine: vintage, varietal, region, price and club price, stock, ratings, tasting notes and its page.' },
  list_clubs: { title: 'List clubs', description: 'Every wine club and subscription tier: bottles a shipment, price, shipment rhythm and where to join.' },
  get_club: { title: 'Get a club', description: "One club tier by its page slug, with its page's own words." },
  get_visiting_info: { title: 'Visiting and pickup', description: 'Where to visit the winery and pick orders up, and where the store ships.' },
  build_cart_link: {
    title: 'Build a cart link',
    description:
      'Makes a store URL for a person to open: it asks them to confirm they are 21 or older, shows the wines and adds them to their cart when they press Add to cart. Nothing is added or ordered until they do.',
  },
};

/** A tool's answer: its text for the model, and the same as structured content. */
export type ToolAnswer = { text: string; structured: Record<string, unknown>; notFound?: boolean };

function wineSummary(facts: WineFacts) {
  return {
    name: facts.name,
    url: facts.url,
    vintage: facts.wine?.vintage ?? null,
    varietal: facts.wine?.varietal ?? null,
    region: facts.wine?.region ?? facts.wine?.appellation ?? null,
    offers: facts.offers.map((offer) => ({
      sku: offer.sku,
      name: offer.name ?? null,
      price: decimalPrice(offer.price),
      clubPrice: offer.clubPrice === null ? null : decimalPrice(offer.clubPrice),
      currency: 'USD',
      availability: offer.inStock ? 'InStock' : 'OutOfStock',
      maxPerOrder: offer.maxPerCart,
    })),
  };
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

export async function runTool(c: Context<AppEnv>, name: ToolName, input: Record<string, unknown>): Promise<ToolAnswer> {
  switch (name) {
    case 'search_wines': {
      const query = input as v.InferOutput<(typeof TOOL_INPUTS)['search_wines']>;
      const wanted = words(query.text ?? '');
      const found = (await catalogue(c)).filter(({ product, facts }) => {
        if (product.type !== 'Wine') return false;
        const haystack = [facts.name, facts.subtitle, facts.description, facts.wine?.varietal, facts.wine?.region, facts.wine?.appellation, facts.wine?.type, ...facts.collections.map((x) => x.title)]
          .filter(Boolean)
          .join(' ')
          .toLowerCase();
        if (!wanted.every((word) => haystack.includes(word))) return false;
        if (query.varietal && !(facts.wine?.varietal ?? '').toLowerCase().includes(query.varietal.toLowerCase())) return false;
        const offer = facts.offers[0]!;
        if (query.minPrice !== undefined && offer.price < query.minPrice * 100) return false;
        if (query.maxPrice !== undefined && offer.price > query.maxPrice * 100) return false;
        if (query.inStockOnly && !facts.offers.some((x) => x.inStock)) return false;
        return true;
      });
      const wines = found.slice(0, query.limit ?? 20).map(({ facts }) => wineSummary(facts));
      return { text: JSON.stringify({ total: found.length, wines }), structured: { total: found.length, wines } };
    }
    case 'get_wine': {
      const { slug } = input as { slug: string };
      const product = await c.get('app').commerce.products.product(slug);
      const facts = product?.pageSlug && product.webStatus !== 'Retired' && product.type !== 'notFound' ? productFacts(product, factsSettings(c)) : null;
      if (!facts) return { text: `No public wine has the page /product/${slug}.`, structured: { found: false }, notFound: true };
      const wine = {
        ...wineSummary(facts),
        subtitle: facts.subtitle ?? null,
        description: facts.description ?? null,
        alcoholPercentage: facts.wine?.alcoholPercentage ?? null,
        ratings: facts.accolades.map((a) => (a.accoladesType === 'points' ? { points: a.reviewPoints, publication: a.publication } : { medal: a.medalType, publication: a.publication })),
        markdown: `${facts.url}.md`,
      };
      return { text: JSON.stringify(wine), structured: wine };
    }
    case 'list_clubs': {
      const clubs = await clubTiers(c);
      return { text: JSON.stringify({ clubs }), structured: { clubs } };
    }
    case 'get_club': {
      const { slug } = input as { slug: string };
      const tier = (await clubTiers(c)).find((x) => x.slug === slug);
      if (!tier) return { text: `No club has the page /club/${slug}.`, structured: { found: false }, notFound: true };
      const page = await loadContentPage(c, `/club/${slug}`);
      const club = { ...tier, about: page ? blocksText(page.blocks).slice(0, 4000) : null };
      return { text: JSON.stringify(club), structured: club };
    }
    case 'get_visiting_info': {
      const { content, config } = c.get('app');
      const origin = originOf(c);
      const pages = (await content.getAllEntries('page'))
        .filter((entry) => entry.published === 'published' && entry.data.noindex !== true)
        .flatMap((entry) => entryPaths(entry).map((path) => ({ path, title: typeof entry.data.title === 'string' ? entry.data.title : (entry.name ?? path) })))
        .filter(({ path }) => path === '/visit' || path.startsWith('/visit-'))
        .map(({ path, title }) => ({ title, url: new URL(path, origin).href }));
      const visit = await loadContentPage(c, '/visit');
      const info = {
        pickupAddress: config.pickupAddress,
        shipping: shippingSentence(storeFacts(c).shippingStates),
        ageRequirement: 'You must be 21 or older to buy wine; an adult signature (21+) is required on delivery and a photo ID at pickup.',
        visitPages: pages,
        about: visit ? blocksText(visit.blocks).slice(0, 4000) : null,
      };
      return { text: JSON.stringify(info), structured: info };
    }
    case 'build_cart_link': {
      const { items } = input as v.InferOutput<(typeof TOOL_INPUTS)['build_cart_link']>;
      const offers = await offersBySku(c);
      const problems: string[] = [];
      const lines = items.map(({ sku, quantity }) => {
        const found = offers.get(sku);
        if (!found) problems.push(`${sku} is not a wine anyone can buy here`);
        else if (!found.offer.inStock) problems.push(`${found.facts.name} (${sku}) is sold out`);
        else if (found.offer.maxPerCart !== null && quantity > found.offer.maxPerCart) problems.push(`${found.facts.name} (${sku}) is limited to ${found.offer.maxPerCart} per order`);
        return { sku, quantity, name: found?.facts.name ?? null, price: found ? decimalPrice(found.offer.price) : null };
      });
      if (problems.length > 0) return { text: `No cart link: ${problems.join('; ')}.`, structured: { problems }, notFound: true };
      const url = cartLinkUrl(originOf(c), items);
      const link = { url, lines, note: 'A person opens this URL, confirms they are 21 or older and presses Add to cart; nothing is added before that.' };
      return { text: JSON.stringify(link), structured: link };
    }
  }
}
