// The commerce verbs for accounts and clubs against a stub backend: which calls a join
// makes and in what order, where the card's gateway token goes (one request, never
// retried, in Commerce7's documented create body), and how refusals come back (storefront
// spec section 8's wrapper).
import { describe, expect, it } from 'vitest';
import { expectShape } from '../contract/shape.ts';
import createCardRequest from './fixtures/commerce7/credit-card-create.request.json';
import { createCommerce, type CommerceTransport } from '../../src/commerce/index.ts';
import type { Club } from '../../src/commerce/types.ts';

type Answer = { status: number; body?: unknown };

function stub(answers: Answer[]) {
  const seen: { method: string; url: string; body: string; authorization: string | null }[] = [];
  const reported: unknown[] = [];
  const transport: CommerceTransport = {
    apiUrl: 'https://commerce.test/v1',
    tenant: 'triangle-ridge',
    app: { id: 'triangle-ridge-storefront', secret: 'app-secret-key' },
    timeoutMs: 200,
    fetcher: async (request) => {
      seen.push({ method: request.method, url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
    onUnauthorized: () => undefined,
    onCartNotFound: () => undefined,
    report: (error) => void reported.push(error),
  };
  const cache = {
    deps: { kv: { get: (async (_key: string) => null) as unknown as KVNamespace['get'], put: async () => undefined, delete: async () => undefined }, waitUntil: () => undefined },
    policy: { freshSeconds: 60, staleSeconds: 60 },
  };
  return { commerce: createCommerce(transport, cache, { shippingLocation: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13' }), seen, reported };
}

const RED: Club = { id: 'club-6-red', title: 'Wine Society — 6 Bottles, Red Wines', slug: '6-bottle-red-wines', type: 'Traditional', content: '', available: true };
const SUBSCRIPTION: Club = { id: 'club-sub', title: 'Isosceles Subscription', slug: '6-bottle-isosceles-subscription-1-month', type: 'Subscription', content: '', available: true };
const PAYMENT = {
  tokenOnFile: 'tok_abc123',
  gateway: 'Commerce7Payments' as const,
  cardBrand: 'Visa' as const,
  maskedCardNumber: '************4242',
  expiryMo: 12,
  expiryYr: 2034,
  cardHolderName: 'Ada Lovelace',
};
const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'CA', zipCode: '94558', phone: undefined };
// club-memberships.md: the address and card by id, the club nested.
const MEMBERSHIP = {
  id: 'mem-1',
  customerId: 'cus-1',
  clubId: 'club-6-red',
  club: { id: 'club-6-red', title: RED.title, slug: RED.slug },
  status: 'Active',
  signupDate: '2026-11-23T10:00:00.000Z',
  cancelDate: null,
  orderDeliveryMethod: 'Ship',
  billToCustomerAddressId: 'addr-1',
  shipToCustomerAddressId: 'addr-1',
  customerCreditCardId: 'card-1',
};
// customer-credit-cards.md: the create answers with the credit-card object.
const CARD = { id: 'card-1', cardBrand: 'Visa', maskedCardNumber: '************4242', expiryMo: 12, expiryYr: 2034, tokenOnFile: 'tok_x', customerId: 'cus-1', isDefault: false };
const APP_BASIC = `Basic ${btoa('triangle-ridge-storefront:app-secret-key')}`;

describe('clubs.join', () => {
  it('puts the card’s token on file (the documented create body), then the address, then the membership', async () => {
    const { commerce, seen } = stub([
      { status: 201, body: CARD },
      { status: 201, body: { id: 'addr-1' } },
      { status: 201, body: MEMBERSHIP },
    ]);
    const result = await commerce.clubs.join('cus-1', { club: RED, fulfillment: 'ship', shipTo: SHIP_TO, payment: PAYMENT });
    expect(result).toMatchObject({ ok: true, membership: { id: 'mem-1', delivery: 'ship', card: { masked: '************4242' } } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST https://commerce.test/v1/customer/cus-1/credit-card',
      'POST https://commerce.test/v1/customer/cus-1/address',
      'POST https://commerce.test/v1/club-membership',
    ]);
    // All three are Commerce7 app endpoints: the app's Basic credentials, never a customer token.
    expect(seen.map((r) => r.authorization)).toEqual([APP_BASIC, APP_BASIC, APP_BASIC]);
    const cardBody = JSON.parse(seen[0]!.body) as Record<string, unknown>;
    expectShape(cardBody, createCardRequest, { partial: true });
    expect(cardBody).toEqual({
      cardBrand: 'Visa',
      gateway: 'Commerce7Payments',
      maskedCardNumber: '************4242',
      tokenOnFile: 'tok_abc123',
      expiryMo: 12,
      expiryYr: 2034,
      cardHolderName: 'Ada Lovelace',
      isDefault: false,
    });
    expect(seen.slice(1).every((r) => !r.body.includes('tok_abc123'))).toBe(true);
    expect(JSON.parse(seen[2]!.body)).toMatchObject({
      customerId: 'cus-1',
      clubId: 'club-6-red',
      billToCustomerAddressId: 'addr-1',
      shipToCustomerAddressId: 'addr-1',
      customerCreditCardId: 'card-1',
      orderDeliveryMethod: 'Ship',
      cancelDate: null,
    });
    expect(JSON.parse(seen[2]!.body)).not.toHaveProperty('subscription');
  });

  it('picks up without an address, and a subscription sends its frequency in months, first processed two days after sign-up', async () => {
    const { commerce, seen } = stub([
      { status: 201, body: CARD },
      { status: 201, body: { ...MEMBERSHIP, orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, subscription: { frequency: '1', nextProcessDate: null } } },
    ]);
    const result = await commerce.clubs.join('cus-1', { club: SUBSCRIPTION, fulfillment: 'pickup', payment: PAYMENT, frequency: 'Monthly' });
    expect(result).toMatchObject({ ok: true, membership: { delivery: 'pickup', shipTo: null, subscription: { frequency: 'Monthly' } } });
    expect(seen).toHaveLength(2);
    const body = JSON.parse(seen[1]!.body) as { signupDate: string; subscription: { frequency: string; nextProcessDate: string } };
    // club-memberships.md: "frequency": "3" is the number of months.
    expect(body).toMatchObject({ orderDeliveryMethod: 'Pickup', subscription: { frequency: '1' } });
    // No address to send: the fields are left out, never null.
    expect(body).not.toHaveProperty('shipToCustomerAddressId');
    expect(body).not.toHaveProperty('billToCustomerAddressId');
    expect(Date.parse(body.subscription.nextProcessDate) - Date.parse(body.signupDate)).toBe(2 * 24 * 60 * 60 * 1000);
  });

  it('stops at a declined card with the backend’s message, making no other call', async () => {
    const { commerce, seen } = stub([{ status: 422, body: { statusCode: 422, type: 'validation', message: 'Your card was declined. Please use a different card.' } }]);
    const result = await commerce.clubs.join('cus-1', { club: RED, fulfillment: 'ship', shipTo: SHIP_TO, payment: PAYMENT });
    expect(result).toEqual({ ok: false, status: 422, message: 'Your card was declined. Please use a different card.' });
    expect(seen).toHaveLength(1);
  });

  it('returns the backend’s 409 for an active member', async () => {
    const { commerce } = stub([
      { status: 201, body: CARD },
      { status: 409, body: { statusCode: 409, type: 'conflict', message: 'Already a member.' } },
    ]);
    expect(await commerce.clubs.join('cus-1', { club: RED, fulfillment: 'pickup', payment: PAYMENT })).toEqual({ ok: false, status: 409, message: 'Already a member.' });
  });

  it('never sends a card twice: a 503 on the card call rejects after one try', async () => {
    const { commerce, seen } = stub([{ status: 503, body: { message: 'busy' } }]);
    await expect(commerce.clubs.join('cus-1', { club: RED, fulfillment: 'pickup', payment: PAYMENT })).rejects.toMatchObject({ statusCode: 503 });
    expect(seen).toHaveLength(1);
  });
});

describe('clubs.ownMembership', () => {
  it('finds one of the customer’s own memberships; another id is null', async () => {
    const { commerce, seen } = stub([{ status: 200, body: { clubMemberships: [MEMBERSHIP], total: 1 } }]);
    expect(await commerce.clubs.ownMembership('tok', 'cus-1', 'mem-1')).toMatchObject({ id: 'mem-1', club: { slug: '6-bottle-red-wines' } });
    expect(await commerce.clubs.ownMembership('tok', 'cus-1', 'someone-elses')).toBeNull();
    expect(seen[0]!.url).toBe('https://commerce.test/v1/customer/cus-1/club-membership');
    expect(seen[0]!.method).toBe('GET');
  });
});

describe('clubs.list and bySlug', () => {
  it('reads the clubs and finds one by its page slug', async () => {
    const raw = {
      id: 'club-6-red',
      title: RED.title,
      slug: RED.slug,
      type: 'Traditional',
      content: '<p>Six reds</p>',
      seo: { title: 't', description: 'd' },
      webStatus: 'Available',
      adminStatus: 'Not Available',
    };
    const { commerce, seen } = stub([{ status: 200, body: { clubs: [raw], total: 1 } }]);
    expect(await commerce.clubs.bySlug('6-bottle-red-wines')).toEqual({ ...RED, content: '<p>Six reds</p>', available: false });
    expect(await commerce.clubs.bySlug('nope')).toBeNull();
    expect(seen[0]!.url).toBe('https://commerce.test/v1/club');
  });
});

describe('customers.register', () => {
  const CUSTOMER = { id: 'cus-9', firstName: 'Ada', lastName: 'Lovelace', emails: [{ id: 'em-9', email: 'ada@example.com' }] };
  const INPUT = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Vintage-2026', birthDate: '1990-05-01' };

  it('creates the customer in Commerce7’s shape (no password), sets the password, then signs in with the same password and cart', async () => {
    const { commerce, seen } = stub([
      { status: 201, body: CUSTOMER },
      { status: 200, body: CUSTOMER },
      { status: 200, body: { token: 'tok-9', customer: CUSTOMER } },
    ]);
    const result = await commerce.customers.register(INPUT, 'cart-1');
    expect(result).toMatchObject({ ok: true, token: 'tok-9', customer: { id: 'cus-9', email: 'ada@example.com' } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST https://commerce.test/v1/customer', 'PUT https://commerce.test/v1/customer/cus-9', 'POST https://commerce.test/v1/customer/login']);
    expect(JSON.parse(seen[0]!.body)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-05-01', emails: [{ email: 'ada@example.com' }], isSendTransactionEmail: true });
    expect(JSON.parse(seen[1]!.body)).toEqual({ password: 'Vintage-2026' });
    expect(JSON.parse(seen[2]!.body)).toEqual({ email: 'ada@example.com', password: 'Vintage-2026', cartId: 'cart-1' });
    // The create and the password are app calls; the login is the storefront's own, without the app's credentials.
    expect(seen.map((r) => r.authorization)).toEqual([APP_BASIC, APP_BASIC, null]);
  });

  it('answers a taken e-mail with 409 and does not sign in', async () => {
    const { commerce, seen } = stub([{ status: 409, body: { statusCode: 409, type: 'conflict', message: 'A customer with this email already exists.' } }]);
    expect(await commerce.customers.register(INPUT)).toEqual({ ok: false, status: 409, message: 'A customer with this email already exists.' });
    expect(seen).toHaveLength(1);
  });
});
