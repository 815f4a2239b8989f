// The club and subscription catalogues (content spec section 3, "Catalogues"): the
// `clubs` and `subscriptions` content models, the bottle categories and frequencies,
// and the one rule that turns a selected quantity and category into a page link.
import * as v from 'valibot';
import { formatCents } from '../../../ui/money/format.ts';

export const CLUB_MEMBERSHIP_TYPES = ['red-wines', 'red-and-white-wines', 'isosceles-only'] as const;
export const CLUB_CATEGORIES = ['4 Bottles', '6 Bottles', '12 Bottles'] as const;
export const SUBSCRIPTION_TYPES = ['isosceles-only', 'cabernet-sauvignon', 'sauvignon-blanc'] as const;
export const SUBSCRIPTION_CATEGORIES = ['6 Bottles', '12 Bottles', '24 Bottles'] as const;
export const SUBSCRIPTION_FREQUENCIES = ['1 Month', '2 Months', '3 Months'] as const;

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const SitePath = v.pipe(v.string(), v.trim(), v.regex(/^\/club\/[a-z0-9-]+$/, 'a club page path, /club/{slug}'));
const Dollars = v.pipe(v.number(), v.minValue(0));

export const ClubDefinitionSchema = v.pipe(
  v.object({
    membershipType: v.picklist(CLUB_MEMBERSHIP_TYPES),
    title: v.optional(Text),
    priceRange: v.array(v.object({ category: v.picklist(CLUB_CATEGORIES), min: Dollars, max: Dollars })),
    urls: v.array(v.object({ url: SitePath, category: v.picklist(CLUB_CATEGORIES) })),
  }),
  v.check((club) => club.priceRange.every((range) => range.min <= range.max), 'a price range needs min <= max'),
);
export type ClubDefinition = v.InferOutput<typeof ClubDefinitionSchema>;

export const SubscriptionDefinitionSchema = v.object({
  membershipType: v.picklist(SUBSCRIPTION_TYPES),
  title: v.optional(Text),
  /** Not in the content spec: the price of one shipment per bottle category. */
  prices: v.optional(v.array(v.object({ category: v.picklist(SUBSCRIPTION_CATEGORIES), price: Dollars })), []),
  urls: v.array(v.object({ url: SitePath, category: v.picklist(SUBSCRIPTION_CATEGORIES), frequency: v.picklist(SUBSCRIPTION_FREQUENCIES) })),
});
export type SubscriptionDefinition = v.InferOutput<typeof SubscriptionDefinitionSchema>;

/** Lower case, "&" as "and", accents dropped, every other run of non-alphanumerics one "-". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Content spec section 2: the club hero's link is /club/{quantity-without-last-character}-{category},
 * both slugified: '6 Bottles' + 'Red Wines' is /club/6-bottle-red-wines.
 */
export function clubLink(quantity: string, category: string): string {
  return `/club/${slugify(quantity.trim().slice(0, -1))}-${slugify(category)}`;
}

/**
 * The option a query value names, matched by slug ('Red Wines', 'red-wines', 'RED WINES')
 * or, for a quantity, by its bottle count ('6', '6-bottle', '6 Bottles'); undefined otherwise.
 */
export function matchOption(options: readonly string[], value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const wanted = slugify(value.slice(0, 100));
  if (!wanted) return undefined;
  const exact = options.find((option) => slugify(option) === wanted);
  if (exact) return exact;
  const count = /^(\d+)(-bottles?)?$/.exec(wanted)?.[1];
  return count ? options.find((option) => /^\d+/.exec(slugify(option))?.[0] === count) : undefined;
}

/** The selection a page opens with: the query's when it names an option, else the first (spec section 4). */
export function preselect(options: readonly string[], value: string | null | undefined): string | undefined {
  return matchOption(options, value) ?? options[0];
}

/** "$175–$200": the membership cards' way of writing a range of whole dollars. */
export function formatRange(min: number, max: number): string {
  return min === max ? formatDollars(min) : `${formatDollars(min)}–${formatDollars(max)}`;
}

export const formatDollars = (dollars: number) => formatCents(dollars * 100);
