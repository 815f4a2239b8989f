// The 9 club and 27 subscription pages of content spec section 2, composed in content:
// each answers with its own title, the estimated price per shipment (section 9's range for
// its club and bottle count) and its join action; /club and /join lead into them through
// the club hero, which the query string preselects on the server.
import { describe, expect, it } from 'vitest';
import { emulator, get } from './helpers.ts';

// Content spec section 9, as written there.
const CLUB_RANGES: Record<string, Record<number, [number, number]>> = {
  'red-wines': { 4: [175, 200], 6: [260, 280], 12: [520, 560] },
  'red-and-white-wines': { 4: [150, 175], 6: [240, 260], 12: [480, 520] },
  'isosceles-only': { 4: [250, 300], 6: [400, 420], 12: [800, 820] },
};
const CLUB_TITLES: Record<string, string> = { 'red-wines': 'Red Wines', 'red-and-white-wines': 'Red &amp; White Wines', 'isosceles-only': 'Isosceles Only' };

const SUBSCRIPTIONS: Record<string, { title: string; prices: Record<number, number> }> = {
  isosceles: { title: 'Isosceles Subscription', prices: { 6: 690, 12: 1350, 24: 2640 } },
  'cabernet-sauvignon': { title: 'Cabernet Sauvignon Subscription', prices: { 6: 330, 12: 640, 24: 1250 } },
  'sauvignon-blanc': { title: 'Sauvignon Blanc Subscription', prices: { 6: 170, 12: 330, 24: 640 } },
};

const clubPages = Object.entries(CLUB_RANGES).flatMap(([type, ranges]) =>
  Object.entries(ranges).map(([count, [min, max]]) => ({ type, count: Number(count), min, max, path: `/club/${count}-bottle-${type}` })),
);
const subscriptionPages = Object.entries(SUBSCRIPTIONS).flatMap(([type, { title, prices }]) =>
  Object.entries(prices).flatMap(([count, price]) =>
    [1, 2, 3].map((months) => ({ type, title, count: Number(count), price, months, path: `/club/${count}-bottle-${type}-subscription-${months}-month` })),
  ),
);

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const checkedValues = (html: string) => [...html.matchAll(/<input[^>]*>/g)].filter((m) => m[0].includes('checked=""')).map((m) => /value="([^"]+)"/.exec(m[0])?.[1]);

describe('club pages', () => {
  it('are nine', () => expect(clubPages).toHaveLength(9));

  it.each(clubPages)('$path answers with its own title, its section 9 price range and its join action', async ({ type, count, min, max, path }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = `${CLUB_TITLES[type]} Club: ${count} Bottles`;
    expect(html).toContain(`<h1 class="club-page-hero__title">${title}</h1>`);
    expect(html).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
    // The hero's estimated price per shipment is this club's and this size's, and no other.
    const ranges = [...html.matchAll(/data-price-range="(\d+)-(\d+)">([^<]+)</g)].map((m) => [m[1], m[2], m[3]]);
    expect(ranges).toEqual([[String(min), String(max), `${dollars(min)}–${dollars(max)}`]]);
    expect(html).toContain('Estimated Price Per Shipment');
    expect(html).toContain(`<dt>${count} Bottles</dt>`);
    expect(html).toContain('What&#x27;s in a shipment');
    expect(html).toContain(`href="/join?club=${count}-bottle-${type}"`);
  });
});

describe('subscription pages', () => {
  it('are twenty-seven', () => expect(subscriptionPages).toHaveLength(27));

  it.each(subscriptionPages)('$path answers with its own title, price and join action', async ({ type, title, count, price, months, path }) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const every = months === 1 ? 'Every Month' : `Every ${months} Months`;
    expect(html).toContain(`<h1 class="club-page-hero__title">${title}: ${count} Bottles ${every}</h1>`);
    expect(html).toContain(`data-subscription-type="${type === 'isosceles' ? 'isosceles-only' : type}"`);
    expect(html).toContain(`data-price="${price}">${dollars(price)}</span>`);
    expect(html).toContain(`href="/join?club=${count}-bottle-${type}-subscription-${months}-month"`);
  });
});

describe('unknown club pages', () => {
  it.each(['/club/5-bottle-red-wines', '/club/6-bottle-rose', '/club/6-bottle-isosceles-subscription-4-month', '/club/6-bottle-red-wines-extra'])('%s is a 404 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});

describe('the club hero on /club and /join', () => {
  it('starts at the first club and quantity', async () => {
    const html = await (await get('/club')).text();
    expect(html).toContain('id="choose-your-club"');
    expect(html).toContain('Select your club');
    expect(html).toContain('Select your quantity');
    expect(checkedValues(html)).toEqual(['Red Wines', '4 Bottles']);
    expect(html).toContain('data-price-range="175-200">$175–$200<');
    expect(html).toContain('href="/club/4-bottle-red-wines"');
  });

  it('preselects the club and quantity named by ?category= and ?qty= in the server HTML', async () => {
    const html = await (await get('/club?category=red-and-white-wines&qty=12')).text();
    expect(checkedValues(html)).toEqual(['Red &amp; White Wines', '12 Bottles']);
    expect(html).toContain('data-price-range="480-520">$480–$520<');
    expect(html).toContain('href="/club/12-bottle-red-and-white-wines"');
  });

  it('ignores a query that names no club or quantity', async () => {
    const html = await (await get('/club?category=%3Cscript%3E&qty=99')).text();
    expect(checkedValues(html)).toEqual(['Red Wines', '4 Bottles']);
    expect(html).not.toContain('<script>');
  });

  it('leads from /join into the club pages too', async () => {
    const html = await (await get('/join?category=isosceles-only&qty=6')).text();
    expect(checkedValues(html)).toEqual(['Isosceles Only', '6 Bottles']);
    expect(html).toContain('href="/club/6-bottle-isosceles-only"');
  });
});

describe('the catalogues in the content API', () => {
  const entries = async (model: string, query = '') => {
    const response = await emulator(`/content/api/v3/content/${model}?apiKey=local-content-key&limit=100${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { results: { data: Record<string, unknown> }[] }).results.map((r) => r.data);
  };

  it('serves the clubs with their price ranges, by membership type', async () => {
    const [red] = await entries('clubs', '&query.data.membershipType=red-wines');
    expect(red?.priceRange).toEqual([
      { category: '4 Bottles', min: 175, max: 200 },
      { category: '6 Bottles', min: 260, max: 280 },
      { category: '12 Bottles', min: 520, max: 560 },
    ]);
    expect(await entries('clubs')).toHaveLength(3);
  });

  it('serves the subscriptions with a URL per bottle category and frequency', async () => {
    const subscriptions = await entries('subscriptions');
    expect(subscriptions).toHaveLength(3);
    expect(subscriptions.flatMap((s) => s.urls as unknown[])).toHaveLength(27);
  });
});
