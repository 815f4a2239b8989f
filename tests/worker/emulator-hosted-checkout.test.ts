// The emulator's hosted checkout (the stand-in of the platform's widget and its browser
// API) and its payment gateway: the order it places from a cart (prices, club pricing,
// shipping, stock), the test cards as gateway tokens, its refusals, and that a repeated or
// concurrent checkout of one cart places one order. Every test builds its own carts.
// Commerce7's own API has no checkout call: POST cart/{id}/checkout is gone.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawCartSchema, RawErrorSchema, RawOrderSchema, RawProductSchema } from '../../src/commerce/client/raw.schema.ts';
import { commerce, commerceCart, commerceLogin, COMMERCE_TENANT, emulator, tokenize, type TypedCard } from './helpers.ts';

const APPROVES = '4242 4242 4242 4242';
const DECLINES = '4000 0000 0000 0002';
const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address: '1200 Ridge Road', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const RECIPIENTS = [{ email: 'friend@example.com', giftMessage: 'Cheers!' }];

// The order object of orders.md, kept whole (v.looseObject) so a limited read can be compared to it.
const PlacedSchema = v.looseObject({
  ...RawOrderSchema.entries,
  orderDeliveryMethod: v.picklist(['Ship', 'Pickup']),
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

const hosted = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  emulator(`/__emulator/hosted/v1${path}`, { method: 'POST', headers: { tenant: COMMERCE_TENANT, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** As the widget does it: tokenise the card, then place the order with the token only. */
async function checkout(cartId: string, body: ReturnType<typeof details>, headers: Record<string, string> = {}): Promise<Response> {
  const token = await tokenize(body.payment as TypedCard);
  if (token.status !== 201) throw new Error(`the gateway refused the card: ${token.status} ${await token.text()}`);
  const { tokenOnFile } = (await token.json()) as { tokenOnFile: string };
  return hosted(`/cart/${cartId}/checkout`, { ...body, payment: { tokenOnFile } }, headers);
}

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
    const id = await cartWith([
      ['SB24-750', 2],
      ['GC-E-100', 1, { recipients: RECIPIENTS }],
    ]);
    const body = details();
    const order = await placed(await checkout(id, body));
    expect(order).toMatchObject({
      customerId: null,
      email: body.email,
      channel: 'Web',
      items: [
        { sku: 'SB24-750', productTitle: 'Sauvignon Blanc 2024', quantity: 2, price: 3600, originalPrice: 3600, comparePrice: null },
        { sku: 'GC-E-100', quantity: 1, price: 10000, originalPrice: 10000, comparePrice: null },
      ],
      subTotal: 17200,
      shipTotal: 0,
      taxTotal: 0,
      total: 17200,
      fulfillmentStatus: 'Not Fulfilled',
      orderDeliveryMethod: 'Ship',
      shipTo: { ...ADDRESS, address2: null, countryCode: 'US' },
    });
    expect(order.orderNumber).toBeGreaterThan(1007);
    // Limited: the same order without addresses and payment.
    const whole = (await (await commerce(`/order/${order.id}`, { app: true })).json()) as Record<string, unknown>;
    expect(whole).toMatchObject({ id: order.id, shipTo: { address: ADDRESS.address } });
    expect(await (await commerce(`/order/${order.id}/limited`)).json()).toEqual({ ...whole, shipTo: null, billTo: null, tenders: [] });
    expect(((await (await lookup(body.email, order.orderNumber)).json()) as { id: string }).id).toBe(order.id);
    expect((await commerce(`/cart/${id}`)).status).toBe(404);
    expect(await stockOf('sauvignon-blanc-2024', 'SB24-750')).toBe(before - 2);
  });

  it('carries club prices into a member’s order and clears their web cart', async () => {
    const { customerId, token } = await commerceLogin('member@example.com');
    const self = async () =>
      ((await (await commerce('/customer/self', { headers: { authorization: token } })).json()) as { orderInformation: { orderCount: number; currentWebCartId: string | null } }).orderInformation;
    const countBefore = (await self()).orderCount;
    const id = await cartWith([['CS22-750', 2]], customerId);
    const order = await placed(await checkout(id, details()));
    expect(order).toMatchObject({ customerId, items: [{ sku: 'CS22-750', price: 7600, originalPrice: 9500, comparePrice: null }], subTotal: 15200, total: 15200 });
    const after = await self();
    expect(after.orderCount).toBe(countBefore + 1);
    expect(after.currentWebCartId).not.toBe(id);
  });

  it('charges $15 shipping under $150, ships free from $150, and never charges for pickup', async () => {
    const under = await placed(await checkout(await cartWith([['SB24-750', 1]]), details()));
    expect(under).toMatchObject({ subTotal: 3600, shipTotal: 1500, total: 5100 });
    const at = await placed(await checkout(await cartWith([['ISO21-750', 1]]), details()));
    expect(at).toMatchObject({ subTotal: 15000, shipTotal: 0, total: 15000 });
    const pickup = await placed(await checkout(await cartWith([['SB24-750', 1]]), details({ fulfillment: 'pickup', shipTo: undefined })));
    expect(pickup).toMatchObject({ subTotal: 3600, shipTotal: 0, total: 3600, orderDeliveryMethod: 'Pickup', shipTo: null });
  });
});

describe('a refused checkout', () => {
  it('refuses the declining card when it is used, writing nothing; the gateway refuses other numbers before any token', async () => {
    const before = await stockOf('sauvignon-blanc-2024', 'SB24-750');
    const id = await cartWith([['SB24-750', 2]]);
    expect(await refusal(await checkout(id, details({}, { cardNumber: DECLINES })), 422)).toBe('Your card was declined. Please use a different card.');
    const card = { cardholderName: 'Ada Lovelace', cardNumber: APPROVES, expiry: '12/39', cvv: '123' };
    const gateway = async (changes: Record<string, string>) => {
      const response = await tokenize({ ...card, ...changes });
      expect(response.status).toBe(400);
      return (await response.json()) as { message: string; field: string };
    };
    expect(await gateway({ cardNumber: '4242 4242 4242 4241' })).toEqual({ field: 'cardNumber', message: 'Please enter a valid card number' });
    expect(await gateway({ cardNumber: '5555 5555 5555 4444' })).toEqual({ field: 'cardNumber', message: 'Use a test card: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines.' });
    expect(await gateway({ expiry: '01/20' })).toEqual({ field: 'expiry', message: 'This card has expired' });
    expect((await gateway({ expiry: '13/30' })).field).toBe('expiry');
    expect((await gateway({ cvv: '12' })).field).toBe('cvv');
    expect(await cartItems(id)).toEqual([['SB24-750', 2]]);
    expect(await stockOf('sauvignon-blanc-2024', 'SB24-750')).toBe(before);
    // A 201 now shows no earlier attempt had checked the cart out.
    const order = await placed(await checkout(id, details()));
    expect(order).toMatchObject({ items: [{ sku: 'SB24-750', quantity: 2 }] });
    expect(JSON.stringify(order)).not.toMatch(/4242 ?4242|cvv/i);
  });

  it('takes the card only as a gateway token: a card number, a CVV or an unknown token is refused', async () => {
    const id = await cartWith([['SB24-750', 1]]);
    const body = details();
    const raw = await hosted(`/cart/${id}/checkout`, body);
    expect(await refusal(raw, 400)).toMatch(/token/);
    const mixed = await hosted(`/cart/${id}/checkout`, { ...body, payment: { tokenOnFile: 'tok_x', cardNumber: APPROVES } });
    expect(await refusal(mixed, 400)).toMatch(/token/);
    const unknown = await hosted(`/cart/${id}/checkout`, { ...body, payment: { tokenOnFile: 'tok_not-from-the-gateway' } });
    expect(await refusal(unknown, 422)).toMatch(/not known to the payment gateway/);
    expect(await cartItems(id)).toEqual([['SB24-750', 1]]);
  });

  it('serves the widget stand-in and the tokeniser as browser scripts, and names its tenant', async () => {
    for (const path of ['/__emulator/hosted/commerce7.js', '/__emulator/gateway/tokenizer.js']) {
      const script = await emulator(path);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
    }
    const id = await cartWith([['SB24-750', 1]]);
    expect((await emulator(`/__emulator/hosted/v1/cart/${id}`)).status).toBe(400);
    const cart = await emulator(`/__emulator/hosted/v1/cart/${id}`, { headers: { tenant: COMMERCE_TENANT } });
    expect(((await cart.json()) as { id: string }).id).toBe(id);
  });

  it('has no checkout in the emulated Commerce7 API (orders are recorded, not charged there)', async () => {
    const id = await cartWith([['SB24-750', 1]]);
    expect((await commerce(`/cart/${id}/checkout`, { method: 'POST', body: JSON.stringify(details()) })).status).toBe(404);
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

  it('answers 400 naming the field for a bad address, e-mail or date', async () => {
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
    ];
    for (const [changes, payment, message] of cases) {
      const response = await checkout(id, details(changes, payment));
      expect(await refusal(response, 400), JSON.stringify([changes, payment])).toMatch(message);
    }
    expect(await placed(await checkout(id, details({ shipTo: { ...ADDRESS, zipCode: '94558-1234', stateCode: 'dc' } })))).toMatchObject({
      shipTo: { zipCode: '94558-1234', stateCode: 'DC' },
    });
  });

  it('refuses an empty cart and an unknown cart', async () => {
    expect(await refusal(await checkout(await commerceCart(), details()), 422)).toBe('Your cart is empty.');
    expect(await refusal(await checkout('00000000-0000-4000-8000-000000000000', details()), 404)).toBe('Cart not found.');
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
    expect(again.id).toBe(first.id);
    expect(again).toEqual(first);
  });

  it('places one order for five concurrent submissions, taking the stock once', async () => {
    const before = await stockOf('sauvignon-blanc-2024', 'SB24-750');
    const id = await cartWith([['SB24-750', 3]]);
    const body = details();
    const { tokenOnFile } = (await (await tokenize(body.payment as TypedCard)).json()) as { tokenOnFile: string };
    const responses = await Promise.all(Array.from({ length: 5 }, () => hosted(`/cart/${id}/checkout`, { ...body, payment: { tokenOnFile } })));
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
