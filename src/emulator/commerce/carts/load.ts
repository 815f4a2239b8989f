// A cart with its items priced for its customer: the variant price, or its
// addToCartPrice when lower (a promotion); active club members get the club discount
// off wine. Each line carries Commerce7's three prices (orders.md, the cart object's
// items): `price` charged, `originalPrice` before the discount, `comparePrice` the
// product's compare-at price.
import type { EmulatorBindings } from '../../env.ts';
import { isActiveClubMember } from '../customers/load.ts';

export type CartRow = { id: string; customer_id: string | null; channel: string; gift_message: string | null };
type ItemRow = {
  id: string;
  product_id: string;
  variant_id: string;
  sku: string;
  quantity: number;
  item_data: string | null;
  product_title: string;
  product_type: string;
  product_data: string;
  variant_title: string;
  price: number;
  add_to_cart_price: number | null;
  compare_price: number | null;
};

export function findCart(db: D1Database, id: string): Promise<CartRow | null> {
  return db.prepare('SELECT id, customer_id, channel, gift_message FROM commerce_carts WHERE id = ?').bind(id).first<CartRow>();
}

export function clubDiscountPercentage(env: EmulatorBindings): number {
  const pct = Number(env.CLUB_DISCOUNT_PERCENTAGE ?? '20');
  return Number.isFinite(pct) && pct >= 0 && pct <= 100 ? pct : 20;
}

export function unitPrice(price: number, addToCartPrice: number | null, clubPct: number | null) {
  const base = addToCartPrice !== null && addToCartPrice < price ? addToCartPrice : price;
  if (clubPct === null || clubPct === 0) return { price: base, comparePrice: null };
  return { price: Math.round((base * (100 - clubPct)) / 100), comparePrice: base };
}

/** `pricedFor` prices the cart for another customer: the one checking an anonymous cart out. */
export async function loadCart(env: EmulatorBindings, id: string, pricedFor?: string | null) {
  const db = env.DB;
  const cart = await findCart(db, id);
  if (!cart) return null;
  const [{ results: rows }, member] = await Promise.all([
    db
      .prepare(
        `SELECT i.id, i.product_id, i.variant_id, i.sku, i.quantity, i.item_data, p.title AS product_title, p.type AS product_type,
                p.data AS product_data, v.title AS variant_title, v.price, v.add_to_cart_price, v.compare_price
         FROM commerce_cart_items i JOIN commerce_variants v ON v.id = i.variant_id JOIN commerce_products p ON p.id = i.product_id
         WHERE i.cart_id = ? ORDER BY i.created_at, i.rowid`,
      )
      .bind(id)
      .all<ItemRow>(),
    isActiveClubMember(db, pricedFor ?? cart.customer_id),
  ]);
  const pct = member ? clubDiscountPercentage(env) : null;
  const items = rows.map((row) => {
    const { price, comparePrice } = unitPrice(row.price, row.add_to_cart_price, row.product_type === 'Wine' ? pct : null);
    const data = JSON.parse(row.product_data) as { image?: string | null };
    return {
      id: row.id,
      productId: row.product_id,
      productVariantId: row.variant_id,
      sku: row.sku,
      productTitle: row.product_title,
      variantTitle: row.variant_title,
      image: data.image ?? null,
      type: row.product_type,
      quantity: row.quantity,
      price,
      originalPrice: comparePrice ?? price,
      comparePrice: row.compare_price,
      itemData: row.item_data ? (JSON.parse(row.item_data) as Record<string, unknown>) : null,
    };
  });
  const subTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const totalDiscount = items.reduce((sum, item) => sum + (item.originalPrice - item.price) * item.quantity, 0);
  return {
    id: cart.id,
    customerId: cart.customer_id,
    channel: cart.channel,
    items,
    subTotal,
    totalDiscount,
    // Shipping and tax are settled at checkout, so the cart total is its subtotal.
    total: subTotal,
    giftMessage: cart.gift_message,
  };
}
