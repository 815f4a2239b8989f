// Order lookups: by id and by e-mail plus order number ("limited": no addresses or
// payment), and a customer's own orders behind their token (the list, and one order whole).
import { Hono } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { authenticateAs } from '../auth/session.ts';
import { fail, notFound } from '../http.ts';
import { customerOrders, limitedOrder, placedOrder } from './load.ts';

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

/** A customer's own orders, newest first: ?page= (from 1) and ?limit= (1 to 50, default 50), as Commerce7 pages. */
orderApi.get('/customer/:id/order', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const page = Number(c.req.query('page') ?? 1);
  const limit = Number(c.req.query('limit') ?? 50);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return fail(c, 400, 'validation', 'page must be a whole number from 1, and limit from 1 to 50.');
  }
  return c.json(await customerOrders(c.env.DB, customerId, page, limit));
});

orderApi.get('/customer/:id/order/:orderId', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const order = await placedOrder(c.env.DB, c.req.param('orderId'), customerId);
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});
