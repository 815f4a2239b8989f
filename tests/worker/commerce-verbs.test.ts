// The commerce verbs against the emulator, end to end: what the app receives is its own
// types (src/commerce/types.ts), reshaped from the emulator's answers, with nothing of
// the raw shapes left over. Read-only: other test files cancel and change memberships.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createCommerce, type CommerceTransport } from '../../src/commerce/index.ts';
import seed from '../../src/generated/content-seed.json';
import { COMMERCE_APP, COMMERCE_TENANT, commerceLogin, memoryCache } from './helpers.ts';

function emulatorCommerce() {
  const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
  const reported: unknown[] = [];
  const transport: CommerceTransport = {
    apiUrl: 'https://emulator.internal/commerce/v1',
    tenant: COMMERCE_TENANT,
    app: COMMERCE_APP,
    fetcher: (request) => backend.fetch(request),
    onUnauthorized: () => undefined,
    onCartNotFound: () => undefined,
    report: (error) => void reported.push(error),
  };
  const commerce = createCommerce(
    transport,
    memoryCache(),
    { shippingLocation: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13' },
    { entries: async () => seed.entries.filter((entry) => entry.model === 'c-7-products-data') },
  );
  return { commerce, reported };
}

describe('the commerce verbs against the emulator', () => {
  it('look up a guest order and read a customer’s own order as the app’s order', async () => {
    const { commerce, reported } = emulatorCommerce();
    const order = await commerce.orders.lookup('customer@example.com', '1002');
    // Limited: how it was delivered, but no address and no card.
    expect(order).toMatchObject({ orderNumber: 1002, email: 'customer@example.com', fulfillmentStatus: 'Fulfilled', fulfillment: 'ship', shipTo: null });
    expect(order!.items.map((item) => item.sku)).toEqual(['CH23-750', 'GLS-BDX2']);
    expect(Object.keys(order!).sort()).toEqual([
      'card',
      'cartId',
      'customerId',
      'email',
      'fulfillment',
      'fulfillmentStatus',
      'id',
      'items',
      'orderNumber',
      'previousOrder',
      'purchaseType',
      'shipTo',
      'shippingTotal',
      'subTotal',
      'submittedAt',
      'taxTotal',
      'total',
      'totalDiscount',
    ]);
    expect(order!.card).toBeNull();
    expect(await commerce.orders.limited(order!.id)).toEqual(order);

    // Their own order is the whole order: the same lines and totals, plus delivery, address and card.
    const casey = await commerceLogin('customer@example.com');
    expect(await commerce.orders.forCustomer(casey.token, casey.customerId, order!.id)).toEqual({
      ...order,
      shipTo: { firstName: 'Casey', lastName: 'Lindqvist', address: '1200 Ridge Road', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' },
      card: { brand: 'Visa', masked: '************4242' },
    });
    expect(reported).toEqual([]);
  });

  it('list a customer’s memberships and read one by id as the app’s membership', async () => {
    const { commerce, reported } = emulatorCommerce();
    const { token, customerId } = await commerceLogin('former-member@example.com');
    const memberships = await commerce.clubs.forCustomer(token, customerId);
    expect(memberships).toEqual([
      {
        id: expect.any(String),
        status: 'Cancelled',
        club: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Wine Society — 6 Bottles, Red Wines', slug: '6-bottle-red-wines' },
        signupDate: expect.any(String),
        cancelDate: '2025-08-31T00:00:00.000Z',
        cancellationReason: 'Moving',
        delivery: 'ship',
        shipTo: { firstName: 'Riley', lastName: 'Okafor', address: '1200 Ridge Road', address2: null, city: 'Napa', stateCode: 'CA', zipCode: '94558' },
        card: { brand: 'Visa', masked: '************4242', expiry: '12/29' },
        subscription: null,
      },
    ]);
    // The limited read shows no address or card (those are read by id, with the app's credentials).
    expect(await commerce.clubs.membership(memberships[0]!.id)).toEqual({ ...memberships[0], shipTo: null, card: null });
    expect(reported).toEqual([]);
  });

  it('read a product and a collection as the app’s products', async () => {
    const { commerce } = emulatorCommerce();
    const [first] = await commerce.products.collection('all');
    expect(first).toBeDefined();
    const product = await commerce.products.product(first!.pageSlug!);
    expect(product).toMatchObject({ id: first!.id, slug: first!.slug, pageSlug: expect.any(String) });
    expect(product!.variants.every((variant) => typeof variant.isAvailable === 'boolean')).toBe(true);
  });
});
