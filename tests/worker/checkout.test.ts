// The widget pages: /checkout and the other paths of Commerce7's front-end routing are
// where the platform's widget renders (the emulator's stand-in locally), finding the cart
// and the login in the cookies it shares with the store. The order itself is placed as the
// browser does it: the widget's calls through the local-only /__emulator proxy, the card
// tokenised at the gateway stand-in first.
// (Rewritten from the data-cart-id handover: no integration writes the cart on
// #c7-content; commerce7.js keeps its own cart, in the cookie the store shares with it.)
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantRoutes } from '../../src/emulator/hosted/widget-script.ts';
import { DEFAULT_WIDGET_ROUTES } from '../../src/worker/widget/routes.ts';
import { clearFaults, COMMERCE_TENANT, get, ORIGIN, post, setFault } from './helpers.ts';

const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvv: '123', cardHolderName: 'Ada Lovelace' };
const ORDER = { email: 'ada@example.com', birthDate: '1985-06-01', fulfillment: 'ship', shipTo: SHIP_TO };

async function cartWith(items: [string, number][], cookie = '') {
  let jar = cookie;
  for (const [sku, quantity] of items) {
    const response = await post('/api/cart/items', { sku, quantity }, jar ? { cookie: jar } : {});
    expect(response.status, sku).toBe(200);
    const set = response.headers.getSetCookie().find((c) => c.startsWith('cartId='));
    if (set) jar = [jar, set.split(';')[0]].filter(Boolean).join('; ');
  }
  return jar;
}

const cartIdOf = (cookie: string) => /cartId=([^;]+)/.exec(cookie)?.[1] ?? '';

