// An order in Commerce7's order object (docs/developer/resources/orders.md): shipTotal,
// orderDeliveryMethod (Ship | Pickup | Carry Out), shipTo and billTo, tenders and items
// (price charged, originalPrice before discount, comparePrice the product's compare-at
// price). `email` is a root field of orders.md's create request (the object example leaves
// it out). "Limited" (the storefront's order lookups, spec section 7; not in the public
// docs) is the same object with no addresses and no payment.
// purchaseType (Refund, Exchange, Pickup To Ship, Regular, Corporate Order) is in orders.md's
// table of "enumerated order fields" and its cart object; previousOrderId/Number (the order a
// refund or an exchange follows) and refundOrderId/Number (on the order a refund returns) are
// in its order object and list example.
// Source: skynet-watcher/Commerce7 docs/developer/resources/orders.md.
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
  previous_order_id: string | null;
  cart_id: string | null;
};
type OrderItemRow = {
  position: number;
  sku: string;
  product_title: string;
  quantity: number;
  price: number;
  compare_price: number | null;
  product_id: string | null;
  variant_id: string | null;
  variant_title: string | null;
  variant_compare_price: number | null;
  product_type: string | null;
  volume_ml: number | null;
};

const DELIVERY = { ship: 'Ship', pickup: 'Pickup' } as const;

