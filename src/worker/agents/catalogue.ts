// What agents read, loaded from the same cached data the pages render from (the KV cache of
// products and content entries): the catalogue's public wines, the club tiers, the store's
// own facts. No load here names a customer: every answer is an anonymous visitor's.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ClubDefinitionSchema, formatDollars, formatRange, SubscriptionDefinitionSchema } from '../../blocks/kit/pieces/club-catalogue.ts';
import { frequencyOfSlug } from '../../commerce/rules/club-join.schema.ts';
import { isListed } from '../../commerce/rules/availability.ts';
import type { Product } from '../../commerce/types.ts';
import type { AppEnv } from '../context.ts';
import { productFacts, type FactsSettings, type WineFacts } from '../seo/product-facts.ts';
import type { StoreFacts } from './markdown.ts';

export const originOf = (c: Context<AppEnv>) => c.get('app').config.publicOrigin ?? c.get('app').url.origin;

export function factsSettings(c: Context<AppEnv>): FactsSettings {
  const { config } = c.get('app');
  return { origin: originOf(c), brand: config.brandName, clubDiscountPercentage: config.clubDiscountPercentage };
}

export function storeFacts(c: Context<AppEnv>): StoreFacts {
  const { config } = c.get('app');
  return { brand: config.brandName, origin: originOf(c), shippingStates: config.shippingStates, pickupAddress: config.pickupAddress };
}

/** The public facts of the products a visitor can find (listed, with a page), in the backend's order. */
export function publicFacts(c: Context<AppEnv>, products: readonly Product[]): WineFacts[] {
  const settings = factsSettings(c);
  return products.flatMap((product) => {
    if (!isListed(product)) return [];
    return productFacts(product, settings) ?? [];
  });
}

/** Every public product of the catalogue, with its product (for the tools' filters): the sitemap's cached pages; rejects when a page cannot be read. */
export async function catalogue(c: Context<AppEnv>): Promise<{ product: Product; facts: WineFacts }[]> {
  const settings = factsSettings(c);
  return (await c.get('app').commerce.products.listed()).flatMap((product) => {
    const facts = productFacts(product, settings);
    return facts ? [{ product, facts }] : [];
  });
}

/** Each public offer of the catalogue by its SKU, with its wine's facts: what a cart link may name. */
export async function offersBySku(c: Context<AppEnv>): Promise<Map<string, { offer: WineFacts['offers'][number]; facts: WineFacts }>> {
  return new Map((await catalogue(c)).flatMap(({ facts }) => facts.offers.map((offer) => [offer.sku, { offer, facts }] as const)));
}

export type ClubTier = {
  kind: 'club' | 'subscription';
  /** The club page's slug: /club/{slug}. */
  slug: string;
  title: string;
  url: string;
  bottles: number;
  /** "$400–$420" for a club (an estimate), "$150.00" for a subscription. */
  estimatedPrice: string;
  /** A subscription's rhythm ("2 Months"); null for a club. */
  frequency: string | null;
  /** Where a person joins: the join wizard for this club. */
  joinUrl: string;
};

const bottlesOf = (category: string) => Number.parseInt(category, 10);

/** Every club and subscription tier the catalogue entries list (content spec section 3), in their order. */
export async function clubTiers(c: Context<AppEnv>): Promise<ClubTier[]> {
  const { content } = c.get('app');
  const origin = originOf(c);
  const [clubs, subscriptions] = await Promise.all([content.getEntries('clubs', { limit: 100 }), content.getEntries('subscriptions', { limit: 100 })]);
  const tier = (kind: ClubTier['kind'], title: string, url: string, category: string, estimatedPrice: string): ClubTier => {
    const slug = url.slice('/club/'.length);
    return {
      kind,
      slug,
      title: `${title}, ${category}${kind === 'subscription' && frequencyOfSlug(slug) ? ` every ${frequencyOfSlug(slug)!.toLowerCase()}` : ''}`,
      url: new URL(url, origin).href,
      bottles: bottlesOf(category),
      estimatedPrice,
      frequency: kind === 'subscription' ? frequencyOfSlug(slug) : null,
      joinUrl: new URL(`/join?club=${encodeURIComponent(slug)}`, origin).href,
    };
  };
  const tiers: ClubTier[] = [];
  for (const entry of clubs) {
    const parsed = v.safeParse(ClubDefinitionSchema, entry.data);
    if (!parsed.success) continue;
    const { title = entry.name ?? parsed.output.membershipType, priceRange, urls } = parsed.output;
    for (const link of urls) {
      const range = priceRange.find((r) => r.category === link.category);
      tiers.push(tier('club', title, link.url, link.category, range ? formatRange(range.min, range.max) : ''));
    }
  }
  for (const entry of subscriptions) {
    const parsed = v.safeParse(SubscriptionDefinitionSchema, entry.data);
    if (!parsed.success) continue;
    const { title = entry.name ?? parsed.output.membershipType, prices, urls } = parsed.output;
    for (const link of urls) {
      const price = prices.find((p) => p.category === link.category);
      tiers.push(tier('subscription', title, link.url, link.category, price ? formatDollars(price.price) : ''));
    }
  }
  return tiers;
}
