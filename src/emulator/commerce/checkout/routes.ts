// POST /cart/:id/checkout: the storefront's own checkout places the order for a cart
// (the real platform checks out on its hosted pages). Prices are the cart's, club
// pricing included; tax is left at 0, since computing it is the real platform's job.
// A repeated checkout of a cart (double click, retry, concurrent requests) answers
// with the one order it placed.
import { Hono, type Context } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { findCart, loadCart } from '../carts/load.ts';
import { fail, invalid, notFound, nowIso, readBody } from '../http.ts';
import { placedOrder } from '../orders/load.ts';
import { CheckoutBody, isAdultOn } from './body.ts';
import { authorize, brandOf, lastFour } from './payment.ts';
import { placeOrder, shortage, stockLines } from './place.ts';

export const checkoutApi = new Hono<EmulatorEnv>();

const SHIPPING = 1500;
const FREE_SHIPPING_FROM = 15000;

type Prior = { cart_id: string; order_id: string };

/** The checkout already made for this cart, or under this Idempotency-Key. */
function prior(db: D1Database, cartId: string, key: string | null): Promise<Prior | null> {
  return db
    .prepare('SELECT cart_id, order_id FROM commerce_checkouts WHERE cart_id = ? OR idempotency_key = ? ORDER BY cart_id = ? DESC LIMIT 1')
    .bind(cartId, key, cartId)
    .first<Prior>();
}

async function answer(c: Context<EmulatorEnv>, found: Prior, cartId: string, status: 200 | 201) {
  if (found.cart_id !== cartId) return invalid(c, 'This Idempotency-Key was already used to check out another cart.');
  const order = await placedOrder(c.env.DB, found.order_id);
  return order ? c.json(order, status) : notFound(c, 'Order not found.');
}

checkoutApi.post('/cart/:id/checkout', async (c) => {
  const body = await readBody(c, CheckoutBody, { status: 400, prefixPath: false });
  if (!body.ok) return body.response;
  const input = body.value;
  const key = c.req.header('idempotency-key')?.trim() || null;
  if (key && key.length > 255) return fail(c, 400, 'validation', 'The Idempotency-Key header is too long.');
  const cartId = c.req.param('id');
  const db = c.env.DB;

  // Checked before the cart, which a finished checkout has deleted.
  const done = await prior(db, cartId, key);
  if (done) return answer(c, done, cartId, 200);
  const cartRow = await findCart(db, cartId);
  if (!cartRow) return notFound(c, 'Cart not found.');
  if (input.customerId && cartRow.customer_id && input.customerId !== cartRow.customer_id) return invalid(c, 'This cart belongs to another customer.');
  if (input.customerId && !(await db.prepare('SELECT 1 FROM commerce_customers WHERE id = ?').bind(input.customerId).first())) {
    return invalid(c, 'customerId does not name a customer.');
  }
  const customerId = input.customerId ?? cartRow.customer_id;
  const cart = await loadCart(c.env, cartId, customerId);
  if (!cart || cart.items.length === 0) return invalid(c, 'Your cart is empty.');
  const submitted = nowIso();
  if (!isAdultOn(input.birthDate, submitted.slice(0, 10))) return invalid(c, 'You must be at least 21 years old to order wine.');
  // Stock before the card, so nobody is charged for wine that is gone.
  const stock = await stockLines(c.env, cart);
  const short = shortage(stock);
  if (short) return invalid(c, short);
  const declined = authorize(input.payment.cardNumber);
  if (declined) return invalid(c, declined);

  const orderId = crypto.randomUUID();
  const ship = input.fulfillment === 'ship' && input.shipTo ? { ...input.shipTo, countryCode: 'US' } : null;
  const placed = await placeOrder(c.env, cart, stock, {
    orderId,
    idempotencyKey: key,
    customerId,
    email: input.email,
    submitted,
    shippingTotal: !ship || cart.subTotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING,
    fulfillment: input.fulfillment,
    shippingAddress: ship && JSON.stringify(ship),
    cardLast4: lastFour(input.payment.cardNumber),
    cardBrand: brandOf(input.payment.cardNumber),
  });
  if (placed) return answer(c, { cart_id: cartId, order_id: orderId }, cartId, 201);

  // Lost to a concurrent checkout of this cart, to stock sold meanwhile, or to a cart changed meanwhile.
  const winner = await prior(db, cartId, key);
  if (winner) return answer(c, winner, cartId, 200);
  const nowShort = shortage(await stockLines(c.env, cart));
  if (nowShort) return invalid(c, nowShort);
  return invalid(c, 'Your cart changed while you were checking out. Please review it and try again.');
});
