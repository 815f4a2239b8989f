// Products in Commerce7's for-web shape (products.md, docs/real-services.md "What production answers"): the
// product row's document, its variants with inventory (null for a variant that tracks
// none, such as a virtual gift card), and its collections, read in one batch.
// Two forms: the by-slug product (products.md's Product object) and the item of the paged
// list, which carries only what the recorded real answer carries (leftathome/nagus
// internal/connector/commerce7/testdata/tablas_for_web.json, Tablas Creek's
// product/for-web of 2026-09-21): no images, collections, seo or metaData; `wine` only on a
// wine and `giftCard` only on a gift card (absent, not null, elsewhere).
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
  max_quantity_per_cart: number | null;
  inventory_policy: 'Back Order' | 'Dont Sell';
  volume_ml: number | null;
  alcohol_percentage: number | null;
  has_inventory: number;
  has_shipping: number;
  tax_type: string;
  weight: number | null;
  position: number;
};
type InventoryRow = { variant_id: string; location_id: string; available_for_sale_count: number; allocated_count: number; reserve_count: number };
type CollectionRow = { product_id: string; id: string; title: string; slug: string; data: string };

/** The product document's fields (catalogue.ts writes them). */
type ProductDocument = {
  subTitle: string | null;
  teaser: string | null;
  content: string | null;
  image: string | null;
  images: { id: string; src: string; sortOrder: number }[];
  seo: { title: string | null; description: string | null };
  wine: Record<string, unknown> | null;
  departmentId: string | null;
  vendorId: string | null;
  metaData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * A customer's standing for a members-only product, when the request names one
 * (`customerId`). Unverified: the spec names `security.isValidUser` and the call with a
 * customer id, Commerce7's public docs do not say how an allocation is judged; here an
 * active club member may buy Club and Allocation products, and anyone a Public one.
 */
export type Judge = (availableTo: string) => boolean;

/** `item`: a list item as the recorded answer carries it; `product`: the by-slug product. */
export type ProductForm = 'product' | 'item';

export async function loadProducts(db: D1Database, rows: ProductRow[], judge?: Judge, form: ProductForm = 'product') {
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
        `SELECT pc.product_id, c.id, c.title, c.slug, c.data FROM commerce_product_collections pc JOIN commerce_collections c ON c.id = pc.collection_id
         WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.rowid`,
      )
      .bind(ids),
  ]);
  const stock = groupBy((inventory?.results ?? []) as InventoryRow[], (i) => i.variant_id);
  const byProduct = groupBy((variants?.results ?? []) as VariantRow[], (v) => v.product_id);
  const inCollections = groupBy((collections?.results ?? []) as CollectionRow[], (c) => c.product_id);
  return rows.map((row) => {
    const doc = JSON.parse(row.data) as ProductDocument;
    const variants = (byProduct.get(row.id) ?? []).map((variant) => toVariant(variant, stock.get(variant.id) ?? []));
    if (form === 'item') return listItem(row, doc, variants);
    return {
      id: row.id,
      title: row.title,
      subTitle: doc.subTitle,
      slug: row.slug,
      teaser: doc.teaser,
      content: doc.content,
      image: doc.image,
      images: doc.images,
      type: row.type,
      webStatus: row.web_status,
      adminStatus: row.admin_status,
      departmentId: doc.departmentId,
      vendorId: doc.vendorId,
      variants,
      collections: (inCollections.get(row.id) ?? []).map(productCollection),
      seo: doc.seo,
      wine: doc.wine,
      security: judge ? { availableTo: row.available_to, isValidUser: judge(row.available_to) } : { availableTo: row.available_to },
      // Unverified shape: docs/real-services.md names `giftCard` on the product, products.md shows none.
      giftCard: row.gift_card_type ? { type: row.gift_card_type } : null,
      metaData: doc.metaData,
      createdAt: doc.createdAt,
      updatedAt: doc.updatedAt,
    };
  });
}

