// A Commerce7 product joined to its c-7-products-data entry -> the storefront's product:
// sanitised text, computed availability and seal, the entry's page extras with their
// defaults. Enum values Commerce7 adds later degrade this product only: an unknown type is
// shown and never sold, an unknown stock policy lets stock decide, an unknown web status
// counts as not available.
import * as v from 'valibot';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { isVariantAvailable } from '../rules/availability.ts';
import { sealOf } from '../rules/purchase-state.ts';
import type { Accolade, Product, ProductImage, ProductType, Variant, WebStatus } from '../types.ts';
import { PageAccoladeSchema, PageImageSchema, type ProductPageEntry } from './page-entry.schema.ts';
import { PRODUCT_TYPES, WEB_STATUSES, type RawProduct } from './raw.schema.ts';

const productType = (type: string): ProductType => ((PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : 'unknown');
const webStatus = (status: string): WebStatus => ((WEB_STATUSES as readonly string[]).includes(status) ? (status as WebStatus) : 'Not Available');
const inventoryPolicy = (policy: string | null): Variant['inventoryPolicy'] => (policy === 'Back Order' ? 'Back Order' : 'Dont Sell');
const giftCardOf = (raw: RawProduct): Product['giftCard'] =>
  raw.giftCard?.type === 'Virtual' || raw.giftCard?.type === 'Physical' ? { type: raw.giftCard.type } : raw.giftCard ? { type: 'Physical' } : null;

function accoladesOf(entry: ProductPageEntry): Accolade[] {
  return entry.data.accolades.flatMap((item): Accolade[] => {
    const parsed = v.safeParse(PageAccoladeSchema, item);
    if (!parsed.success) return [];
    const a = parsed.output;
    if (a.accoladesType === 'points' && a.reviewPoints !== null) return [{ accoladesType: 'points', reviewPoints: a.reviewPoints, publication: a.publication, productHeroOnly: a.productHeroOnly }];
    if (a.accoladesType === 'medal' && a.medalType) return [{ accoladesType: 'medal', medalType: a.medalType, publication: a.publication, productHeroOnly: a.productHeroOnly }];
    return [];
  });
}

/**
 * The gallery: Commerce7's images, dressed by the entry's images at the same places (spec 3
 * background, customBackgroundImage, cropToFit); an entry image with its own src takes that
 * place, or adds one past Commerce7's. An entry image that fails its schema is skipped.
 */
function imagesOf(commerceSources: string[], entry: ProductPageEntry, title: string): ProductImage[] {
  const plain = (src: string): ProductImage => ({ src, altText: title, background: 'None', customBackgroundImage: null, cropToFit: false });
  const dressed = entry.data.images.map((item) => {
    const parsed = v.safeParse(PageImageSchema, item);
    return parsed.success ? parsed.output : null;
  });
  const count = Math.max(commerceSources.length, dressed.length);
  const images: ProductImage[] = [];
  for (let index = 0; index < count; index++) {
    const dress = dressed[index];
    const src = dress?.src ?? commerceSources[index];
    if (!src) continue;
    images.push(dress ? { src, altText: dress.altText ?? title, background: dress.background, customBackgroundImage: dress.customBackgroundImage, cropToFit: dress.cropToFit } : plain(src));
  }
  return images;
}

/** The storefront's product: the Commerce7 product with its page entry's extras. */
export function reshapeProduct(raw: RawProduct, entry: ProductPageEntry, shippingLocation: string): Product {
  const page = entry.data;
  const product = { webStatus: webStatus(raw.webStatus), type: productType(raw.type), giftCard: giftCardOf(raw) };
  const accolades = accoladesOf(entry);
  const imageSources = (raw.images ?? []).flatMap((image) => (image.src ? [image.src] : []));
  // Commerce7's main image leads when it has no images list (for-web sends both).
  const images = imagesOf(imageSources.length > 0 ? imageSources : raw.image ? [raw.image] : [], entry, raw.title);
  const variants = raw.variants ?? [];
  return {
    id: raw.id,
    slug: raw.slug,
    pageSlug: page.builderProductPageSlug,
    builderReferenceId: entry.id,
    title: raw.title,
    subTitle: raw.subTitle || null,
    teaser: raw.teaser || null,
    content: raw.content ? sanitizeRichText(raw.content) : null,
    type: product.type,
    webStatus: product.webStatus,
    // The card's image: the gallery's first, so an entry that replaces it is seen on cards too.
    image: images[0]?.src || raw.image || null,
    images,
    variants: variants.map((variant) => {
      const shaped = { inventoryPolicy: inventoryPolicy(variant.inventoryPolicy), inventory: variant.inventory };
      return {
        id: variant.id,
        sku: variant.sku,
        title: variant.title ?? '',
        price: variant.price,
        addToCartPrice: variant.addToCartPrice,
        // Commerce7 has no promotion label: the page entry names it.
        actionMessage: page.actionMessage,
        comparePrice: variant.comparePrice,
        maxQuantityPerCart: variant.maxQuantityPerCart,
        inventoryPolicy: shaped.inventoryPolicy,
        inventory: variant.inventory,
        volumeInML: variant.volumeInML,
        alcoholPercentage: variant.alcoholPercentage,
        isAvailable: isVariantAvailable(product, shaped, shippingLocation),
      };
    }),
    seo: { title: raw.seo?.title ?? null, description: raw.seo?.description ?? null },
    security: {
      availableTo: raw.security?.availableTo || 'Public',
      ...(raw.security?.isValidUser === undefined ? {} : { isValidUser: raw.security.isValidUser }),
    },
    wine: raw.wine
      ? {
          vintage: raw.wine.vintage,
          type: raw.wine.type,
          varietal: raw.wine.varietal,
          appellation: raw.wine.appellation,
          region: raw.wine.region,
          alcoholPercentage: variants[0]?.alcoholPercentage ?? null,
        }
      : null,
    giftCard: product.giftCard,
    accolades,
    seal: sealOf(accolades),
    collections: (raw.collections ?? []).map(({ slug, title }) => ({ slug, title })),
    defaultVariantIndex: page.defaultVariantIndex,
    badge: page.badge,
    layout: page.layout,
    checkoutType: page.checkoutType,
    hasFullWidthProductCard: page.hasFullWidthProductCard,
    hasDarkBackgroundProductCard: page.hasDarkBackgroundProductCard,
    allocation: page.allocation,
    soldOut: page.soldOut,
    hideClubPrice: page.hideClubPrice,
    hideQuantitySelector: page.hideQuantitySelector,
    hideAddToCartForm: page.hideAddToCartForm,
    quantityLimit: page.quantityLimit,
    quantityMultiplier: page.quantityMultiplier,
  };
}
