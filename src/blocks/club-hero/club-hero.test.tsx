import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_DATA, PageDataContext } from '../../page-data/index.ts';
import { checkOptions } from '../kit/contract/options.ts';
import { clubHeroBlock } from './index.ts';
import { ClubHero, ClubPageHero } from './club-hero.tsx';
import { ClubHeroOptionsSchema, ClubPageHeroOptionsSchema, MAX_CLUBS_MESSAGE } from './club-hero.schema.ts';
import { clubSelection } from './club-selector.tsx';

const club = (category: string, ranges: [string, number, number][]) => ({
  category,
  clubDescription: `${category} description`,
  images: [{ src: `/images/${category.toLowerCase().replace(/\W+/g, '-')}.png`, altText: `${category} bottles` }],
  priceRanges: ranges.map(([quantity, min, max]) => ({ quantity, min, max })),
});
const RED = club('Red Wines', [
  ['4 Bottles', 175, 200],
  ['6 Bottles', 260, 280],
  ['12 Bottles', 520, 560],
]);
const RED_WHITE = club('Red & White Wines', [
  ['4 Bottles', 150, 175],
  ['6 Bottles', 240, 260],
  ['12 Bottles', 480, 520],
]);
const ISOSCELES = club('Isosceles Only', [
  ['4 Bottles', 250, 300],
  ['6 Bottles', 400, 420],
  ['12 Bottles', 800, 820],
]);
const OPTIONS = { title: 'Find your club', clubs: [RED, RED_WHITE, ISOSCELES], ctaButton: { text: 'Join Now' } };

function render(raw: unknown, query = '') {
  const options = v.parse(ClubHeroOptionsSchema, raw);
  return renderToString(
    <PageDataContext.Provider value={{ ...EMPTY_PAGE_DATA, searchParams: new URLSearchParams(query) }}>
      <ClubHero options={options} blockId="b1" renderBlocks={() => null} />
    </PageDataContext.Provider>,
  );
}
const checked = (html: string) => [...html.matchAll(/<input[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => /value="([^"]+)"/.exec(m[0])?.[1]?.replace(/&amp;/g, '&'));

describe('ClubHero options', () => {
  it("refuses a fourth club with the editor's message", () => {
    const result = v.safeParse(ClubHeroOptionsSchema, { ...OPTIONS, clubs: [RED, RED_WHITE, ISOSCELES, RED] });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MAX_CLUBS_MESSAGE);
    expect(MAX_CLUBS_MESSAGE).toBe('maximum allowed clubs is 3');
  });

  it('requires a title and a CTA button', () => {
    expect(v.safeParse(ClubHeroOptionsSchema, { ...OPTIONS, title: ' ' }).success).toBe(false);
    const { ctaButton: _cta, ...withoutCta } = OPTIONS;
    expect(v.safeParse(ClubHeroOptionsSchema, withoutCta).success).toBe(false);
  });

  it('takes an upload of the page builder’s picker (no extension) as a club image and its background', () => {
    const upload = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9';
    const images = [{ src: `${upload}?format=webp&width=800`, altText: 'Red bottles', customBackgroundImage: upload }];
    expect(checkOptions(clubHeroBlock, { ...OPTIONS, clubs: [{ ...RED, images }] })).toEqual({
      success: true,
      output: expect.objectContaining({ clubs: [expect.objectContaining({ images: [expect.objectContaining(images[0])] })] }),
    });
  });

  it('drops a club image of another type (and a broken background alone), keeping the hero and its other images', () => {
    const images = [
      { src: '/images/red-wines.gif', altText: 'A gif' },
      { src: '/images/red-wines.png', altText: 'Red bottles', customBackgroundImage: 'http://example.com/bg.jpg' },
    ];
    const result = checkOptions(clubHeroBlock, { ...OPTIONS, clubs: [{ ...RED, images }, RED_WHITE] });
    expect(result).toMatchObject({
      success: true,
      dropped: [
        { path: 'clubs.0.images.0.src', message: 'club images must be JPEG or PNG' },
        { path: 'clubs.0.images.1.customBackgroundImage', message: 'image must be an https URL or a site path' },
      ],
    });
    const clubs = result.success ? (result.output as { clubs: { images: unknown[] }[] }).clubs : [];
    expect(clubs[0]?.images).toEqual([{ src: '/images/red-wines.png', altText: 'Red bottles', disableImageOffsets: false, background: 'None' }]);
    expect(clubs).toHaveLength(2);
  });

  it("reads the spec's labels when the editor leaves them empty", () => {
    const options = v.parse(ClubHeroOptionsSchema, { ...OPTIONS, categoryTitle: '', quantityTitle: null });
    expect(options.categoryTitle).toBe('Select your club');
    expect(options.quantityTitle).toBe('Select your quantity');
    expect(options.priceDescription).toBe('Estimated Price Per Shipment');
  });

  it('refuses a price range whose min is above its max', () => {
    expect(v.safeParse(ClubHeroOptionsSchema, { ...OPTIONS, clubs: [club('Red Wines', [['4 Bottles', 300, 200]])] }).success).toBe(false);
  });
});