/**
 * A list item, in the recorded answer's fields and order. Unverified: `security`. The
 * recording's products (all public) carry none, products.md's object has it and the
 * storefront's allocation rule reads it, so a members-only product keeps it here.
 */
function listItem(row: ProductRow, doc: ProductDocument, variants: ReturnType<typeof toVariant>[]) {
  return {
    id: row.id,
    title: row.title,
    subTitle: doc.subTitle,
    image: doc.image,
    type: row.type,
    departmentId: doc.departmentId,
    vendorId: doc.vendorId,
    teaser: doc.teaser,
    content: doc.content,
    webStatus: row.web_status,
    adminStatus: row.admin_status,
    slug: row.slug,
    productTemplateId: null,
    isRedeemableWithLoyaltyPoints: true,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    variants,
    ...(doc.wine ? { wine: doc.wine } : {}),
    ...(row.gift_card_type ? { giftCard: { type: row.gift_card_type } } : {}),
    ...(row.available_to === 'Public' ? {} : { security: { availableTo: row.available_to } }),
    overrideOperatingRegions: { isOverride: false, operatingStateCodes: null, operatingCountryCodes: null },
  };
}

function toVariant(v: VariantRow, inventory: InventoryRow[]) {
  return {
    id: v.id,
    productId: v.product_id,
    title: v.title,
    sku: v.sku,
    // The recorded answer's variant also carries upcCode, bottleDeposit and sortOrder (products.md shows them too).
    upcCode: null,
    volumeInML: v.volume_ml,
    alcoholPercentage: v.alcohol_percentage,
    price: v.price,
    comparePrice: v.compare_price,
    bottleDeposit: 0,
    maxQuantityPerCart: v.max_quantity_per_cart,
    sortOrder: v.position + 1,
    hasInventory: v.has_inventory === 1,
    inventoryPolicy: v.inventory_policy,
    hasShipping: v.has_shipping === 1,
    taxType: v.tax_type,
    weight: v.weight,
    // A variant that tracks no stock (a virtual gift card) has no inventory at all: null.
    inventory:
      v.has_inventory === 1
        ? inventory.map((i) => ({
            productVariantId: v.id,
            inventoryLocationId: i.location_id,
            availableForSaleCount: i.available_for_sale_count,
            allocatedCount: i.allocated_count,
            reserveCount: i.reserve_count,
          }))
        : null,
    // What a cart would charge before any club discount: the promotion price when one runs.
    addToCartPrice: v.add_to_cart_price ?? v.price,
  };
}

type CollectionDocument = { content: string | null; featureImage: string | null; seo: { title: string | null; description: string | null }; createdAt: string; updatedAt: string };

/** A collection as a product lists it (products.md's example object). */
function productCollection(c: CollectionRow) {
  const doc = JSON.parse(c.data) as Partial<CollectionDocument>;
  return {
    id: c.id,
    title: c.title,
    content: doc.content ?? null,
    publishDate: doc.createdAt ?? null,
    slug: c.slug,
    productTemplateId: null,
    type: 'Manual',
    productCount: null,
    appliesToCondition: null,
    onlyShowProductsWithInventory: false,
    createdAt: doc.createdAt ?? null,
    updatedAt: doc.updatedAt ?? null,
    seo: doc.seo ?? { title: c.title, description: null },
  };
}

/** The collection object itself (collections.md), as the for-web list answers it. */
export function collectionObject(c: { id: string; title: string; slug: string; data: string }) {
  const doc = JSON.parse(c.data) as Partial<CollectionDocument>;
  return {
    id: c.id,
    title: c.title,
    type: 'Manual',
    content: doc.content ?? null,
    webStatus: 'Available',
    adminStatus: 'Available',
    slug: c.slug,
    featureImage: doc.featureImage ?? null,
    createdAt: doc.createdAt ?? null,
    updatedAt: doc.updatedAt ?? null,
    seo: doc.seo ?? { title: c.title, description: null },
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
