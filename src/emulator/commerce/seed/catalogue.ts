// The catalogue as table rows: collections, products (display fields as a JSON
// document), variants and Napa warehouse stock.
import { GOODS } from './goods.ts';
import type { SeedProduct } from './types.ts';
import { RED_WINES } from './wines-red.ts';
import { WHITE_WINES } from './wines-white.ts';

export const SHIPPING_LOCATION = 'loc-napa-warehouse';

export const COLLECTIONS = [
  { id: 'col-all', slug: 'all', title: 'All Products' },
  { id: 'col-red-wines', slug: 'red-wines', title: 'Red Wines' },
  { id: 'col-white-wines', slug: 'white-wines', title: 'White Wines' },
  { id: 'col-gifts-accessories', slug: 'gifts-accessories', title: 'Gifts & Accessories' },
  { id: 'col-large-small-formats', slug: 'large-small-formats', title: 'Large & Small Formats' },
  { id: 'col-library-wines', slug: 'library-wines', title: 'Library Wines' },
];

export const PRODUCTS: SeedProduct[] = [...RED_WINES, ...WHITE_WINES, ...GOODS];

const productId = (p: SeedProduct) => `prod-${p.slug}`;
const variantId = (sku: string) => `var-${sku.toLowerCase()}`;

function document(p: SeedProduct) {
  const image = `/images/products/${p.image}`;
  const altText = p.imageAlt ?? p.title;
  return JSON.stringify({
    subTitle: p.subTitle ?? null,
    teaser: p.teaser,
    content: p.content ?? `<p>${p.teaser}</p>`,
    image,
    images: [{ src: image, altText }],
    seo: { title: `${p.title} | Triangle Ridge Winery`, description: p.teaser },
    wine: p.wine ? { ...p.wine, region: 'Napa Valley', countryCode: 'US' } : null,
    accolades: (p.accolades ?? []).map((a) => ({
      accoladesType: a.accoladesType,
      reviewPoints: a.accoladesType === 'points' ? a.reviewPoints : null,
      medalType: a.accoladesType === 'medal' ? a.medalType : null,
      publication: a.publication,
    })),
    builderProductPageSlug: p.builderProductPageSlug === undefined ? p.slug : p.builderProductPageSlug,
  });
}

export function catalogueRows() {
  const collectionIds = new Map(COLLECTIONS.map((c) => [c.slug, c.id]));
  const products = PRODUCTS.map((p, position) => ({
    id: productId(p),
    slug: p.slug,
    title: p.title,
    type: p.type,
    web_status: p.webStatus ?? 'Available',
    admin_status: p.webStatus ?? 'Available',
    available_to: p.availableTo ?? 'Public',
    gift_card_type: p.giftCard ?? null,
    position,
    data: document(p),
  }));
  const memberships = PRODUCTS.flatMap((p, position) =>
    ['all', ...p.collections].map((slug) => {
      const collection = collectionIds.get(slug);
      if (!collection) throw new Error(`${p.slug}: unknown collection ${slug}`);
      return { collection_id: collection, product_id: productId(p), position };
    }),
  );
  const variants = PRODUCTS.flatMap((p) =>
    p.variants.map((v, position) => ({
      id: variantId(v.sku),
      product_id: productId(p),
      sku: v.sku,
      title: v.title,
      price: v.price,
      compare_price: v.comparePrice ?? null,
      add_to_cart_price: v.addToCartPrice ?? null,
      action_message: v.actionMessage ?? null,
      max_quantity_per_cart: v.maxQuantityPerCart ?? null,
      inventory_policy: v.inventoryPolicy ?? 'Dont Sell',
      volume_ml: v.volumeInML ?? null,
      bottles_in_case: v.bottlesInCase ?? null,
      position,
    })),
  );
  const inventory = PRODUCTS.flatMap((p) =>
    p.variants.filter((v) => v.stock !== null).map((v) => ({ variant_id: variantId(v.sku), location_id: SHIPPING_LOCATION, available_for_sale_count: v.stock })),
  );
  return { products, memberships, variants, inventory };
}

/** Product facts by sku, for pricing the seeded orders. */
export function skuIndex() {
  return new Map(PRODUCTS.flatMap((p) => p.variants.map((v) => [v.sku, { product: p, variant: v }] as const)));
}
