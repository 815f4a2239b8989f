// The cart link an agent builds: opening it (a GET, as a prefetcher, crawler or link preview
// would) changes nothing; the person's own press on "Add to cart" (a same-origin POST, past the
// age gate) puts the wines in their cart and opens the cart page.
import { describe, expect, it } from 'vitest';
import { commerceCalls, get, post, recordedRequests, startRecording, stopRecording } from './helpers.ts';

const LINK = '/add-to-cart?items=CS22-750:2,ME22-750:1';

async function cartOf(cookie: string) {
  const response = await get('/api/session', { cookie });
  return ((await response.json()) as { cart: { items: { sku: string; quantity: number }[] } | null }).cart;
}

const cartCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('cartId='))
    ?.split(';')[0];

describe('a cart link', () => {
  it('shows the wines behind the age gate, creates no cart and calls no cart endpoint when opened', async () => {
    await startRecording();
    try {
      for (const cookie of ['', 'age_gate=false']) {
        const response = await get(LINK, cookie ? { cookie } : {});
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('set-cookie') ?? '').not.toContain('cartId=');
        expect(response.headers.get('cache-control')).toBe('private, no-store');
        expect(html).toContain('Add these wines to your cart');
        expect(html).toContain('Estate Cabernet Sauvignon 2022');
        expect(html).toMatch(/<form action="\/add-to-cart" method="post">/);
        expect(html.includes('Yes, I am at least 21 years of age')).toBe(cookie === '');
      }
      expect(commerceCalls(await recordedRequests()).filter((call) => call.path.startsWith('/cart'))).toEqual([]);
    } finally {
      await stopRecording();
    }
  });

  it('adds the wines only on a same-origin POST past the age gate, then opens the cart page', async () => {
    const form = new URLSearchParams({ items: 'CS22-750:2,ME22-750:1' });
    const beforeGate = await post('/add-to-cart', form);
    expect(beforeGate.status).toBe(303);
    expect(beforeGate.headers.get('location')).toBe('/add-to-cart?items=CS22-750%3A2%2CME22-750%3A1');
    expect(cartCookie(beforeGate)).toBeUndefined();

    const foreign = await post('/add-to-cart', form, { cookie: 'age_gate=false', origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);

    const added = await post('/add-to-cart', form, { cookie: 'age_gate=false' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/cart');
    const cookie = cartCookie(added);
    expect(cookie).toBeDefined();
    const cart = await cartOf(`age_gate=false; ${cookie}`);
    expect(cart?.items.map(({ sku, quantity }) => [sku, quantity])).toEqual([
      ['CS22-750', 2],
      ['ME22-750', 1],
    ]);
  });

  it('refuses a link that is not SKU:quantity pairs, and adds no members-only wine', async () => {
    for (const items of ['', 'CS22-750', 'CS22-750:0', 'CS22-750:1000', '<script>:1']) {
      const response = await get(`/add-to-cart?items=${encodeURIComponent(items)}`);
      expect(response.status, items).toBe(404);
      expect(await response.text()).toContain('This cart link is not one the store made');
    }
    const members = await get('/add-to-cart?items=ISOR21-750:1');
    const html = await members.text();
    expect(html).toContain('ISOR21-750 is no longer available and will not be added.');
    expect(html).not.toContain('<form action="/add-to-cart" method="post">');
    expect(html).not.toContain('$225');
  });
});
