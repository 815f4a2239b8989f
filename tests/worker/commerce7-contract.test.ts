// Contract tests binding the commerce emulator, and the storefront's requests, to
// Commerce7's documentation: every fixture in fixtures/commerce7/ is an example object of
// the docs (its `_source` names the page), never our own code. The emulator's answers
// must carry every documented field and no other (null where there is no data); the
// storefront's request bodies may carry only documented fields (partial).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createCommerce, type CommerceTransport } from '../../src/commerce/index.ts';
import { RawCustomerSchema } from '../../src/commerce/client/raw.schema.ts';
import { reshapeCustomer } from '../../src/commerce/client/reshape.ts';
import { expectShape } from '../contract/shape.ts';
import address from './fixtures/commerce7/address.json';
import cartDoc from './fixtures/commerce7/cart.json';
import clubDoc from './fixtures/commerce7/club.json';
import membershipDoc from './fixtures/commerce7/club-membership.json';
import customerDoc from './fixtures/commerce7/customer.json';
import customerNulls from './fixtures/commerce7/customer-nulls.json';
import error401 from './fixtures/commerce7/error-401.json';
import orderDoc from './fixtures/commerce7/order.json';
import { APP_AUTHORIZATION, COMMERCE_APP, commerce, commerceCart, commerceLogin } from './helpers.ts';

const withoutOwnKeys = (fixture: Record<string, unknown>) => Object.fromEntries(Object.entries(fixture).filter(([key]) => !key.startsWith('_')));
const json = async <T = Record<string, unknown>>(response: Response): Promise<T> => {
  expect(response.status, response.url).toBeLessThan(300);
  return (await response.json()) as T;
};

describe('the emulator answers in Commerce7’s documented objects', () => {
  it('customer (customers.md): self, the login’s customer and the app read', async () => {
    const member = await commerceLogin('member@example.com');
    expectShape(member.body.customer, customerDoc);
    expectShape(await json(await commerce('/customer/self', { headers: { authorization: member.token } })), customerDoc);
    expectShape(await json(await commerce(`/customer/${member.customerId}`, { app: true })), customerDoc);
  });

  it('a customer who gave only an e-mail: every field but the e-mail null', async () => {
    const { body, token } = await commerceLogin('email-only@example.com');
    const answer = await json(await commerce('/customer/self', { headers: { authorization: token } }));
    expectShape(answer, customerDoc);
    expect(body.customer).toEqual(answer);
    for (const [key, value] of Object.entries(withoutOwnKeys(customerNulls))) {
      if (value === null) expect(answer[key], key).toBeNull();
    }
    // And the storefront reads it: null names stay null, never "null".
    const customer = reshapeCustomer(v.parse(RawCustomerSchema, answer));
    expect(customer).toMatchObject({ firstName: null, lastName: null, email: 'email-only@example.com', subscribedToEmail: false });
    expect(reshapeCustomer(v.parse(RawCustomerSchema, withoutOwnKeys(customerNulls)))).toMatchObject({ firstName: null, lastName: null, phone: null, clubs: [] });
  });

  it('address (customer-addresses.md), read by id and listed', async () => {
    const member = await commerceLogin('member@example.com');
    const list = await json<{ customerAddresses: unknown[]; total: number }>(await commerce(`/customer/${member.customerId}/address`, { app: true }));
    expect(list.total).toBe(list.customerAddresses.length);
    expect(list.total).toBeGreaterThan(0);
    for (const item of list.customerAddresses) expectShape(item, address);
    const first = list.customerAddresses[0] as { id: string };
    expectShape(await json(await commerce(`/customer/${member.customerId}/address/${first.id}`, { app: true })), address);
  });

  it('club (clubs.md), listed and read by id', async () => {
    const { clubs } = await json<{ clubs: { id: string }[] }>(await commerce('/club', { app: true }));
    for (const club of clubs) expectShape(club, clubDoc);
    expectShape(await json(await commerce(`/club/${clubs[0]!.id}`, { app: true })), clubDoc);
  });

  it('club membership (club-memberships.md): the address and card by id, the club and customer nested', async () => {
    const member = await commerceLogin('member@example.com');
    const { clubMemberships } = await json<{ clubMemberships: { id: string }[] }>(await commerce(`/customer/${member.customerId}/club-membership`, { headers: { authorization: member.token } }));
    expect(clubMemberships.length).toBeGreaterThan(0);
    for (const membership of clubMemberships) expectShape(membership, membershipDoc);
    const id = clubMemberships[0]!.id;
    expectShape(await json(await commerce(`/club-membership/${id}`, { app: true })), membershipDoc);
    expectShape(await json(await commerce(`/club-membership/${id}/limited`)), membershipDoc);
    const byClub = await json<{ clubMemberships: { clubId: string }[]; total: number }>(
      await commerce(`/club-membership?clubId=${(clubMemberships[0] as unknown as { clubId: string }).clubId}`, { app: true }),
    );
    expect(byClub.total).toBeGreaterThan(0);
    for (const membership of byClub.clubMemberships) expectShape(membership, membershipDoc);
  });

  it('order (orders.md): by id, one customer’s page, and the limited lookups', async () => {
    const casey = await commerceLogin('customer@example.com');
    const page = await json<{ orders: { id: string }[]; total: number }>(await commerce(`/order?customerId=${casey.customerId}`, { app: true }));
    expect(page.total).toBe(2);
    for (const order of page.orders) expectShape(order, orderDoc);
    const id = page.orders[0]!.id;
    expectShape(await json(await commerce(`/order/${id}`, { app: true })), orderDoc);
    expectShape(await json(await commerce(`/customer/${casey.customerId}/order/${id}`, { headers: { authorization: casey.token } })), orderDoc);
    expectShape(await json(await commerce(`/order/${id}/limited`)), orderDoc);
  });

  it('cart (orders.md "Cart object"): created, with lines', async () => {
    const member = await commerceLogin('member@example.com');
    const id = await commerceCart(member.customerId);
    expectShape(await json(await commerce(`/cart/${id}`)), cartDoc);
    const added = await json(await commerce(`/cart/${id}/item`, { method: 'POST', body: JSON.stringify({ sku: 'CS22-750', quantity: 2 }) }));
    expectShape(added, cartDoc);
    expect((added as { items: unknown[] }).items).toEqual([expect.objectContaining({ price: 7600, originalPrice: 9500, comparePrice: null })]);
  });
});