/** The page's main content (the header's cart sidebar is the shell's, not the checkout's). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** The browser's side, through the store's local /__emulator proxy: the gateway, then the widget's order call. */
async function placeInWidget(cartId: string, order: Record<string, unknown> = ORDER, card: Record<string, string> = CARD) {
  const token = await SELF.fetch(`${ORIGIN}/__emulator/gateway/v1/tokens`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(card) });
  expect(token.status).toBe(201);
  const { tokenOnFile } = (await token.json()) as { tokenOnFile: string };
  return SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/cart/${cartId}/checkout`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', tenant: COMMERCE_TENANT },
    body: JSON.stringify({ ...order, payment: { tokenOnFile } }),
  });
}

afterEach(clearFaults);

const WIDGET_PAGES = ['/checkout', '/cart', '/account', '/account/orders', '/club-signup/6-bottle-red-wines', '/products/merlot-2022', '/collections/red-wines', '/reservation'];

describe('the widget pages (Commerce7 front-end routes)', () => {
  it("are the shell without a footer, a bare #c7-content, the widget's stylesheet and script, private; the cart is not in the page", async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    for (const path of WIDGET_PAGES) {
      const response = await get(path, { cookie: `age_gate=false; ${cookie}` });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      const html = await response.text();
      expect(html, path).toContain('<div id="c7-content"></div>');
      expect(html, path).toMatch(/<script src="\/__emulator\/hosted\/commerce7\.js" id="c7-javascript" data-tenant="triangle-ridge" nonce="[^"]+" defer=""><\/script>/);
      expect(html, path).toContain('<link rel="stylesheet" href="/__emulator/hosted/commerce7.css"');
      expect(html, path).not.toContain('site-footer');
      // The widget finds the cart in the cookie it shares with the store, never in the page.
      expect(mainOf(html), path).not.toContain(cartIdOf(cookie));
      expect(html, path).not.toContain('data-cart-id');
      expect(mainOf(html), path).not.toContain('Your cart is empty.');
    }
  });

  it("every link the widget can produce lands on a widget page or on the store's own page for the same thing", async () => {
    // Commerce7's routing keys (michaelbourne/wp-commerce7 includes/class-c7wp.php) at the default paths.
    const links = {
      profile: '/account',
      collection: '/collections/red-wines',
      product: '/products/merlot-2022',
      club: '/club-signup/6-bottle-red-wines',
      checkout: '/checkout',
      cart: '/cart',
      privacy: '/privacy-policy',
      terms: '/terms-of-use',
      reservation: '/reservation',
    };
    for (const [key, path] of Object.entries(links)) {
      const response = await get(path);
      expect(response.status, key).toBe(200);
      const widgetPage = (await response.text()).includes('<div id="c7-content"></div>');
      expect(widgetPage, key).toBe(key !== 'privacy' && key !== 'terms');
    }
    // And the store's own pages stay the store's.
    for (const own of ['/profile', '/collection/red-wines', '/club/6-bottle-red-wines']) {
      expect(await (await get(own)).text(), own).not.toContain('id="c7-content"');
    }
  });

  it('render at once when the cart cannot be read (the widget reads it), and the store keeps the cart unknown, never empty', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    await setFault('commerce', '500', 3);
    const response = await get('/checkout', { cookie: `age_gate=false; ${cookie}` });
    expect(response.status).toBe(200);
    expect(mainOf(await response.text())).toContain('<div id="c7-content"></div>');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cartId='))).toBe(false);
    await setFault('commerce', '500', 3);
    const page = await (await get('/collection/all', { cookie: `age_gate=false; ${cookie}` })).text();
    expect(page).toContain('"cartUnavailable":true');
    await setFault('commerce', '500', 3);
    const session = await get('/api/session', { cookie });
    expect(session.status).toBe(503);
    expect(((await session.json()) as { message: string }).message).toMatch(/could not load your cart/);
  });

  it('has no storefront checkout API any more', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const response = await post('/api/checkout', { ...ORDER, payment: { cardholderName: 'Ada', ...CARD } }, { cookie });
    expect(response.status).toBe(404);
  });
});

describe("the widget stand-in's script", () => {
  it("is routed by the tenant's front-end routing, the same as the store's, and reads the shared cookies, never a data attribute for the cart", async () => {
    const response = await get('/__emulator/hosted/commerce7.js');
    expect(response.status).toBe(200);
    const script = await response.text();
    expect(script).toContain(`var ROUTES = ${JSON.stringify(tenantRoutes(undefined))};`);
    expect(tenantRoutes(undefined)).toEqual(DEFAULT_WIDGET_ROUTES);
    expect(script).toContain("var TOKEN_COOKIE = 'customerToken';");
    expect(script).toContain("var CART_COOKIE = 'cartId';");
    expect(script).not.toContain('data-cart-id');
    expect((await get('/__emulator/hosted/commerce7.css')).headers.get('content-type')).toContain('text/css');
  });
});

describe('an order placed in the hosted checkout', () => {
  it('lands on the receipt with the number, items and totals, and the cart is gone from the session', async () => {
    const cookie = await cartWith([['SB24-750', 2]]);
    const response = await placeInWidget(cartIdOf(cookie));
    expect(response.status).toBe(201);
    const order = (await response.json()) as { id: string; orderNumber: number; total: number };
    expect(order.total).toBe(2 * 3600 + 1500);

    // The hand-back: the browser that placed it still names the cart in its cookie.
    const receipt = await get(`/profile/order-receipt/${order.id}`, { cookie: `age_gate=false; ${cookie}` });
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain(`#${order.orderNumber}`);
    expect(html).toContain('Sauvignon Blanc 2024');
    expect(html).toContain('$87');
    expect(html).toContain('Thank you for your order');

    // The cookie now names a cart the platform turned into the order: the cart-404 rule clears it.
    const session = await get('/api/session', { cookie });
    expect(((await session.json()) as { cart: unknown }).cart).toBeNull();
    expect(session.headers.getSetCookie().some((c) => c.startsWith('cartId=') && c.includes('Max-Age=0'))).toBe(true);
  });

  it('charges a club member the member price', async () => {
    const login = await post('/api/customer/login', { email: 'member@example.com', password: 'Cellar-door-21' });
    const token = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('customerToken='))!
      .split(';')[0]!;
    const cookie = await cartWith([['CS22-750', 2]], token);
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: { id: string; items: { sku: string; price: number; quantity: number }[] } };
    expect(session.cart.items.find((item) => item.sku === 'CS22-750')!.price).toBe(7600);
    const order = (await (await placeInWidget(session.cart.id, { ...ORDER, email: 'member@example.com' })).json()) as { id: string };
    expect(await (await get(`/profile/order-receipt/${order.id}`, { cookie: `age_gate=false; ${token}` })).text()).toContain('$152');
  });

  it('answers a declined card with its message and keeps the cart', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const response = await placeInWidget(cartIdOf(cookie), ORDER, { ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe('Your card was declined. Please use a different card.');
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: { items: unknown[] } };
    expect(session.cart.items).toHaveLength(1);
  });

  it('answers 404 for a receipt that does not exist', async () => {
    expect((await get('/profile/order-receipt/no-such-order')).status).toBe(404);
    expect((await get('/profile/order-receipt/%3Cscript%3E')).status).toBe(404);
  });
});
