// Raw product -> the storefront's product: sanitised text, computed availability and seal,
// editor flags with their defaults.
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { isVariantAvailable } from '../rules/availability.ts';
import { sealOf } from '../rules/purchase-state.ts';
import type { Accolade, Product } from '../types.ts';
import type { RawProduct } from './raw.schema.ts';

/** The storefront's product: sanitised text, computed availability and seal, editor flags. */
export function reshapeProduct(raw: RawProduct, shippingLocation: string): Product {
  const product = {
    webStatus: raw.webStatus,
    type: raw.type,
    giftCard: raw.giftCard,
  };
  const accolades: Accolade[] = raw.accolades.flatMap((a): Accolade[] => {
    if (a.accoladesType === 'points' && a.reviewPoints !== null) return [{ accoladesType: 'points', reviewPoints: a.reviewPoints, publication: a.publication }];
    if (a.accoladesType === 'medal' && a.medalType) return [{ accoladesType: 'medal', medalType: a.medalType, publication: a.publication }];
    return [];
  });
  const images = raw.images.filter((image) => image.src).map((image) => ({ src: image.src, altText: image.altText ?? raw.title }));
  return {
    id: raw.id,
    slug: raw.slug,
    pageSlug: raw.builderProductPageSlug || null,
    title: raw.title,
    subTitle: raw.subTitle || null,
    teaser: raw.teaser || null,
    content: raw.content ? sanitizeRichText(raw.content) : null,
    type: raw.type,
    webStatus: raw.webStatus,
    image: raw.image || images[0]?.src || null,
    images,
    variants: raw.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      title: variant.title,
      price: variant.price,
      addToCartPrice: variant.addToCartPrice,
      actionMessage: variant.actionMessage,
      comparePrice: variant.comparePrice,
      maxQuantityPerCart: variant.maxQuantityPerCart,
      inventoryPolicy: variant.inventoryPolicy,
      inventory: variant.inventory,
      bottlesInCase: variant.bottlesInCase,
      volumeInML: variant.volumeInML,
      isAvailable: isVariantAvailable(product, variant, shippingLocation),
    })),
    seo: raw.seo,
    security: raw.security,
    wine: raw.wine,
    giftCard: raw.giftCard,
    accolades,
    seal: sealOf(accolades),
    collections: raw.collections.map(({ slug, title }) => ({ slug, title })),
    soldOut: raw.soldOut,
    hideClubPrice: raw.hideClubPrice,
    hideQuantitySelector: raw.hideQuantitySelector,
    hideAddToCartForm: raw.hideAddToCartForm,
    quantityLimit: raw.quantityLimit,
    quantityMultiplier: raw.quantityMultiplier,
  };
}
