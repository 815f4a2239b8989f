// Receipts only for their owner (storefront spec 2, "/profile/order-receipt/"
// and "/profile/club-membership/receipt/": order and club confirmation pages). A receipt
// fetched without the owner's session or the placing browser's token shows no e-mail, no
// address and no line items; the page view pushed on a receipt carries no order id.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pageViewOf } from '../../src/analytics/page-view.ts';
import { COMMERCE_TENANT, get, ORIGIN, post, signInAs } from './helpers.ts';

const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvv: '123', cardHolderName: 'Ada Lovelace' };

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

async function cartWith(sku: string, cookie = '') {
  const response = await post('/api/cart/items', { sku, quantity: 1 }, cookie ? { cookie } : {});
  expect(response.status).toBe(200);
  const set = cookieOf(response, 'cartId');
  return [cookie, set?.split(';')[0]].filter(Boolean).join('; ');
}

/** The browser's side of the hosted checkout: the gateway's token, then the widget's order call. */
async function placeInWidget(cartId: string, email: string) {
  const token = await SELF.fetch(`${ORIGIN}/__emulator/gateway/v1/tokens`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(CARD) });
  const { tokenOnFile } = (await token.json()) as { tokenOnFile: string };
  const placed = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/cart/${cartId}/checkout`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', tenant: COMMERCE_TENANT },
    body: JSON.stringify({ email, birthDate: '1985-06-01', fulfillment: 'ship', shipTo: SHIP_TO, payment: { tokenOnFile } }),
  });
  expect(placed.status).toBe(201);
  return (await placed.json()) as { id: string; orderNumber: number };
}

async function guestOrder() {
  const email = `guest-${crypto.randomUUID()}@example.com`;
  const cart = await cartWith('SB24-750');
  const cartId = /cartId=([^;]+)/.exec(cart)![1]!;
  const order = await placeInWidget(cartId, email);
  return { email, cart, order, path: `/profile/order-receipt/${order.id}` };
}

/** A new account signed in through the storefront. */
async function register(tag: string) {
  const email = `${tag}-${crypto.randomUUID()}@example.com`;
  const response = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' });
  expect(response.status).toBe(201);
  return { email, cookie: `age_gate=false; ${cookieOf(response, 'customerToken')!.split(';')[0]}` };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

function expectNoPersonalData(html: string, email: string) {
  expect(html).not.toContain(email);
  expect(html).not.toContain(SHIP_TO.address);
  expect(html).not.toContain('Sauvignon Blanc 2024');
  expect(html).not.toContain('purchase-tracker');
}

describe('Routes: /profile/order-receipt/ (order confirmation pages) only for their owner', () => {
  it('shows the browser that just placed the order its receipt, and keeps it open with a short-lived token scoped to that receipt', async () => {
    const { email, cart, order, path } = await guestOrder();
    const handBack = await get(path, { cookie: `age_gate=false; ${cart}` });
    expect(handBack.status).toBe(200);
    expect(handBack.headers.get('cache-control')).toBe('private, no-store');
    const html = await handBack.text();
    expect(html).toContain(email);
    expect(html).toContain('Sauvignon Blanc 2024');
    expect(html).toContain(`#${order.orderNumber}`);
    const token = cookieOf(handBack, 'orderReceipt')!;
    expect(token).toMatch(new RegExp(`Path=${path.replace(/[/-]/g, '\\$&')}`));
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/Max-Age=1800/);

    // A reload, the cart cookie cleared by then: the token alone opens it.
    const reload = await get(path, { cookie: `age_gate=false; ${token.split(';')[0]}` });
    expect(await reload.text()).toContain(email);
  });

  it('shows anyone else a page asking them to sign in or look the order up: no e-mail, no address, no line items', async () => {
    const { email, order, path } = await guestOrder();
    for (const cookie of ['age_gate=false', `age_gate=false; cartId=${crypto.randomUUID()}`, `age_gate=false; orderReceipt=1.${'A'.repeat(43)}`]) {
      const response = await get(path, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(cookieOf(response, 'orderReceipt')).toBeUndefined();
      const html = await response.text();
      expectNoPersonalData(html, email);
      expect(html).not.toContain(`#${order.orderNumber}`);
      expect(html).toContain('Sign in to see this order');
      expect(html).toContain(`href="/profile/login?redirect=${encodeURIComponent(path)}"`);
      expect(html).toContain('href="/profile/order-lookup"');
    }
    // Another order's token opens nothing here.
    const other = await guestOrder();
    const otherToken = cookieOf(await get(other.path, { cookie: `age_gate=false; ${other.cart}` }), 'orderReceipt')!.split(';')[0]!;
    expectNoPersonalData(await (await get(path, { cookie: `age_gate=false; ${otherToken}` })).text(), email);
  });

  it('shows a signed-in customer their own order, and another signed-in customer nothing of it', async () => {
    const owner = await register('receipt-owner');
    await cartWith('SB24-750', owner.cookie);
    const session = (await (await get('/api/session', owner)).json()) as { cart: { id: string } };
    const order = await placeInWidget(session.cart.id, owner.email);
    const path = `/profile/order-receipt/${order.id}`;
    // Signed in, without the placing browser's cart or token.
    const own = await (await get(path, { cookie: owner.cookie })).text();
    expect(own).toContain('Sauvignon Blanc 2024');
    const stranger = await register('receipt-stranger');
    const html = await (await get(path, { cookie: stranger.cookie })).text();
    expectNoPersonalData(html, owner.email);
    expect(html).toContain('This order is not in the account you are signed in to.');
  });

  it('the page view pushed on a receipt carries no order id or number, whoever looks', async () => {
    const { cart, order, path } = await guestOrder();
    for (const cookie of [`age_gate=false; ${cart}`, 'age_gate=false']) {
      const html = await (await get(path, { cookie })).text();
      const view = JSON.stringify(pageViewOf(path, titleOf(html), { customer: null, customerHasActiveClub: false }));
      expect(view).not.toContain(order.id);
      expect(view).not.toContain(String(order.orderNumber));
      expect(view).toContain('/profile/order-receipt/');
    }
  });

  it('still answers 404 for an order that does not exist', async () => {
    expect((await get('/profile/order-receipt/no-such-order')).status).toBe(404);
  });
});

describe('Routes: /profile/club-membership/receipt/ (club confirmation pages) only for their owner', () => {
  it('sends a signed-out visitor to sign in, and shows another customer nothing', async () => {
    const owner = await signInAs('member@example.com');
    const memberships = (await (await get('/api/club-memberships', owner)).json()) as { memberships: { id: string }[] } | { id: string }[];
    const list = Array.isArray(memberships) ? memberships : memberships.memberships;
    const path = `/profile/club-membership/receipt/${list[0]!.id}`;
    expect(await (await get(path, owner)).text()).toContain('member@example.com');

    const signedOut = await get(path);
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/profile/login?redirect=${encodeURIComponent(path)}`);
    expect(await signedOut.text()).not.toContain('member@example.com');

    const other = await get(path, await signInAs('customer@example.com'));
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('member@example.com');

    const view = JSON.stringify(pageViewOf(path, 'Welcome to the Wine Society', { customer: null, customerHasActiveClub: false }));
    expect(view).not.toContain(list[0]!.id);
  });
});
