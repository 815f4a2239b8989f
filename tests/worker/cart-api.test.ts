// The storefront's cart API against the emulator: creation with its cookie, adds with
// the backend's 422 messages, bad input, garbage cookies, concurrency, updates.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, commerceCart, get, ORIGIN, post, registerThroughStore, setFault } from './helpers.ts';

type CartBody = {
  cart: { id: string; items: { sku: string; quantity: number; price: number; comparePrice: number | null }[]; giftMessage: string };
  message?: string;
  errors?: Record<string, string>;
};

function cartCookieOf(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('cartId=') && !c.includes('Max-Age=0'));
  return header?.split(';')[0];
}

function send(method: 'PUT' | 'DELETE' | 'POST', path: string, body: unknown, cookie = '') {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function newCartWith(sku: string, quantity = 1) {
  const response = await post('/api/cart/items', { sku, quantity });
  expect(response.status).toBe(200);
  return { cookie: cartCookieOf(response)!, body: (await response.json()) as CartBody };
}

afterEach(clearFaults);

describe('adding to the cart', () => {
  // The cart cookie is the one Commerce7's widget keeps its cart in (ADR 0012): readable by its script.
  it('creates a cart, keeps its id for 365 days in the cartId cookie the widget shares (script-readable, SameSite=Lax) and answers with it', async () => {
    const response = await post('/api/cart/items', { sku: 'SB24-750', quantity: 2 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CartBody;
    expect(body.cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 2 }]);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cartId='))!;
    expect(cookie).toContain(`cartId=${body.cart.id}`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('adds to the same cart on the next call', async () => {
    const { cookie, body } = await newCartWith('SB24-750');
    const second = (await (await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie })).json()) as CartBody;
    expect(second.cart.id).toBe(body.cart.id);
    expect(second.cart.items.map((item) => item.sku).sort()).toEqual(['CS22-750', 'SB24-750']);
  });

  it("answers 422 with the backend's message past the per-cart limit, and adds nothing", async () => {
    const { cookie } = await newCartWith('ISO21-750', 5);
    const response = await post('/api/cart/items', { sku: 'ISO21-750', quantity: 3 }, { cookie });
    expect(response.status).toBe(422);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(/Isosceles 2021/);
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: CartBody['cart'] };
    expect(session.cart.items).toMatchObject([{ sku: 'ISO21-750', quantity: 5 }]);
  });

  it('answers 422 for a sold-out wine and for a sku that does not exist', async () => {
    for (const sku of ['LHV22-375', 'NO-SUCH-SKU']) {
      const response = await post('/api/cart/items', { sku, quantity: 1 });
      expect(response.status, sku).toBe(422);
      expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(5);
    }
  });

  it('refuses quantity 0, -1, 1e9 and "abc" with a field message and writes nothing', async () => {
    for (const quantity of [0, -1, 1e9, 'abc']) {
      const response = await post('/api/cart/items', { sku: 'SB24-750', quantity });
      expect(response.status).toBe(400);
      expect(((await response.json()) as CartBody).errors).toEqual({ quantity: 'Quantity must be a whole number from 1 to 999.' });
      expect(cartCookieOf(response)).toBeUndefined();
    }
  });

  it('refuses a gift card without its recipient, with the spec messages', async () => {
    const missing = await post('/api/cart/items', { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: '', giftMessage: '' }] } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as CartBody).errors).toEqual({
      'itemData.recipients.0.email': 'Email address is required',
      'itemData.recipients.0.giftMessage': 'Gift message is required',
    });
    const invalid = await post('/api/cart/items', { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: 'not-an-email', giftMessage: 'Cheers' }] } });
    expect(((await invalid.json()) as CartBody).errors).toEqual({ 'itemData.recipients.0.email': 'Invalid email address' });
  });

  it('adds a virtual gift card with its recipient', async () => {
    const response = await post('/api/cart/items', { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: 'friend@example.com', giftMessage: 'Happy birthday!' }] } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CartBody).cart.items).toMatchObject([{ sku: 'GC-E-100', quantity: 1 }]);
  });

  it('starts a new cart when the cookie is garbage or names a cart nobody has', async () => {
    for (const cookie of ['cartId=<script>alert(1)</script>', 'cartId=00000000-0000-0000-0000-000000000000']) {
      const response = await post('/api/cart/items', { sku: 'SB24-750', quantity: 1 }, { cookie });
      expect(response.status, cookie).toBe(200);
      const body = (await response.json()) as CartBody;
      expect(body.cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 1 }]);
      expect(cartCookieOf(response)).toBe(`cartId=${body.cart.id}`);
    }
  });

  it('counts all of twenty concurrent adds of one bottle to the same cart', async () => {
    const cartId = await commerceCart();
    const cookie = `cartId=${cartId}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/cart/items', { sku: 'SB24-750', quantity: 1 }, { cookie })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: CartBody['cart'] };
    expect(session.cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 20 }]);
  });

  it("prices wine at the club price in a member's cart", async () => {
    const login = await post('/api/customer/login', { email: 'member@example.com', password: 'Cellar-door-21' });
    const token = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('customerToken='))!
      .split(';')[0]!;
    const response = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie: token });
    const line = ((await response.json()) as CartBody).cart.items.find((item) => item.sku === 'CS22-750')!;
    expect(line.price).toBe(7600);
    expect(line.comparePrice).toBe(9500);
  });

  it('shows "Sorry, this item is no longer available" and keeps the cart when commerce fails', async () => {
    const { cookie, body } = await newCartWith('SB24-750');
    await setFault('commerce', '500');
    const response = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Sorry, this item is no longer available' });
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cartId=') && c.includes('Max-Age=0'))).toBe(false);
    await clearFaults();
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: CartBody['cart'] };
    expect(session.cart.id).toBe(body.cart.id);
  });

  it('refuses a cross-site add', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/cart/items`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'SB24-750', quantity: 1 }),
    });
    expect(response.status).toBe(403);
  });
});

