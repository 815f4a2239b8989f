// The emulated commerce API's checkout: the order it places from a cart (prices, club
// pricing, shipping, stock), the test cards, its refusals, and that a repeated or
// concurrent checkout of one cart places one order. Every test builds its own carts.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawCartSchema, RawErrorSchema, RawOrderSchema, RawProductSchema } from '../../src/commerce/client/raw.schema.ts';
import { commerce, commerceCart, commerceLogin, emulator } from './helpers.ts';

const APPROVES = '4242 4242 4242 4242';
const DECLINES = '4000 0000 0000 0002';
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address: '1200 Ridge Road', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const RECIPIENTS = [{ email: 'friend@example.com', giftMessage: 'Cheers!' }];

const PlacedSchema = v.object({
  ...RawOrderSchema.entries,
  fulfillment: v.picklist(['ship', 'pickup']),
  shipTo: v.nullable(v.record(v.string(), v.unknown())),
});

type Line = [sku: string, quantity: number, itemData?: Record<string, unknown>];

async function cartWith(lines: Line[], customerId?: string): Promise<string> {
  const id = await commerceCart(customerId);
  for (const [sku, quantity, itemData] of lines) {
    const response = await commerce(`/cart/${id}/item`, { method: 'POST', body: JSON.stringify({ sku, quantity, itemData }) });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  return id;
}

/** A valid checkout for a fresh e-mail address, with `changes` on top. */
function details(changes: Record<string, unknown> = {}, payment: Record<string, unknown> = {}) {
  return {
    email: `buyer-${crypto.randomUUID()}@example.com`,
    birthDate: '1980-06-15',
    fulfillment: 'ship',
    shipTo: ADDRESS,
    payment: { cardholderName: 'Ada Lovelace', cardNumber: APPROVES, expiry: '12/39', cvv: '123', ...payment },
    ...changes,
  };
}

const checkout = (cartId: string, body: unknown, headers: Record<string, string> = {}) =>
  commerce(`/cart/${cartId}/checkout`, { method: 'POST', body: JSON.stringify(body), headers });

async function placed(response: Response, status = 201) {
  expect(response.status, await response.clone().text()).toBe(status);
  return v.parse(PlacedSchema, await response.json());
}

async function refusal(response: Response, status: 400 | 404 | 422) {
  expect(response.status).toBe(status);
  const body = v.parse(RawErrorSchema, await response.json());
  expect(body).toMatchObject({ statusCode: status });
  return body.message;
}

async function cartItems(cartId: string) {
  return v.parse(RawCartSchema, await (await commerce(`/cart/${cartId}`)).json()).items.map((i) => [i.sku, i.quantity]);
}

async function stockOf(slug: string, sku: string): Promise<number> {
  const product = v.parse(RawProductSchema, await (await commerce(`/product/slug/${slug}/for-web`)).json());
  return (product.variants ?? []).find((variant) => variant.sku === sku)?.inventory?.[0]?.availableForSaleCount ?? Number.NaN;
}

const lookup = (email: string, orderNumber: number) => commerce(`/order/limited?email=${encodeURIComponent(email)}&orderNumber=${orderNumber}`);

/** `years` years before today (UTC), as YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('an approved checkout', () => {
  it('places the order with the cart’s items and totals, removes the cart and takes the stock', async () => {
    const before = await stockOf('sauvignon-blanc-2024', 'SB24-750');
    const id = await cartWith([['SB24-750', 2], ['GC-E-100', 1, { recipients: RECIPIENTS }]]);
    const body = details();
    const order = await placed(await checkout(id, body));
    expect(order).toMatchObject({
      customerId: null,
      email: body.email,
      channel: 'Web',
      items: [
        { sku: 'SB24-750', productTitle: 'Sauvignon Blanc 2024', quantity: 2, price: 3600, comparePrice: null },
        { sku: 'GC-E-100', quantity: 1, price: 10000, comparePrice: null },
      ],
      subTotal: 17200,
      shippingTotal: 0,
      taxTotal: 0,
      totalDiscount: 0,
      total: 17200,
      fulfillmentStatus: 'Not Fulfilled',
      fulfillment: 'ship',
      shipTo: { ...ADDRESS, countryCode: 'US' },
    });
    expect(order.orderNumber).toBeGreaterThan(1007);
    const { fulfillment, shipTo, ...limited } = order;
    expect([fulfillment, shipTo]).not.toContain(undefined);
    expect(await (await commerce(`/order/${order.id}/limited`)).json()).toEqual(limited);
    expect(((await (await lookup(body.email, order.orderNumber)).json()) as { id: string }).id).toBe(order.id);
    expect((await commerce(`/cart/${id}`)).status).toBe(404);
    expect(await stockOf('sauvignon-blanc-2024', 'SB24-750')).toBe(before - 2);
  });

  it('carries club prices into a member’s order and clears their web cart', async () => {
    const { customerId, token } = await commerceLogin('member@example.com');
    const self = async () =>
      ((await (await commerce('/customer/self', { headers: { authorization: token } })).json()) as { orderInformation: { orderCount: number; currentWebCartId: string | null } })
        .orderInformation;
    const countBefore = (await self()).orderCount;
    const id = await cartWith([['CS22-750', 2]], customerId);
    const order = await placed(await checkout(id, details({ customerId })));
    expect(order).toMatchObject({ customerId, items: [{ sku: 'CS22-750', price: 7600, comparePrice: 9500 }], subTotal: 15200, totalDiscount: 3800, total: 15200 });
    const after = await self();
    expect(after.orderCount).toBe(countBefore + 1);
    expect(after.currentWebCartId).not.toBe(id);

    // An anonymous cart checked out by a logged-in member is theirs, at their prices.
    const anonymous = await cartWith([['CS22-750', 1]]);
    expect(await placed(await checkout(anonymous, details({ customerId })))).toMatchObject({ customerId, items: [{ price: 7600, comparePrice: 9500 }], subTotal: 7600 });
  });

  it('charges $15 shipping under $150, ships free from $150, and never charges for pickup', async () => {
    const under = await placed(await checkout(await cartWith([['SB24-750', 1]]), details()));
    expect(under).toMatchObject({ subTotal: 3600, shippingTotal: 1500, total: 5100 });
    const at = await placed(await checkout(await cartWith([['ISO21-750', 1]]), details()));
    expect(at).toMatchObject({ subTotal: 15000, shippingTotal: 0, total: 15000 });
    const pickup = await placed(await checkout(await cartWith([['SB24-750', 1]]), details({ fulfillment: 'pickup', shipTo: undefined })));
    expect(pickup).toMatchObject({ subTotal: 3600, shippingTotal: 0, total: 3600, fulfillment: 'pickup', shipTo: null });
  });
});

describe('a refused checkout', () => {
  it('refuses the declining card and other numbers, writing nothing', async () => {
    const before = await stockOf('sauvignon-blanc-2024', 'SB24-750');
    const id = await cartWith([['SB24-750', 2]]);
    expect(await refusal(await checkout(id, details({}, { cardNumber: DECLINES })), 422)).toBe('Your card was declined. Please use a different card.');
    expect(await refusal(await checkout(id, details({}, { cardNumber: '4242 4242 4242 4241' })), 400)).toBe('Card number is not valid.');
    expect(await refusal(await checkout(id, details({}, { cardNumber: '5555 5555 5555 4444' })), 422)).toBe(
      'Use a test card: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines.',
    );
    expect(await cartItems(id)).toEqual([['SB24-750', 2]]);
    expect(await stockOf('sauvignon-blanc-2024', 'SB24-750')).toBe(before);
    // A 201 now shows no earlier attempt had checked the cart out.
    const order = await placed(await checkout(id, details()));
    expect(JSON.stringify(order)).not.toMatch(/4242|cvv/i);
  });

  it('lists the test cards in the emulator’s index', async () => {
    const index = (await (await emulator('/')).json()) as { testCards: Record<string, string> };
    expect(index.testCards).toMatchObject({ approves: APPROVES, declines: DECLINES });
  });

  it('refuses a buyer under 21 on the order date', async () => {
    const id = await cartWith([['SB24-750', 1]]);
    for (const birthDate of [yearsAgo(21, 1), yearsAgo(20), yearsAgo(-1)]) {
      expect(await refusal(await checkout(id, details({ birthDate })), 422)).toBe('You must be at least 21 years old to order wine.');
    }
    expect(await cartItems(id)).toEqual([['SB24-750', 1]]);
    await placed(await checkout(id, details({ birthDate: yearsAgo(21) })));
  });

  it('answers 400 naming the field for a bad address, e-mail, date or card detail', async () => {
    const id = await cartWith([['SB24-750', 1]]);
    const cases: [Record<string, unknown>, Record<string, unknown>, RegExp][] = [
      [{ shipTo: { ...ADDRESS, zipCode: '9455812345' } }, {}, /ZIP code/],
      [{ shipTo: { ...ADDRESS, zipCode: 'ABCDE' } }, {}, /ZIP code/],
      [{ shipTo: { ...ADDRESS, stateCode: 'XX' } }, {}, /state/],
      [{ shipTo: undefined }, {}, /shipping address/],
      [{ shipTo: { ...ADDRESS, city: ' ' } }, {}, /city/],
      [{ email: 'not-an-email' }, {}, /e-mail/],
      [{ birthDate: '15/06/1980' }, {}, /date of birth/],
      [{ birthDate: '1980-02-30' }, {}, /date of birth/],
      [{ fulfillment: 'drone' }, {}, /Fulfillment/],
      [{}, { expiry: '01/20' }, /expired/],
      [{}, { expiry: '13/30' }, /expiry/],
      [{}, { cvv: '12' }, /CVV/],
      [{}, { cardNumber: '4242-4242-4242-4242' }, /Card number/],
    ];
    for (const [changes, payment, message] of cases) {
      const response = await checkout(id, details(changes, payment));
      expect(await refusal(response, 400), JSON.stringify([changes, payment])).toMatch(message);
    }
    expect(await placed(await checkout(id, details({ shipTo: { ...ADDRESS, zipCode: '94558-1234', stateCode: 'dc' } })))).toMatchObject({
      shipTo: { zipCode: '94558-1234', stateCode: 'DC' },
    });
  });

  it('refuses an empty cart, an unknown cart and someone else’s cart', async () => {
    expect(await refusal(await checkout(await commerceCart(), details()), 422)).toBe('Your cart is empty.');
    expect(await refusal(await checkout('00000000-0000-4000-8000-000000000000', details()), 404)).toBe('Cart not found.');
    const { customerId } = await commerceLogin('former-member@example.com');
    const theirs = await cartWith([['SB24-750', 1]], customerId);
    const other = (await commerceLogin('second-member@example.com')).customerId;
    expect(await refusal(await checkout(theirs, details({ customerId: other })), 422)).toMatch(/another customer/);
    expect(await cartItems(theirs)).toEqual([['SB24-750', 1]]);
  });

  it('refuses, writing nothing, when stock sold meanwhile no longer covers the cart', async () => {
    const left = await stockOf('chardonnay-2016-library', 'CH16-750');
    expect(left).toBeGreaterThanOrEqual(2);
    const first = await cartWith([['CH16-750', left - 1]]);
    const second = await cartWith([['CH16-750', 2]]);
    await placed(await checkout(first, details()));
    expect(await refusal(await checkout(second, details()), 422)).toBe('Only 1 of Chardonnay 2016 Library Release left in stock.');
    expect(await cartItems(second)).toEqual([['CH16-750', 2]]);
    expect(await stockOf('chardonnay-2016-library', 'CH16-750')).toBe(1);
    await commerce(`/cart/${second}/item/CH16-750`, { method: 'PUT', body: JSON.stringify({ quantity: 1 }) });
    await placed(await checkout(second, details()));
    expect(await stockOf('chardonnay-2016-library', 'CH16-750')).toBe(0);
  });
});

describe('a repeated checkout', () => {
  it('answers a second submission with the order the first placed', async () => {
    const id = await cartWith([['SB24-750', 1]]);
    const body = details();
    const first = await placed(await checkout(id, body));
    const again = await placed(await checkout(id, body), 200);
    expect(again).toEqual(first);
  });

  it('places one order for five concurrent submissions, taking the stock once', async () => {
    const before = await stockOf('sauvignon-blanc-2024', 'SB24-750');
    const id = await cartWith([['SB24-750', 3]]);
    const body = details();
    const responses = await Promise.all(Array.from({ length: 5 }, () => checkout(id, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const orders = await Promise.all(responses.map((r) => r.json() as Promise<{ id: string; orderNumber: number }>));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    const number = orders[0]?.orderNumber ?? 0;
    for (let n = number - 5; n <= number + 5; n++) expect((await lookup(body.email, n)).status).toBe(n === number ? 200 : 404);
    expect(await stockOf('sauvignon-blanc-2024', 'SB24-750')).toBe(before - 3);
  });

  it('treats an Idempotency-Key as the same checkout, and refuses it for another cart', async () => {
    const key = crypto.randomUUID();
    const id = await cartWith([['SB24-750', 1]]);
    const first = await placed(await checkout(id, details(), { 'idempotency-key': key }));
    expect((await placed(await checkout(id, details(), { 'idempotency-key': key }), 200)).id).toBe(first.id);
    const other = await cartWith([['SB24-750', 1]]);
    expect(await refusal(await checkout(other, details(), { 'idempotency-key': key }), 422)).toMatch(/Idempotency-Key/);
    expect(await cartItems(other)).toEqual([['SB24-750', 1]]);
  });
});
