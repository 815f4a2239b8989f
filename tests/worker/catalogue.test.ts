// Collections and product pages rendered from the emulator's catalogue: each kind of
// product (promotion, sold out, members-only as anonymous and as a member, gift card,
// back order), the 404s, the editor placeholders and the warm product cache.
import { afterEach, describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { clearFaults, get, pageEntry, post, publish, setFault, unpublish } from './helpers.ts';

async function page(path: string, cookie = 'age_gate=false') {
  const response = await get(path, { cookie });
  return { status: response.status, html: await response.text() };
}

async function loginCookie(email: string) {
  const response = await post('/api/customer/login', { email, password: 'Cellar-door-21' });
  const token = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('customerToken='))!
    .split(';')[0]!;
  return `age_gate=false; ${token}`;
}

async function previewUrl(path: string) {
  const token = await signPreviewToken(TEST_PREVIEW_SECRET, path, Math.floor(Date.now() / 1000) + 3600);
  return `${path}?preview=${encodeURIComponent(token)}`;
}

/** The text of the product card that links to `slug`. */
function card(html: string, slug: string): string {
  const start = html.indexOf(`<a class="product-card__media" href="/product/${slug}"`);
  if (start < 0) return '';
  const open = html.lastIndexOf('<article', start);
  return html.slice(open, html.indexOf('</article>', start));
}

afterEach(async () => {
  await clearFaults();
  await unpublish('test-collection-page');
  await unpublish('test-hero-page');
});

describe('a collection page', () => {
  it('shows a card for every listed product with its link, teaser and prices', async () => {
    const { status, html } = await page('/collection/all');
    expect(status).toBe(200);
    const iso = card(html, 'isosceles-2021');
    expect(iso).toContain('Isosceles 2021');
    expect(iso).toContain('Our flagship Bordeaux blend');
    // $150 retail, struck, and the Wine Society price 20 % off.
    expect(iso).toMatch(/<s class="price__amount price__amount--retail">.*\$150<\/s>/);
    expect(iso).toContain('$120');
    expect(iso).toContain('Wine Society');
    expect(iso).toContain('data-island="add-to-cart"');
  });

  it('drops retired, hidden and page-less products', async () => {
    const { html } = await page('/collection/all');
    expect(html).not.toContain('/product/rose-of-cabernet-franc-2021');
    expect(html).not.toContain('/product/petit-verdot-barrel-select-2020');
  });

  it('lists only the products of a named collection', async () => {
    const { html } = await page('/collection/white-wines');
    expect(card(html, 'estate-chardonnay-2023')).not.toBe('');
    expect(html).not.toContain('/product/isosceles-2021"');
  });

  it('shows a promotion with its action message and retail not struck through', async () => {
    const merlot = card((await page('/collection/red-wines')).html, 'merlot-2022');
    expect(merlot).toContain('$49');
    expect(merlot).toContain('Holiday Offer');
    expect(merlot).toContain('$62');
    expect(merlot).not.toContain('<s ');
  });

  it('shows a sold-out wine as a disabled "Sold out" button named for the wine', async () => {
    const viognier = card((await page('/collection/white-wines')).html, 'late-harvest-viognier-2022');
    expect(viognier).toMatch(
      /<button[^>]*disabled=""[^>]*aria-label="Late Harvest Viognier 2022 is sold out"[^>]*>Sold out<\/button>|<button[^>]*aria-label="Late Harvest Viognier 2022 is sold out"[^>]*disabled=""[^>]*>Sold out<\/button>/,
    );
    expect(viognier).not.toContain('data-island="add-to-cart"');
  });

  it('shows "Learn more" for a virtual gift card and the members-only prompt to anonymous visitors', async () => {
    const { html } = await page('/collection/all');
    const giftCard = card(html, 'e-gift-card');
    // The link names its target for assistive technology and audits, in hidden text.
    expect(giftCard).toMatch(/>Learn more<span class="visually-hidden"> about [^<]*e-Gift Card<\/span><\/a>/);
    expect(giftCard).toContain('href="/product/e-gift-card"');
    const reserve = card(html, 'isosceles-reserve-2021');
    expect(reserve).toContain('Members Exclusive');
    expect(reserve).toMatch(/href="\/club#choose-your-club"[^>]*>Join Now<\/a>/);
    expect(reserve).not.toContain('class="price ');
    expect(reserve).not.toContain('data-island="add-to-cart"');
  });

  it('says "This collection is empty." when a collection has no products', async () => {
    await publish(
      pageEntry('test-collection-page', '/test-empty-collection', {
        title: 'Empty',
        blocks: [{ id: 'empty-list', component: { name: 'CollectionList', options: { collection: 'no-such-collection' } } }],
      }),
    );
    const { status, html } = await page('/test-empty-collection');
    expect(status).toBe(200);
    expect(html).toContain('This collection is empty.');
  });

  it('shows editor-picked products in their order, dropping a deleted one', async () => {
    await publish(
      pageEntry('test-collection-page', '/test-picked', {
        title: 'Picked',
        blocks: [
          {
            id: 'picked',
            component: {
              name: 'CollectionList',
              options: { collectionItems: [{ product: 'malbec-2022' }, { product: 'deleted-wine' }, { product: { slug: 'merlot-2022' }, hasDarkBackgroundProductCard: true }] },
            },
          },
        ],
      }),
    );
    const { status, html } = await page('/test-picked');
    expect(status).toBe(200);
    expect(html.indexOf('/product/malbec-2022')).toBeLessThan(html.indexOf('/product/merlot-2022'));
    expect(html).not.toContain('deleted-wine');
    expect(card(html, 'merlot-2022')).toContain('product-card--dark');
  });
});

