import type { Product, Variant, WebStatus } from '../types.ts';

// Spec 3 "Enumerations": not-available and retired count as unavailable; Hidden is only unlisted.
const UNAVAILABLE_STATUSES: readonly WebStatus[] = ['Not Available', 'Retired'];

export function isProductAvailable(product: Pick<Product, 'webStatus' | 'type'>): boolean {
  // A type the backend added later is shown but not sold: its rules are unknown here.
  return product.type !== 'notFound' && product.type !== 'unknown' && !UNAVAILABLE_STATUSES.includes(product.webStatus);
}

/** Spec 4 "Variant availability". */
export function isVariantAvailable(product: Pick<Product, 'webStatus' | 'type' | 'giftCard'>, variant: Pick<Variant, 'inventoryPolicy' | 'inventory'>, shippingLocation: string): boolean {
  if (!isProductAvailable(product)) return false;
  // Nothing to ship from stock: a virtual card or a back-ordered bottle never runs out.
  if (product.giftCard?.type === 'Virtual' || variant.inventoryPolicy === 'Back Order') return true;
  // No inventory records at all (null): nothing to sell from.
  const stock = (variant.inventory ?? []).find((entry) => entry.inventoryLocationId === shippingLocation);
  // The spec says "0 or more", so a zero count is still sellable; only oversold stock is not.
  return stock !== undefined && stock.availableForSaleCount >= 0;
}

/**
 * Content spec section 8: what the product hero's "does not exist or is deactivated in C7"
 * warning means: retired, or the backend's not-found stand-in. Hidden is not deactivated.
 */
export function isDeactivated(product: Pick<Product, 'webStatus' | 'type'>): boolean {
  return product.webStatus === 'Retired' || product.type === 'notFound';
}

/** Whether a product belongs in a merged product list (collections, search, cards). */
export function isListed(product: Pick<Product, 'webStatus' | 'type' | 'pageSlug'>): boolean {
  if (product.type === 'notFound') return false;
  // Retired is gone and Hidden is reachable only by its URL; Not Available stays, shown as sold out.
  if (product.webStatus === 'Retired' || product.webStatus === 'Hidden') return false;
  // Spec 2 "Product card": a card links to the product page, so no page slug means no card.
  return Boolean(product.pageSlug);
}
