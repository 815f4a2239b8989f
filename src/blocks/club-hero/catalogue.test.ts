import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLUB_IMAGE_MESSAGE, ClubHeroOptionsSchema, ClubPageHeroOptionsSchema } from './club-hero.schema.ts';
import { ClubDefinitionSchema, clubLink, formatRange, matchOption, preselect, slugify, SubscriptionDefinitionSchema } from '../kit/pieces/club-catalogue.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const entries = (model: string) =>
  readdirSync(path.join(root, 'content', model))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(root, 'content', model, file), 'utf8')) as { model: string; data: unknown });

// Content spec section 9, as written there.
const SECTION_9: Record<string, Record<string, [number, number]>> = {
  'red-wines': { '4 Bottles': [175, 200], '6 Bottles': [260, 280], '12 Bottles': [520, 560] },
  'red-and-white-wines': { '4 Bottles': [150, 175], '6 Bottles': [240, 260], '12 Bottles': [480, 520] },
  'isosceles-only': { '4 Bottles': [250, 300], '6 Bottles': [400, 420], '12 Bottles': [800, 820] },
};

describe('the clubs catalogue (content/clubs)', () => {
  const clubs = entries('clubs').map((entry) => {
    expect(entry.model).toBe('clubs');
    return v.parse(ClubDefinitionSchema, entry.data);
  });

  it('has the three membership types with section 9 price ranges, exactly', () => {
    expect(clubs.map((club) => club.membershipType).sort()).toEqual(['isosceles-only', 'red-and-white-wines', 'red-wines']);
    for (const club of clubs) {
      const ranges = Object.fromEntries(club.priceRange.map((range) => [range.category, [range.min, range.max]]));
      expect(ranges).toEqual(SECTION_9[club.membershipType]);
    }
  });

  it('links each bottle category to its club page, the club hero link of its title', () => {
    for (const club of clubs) {
      expect(club.urls.map((url) => url.category)).toEqual(['4 Bottles', '6 Bottles', '12 Bottles']);
      for (const url of club.urls) {
        expect(url.url).toBe(`/club/${url.category.split(' ')[0]}-bottle-${club.membershipType}`);
        expect(clubLink(url.category, club.title ?? '')).toBe(url.url);
      }
    }
  });
});

describe('the subscriptions catalogue (content/subscriptions)', () => {
  const subscriptions = entries('subscriptions').map((entry) => {
    expect(entry.model).toBe('subscriptions');
    return v.parse(SubscriptionDefinitionSchema, entry.data);
  });

  it('has three types, each with a URL per bottle category and frequency (27 in all)', () => {
    expect(subscriptions.map((s) => s.membershipType).sort()).toEqual(['cabernet-sauvignon', 'isosceles-only', 'sauvignon-blanc']);
    const urls = subscriptions.flatMap((s) => s.urls.map((u) => u.url));
    expect(new Set(urls).size).toBe(27);
    for (const url of urls) expect(url).toMatch(/^\/club\/(6|12|24)-bottle-(isosceles|cabernet-sauvignon|sauvignon-blanc)-subscription-[123]-month$/);
    for (const subscription of subscriptions) {
      for (const url of subscription.urls) {
        expect(url.url).toContain(`/${url.category.split(' ')[0]}-bottle-`);
        expect(url.url).toContain(`-subscription-${url.frequency.split(' ')[0]}-month`);
      }
      expect(subscription.prices.map((p) => p.category)).toEqual(['6 Bottles', '12 Bottles', '24 Bottles']);
    }
  });

  it('refuses a frequency or category outside the spec', () => {
    const base = { membershipType: 'sauvignon-blanc', urls: [{ url: '/club/6-bottle-x', category: '6 Bottles', frequency: '1 Month' }] };
    expect(v.safeParse(SubscriptionDefinitionSchema, base).success).toBe(true);
    expect(v.safeParse(SubscriptionDefinitionSchema, { ...base, urls: [{ ...base.urls[0], frequency: '4 Months' }] }).success).toBe(false);
    expect(v.safeParse(SubscriptionDefinitionSchema, { ...base, urls: [{ ...base.urls[0], category: '4 Bottles' }] }).success).toBe(false);
  });
});

