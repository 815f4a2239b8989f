// Order lookups: by id and by e-mail plus order number ("limited": no addresses or
// payment), and a customer's own order behind their token.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { authenticateAs } from '../auth/session.ts';
import { fail, notFound } from '../http.ts';

export const orderApi = new Hono<EmulatorEnv>();

const ORDER_NOT_FOUND = 'Order not found.';

type OrderRow = {
  id: string;
  order_number: number;
  customer_id: string | null;
  email: string;
  order_submitted_date: string;
  order_type: string;
  channel: string;
  sub_total: number;
  shipping_total: number;
  tax_total: number;
  total_discount: number;
  total: number;
  fulfillment_status: string;
};
type OrderItemRow = { sku: string; product_title: string; quantity: number; price: number; compare_price: number | null };

async function limitedOrder(db: D1Database, where: string, ...binds: unknown[]) {
  const row = await db.prepare(`SELECT * FROM commerce_orders WHERE ${where}`).bind(...binds).first<OrderRow>();
  if (!row) return null;
  const { results } = await db
    .prepare('SELECT sku, product_title, quantity, price, compare_price FROM commerce_order_items WHERE order_id = ? ORDER BY position')
    .bind(row.id)
    .all<OrderItemRow>();
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderSubmittedDate: row.order_submitted_date,
    customerId: row.customer_id,
    email: row.email,
    orderType: row.order_type,
    channel: row.channel,
    items: results.map((i) => ({ sku: i.sku, productTitle: i.product_title, quantity: i.quantity, price: i.price, comparePrice: i.compare_price })),
    subTotal: row.sub_total,
    shippingTotal: row.shipping_total,
    taxTotal: row.tax_total,
    totalDiscount: row.total_discount,
    total: row.total,
    fulfillmentStatus: row.fulfillment_status,
  };
}

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

orderApi.get('/customer/:id/order/:orderId', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const order = await limitedOrder(c.env.DB, 'id = ? AND customer_id = ?', c.req.param('orderId'), customerId);
  return order ? c.json(order) : notFound(c, ORDER_NOT_FOUND);
});
