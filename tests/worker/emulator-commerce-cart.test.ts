// The emulated commerce API's carts: creation, the add-to-cart rules, prices and the
// club discount, concurrency, quantity changes and the gift message.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawCartSchema, RawErrorSchema } from '../../src/commerce/client/raw.schema.ts';
import { commerce, commerceCart, commerceLogin } from './helpers.ts';

const add = (cartId: string, body: Record<string, unknown>) => commerce(`/cart/${cartId}/item`, { method: 'POST', body: JSON.stringify(body) });
const setQuantity = (cartId: string, sku: string, quantity: unknown) => commerce(`/cart/${cartId}/item/${encodeURIComponent(sku)}`, { method: 'PUT', body: JSON.stringify({ quantity }) });

async function cart(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return v.parse(RawCartSchema, await response.json());
}

async function refusal(response: Response) {
  expect(response.status).toBe(422);
  const body = v.parse(RawErrorSchema, await response.json());
  expect(body).toMatchObject({ statusCode: 422, type: 'validation' });
  return body.message;
}

describe('cart creation', () => {
  it('creates an empty web cart and finds it again', async () => {
    const created = await cart(
      await commerce('/cart', {
        method: 'POST',
        body: JSON.stringify({ channel: 'Web', connectionInformation: { userAgent: 'vitest' }, additionalInfo: { emailId: 'e-1' }, metaData: { utm_source: 'newsletter' } }),
      }),
      201,
    );
    expect(created).toMatchObject({ customerId: null, items: [], subTotal: 0, total: 0, giftMessage: null });
    expect((await cart(await commerce(`/cart/${created.id}`))).id).toBe(created.id);
  });

  it('refuses metadata that is not a flat object of strings, so the storefront retries without it', async () => {
    for (const metaData of [{ nested: { a: 'b' } }, { n: 1 }, ['x'], 'text']) {
      const response = await commerce('/cart', { method: 'POST', body: JSON.stringify({ channel: 'Web', metaData }) });
      expect((await refusal(response)).length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown cart', async () => {
    const response = await commerce('/cart/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(v.parse(RawErrorSchema, await response.json())).toMatchObject({ statusCode: 404, type: 'notFound' });
    expect((await add('00000000-0000-4000-8000-000000000000', { sku: 'CS22-750', quantity: 1 })).status).toBe(404);
  });

  it('makes a logged-in customer’s new cart their web cart, and adopts an anonymous cart at login', async () => {
    const { customerId, token } = await commerceLogin('customer@example.com');
    const theirs = await commerceCart(customerId);
    const self = (await (await commerce('/customer/self', { headers: { authorization: token } })).json()) as { orderInformation: { currentWebCartId: string } };
    expect(self.orderInformation.currentWebCartId).toBe(theirs);
    const anonymous = await commerceCart();
    const login = await commerceLogin('customer@example.com', undefined, anonymous);
    expect((login.body.customer as unknown as { orderInformation: { currentWebCartId: string } }).orderInformation.currentWebCartId).toBe(anonymous);
    expect((await cart(await commerce(`/cart/${anonymous}`))).customerId).toBe(customerId);
  });
});

describe('adding to a cart', () => {
  it('adds an item with its product details and increments an existing line', async () => {
    const id = await commerceCart();
    await add(id, { sku: 'CS22-750', quantity: 2 });
    const body = await cart(await add(id, { sku: 'CS22-750', quantity: 1 }));
    expect(body.items).toEqual([expect.objectContaining({ sku: 'CS22-750', productTitle: 'Estate Cabernet Sauvignon 2022', quantity: 3, price: 9500, comparePrice: null, type: 'Wine' })]);
    expect(body).toMatchObject({ subTotal: 28500, total: 28500 });
  });

  it('refuses an unknown sku, a product not for sale and a bad quantity with a message', async () => {
    const id = await commerceCart();
    expect(await refusal(await add(id, { sku: 'NO-SUCH-SKU', quantity: 1 }))).toBe('This item is no longer available.');
    expect(await refusal(await add(id, { sku: 'RO21-750', quantity: 1 }))).toMatch(/not available/);
    expect(await refusal(await add(id, { sku: 'REB-REFER35', quantity: 1 }))).toMatch(/not available/);
    for (const quantity of [0, -1, 1.5, '2', null, 10_000]) expect(await refusal(await add(id, { sku: 'CS22-750', quantity }))).toMatch(/quantity/i);
    expect((await cart(await commerce(`/cart/${id}`))).items).toEqual([]);
  });

  it('keeps a line within maxQuantityPerCart', async () => {
    const id = await commerceCart();
    await cart(await add(id, { sku: 'ISO21-750', quantity: 5 }));
    expect(await refusal(await add(id, { sku: 'ISO21-750', quantity: 2 }))).toMatch(/limited to 6 per order/);
    expect((await cart(await add(id, { sku: 'ISO21-750', quantity: 1 }))).items[0]?.quantity).toBe(6);
  });

  it('respects stock under "Dont Sell" and ignores it under "Back Order"', async () => {
    const id = await commerceCart();
    expect(await refusal(await add(id, { sku: 'ISO16-750', quantity: 3 }))).toMatch(/Only 2 .* left in stock/);
    expect(await refusal(await add(id, { sku: 'LHV22-375', quantity: 1 }))).toMatch(/sold out/);
    const backOrder = await cart(await add(id, { sku: 'PV21-750', quantity: 12 }));
    expect(backOrder.items[0]).toMatchObject({ sku: 'PV21-750', quantity: 12 });
  });

  it('needs recipients for a virtual gift card, not for a physical one', async () => {
    const id = await commerceCart();
    expect(await refusal(await add(id, { sku: 'GC-E-100', quantity: 1 }))).toMatch(/recipient/);
    expect(await refusal(await add(id, { sku: 'GC-E-100', quantity: 1, itemData: { recipients: [{ email: 'not-an-email', giftMessage: 'x' }] } }))).toMatch(/recipient/);
    const recipients = [{ email: 'friend@example.com', giftMessage: 'Happy birthday!' }];
    const body = await cart(await add(id, { sku: 'GC-E-100', quantity: 1, itemData: { recipients } }));
    expect(body.items[0]).toMatchObject({ sku: 'GC-E-100', itemData: { recipients } });
    expect((await cart(await add(id, { sku: 'GC-P-50', quantity: 2 }))).items).toHaveLength(2);
  });

  it('keeps members-only wines for active club members', async () => {
    const anonymous = await commerceCart();
    expect(await refusal(await add(anonymous, { sku: 'ISOR21-750', quantity: 1 }))).toMatch(/Wine Society members/);
    const casey = await commerceCart((await commerceLogin('customer@example.com')).customerId);
    expect(await refusal(await add(casey, { sku: 'APEX21-750', quantity: 1 }))).toMatch(/Wine Society members/);
    const riley = await commerceCart((await commerceLogin('former-member@example.com')).customerId);
    expect(await refusal(await add(riley, { sku: 'ISOR21-750', quantity: 1 }))).toMatch(/Wine Society members/);
    const morgan = await commerceCart((await commerceLogin('member@example.com')).customerId);
    expect((await cart(await add(morgan, { sku: 'ISOR21-750', quantity: 1 }))).items[0]?.sku).toBe('ISOR21-750');
  });
});

describe('cart prices', () => {
  it('charges the promotion price when addToCartPrice is lower', async () => {
    const id = await commerceCart();
    const body = await cart(await add(id, { sku: 'ME22-750', quantity: 2 }));
    expect(body.items[0]).toMatchObject({ price: 4900, comparePrice: null });
    expect(body).toMatchObject({ subTotal: 9800, total: 9800 });
  });

  it('gives an active club member 20% off wine: price charged, the retail price as originalPrice, comparePrice the product’s own', async () => {
    const id = await commerceCart((await commerceLogin('member@example.com')).customerId);
    await cart(await add(id, { sku: 'CS22-750', quantity: 2 }));
    await cart(await add(id, { sku: 'SB24-CASE6', quantity: 1 }));
    const body = await cart(await add(id, { sku: 'GLS-BDX2', quantity: 1 }));
    expect(body.items).toEqual([
      expect.objectContaining({ sku: 'CS22-750', price: 7600, originalPrice: 9500, comparePrice: null }),
      expect.objectContaining({ sku: 'SB24-CASE6', price: 15520, originalPrice: 19400, comparePrice: null }),
      expect.objectContaining({ sku: 'GLS-BDX2', price: 4800, originalPrice: 4800, comparePrice: null }),
    ]);
    expect(body).toMatchObject({ subTotal: 2 * 7600 + 15520 + 4800, total: 2 * 7600 + 15520 + 4800 });
    // The discount is what originalPrice and price tell apart (Commerce7's cart has no totalDiscount).
    expect(body.items.reduce((sum, i) => sum + (i.originalPrice! - i.price) * i.quantity, 0)).toBe(2 * 1900 + 3880);
  });

  it('gives no club discount to a customer without an active club', async () => {
    for (const email of ['customer@example.com', 'former-member@example.com']) {
      const id = await commerceCart((await commerceLogin(email)).customerId);
      const body = await cart(await add(id, { sku: 'CS22-750', quantity: 1 }));
      expect(body.items[0]).toMatchObject({ price: 9500, originalPrice: 9500, comparePrice: null });
    }
  });
});

describe('cart writes', () => {
  it('counts twenty concurrent adds of one bottle', async () => {
    const id = await commerceCart();
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(id, { sku: 'CS22-750', quantity: 1 })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await cart(await commerce(`/cart/${id}`))).items[0]?.quantity).toBe(20);
  });

  it('never lets concurrent adds pass a line’s limit', async () => {
    const id = await commerceCart();
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(id, { sku: 'ISO21-750', quantity: 1 })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(6);
    expect(responses.filter((r) => r.status === 422)).toHaveLength(4);
    expect((await cart(await commerce(`/cart/${id}`))).items[0]?.quantity).toBe(6);
  });

  it('updates a quantity, removes at 0 and by DELETE, and applies the same rules', async () => {
    const id = await commerceCart();
    await add(id, { sku: 'CH23-750', quantity: 1 });
    await add(id, { sku: 'ISO21-750', quantity: 1 });
    expect((await cart(await setQuantity(id, 'CH23-750', 4))).items[0]).toMatchObject({ sku: 'CH23-750', quantity: 4 });
    expect(await refusal(await setQuantity(id, 'ISO21-750', 7))).toMatch(/limited to 6/);
    expect(await refusal(await setQuantity(id, 'ISO21-750', 'two'))).toMatch(/quantity/i);
    expect(await refusal(await setQuantity(id, 'VI23-750', 1))).toMatch(/not in your cart/);
    expect((await cart(await setQuantity(id, 'CH23-750', 0))).items.map((i) => i.sku)).toEqual(['ISO21-750']);
    const emptied = await cart(await commerce(`/cart/${id}/item/ISO21-750`, { method: 'DELETE' }));
    expect(emptied).toMatchObject({ items: [], subTotal: 0, total: 0 });
  });

  it('saves and clears the gift message', async () => {
    const id = await commerceCart();
    const saved = await cart(await commerce(`/cart/${id}`, { method: 'PUT', body: JSON.stringify({ giftMessage: 'Cheers to twenty years!' }) }));
    expect(saved.giftMessage).toBe('Cheers to twenty years!');
    expect((await cart(await commerce(`/cart/${id}`))).giftMessage).toBe('Cheers to twenty years!');
    expect(await refusal(await commerce(`/cart/${id}`, { method: 'PUT', body: JSON.stringify({ giftMessage: 42 }) }))).toMatch(/giftMessage/);
    expect((await cart(await commerce(`/cart/${id}`, { method: 'PUT', body: JSON.stringify({ giftMessage: '' }) }))).giftMessage).toBeNull();
  });
});
