// An order in Commerce7's shape. "Limited" leaves out addresses and payment: it is what
// a lookup by e-mail and order number may show; the checkout answer adds the
// fulfillment and address the buyer has just given.
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
  fulfillment: 'ship' | 'pickup' | null;
  shipping_address: string | null;
  card_last4: string | null;
  card_brand: string | null;
};
type OrderItemRow = { sku: string; product_title: string; quantity: number; price: number; compare_price: number | null };

async function load(db: D1Database, where: string, binds: unknown[]) {
  const row = await db.prepare(`SELECT * FROM commerce_orders WHERE ${where}`).bind(...binds).first<OrderRow>();
  if (!row) return null;
  const { results } = await db
    .prepare('SELECT sku, product_title, quantity, price, compare_price FROM commerce_order_items WHERE order_id = ? ORDER BY position')
    .bind(row.id)
    .all<OrderItemRow>();
  const order = {
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
  return { row, order };
}

export async function limitedOrder(db: D1Database, where: string, ...binds: unknown[]) {
  return (await load(db, where, binds))?.order ?? null;
}

/**
 * The whole order as its buyer sees it: the limited order plus how it was delivered; for
 * the customer's own order (`customerId`), also the card's brand and masked number, as
 * Commerce7's tenders give them.
 */
export async function placedOrder(db: D1Database, id: string, customerId?: string) {
  const found = await load(db, customerId === undefined ? 'id = ?' : 'id = ? AND customer_id = ?', customerId === undefined ? [id] : [id, customerId]);
  if (!found) return null;
  const { row, order } = found;
  const shipTo = row.fulfillment === 'ship' && row.shipping_address ? (JSON.parse(row.shipping_address) as Record<string, unknown>) : null;
  const placed = { ...order, fulfillment: row.fulfillment, shipTo };
  // Only the customer's own order shows how it was paid; the checkout's answer says nothing of the card.
  if (customerId === undefined) return placed;
  const tenders = row.card_last4
    ? [{ tenderType: 'Credit Card', amountTendered: row.total, creditCard: { cardBrand: row.card_brand ?? 'Card', maskedCardNumber: `************${row.card_last4}` } }]
    : [];
  return { ...placed, tenders };
}

/** A customer's orders, newest first, one page at a time: Commerce7's { orders, total }. */
export async function customerOrders(db: D1Database, customerId: string, page: number, limit: number) {
  const [{ results }, count] = await Promise.all([
    db
      .prepare('SELECT id FROM commerce_orders WHERE customer_id = ? ORDER BY order_submitted_date DESC, order_number DESC LIMIT ? OFFSET ?')
      .bind(customerId, limit, (page - 1) * limit)
      .all<{ id: string }>(),
    db.prepare('SELECT COUNT(*) AS total FROM commerce_orders WHERE customer_id = ?').bind(customerId).first<{ total: number }>(),
  ]);
  const orders = await Promise.all(results.map((r) => limitedOrder(db, 'id = ?', r.id)));
  return { orders: orders.filter((o) => o !== null), total: count?.total ?? 0 };
}
