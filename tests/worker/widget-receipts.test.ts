// The sale is counted wherever the shopper lands. Commerce7's widget most likely shows its
// own confirmation under its profile route ({profile}/order-receipt/{id},
// {profile}/club-membership/receipt/{id}: src/worker/widget/receipts.ts, unverified), not on
// the store's /profile receipts. Those widget pages stay widget pages and carry the store's
// receipt work: the sale's report with the order's items at the checkout's hand-back (the
// browser's cart cookie names the cart that became the order), the end of the cart cookie,
// the hosted club join's events, the tag manager. Once per order, whichever receipt comes
// first; never for an old order or someone else's.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { cardToken, COMMERCE_TENANT, DEMO_PASSWORD, get, ORIGIN, post, signInAs, islandProps } from './helpers.ts';

const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const MEMBER_FIRST_ORDER = '0026266d-955f-4bfe-9b3b-524f90fc7fe7'; // member@example.com's #1001, placed long ago

const cookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/** A cart made on the store's pages, and the order the widget's checkout placed from it. */
async function widgetOrder(cookie = 'age_gate=false') {
  const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 2 }, { cookie });
  expect(added.status).toBe(200);
  const cart = cookieOf(added, 'cartId')?.split(';')[0] ?? /cartId=[^;]+/.exec(cookie)![0];
  const cartId = cart.split('=')[1]!;
  const { tokenOnFile } = await cardToken({ cardholderName: 'Ada Lovelace' });
  const placed = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/cart/${cartId}/checkout`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', tenant: COMMERCE_TENANT },
    body: JSON.stringify({ email: `guest-${crypto.randomUUID()}@example.com`, birthDate: '1985-06-01', fulfillment: 'ship', shipTo: SHIP_TO, payment: { tokenOnFile } }),
  });
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number };
  return { order, cookie: `${cookie}; ${cart}` };
}

function expectWidgetPage(html: string) {
  expect(html).toContain('<div id="c7-content"></div>');
  expect(html).toMatch(/<script src="[^"]*commerce7\.js" id="c7-javascript" data-tenant="triangle-ridge"/);
}

describe("the widget's order receipt ({profile}/order-receipt/{id}) counts the sale", () => {
  it('is a widget page that reports the order with its items, ends the cart, and opens the store receipt for the guest', async () => {
    const { order, cookie } = await widgetOrder();
    const response = await get(`/account/order-receipt/${order.id}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expectWidgetPage(html);
    expect(islandProps(html, 'purchase-tracker')).toEqual({
      orderId: order.id,
      orderNumber: order.orderNumber,
      value: expect.any(Number),
      shipping: expect.any(Number),
      items: [{ item_id: 'SB24-750', item_name: 'Sauvignon Blanc 2024', price: expect.any(Number), quantity: 2, index: 0 }],
    });
    // The tag manager may load here, as on the store's receipts (locally the emulator's stand-in).
    expect(html).toContain('<meta name="tag-manager"');
    // The cart is an order now: its cookie ends; the guest may open the store's receipt.
    expect(cookieOf(response, 'cartId')).toMatch(/Max-Age=0/);
    const token = cookieOf(response, 'orderReceipt')!;
    expect(token).toContain(`Path=/profile/order-receipt/${order.id}`);
    const storeReceipt = await get(`/profile/order-receipt/${order.id}`, { cookie: `age_gate=false; ${token.split(';')[0]}` });
    const storeHtml = await storeReceipt.text();
    expect(storeHtml).toContain('Sauvignon Blanc 2024');
    // Once per order: the store's receipt, reached second, reports nothing.
    expect(islandProps(storeHtml, 'purchase-tracker')).toBeNull();
  });

  it('a reload reports nothing again: the cart that became the order is gone from the browser', async () => {
    const { order, cookie } = await widgetOrder();
    await get(`/account/order-receipt/${order.id}`, { cookie });
    const reload = await get(`/account/order-receipt/${order.id}`, { cookie: 'age_gate=false' });
    const html = await reload.text();
    expectWidgetPage(html);
    expect(islandProps(html, 'purchase-tracker')).toBeNull();
  });

  it("reached after the store's receipt (the hand-back went there first), it reports nothing", async () => {
    const { order, cookie } = await widgetOrder();
    const first = await (await get(`/profile/order-receipt/${order.id}`, { cookie })).text();
    expect(islandProps(first, 'purchase-tracker')).toMatchObject({ orderId: order.id });
    const html = await (await get(`/account/order-receipt/${order.id}`, { cookie: 'age_gate=false' })).text();
    expect(islandProps(html, 'purchase-tracker')).toBeNull();
  });

  it("someone else's order id reports nothing and leaves this browser's cart alone", async () => {
    const { order } = await widgetOrder();
    const mine = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 });
    const myCart = cookieOf(mine, 'cartId')!.split(';')[0]!;
    const response = await get(`/account/order-receipt/${order.id}`, { cookie: `age_gate=false; ${myCart}` });
    const html = await response.text();
    expectWidgetPage(html);
    expect(islandProps(html, 'purchase-tracker')).toBeNull();
    expect(cookieOf(response, 'cartId')).toBeUndefined();
    expect(cookieOf(response, 'orderReceipt')).toBeUndefined();
    expect(html).not.toContain('Sauvignon Blanc 2024');
  });

  it('an old order opened by its own signed-in customer is no new sale, on either receipt', async () => {
    const { cookie } = await signInAs('member@example.com');
    for (const path of [`/account/order-receipt/${MEMBER_FIRST_ORDER}`, `/profile/order-receipt/${MEMBER_FIRST_ORDER}`]) {
      const response = await get(path, { cookie });
      expect(response.status).toBe(200);
      expect(islandProps(await response.text(), 'purchase-tracker')).toBeNull();
    }
  });

  it('an unknown or malformed id is still the widget page, with no report', async () => {
    for (const path of ['/account/order-receipt/00000000-0000-0000-0000-000000000000', '/account/order-receipt/%3Cscript%3E']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expectWidgetPage(html);
      expect(islandProps(html, 'purchase-tracker')).toBeNull();
    }
  });

  it("the widget's other pages load no tag manager (its sign-in and card step run there)", async () => {
    for (const path of ['/account', '/checkout']) expect(await (await get(path)).text()).not.toContain('<meta name="tag-manager"');
  });
});

