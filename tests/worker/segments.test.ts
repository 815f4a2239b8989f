// Storefront spec 4, "Customer and cart loading": the order count is saved to a cookie and
// the tracking identity is set with segment club-member or normal (the original's values,
// which tag-manager triggers match). Spec 3's "Customer segments" (First Time Customer, Club
// Member, Repeat Customer) ride beside it as customerSegment. The page's session, from which
// the browser pushes its pageview to the tag manager's data layer, carries both.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pageViewOf } from '../../src/analytics/page-view.ts';
import type { SessionSnapshot } from '../../src/commerce/types.ts';
import { COMMERCE_TENANT, get, ORIGIN, post, signInAs } from './helpers.ts';

const sessionOf = async (cookie: string) => (await (await get('/api/session', { cookie })).json()) as SessionSnapshot;

/** The session the page hands the browser (the JSON the pageview is built from). */
async function pageSession(cookie: string): Promise<SessionSnapshot> {
  const html = await (await get('/collection/all', { cookie })).text();
  return JSON.parse(/<script type="application\/json" id="session-data"[^>]*>([^<]*)<\/script>/.exec(html)![1]!) as SessionSnapshot;
}

describe('Customer and cart loading: the tracking identity is set with the segment', () => {
  it('is club-member for an active member and normal for others; the customer segment says Club Member, Repeat Customer after two orders; the order count is in its cookie', async () => {
    const member = await signInAs('member@example.com');
    expect(await sessionOf(member.cookie)).toMatchObject({ segment: 'club-member', customerSegment: 'Club Member' });
    const repeat = await signInAs('customer@example.com');
    const response = await get('/api/session', repeat);
    expect(response.headers.getSetCookie().find((c) => c.startsWith('orderCount='))).toMatch(/^orderCount=2;/);
    expect((await response.json()) as SessionSnapshot).toMatchObject({ segment: 'normal', customerSegment: 'Repeat Customer' });
    const none = await sessionOf((await signInAs('email-only@example.com')).cookie);
    expect(none.segment).toBe('normal');
    expect(none.customerSegment).toBeUndefined();
  });

  it('is normal, customer segment First Time Customer, once a new customer has placed one order; the page view carries both', async () => {
    const email = `segment-${crypto.randomUUID()}@example.com`;
    const registered = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' });
    const cookie = `age_gate=false; ${
      registered.headers
        .getSetCookie()
        .find((c) => c.startsWith('customerToken='))!
        .split(';')[0]
    }`;
    expect((await sessionOf(cookie)).segment).toBe('normal');

    const added = await post('/api/cart/items', { sku: 'SB24-750', quantity: 1 }, { cookie });
    const cartId = ((await added.json()) as { cart: { id: string } }).cart.id;
    const token = await SELF.fetch(`${ORIGIN}/__emulator/gateway/v1/tokens`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvv: '123', cardHolderName: 'Ada Lovelace' }),
    });
    const placed = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/cart/${cartId}/checkout`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', tenant: COMMERCE_TENANT },
      body: JSON.stringify({ email, birthDate: '1990-05-01', fulfillment: 'pickup', payment: { tokenOnFile: ((await token.json()) as { tokenOnFile: string }).tokenOnFile } }),
    });
    expect(placed.status).toBe(201);
    // The widget hands the shopper back to the store's receipt, still naming the cart.
    const { id: orderId } = (await placed.json()) as { id: string };
    const receipt = await SELF.fetch(`${ORIGIN}/profile/order-receipt/${orderId}`, { headers: { cookie: `${cookie}; cartId=${cartId}` } });
    expect(receipt.status).toBe(200);

    const session = await pageSession(cookie);
    expect(session).toMatchObject({ segment: 'normal', customerSegment: 'First Time Customer' });
    expect(pageViewOf('/collection/all', 'Shop', session).user).toEqual({ segment: 'normal', customerSegment: 'First Time Customer' });
  });

  it('is anonymous for a visitor nobody signed in as', async () => {
    const session = await pageSession('age_gate=false');
    expect(session.segment).toBeUndefined();
    expect(pageViewOf('/collection/all', 'Shop', session).user).toEqual({ segment: 'anonymous' });
  });
});