describe('ClubHero', () => {
  it('starts at the first club and quantity, with its price range and link', () => {
    const html = render(OPTIONS);
    expect(checked(html)).toEqual(['Red Wines', '4 Bottles']);
    expect(html).toContain('$175–$200');
    expect(html).toContain('href="/club/4-bottle-red-wines"');
    expect(html).toContain('Select your club');
    expect(html).toContain('Estimated Price Per Shipment');
    expect(html).toMatch(/<img src="[^"]*\/images\/red-wines\.png"/);
    expect(html).not.toMatch(/<img src="[^"]*\/images\/isosceles-only\.png"/);
  });

  it('preselects the category and quantity the query names', () => {
    const html = render(OPTIONS, '?category=red-and-white-wines&qty=12');
    expect(checked(html)).toEqual(['Red & White Wines', '12 Bottles']);
    expect(html).toContain('$480–$520');
    expect(html).toContain('href="/club/12-bottle-red-and-white-wines"');
    expect(html).toMatch(/<img src="[^"]*\/images\/red-white-wines\.png"/);
    expect(html).toContain('&quot;initialCategory&quot;:&quot;Red &amp; White Wines&quot;');
  });

  it('falls back to the first for a query that names nothing', () => {
    expect(checked(render(OPTIONS, '?category=rose&qty=99'))).toEqual(['Red Wines', '4 Bottles']);
  });

  it('labels both radio groups with a legend', () => {
    const html = render(OPTIONS);
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(html).toMatch(/<legend[^>]*>Select your club<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Select your quantity<\/legend>/);
    expect(html.match(/type="radio"/g)).toHaveLength(6);
  });
});

describe('clubSelection', () => {
  const clubs = v.parse(ClubHeroOptionsSchema, { ...OPTIONS, clubs: [RED, club('Tiny', [['2 Bottles', 50, 60]])] }).clubs;
  it('keeps the quantity when the new club has it, else takes its first', () => {
    expect(clubSelection(clubs, 'Red Wines', '12 Bottles')?.href).toBe('/club/12-bottle-red-wines');
    expect(clubSelection(clubs, 'Tiny', '12 Bottles')?.range).toEqual({ quantity: '2 Bottles', min: 50, max: 60 });
    expect(clubSelection(clubs, 'Nope', 'Nope')?.href).toBe('/club/4-bottle-red-wines');
  });
});

describe('ClubPageHero', () => {
  const page = { title: 'Red Wines Club: 6 Bottles', clubType: 'red-wines', priceRange: [{ category: '6 Bottles', min: 260, max: 280 }] };

  it('requires title, clubType and priceRange', () => {
    expect(v.safeParse(ClubPageHeroOptionsSchema, page).success).toBe(true);
    for (const key of ['title', 'clubType', 'priceRange'] as const) {
      const { [key]: _dropped, ...rest } = page;
      expect(v.safeParse(ClubPageHeroOptionsSchema, rest).success).toBe(false);
    }
    expect(v.safeParse(ClubPageHeroOptionsSchema, { ...page, clubType: 'rose' }).success).toBe(false);
    expect(v.safeParse(ClubPageHeroOptionsSchema, { ...page, priceRange: [] }).success).toBe(false);
  });

  it('renders the title as the page h1 and each range as an estimated price per shipment', () => {
    const html = renderToString(<ClubPageHero options={v.parse(ClubPageHeroOptionsSchema, page)} blockId="p" renderBlocks={() => null} />);
    expect(html).toContain('<h1 class="club-page-hero__title">Red Wines Club: 6 Bottles</h1>');
    expect(html).toMatch(/<dt>6 Bottles<\/dt><dd><span class="club-page-hero__range" data-price-range="260-280">\$260–\$280<\/span> <span[^>]*>Estimated Price Per Shipment/);
  });
});
