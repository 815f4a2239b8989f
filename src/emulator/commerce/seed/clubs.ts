// The winery's clubs as Commerce7 club objects: the 9 traditional Wine Society clubs
// (three wine choices by 4, 6 or 12 bottles) and the 27 subscriptions (three wines by 6,
// 12 or 24 bottles, every 1, 2 or 3 months). Slugs are the club pages' slugs (content spec
// section 2), so a page's slug names its club in the backend. Ids are UUIDs, as Commerce7's.
// Source: skynet-watcher/Commerce7 docs/developer/resources/clubs.md (club object); the clubs
// themselves are content spec section 9.
import { seedUuid } from './helpers.ts';

export type SeedClub = {
  id: string;
  slug: string;
  title: string;
  type: 'Traditional' | 'Subscription';
  content: string;
  seo: { title: string; description: string };
  /** Subscription clubs: months between shipments, as Commerce7's subscription.frequency ("1", "2", "3"). */
  frequency: string | null;
};

const WINE_CHOICES = [
  ['red-wines', 'Red Wines', 'our estate reds'],
  ['red-and-white-wines', 'Red and White Wines', 'a mix of our estate reds and whites'],
  ['isosceles-only', 'Isosceles Only', 'our flagship Isosceles'],
] as const;
const CLUB_SIZES = [4, 6, 12] as const;

const SUBSCRIPTION_WINES = [
  ['isosceles', 'Isosceles'],
  ['cabernet-sauvignon', 'Cabernet Sauvignon'],
  ['sauvignon-blanc', 'Sauvignon Blanc'],
] as const;
const SUBSCRIPTION_SIZES = [6, 12, 24] as const;

function traditional(): SeedClub[] {
  return WINE_CHOICES.flatMap(([choice, name, wines]) =>
    CLUB_SIZES.map((bottles) => {
      const slug = `${bottles}-bottle-${choice}`;
      const title = `Wine Society — ${bottles} Bottles, ${name}`;
      return {
        id: seedUuid(`club:${slug}`),
        slug,
        title,
        type: 'Traditional' as const,
        content: `<p>${bottles} bottles of ${wines} in each shipment, chosen by our winemaker, with 20% off every wine you buy while you are a member.</p>`,
        seo: { title: `${title} | Triangle Ridge`, description: `Join the Wine Society: ${bottles} bottles of ${wines} per shipment and member pricing.` },
        frequency: null,
      };
    }),
  );
}

function subscriptions(): SeedClub[] {
  return SUBSCRIPTION_WINES.flatMap(([wine, name]) =>
    SUBSCRIPTION_SIZES.flatMap((bottles) =>
      ([1, 2, 3] as const).map((months) => {
        const slug = `${bottles}-bottle-${wine}-subscription-${months}-month`;
        const every = months === 1 ? 'every month' : `every ${months} months`;
        const title = `${name} Subscription — ${bottles} Bottles ${every}`;
        return {
          id: seedUuid(`club:${slug}`),
          slug,
          title,
          type: 'Subscription' as const,
          content: `<p>${bottles} bottles of ${name} delivered ${every}, at member pricing.</p>`,
          seo: { title: `${title} | Triangle Ridge`, description: `${bottles} bottles of ${name} ${every}.` },
          frequency: String(months),
        };
      }),
    ),
  );
}

export const CLUBS: readonly SeedClub[] = [...traditional(), ...subscriptions()];

export function clubBySlug(slug: string): SeedClub {
  const club = CLUBS.find((c) => c.slug === slug);
  if (!club) throw new Error(`no seeded club ${slug}`);
  return club;
}
