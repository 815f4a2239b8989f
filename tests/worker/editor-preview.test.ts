// The spec's editing and preview behaviour: what an editor sees in a
// signed preview (hidden containers with their audience, placeholders and warnings, the
// spacer's blue bar, the pop-up held open) and a shopper never does; and the two editor
// endpoints Builder's editor reads from its own origin (product look-up, product hero data).
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import { get, pageEntry, publishedPerTest } from './helpers.ts';

const BUILDER = 'https://builder.io';
const publishAll = publishedPerTest();

async function previewUrl(path: string) {
  const token = await signPreviewToken(TEST_PREVIEW_SECRET, path, Math.floor(Date.now() / 1000) + 3600);
  return `${path}?preview=${encodeURIComponent(token)}`;
}

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** The pop-up island's props, or null when the page has none. */
function popupProps(html: string): { config: { id: string }; heldOpen?: boolean } | null {
  const match = /data-island="popup" data-props="([^"]*)"/.exec(html);
  return match ? (JSON.parse(decode(match[1]!)) as { config: { id: string }; heldOpen?: boolean }) : null;
}

const block = (id: string, name: string, options: Record<string, unknown>, children?: unknown[]) => ({ id, component: { name, options }, ...(children ? { children } : {}) });

describe('editor placeholders and warnings', () => {
  it('shows a signed preview every placeholder of the spec, and a shopper none of them', async () => {
    const path = '/test-editor-placeholders';
    await publishAll(
      pageEntry('test-editor-placeholders', path, {
        title: 'Placeholders',
        blocks: [
          block('members', 'Container', { visibility: 'Member' }, [block('members-text', 'Text', { text: '<p>Members-only words</p>' })]),
          block('display', 'ProductDisplay', { header: 'Our picks' }),
          block('list', 'CollectionList', { title: 'Picked for you' }),
          block('gap', 'Spacer', { desktop: '32px' }),
        ],
      }),
    );
    // The markup (the head carries the spacer's CSS, its editor rule among them).
    const shopperPage = await (await get(path)).text();
    const shopper = shopperPage.slice(shopperPage.indexOf('</head>'));
    const editor = decode(await (await get(await previewUrl(path))).text());

    expect(editor).toContain('Audience: Member.');
    expect(editor).toContain('Members-only words');
    expect(editor.match(/Please select Products to display them here\./g)).toHaveLength(2);
    expect(editor).toMatch(/<div class="spacer spacer--editor"[^>]*aria-hidden="true">/);

    expect(shopper).not.toContain('Members-only words');
    expect(shopper).not.toContain('Audience:');
    expect(shopper).not.toContain('Please select Products');
    expect(shopper).not.toContain('spacer--editor');
    expect(shopper).not.toContain('editor-warning');
    // The visitor's own message for an empty list stays.
    expect(shopper).toContain('This collection is empty.');
  });

  it("shows both product hero warnings in the spec's words in preview, and nothing to a shopper", async () => {
    const path = '/test-editor-hero';
    await publishAll({
      ...pageEntry('test-editor-hero', path, {
        title: 'Heroes',
        blocks: [block('unselected', 'ProductHero', {}), block('gone', 'ProductHero', { product: 'rose-of-cabernet-franc-2021' }), block('ghost', 'ProductHero', { product: 'no-such-wine' })],
      }),
      // Product heroes may not sit on a page (content spec section 2): a campaign takes them.
      model: 'campaign',
    });
    const editor = decode(await (await get(await previewUrl(path))).text());
    expect(editor).toContain("Please select a Product to display it's details");
    expect(editor.match(/Warning! Selected Product does not exist or is deactivated in C7/g)).toHaveLength(2);

    const shopper = decode(await (await get(path)).text());
    expect(shopper).not.toContain('Please select a Product');
    expect(shopper).not.toContain('Warning! Selected Product');
  });
});

describe('the pop-up in preview', () => {
  it('is sent held open despite the test and sign-up cookies that keep it from a shopper', async () => {
    const cookie = 'age_gate=false; popup_test=1; popup_signed_up=1';
    expect(popupProps(await (await get('/', { cookie })).text())).toBeNull();

    const props = popupProps(await (await get(await previewUrl('/'), { cookie })).text());
    expect(props?.config.id).toBe('popup-home-welcome');
    expect(props?.heldOpen).toBe(true);
  });

  it('is never held open for a shopper', async () => {
    const props = popupProps(await (await get('/')).text());
    expect(props?.config.id).toBe('popup-home-welcome');
    expect(props).not.toHaveProperty('heldOpen');
  });
});

