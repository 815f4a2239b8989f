// Products in Commerce7's for-web shape: the product row's document, its variants with
// inventory, and its collections, read in one batch.
export type ProductRow = {
  id: string;
  slug: string;
  title: string;
  type: string;
  web_status: string;
  admin_status: string;
  available_to: string;
  gift_card_type: string | null;
  data: string;
};
export type VariantRow = {
  id: string;
  product_id: string;
  sku: string;
  title: string;
  price: number;
  compare_price: number | null;
  add_to_cart_price: number | null;
  action_message: string | null;
  max_quantity_per_cart: number | null;
  inventory_policy: 'Back Order' | 'Dont Sell';
  volume_ml: number | null;
  bottles_in_case: number | null;
};
type InventoryRow = { variant_id: string; location_id: string; available_for_sale_count: number };
type CollectionRow = { product_id: string; id: string; title: string; slug: string };

export async function loadProducts(db: D1Database, rows: ProductRow[]) {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const [variants, inventory, collections] = await db.batch<unknown>([
    db.prepare('SELECT * FROM commerce_variants WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position').bind(ids),
    db
      .prepare(
        `SELECT i.* FROM commerce_inventory i JOIN commerce_variants v ON v.id = i.variant_id
         WHERE v.product_id IN (SELECT value FROM json_each(?)) ORDER BY i.location_id`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT pc.product_id, c.id, c.title, c.slug FROM commerce_product_collections pc JOIN commerce_collections c ON c.id = pc.collection_id
         WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.rowid`,
      )
      .bind(ids),
  ]);
  const stock = groupBy((inventory?.results ?? []) as InventoryRow[], (i) => i.variant_id);
  const byProduct = groupBy((variants?.results ?? []) as VariantRow[], (v) => v.product_id);
  const inCollections = groupBy((collections?.results ?? []) as CollectionRow[], (c) => c.product_id);
  return rows.map((row) => ({
    ...(JSON.parse(row.data) as Record<string, unknown>),
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    webStatus: row.web_status,
    adminStatus: row.admin_status,
    security: { availableTo: row.available_to },
    giftCard: row.gift_card_type ? { type: row.gift_card_type } : null,
    variants: (byProduct.get(row.id) ?? []).map((variant) => toVariant(variant, stock.get(variant.id) ?? [])),
    collections: (inCollections.get(row.id) ?? []).map(({ id, title, slug }) => ({ id, title, slug })),
  }));
}

function toVariant(v: VariantRow, inventory: InventoryRow[]) {
  return {
    id: v.id,
    sku: v.sku,
    title: v.title,
    price: v.price,
    comparePrice: v.compare_price,
    addToCartPrice: v.add_to_cart_price,
    actionMessage: v.action_message,
    maxQuantityPerCart: v.max_quantity_per_cart,
    inventoryPolicy: v.inventory_policy,
    inventory: inventory.map((i) => ({ inventoryLocationId: i.location_id, availableForSaleCount: i.available_for_sale_count })),
    volumeInML: v.volume_ml,
    bottlesInCase: v.bottles_in_case,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