describe('the club hero link', () => {
  it('is /club/{quantity-without-last-character}-{category}, slugified', () => {
    expect(clubLink('6 Bottles', 'Red Wines')).toBe('/club/6-bottle-red-wines');
    expect(clubLink('4 Bottles', 'Red & White Wines')).toBe('/club/4-bottle-red-and-white-wines');
    expect(clubLink('12 Bottles', 'Isosceles Only')).toBe('/club/12-bottle-isosceles-only');
    expect(clubLink(' 12 Bottles ', 'red-wines')).toBe('/club/12-bottle-red-wines');
  });

  it('slugifies accents, symbols and spaces', () => {
    expect(slugify('  Rosé  & Friends! ')).toBe('rose-and-friends');
    expect(slugify('---')).toBe('');
  });
});

describe('preselection from the query string', () => {
  const categories = ['Red Wines', 'Red & White Wines', 'Isosceles Only'];
  const quantities = ['4 Bottles', '6 Bottles', '12 Bottles'];

  it('matches a category by name or slug, in any case', () => {
    expect(matchOption(categories, 'red-and-white-wines')).toBe('Red & White Wines');
    expect(matchOption(categories, 'ISOSCELES ONLY')).toBe('Isosceles Only');
    expect(matchOption(categories, 'white')).toBeUndefined();
  });

  it('matches a quantity by label or bottle count', () => {
    expect(matchOption(quantities, '12')).toBe('12 Bottles');
    expect(matchOption(quantities, '6-bottle')).toBe('6 Bottles');
    expect(matchOption(quantities, '6 Bottles')).toBe('6 Bottles');
    expect(matchOption(quantities, '1')).toBeUndefined();
    expect(matchOption(quantities, '24')).toBeUndefined();
  });

  it('falls back to the first option', () => {
    expect(preselect(quantities, null)).toBe('4 Bottles');
    expect(preselect(quantities, 'lots')).toBe('4 Bottles');
    expect(preselect(categories, '')).toBe('Red Wines');
    expect(preselect([], 'x')).toBeUndefined();
  });

  it('writes a range as the membership cards do', () => {
    expect(formatRange(260, 280)).toBe('$260–$280');
    expect(formatRange(1350, 1350)).toBe('$1,350');
  });
});

describe('Validation rules: club images are JPEG or PNG only', () => {
  const club = (src: string) => ({ category: 'Red Wines', images: [{ src, altText: 'A bottle' }], priceRanges: [{ quantity: '4 Bottles', min: 175, max: 200 }] });
  const hero = (src: string) => ({ title: 'Join', clubs: [club(src)], ctaButton: { text: 'Join Now' } });

  it('takes a JPEG or a PNG and refuses an SVG, a GIF or a WebP with the message, in both club heroes', () => {
    for (const ok of ['/images/box.png', '/images/box.jpg', 'https://cdn.example.com/box.JPEG?width=400']) expect(v.safeParse(ClubHeroOptionsSchema, hero(ok)).success, ok).toBe(true);
    for (const bad of ['/images/box.svg', '/images/box.gif', 'https://cdn.example.com/box.webp']) {
      const parsed = v.safeParse(ClubHeroOptionsSchema, hero(bad));
      expect(parsed.success, bad).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe(CLUB_IMAGE_MESSAGE);
    }
    const page = (leftSrc: string) => ({ title: 'Red Wines', clubType: 'red-wines', priceRange: [{ category: '4 Bottles', min: 175, max: 200 }], images: { leftSrc } });
    expect(v.safeParse(ClubPageHeroOptionsSchema, page('/images/box.png')).success).toBe(true);
    expect(v.safeParse(ClubPageHeroOptionsSchema, page('/images/box.svg')).success).toBe(false);
  });
});
