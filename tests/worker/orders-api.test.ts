// /api/orders: a signed-in customer's own orders (a page of the list, one order whole),
// and a guest's lookup by e-mail and order number, limited per client and per e-mail.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, get, ORIGIN, setFault, signInAs } from './helpers.ts';

const MEMBER_FIRST_ORDER = '0026266d-955f-4bfe-9b3b-524f90fc7fe7'; // #1001, shipped
const MEMBER_PICKUP_ORDER = 'ec5f7e4a-9230-450f-a8e5-d6d8aa9cba9b'; // #1007, picked up
const CUSTOMER_ORDER = '57f4be1b-2ff9-4e32-aa05-e86154556b2a'; // #1002, customer@example.com

/** A lookup from one client (Cloudflare's connecting IP), so tests keep their own counts. */
function lookup(query: Record<string, string>, client: string) {
  return SELF.fetch(`${ORIGIN}/api/orders/lookup?${new URLSearchParams(query)}`, { headers: { 'cf-connecting-ip': client } });
}

const uniqueClient = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;

afterEach(clearFaults);

describe('GET /api/orders', () => {
  it('lists the customer’s own orders, newest first, with number, date, status and total', async () => {
    const headers = await signInAs('member@example.com');
    const response = await get('/api/orders', headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { orders: { orderNumber: number; submittedAt: string; fulfillmentStatus: string; total: number }[]; total: number; page: number; pageCount: number };
    expect(body.orders.map((o) => o.orderNumber)).toEqual([1007, 1004, 1001]);
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(body.orders[0]).toMatchObject({ submittedAt: '2026-01-09T21:15:00.000Z', fulfillmentStatus: 'Not Fulfilled' });
    expect(body.orders.every((o) => Number.isInteger(o.total) && o.total > 0)).toBe(true);
  });

  it('pages the list: ?page= and ?pageSize=', async () => {
    const headers = await signInAs('member@example.com');
    const first = (await (await get('/api/orders?pageSize=2', headers)).json()) as { orders: { orderNumber: number }[]; pageCount: number };
    const second = (await (await get('/api/orders?pageSize=2&page=2', headers)).json()) as { orders: { orderNumber: number }[]; page: number };
    expect(first.orders.map((o) => o.orderNumber)).toEqual([1007, 1004]);
    expect(first.pageCount).toBe(2);
    expect(second.orders.map((o) => o.orderNumber)).toEqual([1001]);
    expect(second.page).toBe(2);
  });

  it('answers 400 with a message for a page that is not a whole number from 1', async () => {
    const headers = await signInAs('member@example.com');
    for (const query of ['page=0', 'page=two', 'pageSize=51', 'page=-1']) {
      const response = await get(`/api/orders?${query}`, headers);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { errors: Record<string, string> }).errors).toBeTruthy();
    }
  });

  it('answers 401 signed out, and 401 when the backend no longer knows the token', async () => {
    expect((await get('/api/orders')).status).toBe(401);
    const forged = { cookie: 'age_gate=false; customerToken=not-a-real-token' };
    const response = await get('/api/orders', forged);
    expect(response.status).toBe(401);
  });
});

describe('GET /api/orders/{id}', () => {
  it('shows the customer’s own order whole: items with member savings, delivery, address and the masked card', async () => {
    const headers = await signInAs('member@example.com');
    const response = await get(`/api/orders/${MEMBER_FIRST_ORDER}`, headers);
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: Record<string, unknown> & { items: { price: number; comparePrice: number | null }[] } };
    expect(order).toMatchObject({ orderNumber: 1001, fulfillment: 'ship', shipTo: { address: '1200 Ridge Road', city: 'Napa' }, card: { brand: 'Visa', masked: '************4242' } });
    // Wine Society prices: each wine was bought below its retail (compare) price.
    expect(order.items.every((item) => item.comparePrice !== null && item.comparePrice > item.price)).toBe(true);
    expect(order.totalDiscount).toBeGreaterThan(0);
  });

  it('shows a picked-up order without an address', async () => {
    const headers = await signInAs('member@example.com');
    const { order } = (await (await get(`/api/orders/${MEMBER_PICKUP_ORDER}`, headers)).json()) as { order: Record<string, unknown> };
    expect(order).toMatchObject({ orderNumber: 1007, fulfillment: 'pickup', shipTo: null });
  });

  it('answers 404 for another customer’s order, an unknown id and a malformed one, with nothing of the order', async () => {
    const headers = await signInAs('member@example.com');
    for (const id of [CUSTOMER_ORDER, crypto.randomUUID(), 'not%20an%20id', 'x'.repeat(80)]) {
      const response = await get(`/api/orders/${id}`, headers);
      expect(response.status, id).toBe(404);
      const text = await response.text();
      expect(text).toContain('Order not found.');
      expect(text).not.toContain('1002');
      expect(text).not.toContain('customer@example.com');
    }
  });

  it('answers 401 signed out', async () => {
    expect((await get(`/api/orders/${MEMBER_FIRST_ORDER}`)).status).toBe(401);
  });

  it('answers 503 with a message when the backend fails, and reports it', async () => {
    const headers = await signInAs('member@example.com');
    await setFault('commerce', '500', 10);
    const response = await get(`/api/orders/${MEMBER_FIRST_ORDER}`, headers);
    expect([503]).toContain(response.status);
    expect(((await response.json()) as { message: string }).message).toMatch(/just now|account/);
  });
});

