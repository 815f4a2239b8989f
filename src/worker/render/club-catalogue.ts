// A club's or subscription's catalogue facts for its page slug (the `clubs` and
// `subscriptions` content entries): what the join wizard and the membership receipt show.
import type { Context } from 'hono';
import * as v from 'valibot';
import { ClubDefinitionSchema, formatDollars, formatRange, SubscriptionDefinitionSchema } from '../../blocks/kit/pieces/club-catalogue.ts';
import { frequencyOfSlug } from '../../commerce/rules/club-join.schema.ts';
import type { JoinClub } from '../../shell/join/join-wizard.tsx';
import type { AppEnv } from '../context.ts';

const bottlesOf = (category: string) => Number.parseInt(category, 10);

/** The club's catalogue facts for a page slug, or null when no catalogue entry lists it. */
export async function catalogueOf(c: Context<AppEnv>, slug: string): Promise<(Omit<JoinClub, 'title' | 'type'> & { catalogueTitle?: string | undefined }) | null> {
  const { content } = c.get('app');
  const path = `/club/${slug}`;
  const [clubs, subscriptions] = await Promise.all([content.getEntries('clubs', { limit: 100 }), content.getEntries('subscriptions', { limit: 100 })]);
  for (const entry of clubs) {
    const parsed = v.safeParse(ClubDefinitionSchema, entry.data);
    if (!parsed.success) continue;
    const link = parsed.output.urls.find((u) => u.url === path);
    if (!link) continue;
    const range = parsed.output.priceRange.find((r) => r.category === link.category);
    return {
      slug,
      membershipType: parsed.output.membershipType,
      bottles: bottlesOf(link.category),
      estimatedPrice: range ? formatRange(range.min, range.max) : '',
      frequency: null,
      catalogueTitle: parsed.output.title,
    };
  }
  for (const entry of subscriptions) {
    const parsed = v.safeParse(SubscriptionDefinitionSchema, entry.data);
    if (!parsed.success) continue;
    const link = parsed.output.urls.find((u) => u.url === path);
    if (!link) continue;
    const price = parsed.output.prices.find((p) => p.category === link.category);
    return {
      slug,
      membershipType: parsed.output.membershipType,
      bottles: bottlesOf(link.category),
      estimatedPrice: price ? formatDollars(price.price) : '',
      frequency: frequencyOfSlug(slug),
      catalogueTitle: parsed.output.title,
    };
  }
  return null;
}
