// The catalogue as table rows: collections, products (display fields as a JSON
// document), variants and Napa warehouse stock, in Commerce7's shapes (products.md,
// collections.md, inventory-location.md): UUID ids, null where there is no data.
// Source: skynet-watcher/Commerce7 docs/developer/resources/products.md, collections.md,
// inventory-location.md.
import { GOODS } from './goods.ts';
import type { SeedProduct, SeedVariant } from './types.ts';
import { RED_WINES } from './wines-red.ts';
import { WHITE_WINES } from './wines-white.ts';

/**
 * The Napa warehouse, the one inventory location (inventory-location.md: ids are UUIDs).
 * The storefront's C7_WINE_SHIPPING_LOCATION names it (wrangler.toml).
 */
export const SHIPPING_LOCATION = '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13';

/** When the demo catalogue was entered: every product's createdAt and updatedAt. */
const CATALOGUE_DATE = '2026-01-15T17:00:00.000Z';

type SeedCollection = { id: string; slug: string; title: string; content: string | null; featureImage: string | null };

export const COLLECTIONS: SeedCollection[] = [
  { id: '31974afc-c1c3-4dfc-bc72-0945c618f75c', slug: 'all', title: 'All Products', content: null, featureImage: null },
  { id: '9c1d6a53-e450-4f64-8d3c-2ff2f25d48e7', slug: 'red-wines', title: 'Red Wines', content: '<p>Mountain reds from the Mayacamas.</p>', featureImage: null },
  { id: '02ab5d8c-478b-4de7-8588-6e0e55aaf168', slug: 'white-wines', title: 'White Wines', content: null, featureImage: null },
  { id: '767f5e2a-dffa-4414-b3eb-804976909a60', slug: 'gifts-accessories', title: 'Gifts & Accessories', content: null, featureImage: null },
  { id: '9794b3ea-bc90-47ac-bf9f-d08b607ee69f', slug: 'large-small-formats', title: 'Large & Small Formats', content: null, featureImage: null },
  { id: 'cd533264-f12a-4ad6-b8be-29db05589267', slug: 'library-wines', title: 'Library Wines', content: null, featureImage: null },
];

export const PRODUCTS: SeedProduct[] = [...RED_WINES, ...WHITE_WINES, ...GOODS];

/**
 * A variant's id: a UUID fixed by its sku, so reseeding keeps carts' and orders' ids valid.
 * Four FNV-1a hashes of the sku make the 128 bits; the version nibble says 4 (random-looking).
 */
export function variantId(sku: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => {
    let h = seed >>> 0;
    for (const char of `variant:${sku}`) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const GIFT_CARD_DEPARTMENT = '43152c0c-2113-48cd-8274-7fda0f893bfb';
const WINE_DEPARTMENT = '37635cb7-b000-49e9-8a7c-0cc79eb70404';

function document(p: SeedProduct) {
  const image = p.image ? `/images/products/${p.image}` : null;
  return JSON.stringify({
    subTitle: p.subTitle ?? null,
    teaser: p.teaser || null,
    content: p.content ?? null,
    image,
    images: image ? [{ id: variantId(`image:${p.slug}`), src: image, sortOrder: 0 }] : [],
    seo: { title: p.title, description: p.teaser || null },
    // products.md: wine { type, varietal, countryCode, region, appellation, vintage }; alcohol is the variant's.
    wine: p.wine ? { type: p.wine.type, varietal: p.wine.varietal, countryCode: 'US', region: 'Napa Valley', appellation: p.wine.appellation, vintage: p.wine.vintage } : null,
    departmentId: p.type === 'Wine' ? WINE_DEPARTMENT : p.giftCard ? GIFT_CARD_DEPARTMENT : null,
    vendorId: null,
    metaData: null,
    createdAt: CATALOGUE_DATE,
    updatedAt: CATALOGUE_DATE,
  });
}

/** Commerce7's taxType enum (products.md): Food, General Merchandise, Wine, Not Taxable, Cannabis. */
function taxType(p: SeedProduct): string {
  if (p.giftCard || p.type === 'Rebate') return 'Not Taxable';
  if (p.type === 'Wine' || p.type === 'Bundle') return 'Wine';
  if (p.type === 'Cannabis') return 'Cannabis';
  return 'General Merchandise';
}

/** Tastings, tickets, memberships and e-mailed cards ship nothing. */
const ships = (p: SeedProduct) => !['Tasting', 'Reservation', 'Event Ticket', 'Prime', 'Rebate'].includes(p.type) && p.giftCard !== 'Virtual';

/** Pounds, roughly: a 750 ml bottle weighs about 3. */
const weightOf = (p: SeedProduct, v: SeedVariant) => (!ships(p) ? null : v.volumeInML ? Math.round((v.volumeInML / 250) * 10) / 10 : 1);

export function catalogueRows() {
  const collectionIds = new Map(COLLECTIONS.map((c) => [c.slug, c.id]));
  const collections = COLLECTIONS.map((c) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    data: JSON.stringify({ content: c.content, featureImage: c.featureImage, seo: { title: c.title, description: null }, createdAt: CATALOGUE_DATE, updatedAt: CATALOGUE_DATE }),
  }));
  const products = PRODUCTS.map((p, position) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    type: p.type,
    web_status: p.webStatus ?? 'Available',
    admin_status: p.webStatus === 'Retired' ? 'Not Available' : (p.webStatus ?? 'Available'),
    available_to: p.availableTo ?? 'Public',
    gift_card_type: p.giftCard ?? null,
    position,
    data: document(p),
  }));
  const memberships = PRODUCTS.flatMap((p, position) =>
    ['all', ...p.collections].map((slug) => {
      const collection = collectionIds.get(slug);
      if (!collection) throw new Error(`${p.slug}: unknown collection ${slug}`);
      return { collection_id: collection, product_id: p.id, position };
    }),
  );
  const variants = PRODUCTS.flatMap((p) =>
    p.variants.map((v, position) => ({
      id: variantId(v.sku),
      product_id: p.id,
      sku: v.sku,
      title: v.title,
      price: v.price,
      compare_price: v.comparePrice ?? null,
      add_to_cart_price: v.addToCartPrice ?? null,
      max_quantity_per_cart: v.maxQuantityPerCart ?? null,
      inventory_policy: v.inventoryPolicy ?? 'Dont Sell',
      volume_ml: v.volumeInML ?? null,
      alcohol_percentage: p.wine?.alcoholPercentage ?? null,
      has_inventory: v.stock === null ? 0 : 1,
      has_shipping: ships(p) ? 1 : 0,
      tax_type: taxType(p),
      weight: weightOf(p, v),
      position,
    })),
  );
  const inventory = PRODUCTS.flatMap((p) =>
    p.variants.filter((v) => v.stock !== null).map((v) => ({ variant_id: variantId(v.sku), location_id: SHIPPING_LOCATION, available_for_sale_count: v.stock, allocated_count: 0, reserve_count: 0 })),
  );
  return { collections, products, memberships, variants, inventory };
}

/** Product facts by sku, for pricing the seeded orders. */
export function skuIndex() {
  return new Map(PRODUCTS.flatMap((p) => p.variants.map((v) => [v.sku, { product: p, variant: v }] as const)));
}
