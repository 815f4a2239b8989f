// /api/orders: the signed-in customer's orders (a page of the list, one order whole), and a
// guest's order lookup by e-mail and order number. Order numbers are small integers, so
// e-mail plus number is guessable: failed lookups are limited per client and per e-mail (10
// in 15 minutes, then 429), a miss and a wrong e-mail answer alike, and neither the e-mail
// nor the number is logged.
import { Hono, type Context } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import { ORDER_ID, ORDER_LOOKUP_MESSAGES, ORDERS_MESSAGES, OrderListQuerySchema, OrderLookupSchema } from '../../commerce/rules/orders.schema.ts';
import { check } from '../../platform/validation/index.ts';
import type { AppEnv } from '../context.ts';
import { createAttemptLimit, WINDOW_SECONDS } from '../session/attempt-limit.ts';
import { clientOf } from '../http/request.ts';
import { commerceFailure } from '../http/commerce-failure.ts';
import { ACCOUNT_UNAVAILABLE, requireCustomer, signedInOf } from '../http/require-customer.ts';

export const ordersApi = new Hono<AppEnv>();

async function orderLookup(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
  const input = check(OrderLookupSchema, c.req.query());
  if (!input.ok) return c.json(input.body, 400);
  const { email, orderNumber } = input.value;
  const byClient = createAttemptLimit(c.get('app').bindings.kv, 'order-lookup-client');
  const byEmail = createAttemptLimit(c.get('app').bindings.kv, 'order-lookup-email');
  const client = clientOf(c);
  const [clientLocked, emailLocked] = await Promise.all([byClient.isLocked(client), byEmail.isLocked(email)]);
  if (clientLocked || emailLocked) {
    c.header('Retry-After', String(WINDOW_SECONDS));
    return c.json({ message: ORDER_LOOKUP_MESSAGES.tooMany }, 429);
  }
  const app = c.get('app');
  let order;
  try {
    order = await app.commerce.orders.lookup(email, orderNumber);
  } catch (error) {
    if (!(error instanceof CommerceError && error.statusCode === 404)) {
      // The commerce client reports the call by its path alone, never its query (the e-mail).
      return c.json({ message: ORDER_LOOKUP_MESSAGES.unavailable }, 503);
    }
    order = null;
  }
  if (!order) {
    await Promise.all([byClient.recordFailure(client), byEmail.recordFailure(email)]);
    return c.json({ message: ORDER_LOOKUP_MESSAGES.notFound }, 404);
  }
  // Whose order and which cart are for the receipt's owner rule only: a lookup by number and
  // e-mail never learns them (the cart id is what proves a checkout's hand-back).
  const { cartId: _cartId, customerId: _customerId, ...shown } = order;
  return c.json({ order: shown });
}

const signedIn = requireCustomer({ unavailable: (c) => c.json({ message: ACCOUNT_UNAVAILABLE }, 503) });

const ordersFailure = (c: Context<AppEnv>, error: unknown) => commerceFailure(c, error, { section: 'orders', unavailable: ORDERS_MESSAGES.unavailable, notFound: ORDERS_MESSAGES.notFound });

ordersApi.get('/', signedIn, async (c) => {
  const query = check(OrderListQuerySchema, c.req.query());
  if (!query.ok) return c.json(query.body, 400);
  const { customer } = signedInOf(c);
  try {
    return c.json(await c.get('app').commerce.orders.list(customer.id, query.value.page, query.value.pageSize));
  } catch (error) {
    return ordersFailure(c, error);
  }
});

// /lookup is answered by the /:id route: a fixed path beside a parameter at the same place
// makes Hono's fastest router (RegExpRouter, one regular expression a request) refuse the
// whole app, and every request of the store then paid for the trie router it fell back to.
ordersApi.get(
  '/:id',
  (c, next) => (c.req.param('id') === 'lookup' ? orderLookup(c) : signedIn(c, next)),
  async (c) => {
    const id = c.req.param('id');
    if (!ORDER_ID.test(id)) return c.json({ message: ORDERS_MESSAGES.notFound }, 404);
    const { customer, token } = signedInOf(c);
    try {
      const order = await c.get('app').commerce.orders.forCustomer(token, customer.id, id);
      return order ? c.json({ order }) : c.json({ message: ORDERS_MESSAGES.notFound }, 404);
    } catch (error) {
      return ordersFailure(c, error);
    }
  },
);