describe('a product page', () => {
  it('shows the hero with h1, subtitle, Wine Society price, accolades and product SEO', async () => {
    const { status, html } = await page('/product/isosceles-2021');
    expect(status).toBe(200);
    expect(html).toContain('<title>Isosceles 2021 | Triangle Ridge Winery</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/product/isosceles-2021"/>');
    expect(html).toMatch(/<h1[^>]*>Isosceles 2021<\/h1>/);
    expect(html).toMatch(/<h2 class="product-hero__subtitle">Napa Valley Red Wine<\/h2>/);
    expect(html).toContain('97 Points');
    expect(html).toContain('$120');
    expect(html).toContain('data-island="product-sticky-bar"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as {
      '@type': string;
      name: string;
      offers: { priceCurrency: string; price: string; availability: string }[];
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe('Isosceles 2021');
    expect(jsonLd.offers[0]).toMatchObject({ priceCurrency: 'USD', price: '150.00', availability: 'https://schema.org/InStock' });
  });

  it("renders the editors' wine specs from the product's content entry", async () => {
    const { html } = await page('/product/isosceles-2021');
    expect(html).toContain('Cabernet Sauvignon');
    expect(html).toContain('78%');
    expect(html).toContain('Complete the Vertical');
  });

  it('gives a product without a composed page its hero and the wine facts', async () => {
    const { status, html } = await page('/product/malbec-2022');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Malbec 2022<\/h1>/);
    expect(html).toContain('About This Wine');
    expect(html).toContain('Vintage');
  });

  it('offers a bottle or a case when the editor sets bottles in case', async () => {
    const { html } = await page('/product/estate-chardonnay-2023');
    expect(html).toContain('Case of 6');
  });

  it('shows a promotion price with its message', async () => {
    const { html } = await page('/product/merlot-2022');
    expect(html).toContain('Holiday Offer');
    expect(html).toContain('$49');
  });

  it('shows a sold-out wine with a disabled Sold out button', async () => {
    const { html } = await page('/product/late-harvest-viognier-2022');
    expect(html).toContain('aria-label="Late Harvest Viognier 2022 is sold out"');
    expect(html).not.toContain('data-island="add-to-cart"');
  });

  it('sells a back-order wine with no stock', async () => {
    const { html } = await page('/product/petit-verdot-2021');
    expect(html).toContain('data-island="add-to-cart"');
    expect(html).not.toContain('is sold out');
  });

  it('sells the e-gift card on its page at its face value, with no club price', async () => {
    const { status, html } = await page('/product/e-gift-card');
    expect(status).toBe(200);
    expect(html).toContain('data-island="add-to-cart"');
    expect(html).not.toContain('>Learn more<');
    expect(html).toContain('$100');
    expect(html).not.toContain('price__label">Wine Society');
  });

  it('reuses the cards of a long collection for anonymous visitors without showing them to a member', async () => {
    const first = await page('/collection/all');
    const again = await page('/collection/all');
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '');
    expect(withoutNonces(again.html)).toBe(withoutNonces(first.html));
    // Past the fourth card, anonymous markup is reused: a members-only wine must still sell to a member.
    const slug = 'isosceles-reserve-2021';
    const order = [...first.html.matchAll(/<a class="product-card__media" href="\/product\/([^"]+)"/g)].map((match) => match[1]);
    expect(order.indexOf(slug)).toBeGreaterThanOrEqual(4);
    expect(card(first.html, slug)).toContain('Members Exclusive');
    const member = await page('/collection/all', await loginCookie('member@example.com'));
    expect(card(member.html, slug)).not.toContain('Members Exclusive');
    expect(card(member.html, slug)).toContain('data-island="add-to-cart"');
  });

  it('shows members-only wine to an anonymous visitor as "Members Exclusive" with "Join Now"', async () => {
    const { html } = await page('/product/isosceles-reserve-2021');
    expect(html).toContain('Members Exclusive');
    expect(html).toMatch(/href="\/club#choose-your-club"[^>]*>Join Now<\/a>/);
    expect(html).not.toContain('data-island="add-to-cart"');
  });

  it('shows members-only wine to a non-member customer as the members-only prompt', async () => {
    const { html } = await page('/product/isosceles-reserve-2021', await loginCookie('customer@example.com'));
    expect(html).toContain('Members Exclusive');
    expect(html).not.toContain('data-island="add-to-cart"');
  });

  it('sells members-only wine to an active club member', async () => {
    const { html } = await page('/product/isosceles-reserve-2021', await loginCookie('member@example.com'));
    expect(html).not.toContain('Members Exclusive');
    expect(html).toContain('data-island="add-to-cart"');
    expect(html).toContain('class="price ');
  });

  it('answers 404 for a slug that does not exist, is malformed, too long or retired', async () => {
    for (const path of ['/product/no-such-wine', `/product/${'a'.repeat(2000)}`, '/product/%3Cscript%3E', '/product/ISO..21', '/product/rose-of-cabernet-franc-2021']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).not.toContain('Sorry, there has been an error.');
    }
  });

  it('serves an anonymous product page from the warm cache while commerce is down', async () => {
    expect((await page('/product/cabernet-franc-2022')).status).toBe(200);
    await setFault('commerce', '500');
    const { status, html } = await page('/product/cabernet-franc-2022');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Cabernet Franc 2022<\/h1>/);
  });
});