/** A stable id for a part of an order that the emulator does not keep as a row (UUID-shaped). */
function partId(orderId: string, part: string): string {
  let h = 0x811c9dc5;
  for (const ch of `${orderId}:${part}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  const hex = h.toString(16).padStart(8, '0');
  return `${hex}-${orderId.slice(9, 13)}-4${hex.slice(1, 4)}-8${orderId.slice(20, 23)}-${orderId.slice(-12)}`;
}

function address(orderId: string, part: string, json: string | null) {
  if (!json) return null;
  const a = JSON.parse(json) as Record<string, unknown>;
  return {
    id: partId(orderId, part),
    customerAddressId: null,
    birthDate: null,
    honorific: null,
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    company: null,
    phone: a.phone ?? null,
    address: a.address ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    stateCode: a.stateCode ?? null,
    zipCode: a.zipCode ?? null,
    countryCode: a.countryCode ?? 'US',
  };
}

async function load(db: D1Database, where: string, binds: unknown[], whole: boolean) {
  // The cart an order was placed from: orders.md's order object carries it as `cartId`.
  const row = await db
    .prepare(`SELECT o.*, (SELECT k.cart_id FROM commerce_checkouts k WHERE k.order_id = o.id) AS cart_id FROM commerce_orders o WHERE ${where}`)
    .bind(...binds)
    .first<OrderRow>();
  if (!row) return null;
  const { results } = await db
    .prepare(
      `SELECT i.position, i.sku, i.product_title, i.quantity, i.price, i.compare_price, v.product_id, v.id AS variant_id, v.title AS variant_title,
              v.compare_price AS variant_compare_price, p.type AS product_type, v.volume_ml
       FROM commerce_order_items i LEFT JOIN commerce_variants v ON v.sku = i.sku LEFT JOIN commerce_products p ON p.id = v.product_id
       WHERE i.order_id = ? ORDER BY i.position`,
    )
    .bind(row.id)
    .all<OrderItemRow>();
  const [previous, refund] = await Promise.all([
    row.previous_order_id ? db.prepare('SELECT id, order_number FROM commerce_orders WHERE id = ?').bind(row.previous_order_id).first<{ id: string; order_number: number }>() : null,
    db
      .prepare("SELECT id, order_number FROM commerce_orders WHERE previous_order_id = ? AND order_type = 'Refund' ORDER BY order_number LIMIT 1")
      .bind(row.id)
      .first<{ id: string; order_number: number }>(),
  ]);
  const shipTo = whole && row.fulfillment === 'ship' ? address(row.id, 'shipTo', row.shipping_address) : null;
  // The emulator keeps one address per order: the buyer's, which is also who paid.
  const billTo = whole ? address(row.id, 'billTo', row.shipping_address) : null;
  const tenders =
    whole && row.card_last4
      ? [
          {
            id: partId(row.id, 'tender'),
            refundId: null,
            previousTenderId: null,
            tenderType: 'Credit Card',
            // A refund pays the card back (orders.md chargeType: Sale, PreAuth, Cancel, Refund).
            chargeType: row.order_type === 'Refund' ? 'Refund' : 'Sale',
            chargeStatus: 'Success',
            amountTendered: row.total,
            tip: 0,
            errorCode: '',
            paymentDate: row.order_submitted_date,
            createdAt: row.order_submitted_date,
            updatedAt: row.order_submitted_date,
            creditCard: {
              gateway: 'No Gateway',
              cardBrand: row.card_brand ?? 'Unknown',
              maskedCardNumber: `************${row.card_last4}`,
              expiryMo: null,
              expiryYr: null,
              cardHolderName: null,
              oneTimeToken: null,
              tokenOnFile: null,
              processorResponse: null,
              authorizationId: null,
              customerCreditCardId: null,
            },
          },
        ]
      : [];
  return {
    id: row.id,
    orderSubmittedDate: row.order_submitted_date,
    orderPaidDate: row.order_submitted_date,
    orderNumber: row.order_number,
    orderSource: 'Internal',
    purchaseType: row.order_type,
    previousOrderId: previous?.id ?? null,
    previousOrderNumber: previous?.order_number ?? null,
    refundOrderId: refund?.id ?? null,
    refundOrderNumber: refund?.order_number ?? null,
    linkedOrders: [],
    paymentStatus: 'Paid',
    complianceStatus: 'No Compliance Required',
    fulfillmentStatus: row.fulfillment_status,
    cartId: row.cart_id,
    channel: row.channel,
    posProfileId: null,
    customerId: row.customer_id,
    email: row.email,
    orderDeliveryMethod: row.fulfillment ? DELIVERY[row.fulfillment] : 'Ship',
    shippingInstructions: null,
    taxSaleType: 'Offsite',
    subTotal: row.sub_total,
    shipTotal: row.shipping_total,
    taxTotal: row.tax_total,
    dutyTotal: 0,
    bottleDepositTotal: 0,
    tipTotal: 0,
    total: row.total,
    totalAfterTip: row.total,
    giftMessage: null,
    allowPromotions: true,
    flags: [],
    productTenantId: null,
    isNonTaxable: false,
    createdAt: row.order_submitted_date,
    updatedAt: row.order_submitted_date,
    club: null,
    shipping: [],
    coupons: [],
    shipTo,
    billTo,
    pickupBy: null,
    carryOut: null,
    promotions: [],
    tenders,
    items: results.map((i) => ({
      id: partId(row.id, `item-${i.position}`),
      productTitle: i.product_title,
      type: i.product_type ?? 'General Merchandise',
      inventoryLocationId: null,
      productId: i.product_id,
      productVariantTitle: i.variant_title,
      productVariantId: i.variant_id,
      image: null,
      sku: i.sku,
      costOfGood: null,
      price: i.price,
      originalPrice: i.compare_price ?? i.price,
      comparePrice: i.variant_compare_price,
      bottleDeposit: 0,
      quantity: i.quantity,
      quantityFulfilled: row.fulfillment_status === 'Fulfilled' ? i.quantity : 0,
      isPriceOverride: false,
      tax: null,
      taxType: null,
      weight: null,
      hasShipping: true,
      vendor: null,
      volumeInML: i.volume_ml,
      departmentCode: null,
      allocationId: null,
      departmentId: null,
      collectionIds: null,
    })),
    fulfillments: [],
    taxes: [],
    duties: [],
    selectedShippingOptions: { shippingServiceId: null },
  };
}

/** An order without addresses or payment (the storefront's limited lookups). */
export async function limitedOrder(db: D1Database, where: string, ...binds: unknown[]) {
  return load(db, where, binds, false);
}

/** The whole order; with `customerId`, only when it is that customer's. */
export async function placedOrder(db: D1Database, id: string, customerId?: string) {
  return customerId === undefined ? load(db, 'id = ?', [id], true) : load(db, 'id = ? AND customer_id = ?', [id, customerId], true);
}

/** Orders, newest first, one page at a time, optionally one customer's: Commerce7's { orders, total }. */
export async function listOrders(db: D1Database, customerId: string | undefined, page: number, limit: number) {
  const where = customerId === undefined ? '1 = 1' : 'customer_id = ?';
  const binds = customerId === undefined ? [] : [customerId];
  const [{ results }, count] = await Promise.all([
    db
      .prepare(`SELECT id FROM commerce_orders WHERE ${where} ORDER BY order_submitted_date DESC, order_number DESC LIMIT ? OFFSET ?`)
      .bind(...binds, limit, (page - 1) * limit)
      .all<{ id: string }>(),
    db
      .prepare(`SELECT COUNT(*) AS total FROM commerce_orders WHERE ${where}`)
      .bind(...binds)
      .first<{ total: number }>(),
  ]);
  const orders = await Promise.all(results.map((r) => placedOrder(db, r.id)));
  return { orders: orders.filter((o) => o !== null), total: count?.total ?? 0 };
}
