// Places an order in one D1 batch (one transaction). Its first statement records the
// checkout, and only when the cart still holds exactly the priced lines and the stock
// covers them; every later write is conditioned on that row naming this order. So a
// losing double submission, a cart changed meanwhile or stock sold meanwhile writes
// nothing at all, and the caller finds out which from what is in the database.
// Source: skynet-watcher/Commerce7 docs/developer/resources/orders.md (the order object it writes);
// how the hosted checkout places an order is unverified.
import type { EmulatorBindings } from '../../env.ts';
import type { loadCart } from '../carts/load.ts';
import { stockMessage, tracksStock } from '../carts/rules.ts';
import type { ProductRow, VariantRow } from '../products/load.ts';

export type PricedCart = NonNullable<Awaited<ReturnType<typeof loadCart>>>;
export type StockLine = { variantId: string; title: string; quantity: number; left: number };

export type Placement = {
  orderId: string;
  idempotencyKey: string | null;
  customerId: string | null;
  email: string;
  submitted: string;
  shippingTotal: number;
  fulfillment: 'ship' | 'pickup';
  shippingAddress: string | null;
  cardLast4: string;
  cardBrand: string;
};

/** The cart's lines that draw on warehouse stock, with what is left of each now. */
export async function stockLines(env: EmulatorBindings, cart: PricedCart): Promise<StockLine[]> {
  const { results } = await env.DB.prepare(
    `SELECT v.id, v.inventory_policy, p.gift_card_type, p.title, i.available_for_sale_count AS left_count
     FROM commerce_variants v JOIN commerce_products p ON p.id = v.product_id
     LEFT JOIN commerce_inventory i ON i.variant_id = v.id AND i.location_id = ?
     WHERE v.id IN (SELECT value FROM json_each(?))`,
  )
    .bind(env.SHIPPING_LOCATION, JSON.stringify(cart.items.map((i) => i.productVariantId)))
    .all<{ id: string; inventory_policy: VariantRow['inventory_policy']; gift_card_type: ProductRow['gift_card_type']; title: string; left_count: number | null }>();
  const quantities = new Map(cart.items.map((i) => [i.productVariantId, i.quantity]));
  return results
    .filter((row) => tracksStock(row.inventory_policy, row.gift_card_type))
    .map((row) => ({ variantId: row.id, title: row.title, quantity: quantities.get(row.id) ?? 0, left: Math.max(row.left_count ?? 0, 0) }));
}

/** The refusal for the first line the stock does not cover, if any. */
export function shortage(lines: StockLine[]): string | null {
  const short = lines.find((line) => line.left < line.quantity);
  return short ? stockMessage(short.title, short.left) : null;
}

/** Runs the batch; true when this call placed the order. */
export async function placeOrder(env: EmulatorBindings, cart: PricedCart, stock: StockLine[], p: Placement): Promise<boolean> {
  const db = env.DB;
  // ?1 is the cart and ?2 the order in every statement, so each can carry this guard.
  const placed = 'EXISTS (SELECT 1 FROM commerce_checkouts WHERE cart_id = ?1 AND order_id = ?2)';
  const guarded = (sql: string, ...binds: unknown[]) => db.prepare(`${sql} AND ${placed}`).bind(cart.id, p.orderId, ...binds);
  const lines = cart.items.map((i) => ({ sku: i.sku, quantity: i.quantity }));
  const drawn = stock.map((s) => ({ variantId: s.variantId, quantity: s.quantity }));
  const items = cart.items.map((i) => ({ sku: i.sku, title: i.productTitle, quantity: i.quantity, price: i.price, comparePrice: i.originalPrice === i.price ? null : i.originalPrice }));
  const total = cart.subTotal + p.shippingTotal;

  const [checkout] = await db.batch([
    db
      .prepare(
        `INSERT INTO commerce_checkouts (cart_id, order_id, idempotency_key, created_at)
         SELECT ?1, ?2, ?3, ?4
         WHERE (SELECT COUNT(*) FROM commerce_cart_items WHERE cart_id = ?1) = json_array_length(?5)
           AND NOT EXISTS (SELECT 1 FROM json_each(?5) l WHERE NOT EXISTS (SELECT 1 FROM commerce_cart_items c
                 WHERE c.cart_id = ?1 AND c.sku = json_extract(l.value, '$.sku') AND c.quantity = json_extract(l.value, '$.quantity')))
           AND NOT EXISTS (SELECT 1 FROM json_each(?6) s LEFT JOIN commerce_inventory i
                 ON i.variant_id = json_extract(s.value, '$.variantId') AND i.location_id = ?7
                 WHERE COALESCE(i.available_for_sale_count, 0) < json_extract(s.value, '$.quantity'))
         ON CONFLICT DO NOTHING`,
      )
      .bind(cart.id, p.orderId, p.idempotencyKey, Date.now(), JSON.stringify(lines), JSON.stringify(drawn), env.SHIPPING_LOCATION),
    guarded(
      `INSERT INTO commerce_orders (id, order_number, customer_id, email, order_submitted_date, order_type, channel, sub_total, shipping_total,
         tax_total, total_discount, total, fulfillment_status, shipping_address, fulfillment, card_last4, card_brand)
       SELECT ?2, (SELECT COALESCE(MAX(order_number), 1000) + 1 FROM commerce_orders), ?3, ?4, ?5, 'Regular', ?6, ?7, ?8,
         0, ?9, ?10, 'Not Fulfilled', ?11, ?12, ?13, ?14 WHERE 1`,
      p.customerId,
      p.email,
      p.submitted,
      cart.channel,
      cart.subTotal,
      p.shippingTotal,
      cart.totalDiscount,
      total,
      p.shippingAddress,
      p.fulfillment,
      p.cardLast4,
      p.cardBrand,
    ),
    guarded(
      `INSERT INTO commerce_order_items (order_id, position, sku, product_title, quantity, price, compare_price)
       SELECT ?2, CAST(key AS INTEGER), json_extract(value, '$.sku'), json_extract(value, '$.title'), json_extract(value, '$.quantity'),
         json_extract(value, '$.price'), json_extract(value, '$.comparePrice')
       FROM json_each(?3) WHERE 1`,
      JSON.stringify(items),
    ),
    ...stock.map((s) =>
      guarded(
        `UPDATE commerce_inventory SET available_for_sale_count = available_for_sale_count - ?3
         WHERE variant_id = ?4 AND location_id = ?5 AND available_for_sale_count >= ?3`,
        s.quantity,
        s.variantId,
        env.SHIPPING_LOCATION,
      ),
    ),
    guarded('DELETE FROM commerce_cart_items WHERE cart_id = ?1'),
    guarded('UPDATE commerce_customers SET current_web_cart_id = NULL WHERE current_web_cart_id = ?1'),
    guarded('DELETE FROM commerce_carts WHERE id = ?1'),
  ]);
  return (checkout?.meta.changes ?? 0) > 0;
}