describe('changing the cart', () => {
  it('updates a quantity, removes an item and saves the gift message', async () => {
    const { cookie } = await newCartWith('SB24-750', 3);
    const updated = await send('PUT', '/api/cart/items/SB24-750', { quantity: 1 }, cookie);
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as CartBody).cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 1 }]);

    const gift = await send('PUT', '/api/cart', { giftMessage: 'For the cellar' }, cookie);
    expect(((await gift.json()) as CartBody).cart.giftMessage).toBe('For the cellar');

    const removed = await send('DELETE', '/api/cart/items/SB24-750', undefined, cookie);
    expect(((await removed.json()) as CartBody).cart.items).toEqual([]);
  });

  it('refuses an update to 0 or past the limit with a message', async () => {
    const { cookie } = await newCartWith('ISO21-750', 1);
    const zero = await send('PUT', '/api/cart/items/ISO21-750', { quantity: 0 }, cookie);
    expect(zero.status).toBe(400);
    const tooMany = await send('PUT', '/api/cart/items/ISO21-750', { quantity: 7 }, cookie);
    expect(tooMany.status).toBe(422);
  });

  it('answers 404 "Your cart is empty." without a cart, and 400 for a gift message over 500 characters', async () => {
    const none = await send('PUT', '/api/cart/items/SB24-750', { quantity: 2 });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'Your cart is empty.' });
    const { cookie } = await newCartWith('SB24-750');
    const long = await send('PUT', '/api/cart', { giftMessage: 'x'.repeat(501) }, cookie);
    expect(long.status).toBe(400);
  });
});

describe('Add to cart (spec 4): after an exception the browser clears its cart cookie', () => {
  it('DELETE /api/cart clears the cart cookie; the next add starts a new cart', async () => {
    const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 1 });
    const cookie = cartCookieOf(added)!;
    const cleared = await send('DELETE', '/api/cart', undefined, cookie);
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get('cache-control')).toBe('private, no-store');
    // The cart cookie is shared with Commerce7's widget, so it is not HttpOnly (ADR 0012).
    expect(cleared.headers.getSetCookie().some((c) => c.startsWith('cartId=') && c.includes('Max-Age=0') && !c.includes('HttpOnly'))).toBe(true);
    // A cross-site page cannot make a browser forget its cart.
    const crossSite = await SELF.fetch(`${ORIGIN}/api/cart`, { method: 'DELETE', headers: { origin: 'https://evil.example', cookie } });
    expect(crossSite.status).toBe(403);
  });
});

describe('a signed-in customer\'s web cart that cannot be read (spec 4 "Customer and cart loading", spec 8)', () => {
  const clearsCartCookie = (response: Response) => response.headers.getSetCookie().some((c) => c.startsWith('cartId=') && c.includes('Max-Age=0'));
  const sessionOfPage = (html: string) =>
    JSON.parse(/<script type="application\/json" id="session-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as { customer: { email: string } | null; cart: unknown; cartUnavailable?: boolean };

  it('keeps the cartId cookie the widget shares and shows the cart as unavailable, not empty; the cart is there once the backend answers again', async () => {
    const { email, headers } = await registerThroughStore('web-cart');
    const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 2 }, headers);
    expect(added.status).toBe(200);
    const cartCookie = cartCookieOf(added)!;
    // Only the login and the cart: the customer's record is the one the store read last.
    const cookie = `${headers.cookie}; ${cartCookie}`;
    const before = (await (await get('/api/session', { cookie })).json()) as CartBody;
    expect(before.cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 2 }]);

    await setFault('commerce', '500');
    const session = await get('/api/session', { cookie });
    expect(session.status).toBe(503);
    expect(clearsCartCookie(session)).toBe(false);
    const page = await get('/', { cookie });
    expect(page.status).toBe(200);
    expect(clearsCartCookie(page)).toBe(false);
    expect(page.headers.getSetCookie().some((c) => c.startsWith('cartId='))).toBe(false);
    // The customer is known; the cart is unknown (the sidebar offers "Try again"), not an empty one.
    expect(sessionOfPage(await page.text())).toMatchObject({ customer: { email }, cart: null, cartUnavailable: true });
    // Nor does a change made meanwhile start a new cart over the cookie, or call the cart gone.
    const add = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie });
    expect(add.status).toBe(503);
    expect(add.headers.getSetCookie().some((c) => c.startsWith('cartId='))).toBe(false);
    const gift = await send('PUT', '/api/cart', { giftMessage: 'For the cellar' }, cookie);
    expect(gift.status).toBe(503);

    await clearFaults();
    const after = (await (await get('/api/session', { cookie })).json()) as CartBody;
    expect(`cartId=${after.cart.id}`).toBe(cartCookie);
    expect(after.cart.items).toMatchObject([{ sku: 'SB24-750', quantity: 2 }]);
  });
});
