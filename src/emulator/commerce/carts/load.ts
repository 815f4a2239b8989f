// A cart with its items priced for its customer: the variant price, or its
// addToCartPrice when lower (a promotion); active club members get the club discount
// off wine. Each line carries Commerce7's three prices (orders.md, the cart object's
// items): `price` charged, `originalPrice` before the discount, `comparePrice` the
// product's compare-at price.
// Source: skynet-watcher/Commerce7 docs/developer/resources/orders.md (cart object: price,
// originalPrice, comparePrice); the club-discount pricing is unverified.
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

type CartExtras = { user_agent: string | null; meta_data: string | null; created_at: number; updated_at: number };

/**
 * The cart as the API answers it: Commerce7's cart object (orders.md "Cart object"), with
 * the fields a web cart has no data for as null or empty. `loadCart` above stays the
 * emulator's own priced view (the hosted checkout stand-in reads its totals).
 */
export async function cartObject(env: EmulatorBindings, id: string) {
  const cart = await loadCart(env, id);
  if (!cart) return null;
  const extras = (await env.DB.prepare('SELECT user_agent, meta_data, created_at, updated_at FROM commerce_carts WHERE id = ?').bind(id).first<CartExtras>())!;
  const variants = new Map(
    (
      await env.DB.prepare(`SELECT v.id, v.volume_ml FROM commerce_variants v WHERE v.id IN (SELECT variant_id FROM commerce_cart_items WHERE cart_id = ?)`)
        .bind(id)
        .all<{ id: string; volume_ml: number | null }>()
    ).results.map((row) => [row.id, row]),
  );
  return {
    id: cart.id,
    orderId: null,
    previousOrderId: null,
    orderNumber: null,
    previousOrderNumber: null,
    purchaseType: 'Regular',
    status: 'Pending',
    channel: cart.channel,
    posProfileId: null,
    customerId: cart.customerId,
    email: null,
    isSubscribe: false,
    orderDeliveryMethod: 'Ship',
    shippingInstructions: null,
    taxSaleType: 'Offsite',
    subTotal: cart.subTotal,
    bottleDepositTotal: 0,
    tipTotal: 0,
    total: cart.total,
    totalAfterTip: cart.total,
    giftMessage: cart.giftMessage,
    metaData: extras.meta_data ? (JSON.parse(extras.meta_data) as Record<string, string>) : null,
    errors: [],
    pos: null,
    isNonTaxable: false,
    isNoDuty: false,
    createdAt: new Date(extras.created_at).toISOString(),
    updatedAt: new Date(extras.updated_at).toISOString(),
    customer: null,
    additionalData: null,
    club: null,
    reservation: null,
    shipping: [],
    coupons: [],
    shipTo: null,
    billTo: null,
    pickupBy: null,
    carryOut: null,
    carrierPickupLocation: null,
    promotions: [],
    tenders: [],
    taxes: [],
    duties: [],
    items: cart.items.map((item) => ({
      id: item.id,
      purchaseType: 'Regular',
      productTitle: item.productTitle,
      type: item.type,
      inventoryLocationId: null,
      productId: item.productId,
      productVariantTitle: item.variantTitle,
      productVariantId: item.productVariantId,
      image: item.image,
      sku: item.sku,
      price: item.price,
      originalPrice: item.originalPrice,
      comparePrice: item.comparePrice,
      bottleDeposit: 0,
      quantity: item.quantity,
      isPriceOverride: false,
      isOverrideOperatingRegions: false,
      tax: 0,
      taxType: null,
      weight: null,
      hasShipping: item.type !== 'Gift Card',
      vendor: null,
      volumeInML: variants.get(item.productVariantId)?.volume_ml ?? null,
      departmentCode: null,
      allocationId: null,
      departmentId: null,
      collectionIds: null,
      bundleItems: null,
      itemData: item.itemData,
    })),
    selectedShippingOptions: { shippingServiceId: null },
    shippingTaxEstimate: { stateCode: null, countryCode: null, zipCode: null },
    connectionInformation: { customerIpAddress: null, userAgent: extras.user_agent },
    salesAssociate: null,
  };
}