describe("the widget's club receipt ({profile}/club-membership/receipt/{id}) reports the hosted join", () => {
  async function hostedSignup() {
    const response = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/club/6-bottle-red-wines/signup`, {
      method: 'POST',
      headers: { origin: ORIGIN, tenant: COMMERCE_TENANT, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        account: { firstName: 'Jordan', lastName: 'Reyes', email: `widget-receipt-${crypto.randomUUID()}@example.com`, password: DEMO_PASSWORD, birthDate: '1985-04-12' },
        fulfillment: 'ship',
        address: { firstName: 'Jordan', lastName: 'Reyes', address: '12 Vine Street', city: 'Napa', stateCode: 'CA', zipCode: '94558' },
        card: await cardToken({ cardholderName: 'Jordan Reyes' }),
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { membershipId: string; token: string };
  }

  it("carries the join's facts for the new member the widget signed in", async () => {
    const { membershipId, token } = await hostedSignup();
    const response = await get(`/account/club-membership/receipt/${membershipId}`, { cookie: `age_gate=false; customerToken=${token}` });
    expect(response.status).toBe(200);
    const html = await response.text();
    expectWidgetPage(html);
    expect(html).toContain('<meta name="tag-manager"');
    expect(islandProps(html, 'club-join-tracker')).toEqual({ membershipId, club: '6-bottle-red-wines', type: 'red-wines', isSubscriptionFlow: false });
  });

  it('signed out, or signed in as someone else, it is the widget page with no join to report', async () => {
    const { membershipId } = await hostedSignup();
    const { cookie } = await signInAs('customer@example.com');
    for (const headers of [{ cookie: 'age_gate=false' }, { cookie }]) {
      const response = await get(`/account/club-membership/receipt/${membershipId}`, headers);
      expect(response.status).toBe(200);
      const html = await response.text();
      expectWidgetPage(html);
      expect(islandProps(html, 'club-join-tracker')).toBeNull();
    }
  });
});

describe("the emulator's widget stand-in confirms on its own receipt unless told to hand back", () => {
  const script = async () => (await SELF.fetch(`${ORIGIN}/__emulator/hosted/commerce7.js`)).text();
  const setting = (init: RequestInit) => SELF.fetch(`${ORIGIN}/__emulator/widget-receipt`, { ...init, headers: { origin: ORIGIN, 'content-type': 'application/json' } });

  it('serves the widget receipt by default, the hand-back to the store after PUT store, and the default again after DELETE', async () => {
    expect(await script()).toContain('var RECEIPT = "widget";');
    expect((await setting({ method: 'PUT', body: JSON.stringify({ receipt: 'store' }) })).status).toBe(200);
    expect(await script()).toContain('var RECEIPT = "store";');
    expect((await setting({ method: 'DELETE' })).status).toBe(204);
    expect(await script()).toContain('var RECEIPT = "widget";');
  });

  it('refuses any other setting with a 400 naming the two', async () => {
    const response = await setting({ method: 'PUT', body: JSON.stringify({ receipt: 'elsewhere' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'receipt must be widget or store' });
  });
});
