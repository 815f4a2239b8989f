// Commerce7's front-end widget, played by the emulator under /__emulator/hosted (the
// store's widget pages load its script through the local-only /__emulator proxy, where
// production loads https://cdn.commerce7.com/v2/commerce7.js and commerce7.css):
//   GET  /commerce7.js                the widget stand-in (widget/, served by widget-script.ts), with the
//                                     tenant's front-end routing (WIDGET_ROUTES) and where
//                                     it confirms (WIDGET_RECEIPT: its own receipt, or the store's)
//   GET  /commerce7.css               its stylesheet
//   GET  /v1/cart/{id}                the cart the shared cookie names, as the widget reads it
//   POST /v1/cart/{id}/checkout       places the order: contact, delivery, date of birth
//                                     (21+) and the gateway's card token, never a card
//   POST /v1/customer/login, GET /v1/customer/self, POST /v1/customer/logout
//                                     the account widget's sign-in (Commerce7's own
//                                     customer/login, customer/self, customer/logout)
//   POST /v1/club/{slug}/signup       the club join button's sign-up: account, address,
//                                     the gateway's card token, membership
// Commerce7's widget and its browser API are not publicly documented. What is sourced is
// named where it is used (widget/); the browser API's paths and bodies are
// unverified, a stand-in that keeps the store's side honest (it never sees the card).
//
// The order rules are the emulator's: prices are the cart's (club pricing included), tax
// is left at 0, stock is decremented, and a cart becomes one order however often it is
// sent (double click, retry, concurrent requests): a repeat answers the order it placed.
import { Hono, type Context } from 'hono';
import { CheckoutBody, isAdultOn } from '../commerce/checkout/body.ts';
import { placeOrder, shortage, stockLines } from '../commerce/checkout/place.ts';
import { findCart, loadCart } from '../commerce/carts/load.ts';
import { fail, invalid, notFound, nowIso, readBody } from '../commerce/http.ts';
import { placedOrder } from '../commerce/orders/load.ts';
import type { EmulatorEnv } from '../env.ts';
import { charge } from '../gateway/tokens.ts';
import { widgetScript, WIDGET_CSS, type WidgetReceiptSetting } from './widget-script.ts';
import { clubSignup, forwardToCommerce } from './signup.ts';

export const hostedCheckout = new Hono<EmulatorEnv>();

const SHIPPING = 1500;
const FREE_SHIPPING_FROM = 15000;

/** The run-time setting (PUT /__emulator/widget-receipt) over WIDGET_RECEIPT; anything but `store` is the widget's own receipt. */
export async function widgetReceiptSetting(env: EmulatorEnv['Bindings']): Promise<WidgetReceiptSetting> {
  const row = await env.DB.prepare("SELECT value FROM emulator_meta WHERE key = 'widget_receipt'").first<{ value: string }>();
  return (row?.value ?? env.WIDGET_RECEIPT) === 'store' ? 'store' : 'widget';
}

/**
 * A DEVELOPER CONTROL with no real counterpart: text appended to a served file (PUT
 * /__emulator/hosted-tamper), so the store's tamper detection can be shown a changed script.
 */
async function tamperOf(env: EmulatorEnv['Bindings'], file: string): Promise<string> {
  const row = await env.DB.prepare('SELECT value FROM emulator_meta WHERE key = ?').bind(`hosted_tamper:${file}`).first<{ value: string }>();
  return row?.value ?? '';
}

hostedCheckout.get('/commerce7.js', async (c) =>
  c.body(widgetScript(c.env.WIDGET_ROUTES, await widgetReceiptSetting(c.env)) + (await tamperOf(c.env, 'commerce7.js')), 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
  }),
);
hostedCheckout.get('/commerce7.css', async (c) => c.body(WIDGET_CSS + (await tamperOf(c.env, 'commerce7.css')), 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }));

// The widget names its tenant on every call, as the platform's API wants.
hostedCheckout.use('/v1/*', async (c, next) => {
  const tenant = c.req.header('tenant');
  if (!tenant) return fail(c, 400, 'validation', 'The tenant header is required.');
  if (tenant !== c.env.COMMERCE_TENANT) return fail(c, 401, 'unauthorized', `Unknown tenant "${tenant.slice(0, 100)}".`);
  await next();
});

// The account widget signs in with Commerce7's own customer calls (customers.md); the
// browser then keeps the token in the customerToken cookie (widget/session.ts).
hostedCheckout.post('/v1/customer/login', (c) => forwardToCommerce(c, 'customer/login'));
hostedCheckout.get('/v1/customer/self', (c) => forwardToCommerce(c, 'customer/self'));
hostedCheckout.post('/v1/customer/logout', (c) => forwardToCommerce(c, 'customer/logout'));
hostedCheckout.post('/v1/club/:slug/signup', clubSignup);

hostedCheckout.get('/v1/cart/:id', async (c) => {
  const cart = await loadCart(c.env, c.req.param('id'));
  return cart ? c.json(cart) : notFound(c, 'Cart not found.');
});

type Prior = { cart_id: string; order_id: string };

/** The checkout already made for this cart, or under this Idempotency-Key. */
function prior(db: D1Database, cartId: string, key: string | null): Promise<Prior | null> {
  return db.prepare('SELECT cart_id, order_id FROM commerce_checkouts WHERE cart_id = ? OR idempotency_key = ? ORDER BY cart_id = ? DESC LIMIT 1').bind(cartId, key, cartId).first<Prior>();
}

async function answer(c: Context<EmulatorEnv>, found: Prior, cartId: string, status: 200 | 201) {
  if (found.cart_id !== cartId) return invalid(c, 'This Idempotency-Key was already used to check out another cart.');
  const order = await placedOrder(c.env.DB, found.order_id);
  return order ? c.json(order, status) : notFound(c, 'Order not found.');
}

hostedCheckout.post('/v1/cart/:id/checkout', async (c) => {
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
  const customerId = cartRow.customer_id;
  const cart = await loadCart(c.env, cartId, customerId);
  if (!cart || cart.items.length === 0) return invalid(c, 'Your cart is empty.');
  const submitted = nowIso();
  if (!isAdultOn(input.birthDate, submitted.slice(0, 10))) return invalid(c, 'You must be at least 21 years old to order wine.');
  // Stock before the card, so nobody is charged for wine that is gone.
  const stock = await stockLines(c.env, cart);
  const short = shortage(stock);
  if (short) return invalid(c, short);
  const card = await charge(db, input.payment.tokenOnFile);
  if (!card.ok) return invalid(c, card.message);

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
    cardLast4: card.row.masked_card_number.slice(-4),
    cardBrand: card.row.card_brand,
  });
  if (placed) return answer(c, { cart_id: cartId, order_id: orderId }, cartId, 201);

  // Lost to a concurrent checkout of this cart, to stock sold meanwhile, or to a cart changed meanwhile.
  const winner = await prior(db, cartId, key);
  if (winner) return answer(c, winner, cartId, 200);
  const nowShort = shortage(await stockLines(c.env, cart));
  if (nowShort) return invalid(c, nowShort);
  return invalid(c, 'Your cart changed while you were checking out. Please review it and try again.');
});
