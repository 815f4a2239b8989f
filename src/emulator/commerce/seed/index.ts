// Loads the commerce seed into D1 in one transaction. It runs on first use and again
// whenever the seed's hash changes (emulator_meta 'commerce_seed'), or on
// POST /__emulator/reseed. Content seeding is separate, so neither wipes the other.
// Source: skynet-watcher/Commerce7 docs/developer/resources (customers.md, club-memberships.md,
// orders.md: the objects these rows are read back as).
import { sha256Hex } from '../auth/encoding.ts';
import { hashPassword } from '../auth/passwords.ts';
import { unitPrice } from '../carts/load.ts';
import { catalogueRows, COLLECTIONS, PRODUCTS, skuIndex } from './catalogue.ts';
import { CLUBS } from './clubs.ts';
import { CUSTOMERS, DEMO_PASSWORD } from './customers.ts';
import { seedUuid } from './helpers.ts';

/** Bump when the seeding code changes the rows it writes without the seed data changing. */
const SEED_FORMAT = 4;
const CLUB_PERCENT_AT_ORDER_TIME = 20;
const NAPA_SALES_TAX = 0.0775;

let hash: Promise<string> | undefined;
export function commerceSeedHash(): Promise<string> {
  hash ??= sha256Hex(JSON.stringify({ SEED_FORMAT, COLLECTIONS, PRODUCTS, CUSTOMERS, CLUBS, DEMO_PASSWORD }));
  return hash;
}

type Row = Record<string, string | number | null>;

