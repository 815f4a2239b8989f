// The commerce wrapper's status rules (storefront spec section 8), inside workerd,
// against a stub backend that answers each status in turn (and one that hangs).
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersonalData } from '../../src/platform/cache/personal.ts';
import { createCommerce, CommerceError, type CommerceTransport } from '../../src/commerce/index.ts';
import { memoryCache } from './helpers.ts';

// Each test answers the same token differently; the isolate's short reuse of a customer's own
// data (platform/cache/personal.ts) must not carry one test's answer into the next.
beforeEach(() => forgetPersonalData());

const CUSTOMER = {
  id: 'cus-1',
  firstName: 'Morgan',
  lastName: 'Vance',
  emails: [{ id: 'em-1', email: 'member@example.com' }],
  clubs: [{ clubId: 'club-1', clubTitle: 'Wine Society', cancelDate: null, signupDate: '2024-01-01' }],
  orderInformation: { currentWebCartId: 'cart-1', orderCount: 3 },
};
const CART = { id: 'cart-1', customerId: null, items: [], subTotal: 0, total: 0, giftMessage: null };

/** The page builder's c-7-products-data entries that give the stub's products their pages. */
const PAGE_ENTRIES = [
  { id: 'e1', data: { productId: 'p1', productSlug: 'isosceles-2021', builderProductPageSlug: 'isosceles-2021' } },
  { id: 'e2', data: { productId: 'p2', productSlug: 'no-such-wine', builderProductPageSlug: 'no-such-wine' } },
];

type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'hang' | 'network-error';

const APP = { id: 'triangle-ridge-storefront', secret: 'app-secret-key' };
const APP_BASIC = `Basic ${btoa('triangle-ridge-storefront:app-secret-key')}`;

