// The blocks placed on their pages by the second block-library pass: the virtual-tasting
// hero, the filterable text-media list, the logo list, the call-to-action breaker and the
// audience containers answer 200 on their routes with their text, and the raster images
// they use are served as images.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ADULT, ORIGIN, commerceLogin, get } from './helpers.ts';

/** The page's text as a reader gets it: React's text separators and entities undone. */
const text = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

async function page(path: string, headers: Record<string, string> = ADULT) {
  const response = await get(path, headers);
  expect(response.status, path).toBe(200);
  return text(await response.text());
}

describe('the newly placed blocks on their routes', () => {
  it('/virtual-tastings opens with the virtual-tasting hero on its tasting kit, for sale', async () => {
    const html = await page('/virtual-tastings');
    expect(html).toMatch(/<h1 id="virtual-tasting-[^"]+-title" class="virtual-tasting-hero__title">Isosceles Vertical Trio<\/h1>/);
    expect(html).toContain('Three vintages of our flagship, tasted live with our winemaker wherever you are');
    expect(html).toContain('$420');
    expect(html).toContain('data-island="add-to-cart"');
    expect(html).toContain('href="/product/isosceles-vertical-trio"');
    expect(html).toContain('<dd>Thursday, March 4, 2027 · 5pm PT</dd>');
    expect(html).toContain('<dd>Live online from the barrel cave, Mount Veeder</dd>');
    expect(html).toContain('How the evening works');
    expect(html).not.toContain('editor-warning');
    // The page's one h1 is the hero's.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('/visit lists its experiences with a tag filter, All first and pressed, every item served', async () => {
    const html = await page('/visit');
    expect(html).toContain('data-island="text-media-filters"');
    const filters = [...html.matchAll(/class="text-media-list__filter" aria-pressed="(true|false)"[^>]*>([^<]+)</g)].map((m) => `${m[2]}:${m[1]}`);
    expect(filters).toEqual(['All:true', 'Tastings:false', 'Tours:false', 'Dining:false']);
    for (const headline of ['Estate Tasting', 'Cave & Barrel Tour', 'Isosceles Library Tasting', 'Flights Downtown', 'Lunch at the Restaurant', "The Chef's Counter"]) {
      expect(html).toContain(`<h3 class="text-media-list__headline">${headline}</h3>`);
    }
    expect(html).toContain('75 minutes, every hour from 10 to 3:30');
    expect(html).not.toMatch(/class="text-media-list__item[^"]*" hidden/);
  });

  it('/trade-media shows the press logos, each named', async () => {
    const html = await page('/trade-media');
    expect(html).toContain('As featured in');
    for (const name of ['Napa Table', 'Cellar Journal', 'West Coast Wine Review', "The Vintner's Almanac"]) expect(html).toContain(`alt="${name}"`);
    // Asked for through the image transformations at the logo's size (image-renditions.test.ts).
    expect(html).toMatch(/src="\/cdn-cgi\/image\/[^"]*\/images\/logos\/cellar-journal.png"/);
  });

  it('/wine-society shows the call-to-action breaker with its jpeg', async () => {
    const html = await page('/wine-society');
    expect(html).toContain('Your first shipment, your way');
    expect(html).toContain('Four shipments a year, twenty percent off every bottle');
    expect(html).toMatch(/src="\/cdn-cgi\/image\/[^"]*\/images\/harvest.jpg"/);
    expect(html).toContain('>Join the Wine Society</a>');
  });

  it('/wine-society greets a member and offers everyone else the sign-in, decided at the edge', async () => {
    const visitor = await page('/wine-society');
    expect(visitor).toContain('Already a member?');
    expect(visitor).not.toContain('Welcome back to the Society');
    const { token } = await commerceLogin('member@example.com');
    const member = await page('/wine-society', { cookie: `${ADULT.cookie}; customerToken=${token}` });
    expect(member).toContain('Welcome back to the Society');
    expect(member).toContain('href="/profile/club-membership"');
    expect(member).not.toContain('Already a member?');
  });

  it.each([
    ['/images/harvest.jpg', 'image/jpeg'],
    ['/images/barrel-room.jpg', 'image/jpeg'],
    ['/images/logos/napa-table.png', 'image/png'],
  ])('serves %s as %s', async (path, type) => {
    // Static files are served before the Worker runs (wrangler.toml [assets]); in workerd tests, through the binding.
    const response = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