/** One INSERT for many rows: they travel as one JSON array, unpacked by json_each. */
function bulkInsert(db: D1Database, table: string, rows: Row[]): D1PreparedStatement[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const values = columns.map((column) => `json_extract(value, '$.${column}')`).join(', ');
  return [db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${values} FROM json_each(?)`).bind(JSON.stringify(rows))];
}

function orderIdByNumber(orderNumber: number): string {
  const order = CUSTOMERS.flatMap((c) => c.orders).find((o) => o.orderNumber === orderNumber);
  if (!order) throw new Error(`no seeded order #${orderNumber}`);
  return order.id;
}

async function customerRows() {
  const skus = skuIndex();
  const customers: Row[] = [];
  const memberships: Row[] = [];
  const addresses: Row[] = [];
  const cards: Row[] = [];
  const orders: Row[] = [];
  const items: Row[] = [];
  for (const c of CUSTOMERS) {
    customers.push({
      id: c.id,
      // '' stands for a name the customer never gave (sent as null).
      first_name: c.firstName ?? '',
      last_name: c.lastName ?? '',
      email: c.email,
      email_id: c.emailId,
      phone: c.phone?.phone ?? null,
      phone_id: c.phone?.id ?? null,
      password_hash: await hashPassword(DEMO_PASSWORD),
      tags: JSON.stringify(c.tags.map((title) => ({ id: seedUuid(`tag:${title}`), title }))),
      email_marketing_status: c.emailMarketingStatus,
      created_at: c.createdAt,
      updated_at: c.createdAt,
    });
    for (const m of c.memberships) {
      // Every membership has a ship-to address and a card on file, as Commerce7 requires.
      const addressId = seedUuid(`address:${m.id}`);
      const cardId = seedUuid(`card:${m.id}`);
      addresses.push({
        id: addressId,
        customer_id: c.id,
        first_name: c.firstName ?? '',
        last_name: c.lastName ?? '',
        address: '1200 Ridge Road',
        address2: null,
        city: 'Napa',
        state_code: 'CA',
        zip_code: '94558',
        country_code: 'US',
        phone: c.phone?.phone ?? null,
        is_default: 1,
        created_at: m.signupDate,
      });
      cards.push({
        id: cardId,
        customer_id: c.id,
        card_brand: 'Visa',
        masked_card_number: '************4242',
        token_on_file: `tok_seed_${m.id.slice(0, 8)}`,
        expiry_mo: 12,
        expiry_yr: 2029,
        card_holder_name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email,
        is_default: 1,
        created_at: m.signupDate,
      });
      memberships.push({
        id: m.id,
        customer_id: c.id,
        club_id: m.clubId,
        club_title: m.clubTitle,
        status: m.cancelDate ? 'Cancelled' : 'Active',
        signup_date: m.signupDate,
        cancel_date: m.cancelDate,
        cancellation_reason: m.cancellationReason ?? null,
        order_delivery_method: 'Ship',
        bill_to_customer_address_id: addressId,
        ship_to_customer_address_id: addressId,
        customer_credit_card_id: cardId,
        subscription_frequency: m.frequency ?? null,
        subscription_next_process_date: m.nextProcessDate ?? null,
      });
    }
    for (const o of c.orders) {
      const lines = o.items.map(([sku, quantity], position) => {
        const found = skus.get(sku);
        if (!found) throw new Error(`order ${o.orderNumber}: unknown sku ${sku}`);
        const pct = o.clubPriced && found.product.type === 'Wine' ? CLUB_PERCENT_AT_ORDER_TIME : null;
        const { price, comparePrice } = unitPrice(found.variant.price, null, pct);
        return { order_id: o.id, position, sku, product_title: found.product.title, quantity, price, compare_price: comparePrice };
      });
      const subTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const discount = lines.reduce((sum, l) => sum + ((l.compare_price ?? l.price) - l.price) * l.quantity, 0);
      const tax = Math.round(subTotal * NAPA_SALES_TAX);
      items.push(...lines);
      orders.push({
        id: o.id,
        order_number: o.orderNumber,
        customer_id: c.id,
        email: c.email,
        order_submitted_date: o.submitted,
        sub_total: subTotal,
        shipping_total: o.shippingTotal,
        tax_total: tax,
        total_discount: discount,
        total: subTotal + o.shippingTotal + tax,
        fulfillment_status: o.fulfillmentStatus,
        order_type: o.purchaseType ?? 'Regular',
        previous_order_id: o.previousOrder === undefined ? null : orderIdByNumber(o.previousOrder),
        fulfillment: o.pickup ? 'pickup' : 'ship',
        shipping_address: o.pickup
          ? null
          : JSON.stringify({ firstName: c.firstName, lastName: c.lastName, address: '1200 Ridge Road', city: 'Napa', stateCode: 'CA', zipCode: '94558', countryCode: 'US' }),
        // Every demo order was paid with the approved test card.
        card_last4: '4242',
        card_brand: 'Visa',
      });
    }
  }
  return { customers, memberships, addresses, cards, orders, items };
}

function clubRows(): Row[] {
  return CLUBS.map((club, position) => ({
    id: club.id,
    slug: club.slug,
    title: club.title,
    type: club.type,
    content: club.content,
    seo: JSON.stringify(club.seo),
    web_status: 'Available',
    admin_status: 'Available',
    position,
  }));
}

// Children first. Revoked tokens stay: a logged-out token must not come back to life.
const WIPE = [
  'outbox',
  'commerce_customer_links',
  'commerce_checkouts',
  'commerce_cart_items',
  'commerce_carts',
  'commerce_order_items',
  'commerce_orders',
  'commerce_club_memberships',
  'commerce_customer_credit_cards',
  'commerce_customer_addresses',
  'commerce_customers',
  'commerce_clubs',
  'commerce_inventory',
  'commerce_product_collections',
  'commerce_variants',
  'commerce_products',
  'commerce_collections',
];

/** Replaces all commerce data with the seed; returns how many products it loaded. */
export async function seedCommerce(db: D1Database): Promise<number> {
  const catalogue = catalogueRows();
  const people = await customerRows();
  await db.batch([
    ...WIPE.map((table) => db.prepare(`DELETE FROM ${table}`)),
    ...bulkInsert(db, 'commerce_collections', catalogue.collections),
    ...bulkInsert(db, 'commerce_products', catalogue.products),
    ...bulkInsert(db, 'commerce_product_collections', catalogue.memberships),
    ...bulkInsert(db, 'commerce_variants', catalogue.variants),
    ...bulkInsert(db, 'commerce_inventory', catalogue.inventory),
    ...bulkInsert(db, 'commerce_clubs', clubRows()),
    ...bulkInsert(db, 'commerce_customers', people.customers),
    ...bulkInsert(db, 'commerce_customer_addresses', people.addresses),
    ...bulkInsert(db, 'commerce_customer_credit_cards', people.cards),
    ...bulkInsert(db, 'commerce_club_memberships', people.memberships),
    ...bulkInsert(db, 'commerce_orders', people.orders),
    ...bulkInsert(db, 'commerce_order_items', people.items),
    db.prepare("INSERT INTO emulator_meta (key, value) VALUES ('commerce_seed', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").bind(await commerceSeedHash()),
  ]);
  return PRODUCTS.length;
}