describe('GET /api/editor/products (the product look-up)', () => {
  it("finds products by title words, case-insensitively, for Builder's editor, never cached", async () => {
    const response = await get('/api/editor/products?q=CABERNET%20sauvignon', { origin: BUILDER });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(BUILDER);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { results } = (await response.json()) as { results: { slug: string; title: string; image: string; price: number | null }[] };
    const titles = results.map((result) => result.title);
    expect(titles).toContain('Apex Block Cabernet Sauvignon 2021');
    expect(titles).not.toContain('Cabernet Franc 2022');
    for (const title of titles) expect(title.toLowerCase()).toMatch(/cabernet.*sauvignon|sauvignon.*cabernet/);
    const apex = results.find((result) => result.slug === 'apex-block-cabernet-sauvignon-2021');
    expect(apex).toMatchObject({ title: 'Apex Block Cabernet Sauvignon 2021', image: expect.stringMatching(/^https?:\/\//), price: expect.any(Number) });
  });

  it('answers at most 20, leaves out retired products, and lists the first ones for an empty search', async () => {
    const all = (await (await get('/api/editor/products', { origin: BUILDER })).json()) as { results: { slug: string }[] };
    expect(all.results).toHaveLength(20);
    const rose = (await (await get('/api/editor/products?q=ros%C3%A9%20franc', { origin: BUILDER })).json()) as { results: { slug: string }[] };
    expect(rose.results.map((result) => result.slug)).toEqual(['rose-of-cabernet-franc-2024']);
  });

  it('refuses a query over 100 characters with a 400 and its message', async () => {
    const response = await get(`/api/editor/products?q=${'x'.repeat(101)}`, { origin: BUILDER });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please check the query.', errors: { q: 'q must be at most 100 characters' } });
  });

  it("answers CORS only to Builder's origins, never *", async () => {
    for (const origin of ['https://evil.example', 'https://builder.io.evil.example', 'http://builder.io', 'null']) {
      const response = await get('/api/editor/products?q=merlot', { origin });
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
    expect((await get('/api/editor/products?q=merlot', { origin: 'https://beta.builder.io' })).headers.get('access-control-allow-origin')).toBe('https://beta.builder.io');
    // The tests run as ENVIRONMENT=local, where a local editor stand-in is trusted too.
    expect((await get('/api/editor/products?q=merlot', { origin: 'http://localhost:1268' })).headers.get('access-control-allow-origin')).toBe('http://localhost:1268');

    const preflight = (origin: string) => SELF.fetch('http://localhost/api/editor/products?q=merlot', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    const trusted = await preflight(BUILDER);
    expect(trusted.status).toBe(204);
    expect(trusted.headers.get('access-control-allow-origin')).toBe(BUILDER);
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /api/editor/product (the product hero re-fetching its product)', () => {
  it('answers productData for a product page slug, with the background asked for', async () => {
    const response = await get('/api/editor/product?product=apex-block-cabernet-sauvignon-2021&background=Red&customBackgroundImage=/images/harvest.jpg', { origin: BUILDER });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(BUILDER);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { productData } = (await response.json()) as { productData: { product: { title: string; pageSlug: string }; background: unknown; customBackgroundImage: string } };
    expect(productData.product).toMatchObject({ title: 'Apex Block Cabernet Sauvignon 2021', pageSlug: 'apex-block-cabernet-sauvignon-2021' });
    expect(productData.background).toEqual({ name: 'Red', color: '#b20738' });
    expect(productData.customBackgroundImage).toBe('/images/harvest.jpg');
  });

  it("answers 404 in the hero's words for an unknown or retired product", async () => {
    for (const slug of ['no-such-wine', 'rose-of-cabernet-franc-2021']) {
      const response = await get(`/api/editor/product?product=${slug}`, { origin: BUILDER });
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ message: 'Warning! Selected Product does not exist or is deactivated in C7' });
    }
  });

  it('refuses a missing or malformed product, an unknown background and a non-raster image with a 400', async () => {
    const cases: [string, string][] = [
      ['', 'product'],
      ['?product=../etc/passwd', 'product'],
      ['?product=apex-block-cabernet-sauvignon-2021&background=Purple', 'background'],
      ['?product=apex-block-cabernet-sauvignon-2021&customBackgroundImage=/images/hero.gif', 'customBackgroundImage'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/editor/product${query}`, { origin: BUILDER });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors), query).toContain(field);
    }
  });
});

describe("the store's product picker plugin", () => {
  it("is served as JavaScript to Builder's editor, registering the picker input type", async () => {
    const response = await get('/api/editor/product-picker.system.js', { origin: BUILDER });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe(BUILDER);
    const source = await response.text();
    expect(source).toMatch(/^System\.register\(\['react', '@builder\.io\/sdk'\]/);
    expect(source).toContain('"Commerce7ProductHandle"');
  });
});