describe('GET /api/orders/lookup', () => {
  it('shows a guest the limited order: items and totals, no address and no card', async () => {
    const response = await lookup({ email: 'customer@example.com', orderNumber: '1002' }, uniqueClient());
    expect(response.status).toBe(200);
    const { order } = (await response.json()) as { order: Record<string, unknown> };
    expect(order).toMatchObject({ orderNumber: 1002, fulfillment: 'ship', shipTo: null, card: null });
    expect((order.items as unknown[]).length).toBe(2);
    // Whose order it is and the cart it came from prove a receipt's owner: a lookup never shows them.
    expect(order).not.toHaveProperty('customerId');
    expect(order).not.toHaveProperty('cartId');
  });

  it('accepts the number as printed on a receipt (#1002) and the e-mail in any case', async () => {
    const response = await lookup({ email: ' Customer@Example.com ', orderNumber: '#1002' }, uniqueClient());
    expect(response.status).toBe(200);
  });

  it('answers a wrong e-mail and an unknown number identically, with nothing personal', async () => {
    const wrongEmail = await lookup({ email: 'someone-else@example.com', orderNumber: '1002' }, uniqueClient());
    const unknownNumber = await lookup({ email: 'customer@example.com', orderNumber: '999999' }, uniqueClient());
    expect(wrongEmail.status).toBe(404);
    expect(unknownNumber.status).toBe(404);
    const [a, b] = [await wrongEmail.text(), await unknownNumber.text()];
    expect(a).toBe(b);
    expect(a).not.toContain('@');
    expect(a).not.toMatch(/1002|999999/);
  });

  it('answers 400 per field with the messages, and counts nothing for it', async () => {
    const response = await lookup({ email: 'not-an-email', orderNumber: 'abc' }, uniqueClient());
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      email: 'Please provide a valid email address (eg: name@example.com)',
      orderNumber: 'Please enter the order number from your confirmation e-mail',
    });
    const empty = (await (await lookup({}, uniqueClient())).json()) as { errors: Record<string, string> };
    expect(empty.errors.email).toBe('Please enter email address');
  });

  it('refuses the eleventh failed lookup from one client with a 429, even a right one', async () => {
    const client = uniqueClient();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const miss = await lookup({ email: `guess-${attempt}-${crypto.randomUUID()}@example.com`, orderNumber: String(1000 + attempt) }, client);
      expect(miss.status, `attempt ${attempt}`).toBe(404);
    }
    const refused = await lookup({ email: 'customer@example.com', orderNumber: '1002' }, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBe('Too many order lookups. For your security, please wait 15 minutes and try again.');
    // Another client still gets its answer.
    expect((await lookup({ email: 'customer@example.com', orderNumber: '1002' }, uniqueClient())).status).toBe(200);
  });

  it('refuses the eleventh failed lookup for one e-mail, whichever clients sent them', async () => {
    const email = `target-${crypto.randomUUID()}@example.com`;
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await lookup({ email, orderNumber: String(2000 + attempt) }, uniqueClient())).status).toBe(404);
    }
    expect((await lookup({ email, orderNumber: '2011' }, uniqueClient())).status).toBe(429);
  });

  it('keeps the e-mail out of the logs when the backend fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await setFault('commerce', '500', 10);
      const secret = `private-${crypto.randomUUID()}@example.com`;
      const response = await lookup({ email: secret, orderNumber: '1002' }, uniqueClient());
      expect(response.status).toBe(503);
      expect(await response.text()).not.toContain(secret);
      const logged = JSON.stringify([...errors.mock.calls, ...warnings.mock.calls].map((call) => call.map(String)));
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain(encodeURIComponent(secret));
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
