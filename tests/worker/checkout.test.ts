// The storefront's checkout against the emulator: an order placed from the session's
// cart lands on its receipt; bad input, a declined card and a double submit.
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, ORIGIN, post } from './helpers.ts';

const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vineyard Way', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const CARD = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvv: '123' };
const ORDER = { email: 'ada@example.com', birthDate: '1985-06-01', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD };

type Placed = { order: { id: string; orderNumber: number; total: number }; receiptUrl: string; message?: string; errors?: Record<string, string> };

async function cartWith(items: [string, number][], cookie = '') {
  let jar = cookie;
  for (const [sku, quantity] of items) {
    const response = await post('/api/cart/items', { sku, quantity }, jar ? { cookie: jar } : {});
    expect(response.status, sku).toBe(200);
    const set = response.headers.getSetCookie().find((c) => c.startsWith('cartId='));
    if (set) jar = [jar, set.split(';')[0]].filter(Boolean).join('; ');
  }
  return jar;
}

const checkout = (body: unknown, cookie: string) => post('/api/checkout', body, { cookie });

describe('checkout', () => {
  it('places the order, empties the cart and lands on a receipt with the number, items and totals', async () => {
    const cookie = await cartWith([['SB24-750', 2]]);
    const response = await checkout(ORDER, cookie);
    expect(response.status).toBe(200);
    const placed = (await response.json()) as Placed;
    expect(placed.receiptUrl).toBe(`/profile/order-receipt/${placed.order.id}`);
    expect(placed.order.total).toBe(2 * 3600 + 1500);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('cartId=') && c.includes('Max-Age=0'))).toBe(true);

    const session = (await (await get('/api/session', { cookie })).json()) as { cart: unknown };
    expect(session.cart).toBeNull();

    const receipt = await get(placed.receiptUrl);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain(`#${placed.order.orderNumber}`);
    expect(html).toContain('Sauvignon Blanc 2024');
    expect(html).toContain('$87');
    expect(html).toContain('Thank you for your order');
  });

  it('charges a club member the member price', async () => {
    const login = await post('/api/customer/login', { email: 'member@example.com', password: 'Cellar-door-21' });
    const token = login.headers.getSetCookie().find((c) => c.startsWith('customerToken='))!.split(';')[0]!;
    // A member's earlier web cart may hold items: start from what the session shows.
    const cookie = await cartWith([['CS22-750', 2]], token);
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: { items: { sku: string; price: number; quantity: number }[]; subTotal: number } };
    const line = session.cart.items.find((item) => item.sku === 'CS22-750')!;
    expect(line.price).toBe(7600);
    const placed = (await (await checkout({ ...ORDER, email: 'member@example.com' }, cookie)).json()) as Placed;
    const receipt = await (await get(placed.receiptUrl)).text();
    expect(receipt).toContain('$152');
  });

  it('picks up at the winery without an address, with no shipping charge', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const placed = (await (await checkout({ ...ORDER, fulfillment: 'pickup', shipTo: undefined }, cookie)).json()) as Placed;
    expect(placed.order.total).toBe(3600);
  });

  it('answers a declined card with its message and keeps the cart', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const response = await checkout({ ...ORDER, payment: { ...CARD, cardNumber: '4000 0000 0000 0002' } }, cookie);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Placed).message).toBe('Your card was declined. Please use a different card.');
    const session = (await (await get('/api/session', { cookie })).json()) as { cart: { items: unknown[] } };
    expect(session.cart.items).toHaveLength(1);
  });

  it('refuses an under-21 buyer, a zip over 9 characters and a missing state with field messages', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const year = new Date().getUTCFullYear() - 18;
    const response = await checkout({ ...ORDER, birthDate: `${year}-01-01`, shipTo: { ...SHIP_TO, zipCode: '9455812345', stateCode: '' } }, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Placed).errors).toEqual({
      birthDate: 'Must be at least 21 years old',
      'shipTo.zipCode': 'Maximum zip code characters is 9',
      'shipTo.stateCode': 'Please select a state',
    });
  });

  it('says the cart is empty when there is none', async () => {
    const response = await checkout(ORDER, '');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Your cart is empty.' });
  });

  it('makes one order of a checkout submitted twice at once', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const [first, second] = await Promise.all([checkout(ORDER, cookie), checkout(ORDER, cookie)]);
    const ids = new Set<string>();
    for (const response of [first!, second!]) {
      if (response.status === 200) ids.add(((await response.json()) as Placed).order.id);
      else expect(response.status).toBe(422);
    }
    expect(ids.size).toBe(1);
  });

  it('renders the checkout page with the form, the summary and no footer', async () => {
    const cookie = await cartWith([['SB24-750', 1]]);
    const html = await (await get('/checkout', { cookie: `age_gate=false; ${cookie}` })).text();
    expect(html).toContain('data-island="checkout-form"');
    expect(html).toContain('Order summary');
    expect(html).toContain('District of Columbia');
    expect(html).not.toContain('site-footer');
  });

  it('answers 404 for a receipt that does not exist', async () => {
    expect((await get('/profile/order-receipt/no-such-order')).status).toBe(404);
    expect((await get('/profile/order-receipt/%3Cscript%3E')).status).toBe(404);
  });

  it('refuses a cross-site checkout', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/checkout`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: JSON.stringify(ORDER) });
    expect(response.status).toBe(403);
  });
});