describe('app endpoints refuse a call without the app’s credentials with Commerce7’s 401', () => {
  const APP_CALLS: [string, string][] = [
    ['GET', '/club'],
    ['GET', '/customer/f3d150f8-3267-486e-a82b-309b55276869'],
    ['PUT', '/customer/f3d150f8-3267-486e-a82b-309b55276869'],
    ['POST', '/customer'],
    ['GET', '/customer/f3d150f8-3267-486e-a82b-309b55276869/address'],
    ['POST', '/customer/f3d150f8-3267-486e-a82b-309b55276869/address'],
    ['POST', '/customer/f3d150f8-3267-486e-a82b-309b55276869/credit-card'],
    ['GET', '/customer/f3d150f8-3267-486e-a82b-309b55276869/credit-card'],
    ['POST', '/club-membership'],
    ['PUT', '/club-membership/478be209-4f97-4e27-91f7-8d7f548ee1fc'],
    ['GET', '/club-membership/478be209-4f97-4e27-91f7-8d7f548ee1fc'],
    ['GET', '/club-membership'],
    ['GET', '/order?customerId=f3d150f8-3267-486e-a82b-309b55276869'],
    ['GET', '/order/0026266d-955f-4bfe-9b3b-524f90fc7fe7'],
  ];

  it('none, a customer token, a wrong secret or another app id: 401 { statusCode, type, message, errors: [] }', async () => {
    const member = await commerceLogin('member@example.com');
    const wrong: Record<string, string>[] = [
      {},
      { authorization: member.token },
      { authorization: `Basic ${btoa(`${COMMERCE_APP.id}:not-the-secret`)}` },
      { authorization: `Basic ${btoa(`another-app:${COMMERCE_APP.secret}`)}` },
    ];
    for (const [method, path] of APP_CALLS) {
      for (const headers of wrong) {
        const response = await commerce(path, { method, headers, body: method === 'GET' ? undefined : '{}' });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers).slice(0, 40)}`).toBe(401);
        expect(await response.json()).toEqual(withoutOwnKeys(error401));
      }
    }
  });

  it('the storefront’s own calls still need only the tenant and, where they need one, the customer’s token', async () => {
    expect((await commerce('/product/for-web?collectionSlug=all&limit=1')).status).toBe(200);
    expect((await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email: 'member@example.com', password: 'Cellar-door-21' }) })).status).toBe(200);
    const member = await commerceLogin('member@example.com');
    expect((await commerce('/customer/self', { headers: { authorization: member.token } })).status).toBe(200);
    expect((await commerce(`/customer/${member.customerId}/club-membership`, { headers: { authorization: member.token } })).status).toBe(200);
    expect((await commerce('/cart', { method: 'POST', body: JSON.stringify({ channel: 'Web' }) })).status).toBe(201);
    // The app's credentials are not a customer: a customer-token call refuses them.
    expect((await commerce('/customer/self', { headers: { authorization: APP_AUTHORIZATION } })).status).toBe(401);
  });
});

describe('the storefront’s request bodies use only documented fields', () => {
  type Seen = { method: string; path: string; body: unknown };
  function capture(answers: Record<string, unknown>, settings: { sendTransactionEmail?: boolean } = {}) {
    const seen: Seen[] = [];
    const transport: CommerceTransport = {
      apiUrl: 'https://commerce.test/v1',
      tenant: 'triangle-ridge',
      app: COMMERCE_APP,
      timeoutMs: 500,
      fetcher: async (request) => {
        const path = new URL(request.url).pathname.replace('/v1/', '');
        const text = await request.text();
        seen.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
        const answer = answers[`${request.method} ${path}`] ?? {};
        return new Response(JSON.stringify(answer), { status: request.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
      },
      onUnauthorized: () => undefined,
      onCartNotFound: () => undefined,
      report: () => undefined,
    };
    const cache = {
      deps: { kv: { get: (async () => null) as unknown as KVNamespace['get'], put: async () => undefined, delete: async () => undefined }, waitUntil: () => undefined },
      policy: { freshSeconds: 60, staleSeconds: 60 },
    };
    return { commerce: createCommerce(transport, cache, { shippingLocation: 'loc', ...settings }), seen };
  }
  const CUSTOMER = withoutOwnKeys(customerDoc);
  const MEMBERSHIP = withoutOwnKeys(membershipDoc);
  const customerId = CUSTOMER.id as string;

  it('POST /customer (sign-up): documented customer fields only, no password', async () => {
    const { commerce: store, seen } = capture({ 'POST customer': CUSTOMER, [`PUT customer/${customerId}`]: CUSTOMER, 'POST customer/login': { token: 't', customer: CUSTOMER } });
    await store.customers.register({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Vintage-2026', birthDate: '1990-05-01' });
    const create = seen.find((r) => r.method === 'POST' && r.path === 'customer')!;
    // customers.md "Create customer": "Pass isSendTransactionEmail of false if you don't want an email to be sent" (a request flag, not a customer field).
    const { isSendTransactionEmail, ...customerFields } = create.body as Record<string, unknown>;
    expect(isSendTransactionEmail).toBe(true);
    expectShape(customerFields, customerDoc, { partial: true });
    expect(create.body).not.toHaveProperty('password');
    // Unverified (customers.md does not say how a login password is set): the one undocumented field, on the update.
    const update = seen.find((r) => r.method === 'PUT')!;
    expect(Object.keys(update.body as object)).toEqual(['password']);
  });

  it('POST /customer/{id}/address and POST /club-membership (joining): documented fields only, frequency in months', async () => {
    const { commerce: store, seen } = capture({
      [`POST customer/${customerId}/credit-card`]: {
        id: 'c7f4e032-3d59-4626-a27b-144f753ebd40',
        cardBrand: 'Visa',
        maskedCardNumber: '************4242',
        expiryMo: 12,
        expiryYr: 2030,
        tokenOnFile: 'tok_contract',
      },
      [`POST customer/${customerId}/address`]: withoutOwnKeys(address),
      'POST club-membership': MEMBERSHIP,
    });
    const club = { id: MEMBERSHIP.clubId as string, title: 'Red Club', slug: '6-bottle-isosceles-subscription-3-month', type: 'Subscription' as const, content: '', available: true };
    const result = await store.clubs.join(customerId, {
      club,
      fulfillment: 'ship',
      shipTo: { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'CA', zipCode: '94558', phone: undefined },
      payment: { tokenOnFile: 'tok_contract', gateway: 'Commerce7Payments', cardBrand: 'Visa', maskedCardNumber: '************4242', expiryMo: 12, expiryYr: 2030, cardHolderName: 'Ada Lovelace' },
      frequency: 'Every 3 Months',
    });
    expect(result.ok).toBe(true);
    expectShape(seen.find((r) => r.path === `customer/${customerId}/address`)!.body, address, { partial: true });
    const join = seen.find((r) => r.path === 'club-membership')!.body as { subscription: { frequency: string } };
    // club-memberships.md: isSendEmailConfirmation (traditional) / isSendTransactionEmail (subscription), request flags.
    const { isSendEmailConfirmation, isSendTransactionEmail, ...membershipFields } = join as Record<string, unknown>;
    expect([isSendEmailConfirmation, isSendTransactionEmail]).toEqual([true, true]);
    expectShape(membershipFields, membershipDoc, { partial: true });
    expect(join.subscription.frequency).toBe('3');
  });

  it('POST /club-membership for pickup sends no address id at all, never a null one; the e-mail switch follows the setting', async () => {
    const answers = {
      [`POST customer/${customerId}/credit-card`]: {
        id: 'c7f4e032-3d59-4626-a27b-144f753ebd40',
        cardBrand: 'Visa',
        maskedCardNumber: '************4242',
        expiryMo: 12,
        expiryYr: 2030,
        tokenOnFile: 'tok_contract',
      },
      'POST club-membership': { ...MEMBERSHIP, orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, billToCustomerAddressId: null },
    };
    const { commerce: store, seen } = capture(answers, { sendTransactionEmail: false });
    const club = { id: MEMBERSHIP.clubId as string, title: 'Red Club', slug: '6-bottle-red-wines', type: 'Traditional' as const, content: '', available: true };
    const result = await store.clubs.join(customerId, {
      club,
      fulfillment: 'pickup',
      shipTo: undefined,
      payment: { tokenOnFile: 'tok_contract', gateway: 'Commerce7Payments', cardBrand: 'Visa', maskedCardNumber: '************4242', expiryMo: 12, expiryYr: 2030, cardHolderName: 'Ada Lovelace' },
      frequency: undefined,
    });
    expect(result.ok).toBe(true);
    expect(seen.some((r) => r.path === `customer/${customerId}/address`)).toBe(false);
    const join = seen.find((r) => r.path === 'club-membership')!.body as Record<string, unknown>;
    expect(join).not.toHaveProperty('billToCustomerAddressId');
    expect(join).not.toHaveProperty('shipToCustomerAddressId');
    expect(join).toMatchObject({ orderDeliveryMethod: 'Pickup', isSendEmailConfirmation: false, isSendTransactionEmail: false });
  });

  it('PUT /club-membership/{id} (changing delivery): documented fields only', async () => {
    const { commerce: store, seen } = capture({ [`GET club-membership/${MEMBERSHIP.id as string}`]: MEMBERSHIP, [`PUT club-membership/${MEMBERSHIP.id as string}`]: MEMBERSHIP });
    await store.clubs.update(MEMBERSHIP.customerId as string, MEMBERSHIP.id as string, { fulfillment: 'pickup' });
    const put = seen.find((r) => r.method === 'PUT')!;
    expectShape(put.body, membershipDoc, { partial: true });
    expect(put.body).toEqual({ orderDeliveryMethod: 'Pickup' });
  });
});
