// /checkout hands the cart over to the platform's hosted checkout (the emulator's widget
// stand-in locally), and a cart that cannot be read is never shown as empty. The order
// itself is placed as the browser does it: the widget's calls through the local-only
// /__emulator proxy, the card tokenised at the gateway stand-in first.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('/checkout', () => {
  it("hands the session's cart to the platform's widget: its element names the cart, its script the tenant; no footer, private", async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const response = await get('/checkout', { cookie: `age_gate=false; ${cookie}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<div id="c7-content" class="checkout-widget" data-cart-id="${cartIdOf(cookie)}"></div>`);
    expect(html).toMatch(/<script src="\/__emulator\/hosted\/commerce7\.js" id="c7-javascript" data-tenant="triangle-ridge" nonce="[^"]+" async=""><\/script>/);
    expect(html).not.toContain('site-footer');
    expect(html).not.toContain('data-island="checkout-form"');
  });

  it('says the cart is empty only when it is: no cart, or a cart with nothing in it', async () => {
    const html = await (await get('/checkout')).text();
    expect(html).toContain('Your cart is empty.');
    expect(html).not.toContain('id="c7-content"');
  });

  // The empty-cart bug: a page waits at most 3 s for the session, then renders without it.
  // On a busy machine the cart read took longer and /checkout said "Your cart is empty.".
  it('waits for a slow cart read and shows the cart, never an empty one', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    await setFault('commerce', 'slow', 1);
    const html = await (await get('/checkout', { cookie: `age_gate=false; ${cookie}` })).text();
    expect(mainOf(html)).not.toContain('Your cart is empty.');
    expect(html).toContain(`data-cart-id="${cartIdOf(cookie)}"`);
  });

  it("shows the error with a way to retry when the cart cannot be read, and keeps the cart's cookie", async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    await setFault('commerce', '500', 3);
    const response = await get('/checkout', { cookie: `age_gate=false; ${cookie}` });
    expect(response.status).toBe(503);
    const html = mainOf(await response.text());
    expect(html).not.toContain('Your cart is empty.');
    expect(html).toContain('Sorry, there has been an error.');
    expect(html).toContain('<a class="btn btn--red" href="/checkout">Reload this page</a>');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cartId='))).toBe(false);
    // The sidebar is told the cart is unknown (it offers a retry), and the session API says 503, not "no cart".
    await setFault('commerce', '500', 3);
    const page = await (await get('/collection/all', { cookie: `age_gate=false; ${cookie}` })).text();
    expect(page).toContain('"cartUnavailable":true');
    await setFault('commerce', '500', 3);
    const session = await get('/api/session', { cookie });
    expect(session.status).toBe(503);
    expect(((await session.json()) as { message: string }).message).toMatch(/could not load your cart/);
    await clearFaults();
    // The retry finds the cart.
    expect(await (await get('/checkout', { cookie: `age_gate=false; ${cookie}` })).text()).toContain(`data-cart-id="${cartIdOf(cookie)}"`);
  });

  it('has no storefront checkout API any more', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const response = await post('/api/checkout', { ...ORDER, payment: { cardholderName: 'Ada', ...CARD } }, { cookie });
    expect(response.status).toBe(404);
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
    const token = login.headers.getSetCookie().find((c) => c.startsWith('customerToken='))!.split(';')[0]!;
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
