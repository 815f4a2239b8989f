// The committed club and subscription pages are what the generator writes from the
// catalogues, and every hero on them passes its block's schema.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClubPageHeroOptionsSchema } from '../src/blocks/club-hero/club-hero.schema.ts';
import { SubscriptionHeroOptionsSchema } from '../src/blocks/subscription-hero/subscription-hero.schema.ts';
import { TextBlockOptionsSchema } from '../src/blocks/kit/inputs/text-block.schema.ts';
import { buildClubPages, PAGES_DIR } from './build-club-pages.mjs';

const pages = await buildClubPages();

describe('the club and subscription pages (content/page/club)', () => {
  it('are up to date with the catalogues (run node scripts/build-club-pages.mjs)', () => {
    const committed = readdirSync(PAGES_DIR).sort();
    expect(committed).toEqual([...pages.keys()].sort());
    for (const file of committed) expect(readFileSync(path.join(PAGES_DIR, file), 'utf8'), file).toBe(pages.get(file));
  });

  it('are the 9 club and 27 subscription routes of content spec section 2', () => {
    const urls = [...pages.values()].map((text) => JSON.parse(text).data.url);
    const clubs = urls.filter((url) => /^\/club\/(4|6|12)-bottle-(red-wines|red-and-white-wines|isosceles-only)$/.test(url));
    const subscriptions = urls.filter((url) => /^\/club\/(6|12|24)-bottle-(isosceles|cabernet-sauvignon|sauvignon-blanc)-subscription-[123]-month$/.test(url));
    expect(clubs).toHaveLength(9);
    expect(subscriptions).toHaveLength(27);
    expect(new Set(urls).size).toBe(36);
  });

  it('each open with a valid hero and offer to join their own club', () => {
    for (const text of pages.values()) {
      const entry = JSON.parse(text);
      const [hero, section] = entry.data.blocks;
      const schema = hero.component.name === 'ClubPageHero' ? ClubPageHeroOptionsSchema : SubscriptionHeroOptionsSchema;
      expect(v.safeParse(schema, hero.component.options).success, entry.data.url).toBe(true);
      expect(hero.component.options.title).toBe(entry.data.title);
      const shipment = v.parse(TextBlockOptionsSchema, section.children[0].component.options);
      expect(shipment.buttons[0]?.href).toBe(`/join?club=${entry.data.url.slice('/club/'.length)}`);
    }
  });
});