describe('editor placeholders', () => {
  it('shows the product hero and product display placeholders in preview only', async () => {
    await publish(
      pageEntry('test-hero-page', '/test-hero', {
        title: 'Hero test',
        blocks: [
          { id: 'missing', component: { name: 'ProductHero', options: { product: 'deleted-wine' } } },
          { id: 'unselected', component: { name: 'ProductHero', options: {} } },
          { id: 'empty-display', component: { name: 'ProductDisplay', options: { header: 'Nothing yet' } } },
        ],
      }),
    );
    const visitor = (await page('/test-hero')).html;
    expect(visitor).not.toContain('Warning! Selected Product');
    expect(visitor).not.toContain('Please select');

    const editor = await (await get(await previewUrl('/test-hero'), {})).text();
    expect(editor).toContain('Warning! Selected Product does not exist or is deactivated in C7');
    expect(editor).toContain('Please select a Product to display it&#x27;s details');
    expect(editor).toContain('Please select Products to display them here.');
  });

  it('hides a product display with more than 4 products and tells the editor why', async () => {
    await publish(
      pageEntry('test-hero-page', '/test-hero', {
        title: 'Too many',
        blocks: [
          {
            id: 'five',
            component: {
              name: 'ProductDisplay',
              options: { header: 'Five', productsReference: ['malbec-2022', 'merlot-2022', 'cabernet-franc-2022', 'petit-verdot-2021', 'isosceles-2021'].map((product) => ({ product })) },
            },
          },
        ],
      }),
    );
    expect((await page('/test-hero')).html).not.toContain('>Five</h2>');
    const editor = await (await get(await previewUrl('/test-hero'), {})).text();
    expect(editor).toContain('maximum items is 4, delete items to continue');
  });
});
