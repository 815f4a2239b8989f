import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { isVariantAvailable } from '../rules/availability.ts';
import { sealOf } from '../rules/purchase-state.ts';
import type { Accolade, Cart, Customer, Order, Product } from '../types.ts';
import type { RawCart, RawCustomer, RawOrder, RawProduct } from './raw.schema.ts';

export function reshapeCustomer(raw: RawCustomer): Customer {
  const clubs = raw.clubs.map((club) => ({ title: club.clubTitle, cancelDate: club.cancelDate || null }));
  return {
    id: raw.id,
    firstName: raw.firstName,
    lastName: raw.lastName,
    email: raw.emails[0]?.email ?? '',
    emailId: raw.emails[0]?.id ?? null,
    phone: raw.phones[0]?.phone ?? null,
    clubs,
    tags: raw.tags.map((tag) => tag.title),
    orderCount: raw.orderInformation.orderCount,
    currentWebCartId: raw.orderInformation.currentWebCartId,
    hasActiveClub: clubs.some((club) => !club.cancelDate),
    isValidUser: raw.isValidUser,
  };
}

export function reshapeCart(raw: RawCart): Cart {
  return {
    id: raw.id,
    customerId: raw.customerId,
    items: raw.items.map((item) => ({
      sku: item.sku,
      productTitle: item.productTitle,
      quantity: item.quantity,
      price: item.price,
      comparePrice: item.comparePrice,
      image: item.image,
    })),
    subTotal: raw.subTotal,
    total: raw.total,
    giftMessage: raw.giftMessage ?? '',
  };
}

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

export function reshapeOrder(raw: RawOrder): Order {
  return {
    id: raw.id,
    orderNumber: raw.orderNumber,
    submittedAt: raw.orderSubmittedDate,
    email: raw.email ?? null,
    items: raw.items.map(({ sku, productTitle, quantity, price, comparePrice }) => ({ sku, productTitle, quantity, price, comparePrice })),
    subTotal: raw.subTotal,
    shippingTotal: raw.shippingTotal,
    taxTotal: raw.taxTotal,
    totalDiscount: raw.totalDiscount,
    total: raw.total,
    fulfillment: raw.fulfillment ?? null,
    shipTo: raw.shipTo ? { ...raw.shipTo, address2: raw.shipTo.address2 ?? null } : null,
  };
}