function stub(answers: Answer[], timeoutMs = 200) {
  const seen: Request[] = [];
  const events = { unauthorized: 0, cartNotFound: 0, reported: [] as unknown[] };
  const transport: CommerceTransport = {
    apiUrl: 'https://commerce.test/v1',
    tenant: 'triangle-ridge',
    app: APP,
    timeoutMs,
    fetcher: async (request) => {
      seen.push(request);
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
      if (answer === 'hang') return new Promise<Response>((resolve) => setTimeout(() => resolve(new Response('{}')), 5_000));
      if (answer === 'network-error') throw new TypeError('fetch failed');
      const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
    },
    onUnauthorized: () => void events.unauthorized++,
    onCartNotFound: () => void events.cartNotFound++,
    report: (error) => void events.reported.push(error),
  };
  const commerce = createCommerce(transport, memoryCache(), { shippingLocation: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13' }, { entries: async () => PAGE_ENTRIES });
  return { commerce, seen, events };
}

describe('the commerce wrapper', () => {
  it('sends GET with JSON headers, the tenant header and the customer token', async () => {
    const { commerce, seen } = stub([{ status: 200, body: CUSTOMER }]);
    await commerce.customers.self('tok-123');
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('https://commerce.test/v1/customer/self');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('tenant')).toBe('triangle-ridge');
    expect(request.headers.get('authorization')).toBe('tok-123');
  });

  it('parses 200 and 201 bodies and accepts an empty 204', async () => {
    const { commerce } = stub([{ status: 201, body: CART }]);
    expect((await commerce.carts.create({ userAgent: 'test' })).id).toBe('cart-1');
    const { commerce: logout } = stub([{ status: 204 }]);
    await expect(logout.customers.logout('tok')).resolves.toBeUndefined();
  });

  it('on 401 clears the token cookie and returns the body for login and self', async () => {
    const { commerce, events } = stub([{ status: 401, body: { statusCode: 401, message: 'The email or password you entered is incorrect.' } }]);
    expect(await commerce.customers.login('a@b.co', 'nope')).toEqual({ ok: false, message: 'The email or password you entered is incorrect.' });
    expect(events.unauthorized).toBe(1);
    const self = stub([{ status: 401, body: { message: 'Token expired' } }]);
    expect(await self.commerce.customers.self('old')).toBeNull();
    expect(self.events.unauthorized).toBe(1);
  });

  it('on 401 rejects other customer-token calls after clearing the token cookie', async () => {
    const { commerce, events } = stub([{ status: 401, body: { message: 'Unauthorized' } }]);
    await expect(commerce.clubs.forCustomer('tok', 'cus-1')).rejects.toMatchObject({ statusCode: 401 });
    expect(events.unauthorized).toBe(1);
  });

  it('sends the app’s Basic credentials on app calls only, never with a customer token', async () => {
    const { commerce, seen } = stub([{ status: 200, body: { orders: [], total: 0 } }]);
    await commerce.orders.list('cus-1');
    expect(seen[0]!.url).toBe('https://commerce.test/v1/order?customerId=cus-1&page=1&limit=10');
    expect(seen[0]!.headers.get('authorization')).toBe(APP_BASIC);
    expect(seen[0]!.headers.get('tenant')).toBe('triangle-ridge');
    const self = stub([{ status: 200, body: CUSTOMER }]);
    await self.commerce.customers.self('tok-123');
    expect(self.seen[0]!.headers.get('authorization')).toBe('tok-123');
    const anonymous = stub([{ status: 201, body: CART }]);
    await anonymous.commerce.carts.create({ userAgent: 'test' });
    expect(anonymous.seen[0]!.headers.has('authorization')).toBe(false);
  });

  it('on an app call’s 401 reports a configuration fault (not a 401) and never signs the customer out', async () => {
    const { commerce, events } = stub([{ status: 401, body: { statusCode: 401, type: 'unauthorized', message: 'Unauthorized user', errors: [] } }]);
    const failure = await commerce.orders.list('cus-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).statusCode).toBe(502);
    expect(events.unauthorized).toBe(0);
    expect(events.reported).toHaveLength(1);
  });

  it('on a 429 waits for Retry-After and tries once more when that fits inside the deadline', async () => {
    const { commerce, seen } = stub(
      [
        { status: 429, body: { statusCode: 429, message: 'Too many requests' }, headers: { 'retry-after': '1' } },
        { status: 200, body: { orders: [], total: 0 } },
      ],
      5_000,
    );
    const started = Date.now();
    expect(await commerce.orders.list('cus-1')).toMatchObject({ orders: [], total: 0 });
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('on a 429 whose Retry-After does not fit the deadline, rejects at once with the busy message and reports it', async () => {
    const { commerce, seen, events } = stub([{ status: 429, body: { statusCode: 429, message: 'Too many requests' }, headers: { 'retry-after': '60' } }], 5_000);
    const started = Date.now();
    await expect(commerce.orders.list('cus-1')).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(events.reported).toHaveLength(1);
    expect(events.unauthorized).toBe(0);
  });

  it('on 404 returns an empty result for a missing product slug', async () => {
    const { commerce } = stub([{ status: 404, body: { message: 'Product not found.' } }]);
    expect(await commerce.products.product('no-such-wine', 'cus-1')).toBeNull();
  });

  it('on 404 returns the message for reset-password and magic links', async () => {
    const { commerce } = stub([{ status: 404, body: { message: "We couldn't find an account with that email." } }]);
    expect(await commerce.customers.resetPasswordLink('x@y.co', 'http://localhost')).toEqual({ ok: false, message: "We couldn't find an account with that email." });
    expect(await commerce.customers.magicLink('x@y.co', 'http://localhost')).toEqual({ ok: false, message: "We couldn't find an account with that email." });
  });

  it('on a cart 404 clears the cart cookie and rejects with 404', async () => {
    const { commerce, events } = stub([{ status: 404, body: { message: 'Cart not found' } }]);
    await expect(commerce.carts.get('gone')).rejects.toMatchObject({ statusCode: 404 });
    expect(events.cartNotFound).toBe(1);
  });

  it('on other 404s rejects with statusCode 404', async () => {
    const { commerce, events } = stub([{ status: 404, body: { message: 'Order not found' } }]);
    await expect(commerce.orders.forCustomer('tok', 'cus-1', 'ord-9')).rejects.toMatchObject({ statusCode: 404, message: 'Order not found' });
    expect(events.cartNotFound).toBe(0);
  });

  it('on 422 returns the body for cart calls', async () => {
    const { commerce } = stub([{ status: 422, body: { statusCode: 422, message: 'Only 2 of Isosceles 2021 left in stock.' } }]);
    expect(await commerce.carts.addItem('cart-1', { sku: 'ISO21', quantity: 5 })).toEqual({ ok: false, status: 422, message: 'Only 2 of Isosceles 2021 left in stock.' });
  });

  it('on 422 rejects calls that are not cart calls', async () => {
    const { commerce } = stub([{ status: 422, body: { message: 'Invalid' } }]);
    await expect(commerce.clubs.cancel('tok', 'cus-1', 'mem-1')).rejects.toMatchObject({ statusCode: 422 });
  });

  it('rejects any other status, reporting server errors', async () => {
    for (const status of [400, 403, 409, 500]) {
      const { commerce, events } = stub([{ status, body: { message: `status ${status}` } }]);
      await expect(commerce.orders.limited('ord-1')).rejects.toMatchObject({ statusCode: status });
      expect(events.reported.length).toBe(status >= 500 ? 1 : 0);
    }
  });

  it('answers statusCode 408 "Request timed out." when the backend hangs past the deadline, and reports it', async () => {
    const { commerce, events } = stub(['hang']);
    await expect(commerce.customers.self('tok')).rejects.toEqual(new CommerceError('Request timed out.', 408));
    expect(events.reported).toHaveLength(1);
  });

  it('applies the status rules when an error answer is not JSON', async () => {
    const unauthorized = stub([{ status: 401, raw: '<html>Unauthorized</html>' }]);
    await expect(unauthorized.commerce.orders.limited('ord-1')).rejects.toMatchObject({ statusCode: 401 });
    expect(unauthorized.events.unauthorized).toBe(1);
    const missingCart = stub([{ status: 404, raw: 'Not Found' }]);
    await expect(missingCart.commerce.carts.get('gone')).rejects.toMatchObject({ statusCode: 404 });
    expect(missingCart.events.cartNotFound).toBe(1);
  });

  it('tries an idempotent call up to 3 times when the backend is unavailable', async () => {
    const { commerce, seen } = stub([{ status: 503 }, 'network-error', { status: 200, body: CUSTOMER }]);
    expect((await commerce.customers.self('tok'))?.firstName).toBe('Morgan');
    expect(seen).toHaveLength(3);
  });

  it('gives up after 3 tries', async () => {
    const { commerce, seen } = stub([{ status: 503 }]);
    await expect(commerce.customers.self('tok')).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(3);
  });

  it('never repeats a POST whose answer was lost', async () => {
    const { commerce, seen } = stub(['network-error']);
    await expect(commerce.carts.addItem('cart-1', { sku: 'ISO21', quantity: 1 })).rejects.toBeInstanceOf(CommerceError);
    expect(seen).toHaveLength(1);
  });

  it('reports a JSON parse failure and rejects', async () => {
    const { commerce, events } = stub([{ status: 200, raw: '{"id": ' }]);
    await expect(commerce.customers.self('tok')).rejects.toMatchObject({ statusCode: 502 });
    expect(events.reported).toHaveLength(1);
  });

  it('reports and rejects a body that does not match the expected shape', async () => {
    const { commerce, events } = stub([{ status: 200, body: { id: 42 } }]);
    await expect(commerce.customers.self('tok')).rejects.toMatchObject({ statusCode: 502 });
    expect(events.reported).toHaveLength(1);
  });

  it('reads products through the cache: the second read makes no call', async () => {
    const product = {
      id: 'p1',
      slug: 'isosceles-2021',
      title: 'Isosceles 2021',
      type: 'Wine',
      webStatus: 'Available',
      adminStatus: 'Available',
      variants: [{ id: 'v1', sku: 'ISO21', title: '750ml', price: 9500 }],
    };
    const { commerce, seen } = stub([{ status: 200, body: product }]);
    const first = await commerce.products.product('isosceles-2021');
    expect(first?.title).toBe('Isosceles 2021');
    expect(await commerce.products.product('isosceles-2021')).toBe(first);
    expect(seen).toHaveLength(1);
  });

  it('creates a cart with channel Web and retries without metadata when that fails', async () => {
    const { commerce, seen } = stub([
      { status: 422, body: { message: 'metaData invalid' } },
      { status: 201, body: CART },
    ]);
    const cart = await commerce.carts.create({ userAgent: 'Mozilla/5.0', customerId: 'cus-1', emailId: 'em-1', metaData: { utm_source: 'mail' } });
    expect(cart.id).toBe('cart-1');
    const [first, second] = await Promise.all(seen.map((r) => r.clone().json() as Promise<Record<string, unknown>>));
    expect(first).toMatchObject({ channel: 'Web', connectionInformation: { userAgent: 'Mozilla/5.0' }, customerId: 'cus-1', additionalInfo: { emailId: 'em-1' }, metaData: { utm_source: 'mail' } });
    expect(second).not.toHaveProperty('metaData');
  });
});

describe('the order and membership verbs', () => {
  const ORDER = {
    id: 'ord-1',
    orderNumber: 1002,
    orderSubmittedDate: '2025-04-02T16:30:00.000Z',
    customerId: 'cus-1',
    email: 'a@b.co',
    items: [{ sku: 'CH23-750', productTitle: 'Chardonnay 2023', quantity: 2, price: 4200, originalPrice: 4200, comparePrice: null }],
    subTotal: 8400,
    shipTotal: 0,
    taxTotal: 0,
    total: 8400,
    fulfillmentStatus: 'Fulfilled',
    orderDeliveryMethod: null,
    shipTo: null,
    billTo: null,
    tenders: [],
  };
  const MEMBERSHIP = {
    id: 'mem-1',
    customerId: 'cus-1',
    clubId: 'club-1',
    club: { id: 'club-1', title: 'Wine Society', slug: 'wine-society' },
    status: 'Active',
    signupDate: '2024-01-01T00:00:00.000Z',
    cancelDate: null,
  };

  it('looks up a guest order by e-mail and number and answers the app’s order', async () => {
    const { commerce, seen } = stub([{ status: 200, body: ORDER }]);
    const order = await commerce.orders.lookup('a@b.co', '1002');
    expect(new URL(seen[0]!.url).search).toBe('?email=a%40b.co&orderNumber=1002');
    expect(order).toMatchObject({ id: 'ord-1', orderNumber: 1002, submittedAt: '2025-04-02T16:30:00.000Z', fulfillmentStatus: 'Fulfilled', fulfillment: null, shipTo: null });
    expect(order).not.toHaveProperty('orderSubmittedDate');
  });

  it('reads a customer’s own order behind their token', async () => {
    const { commerce, seen } = stub([{ status: 200, body: ORDER }]);
    expect((await commerce.orders.forCustomer('tok', 'cus-1', 'ord-1'))?.submittedAt).toBe('2025-04-02T16:30:00.000Z');
    expect(seen[0]!.url).toBe('https://commerce.test/v1/customer/cus-1/order/ord-1');
    expect(seen[0]!.headers.get('authorization')).toBe('tok');
  });

  it('answers a missing order by id with null', async () => {
    const { commerce } = stub([{ status: 404, body: { message: 'Order not found.' } }]);
    expect(await commerce.orders.limited('nope')).toBeNull();
  });

  it('lists a customer’s memberships as the app’s memberships', async () => {
    const { commerce, seen } = stub([{ status: 200, body: { clubMemberships: [MEMBERSHIP] } }]);
    expect(await commerce.clubs.forCustomer('tok', 'cus-1')).toEqual([
      {
        id: 'mem-1',
        status: 'Active',
        club: { id: 'club-1', title: 'Wine Society', slug: 'wine-society' },
        signupDate: '2024-01-01T00:00:00.000Z',
        cancelDate: null,
        cancellationReason: null,
        delivery: null,
        shipTo: null,
        card: null,
        subscription: null,
      },
    ]);
    expect(seen[0]!.url).toBe('https://commerce.test/v1/customer/cus-1/club-membership');
  });

  it('reads one membership by id', async () => {
    const { commerce, seen } = stub([{ status: 200, body: MEMBERSHIP }]);
    expect((await commerce.clubs.membership('mem-1'))?.club.title).toBe('Wine Society');
    expect(seen[0]!.url).toBe('https://commerce.test/v1/club-membership/mem-1/limited');
  });

  it('cancels a membership with a reason and answers the cancelled membership', async () => {
    const cancelled = { ...MEMBERSHIP, status: 'Cancelled', cancelDate: '2026-02-01T00:00:00.000Z' };
    const { commerce, seen } = stub([{ status: 200, body: cancelled }]);
    expect(await commerce.clubs.cancel('tok', 'cus-1', 'mem-1', 'Moving')).toMatchObject({ status: 'Cancelled', cancelDate: '2026-02-01T00:00:00.000Z' });
    expect(seen[0]!.method).toBe('PUT');
    expect(await seen[0]!.clone().json()).toEqual({ cancellationReason: 'Moving' });
  });

  it('reports and rejects a membership that names no club', async () => {
    const { club: _, ...untitled } = MEMBERSHIP;
    const { commerce, events } = stub([{ status: 200, body: untitled }]);
    await expect(commerce.clubs.membership('mem-1')).rejects.toMatchObject({ statusCode: 502 });
    expect(events.reported).toHaveLength(1);
  });
});
