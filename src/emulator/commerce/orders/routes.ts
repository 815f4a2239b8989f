// Orders. App endpoints (orders.md, behind the app's credentials): GET /order (a page of
// orders, ?customerId= for one customer's) and GET /order/{id}. The storefront's own calls
// (spec section 7, not in the public docs): the limited lookups by id and by e-mail plus
// order number (no addresses or payment), and a customer's order behind their token.
// Source: skynet-watcher/Commerce7 docs/developer/resources/orders.md (app endpoints); the
// storefront's limited lookups are unverified (spec section 7 only).
import { Hono } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { requireApp } from '../auth/app.ts';
import { authenticateAs } from '../auth/session.ts';
import { fail, notFound } from '../http.ts';
import { limitedOrder, listOrders, placedOrder } from './load.ts';

export const orderApi = new Hono<EmulatorEnv>();

const ORDER_NOT_FOUND = 'Order not found.';

orderApi.get('/order/limited', async (c) => {
  const email = c.req.query('email')?.trim();
  const orderNumber = c.req.query('orderNumber')?.trim();
  if (!email || !orderNumber) return fail(c, 400, 'validation', 'email and orderNumber are required.');
  if (!/^\d{1,9}$/.test(orderNumber)) return notFound(c, ORDER_NOT_FOUND);
  const order = await limitedOrder(c.env.DB, 'email = ? COLLATE NOCASE AND order_number = ?', email, Number(orderNumber));
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});

orderApi.get('/order/:id/limited', async (c) => {
  const order = await limitedOrder(c.env.DB, 'id = ?', c.req.param('id'));
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});

/** Newest first: ?page= (from 1) and ?limit= (1 to 50, default 50), as Commerce7 pages; ?customerId= narrows to one customer. */
orderApi.get('/order', requireApp, async (c) => {
  const page = Number(c.req.query('page') ?? 1);
  const limit = Number(c.req.query('limit') ?? 50);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return fail(c, 400, 'validation', 'page must be a whole number from 1, and limit from 1 to 50.');
  }
  return c.json(await listOrders(c.env.DB, c.req.query('customerId') || undefined, page, limit));
});

orderApi.get('/order/:id', requireApp, async (c) => {
  const order = await placedOrder(c.env.DB, c.req.param('id'));
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});

orderApi.get('/customer/:id/order/:orderId', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const order = await placedOrder(c.env.DB, c.req.param('orderId'), customerId);
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});
