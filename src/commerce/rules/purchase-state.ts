import type { Accolade, Product, Seal, Variant, Viewer } from '../types.ts';
import { needsAllocation } from './allocation.ts';
import { quantityLimitFor } from './quantity.ts';

/** Spec 9 default labels. */
export const PURCHASE_LABELS = { soldOut: 'Sold out', learnMore: 'Learn more', addToCart: 'Add To Cart' } as const;

export type PurchaseState =
  | { kind: 'allocation' }
  | { kind: 'sold-out'; label: string; ariaLabel: string }
  | { kind: 'learn-more'; label: typeof PURCHASE_LABELS.learnMore; href: string }
  | {
      kind: 'add-to-cart';
      label: string;
      sku: string;
      showQuantitySelector: boolean;
      quantityLimit: number;
      quantityMultiplier: number;
    };

/** Spec 4 "Product card and hero purchase state": what replaces or fills the add-to-cart area. */
export function purchaseState(
  product: Product,
  variant: Variant | undefined,
  viewer: Viewer,
  options: { customerRestricted?: boolean; hideMultiSelect?: boolean; addToCartLabel?: string; onProductPage?: boolean } = {},
): PurchaseState {
  // Members-only comes first so a restricted product never reveals whether it is in stock.
  if (needsAllocation(product, viewer, options)) {
    return { kind: 'allocation' };
  }
  if (!variant || !variant.sku.trim() || !variant.isAvailable || product.soldOut) {
    return { kind: 'sold-out', label: PURCHASE_LABELS.soldOut, ariaLabel: `${product.title} is sold out` };
  }
  // A virtual card needs recipients, which only the product page's gift-card form collects.
  // On its own page the card is bought there, so "Learn more" would link to itself.
  if (product.giftCard?.type === 'Virtual' && !options.onProductPage) {
    return { kind: 'learn-more', label: PURCHASE_LABELS.learnMore, href: `/product/${product.pageSlug ?? product.slug}` };
  }
  return {
    kind: 'add-to-cart',
    // A blank editor label would leave an empty button, so it falls back like a missing one.
    label: options.addToCartLabel?.trim() || PURCHASE_LABELS.addToCart,
    sku: variant.sku,
    showQuantitySelector: !(product.giftCard || product.hideQuantitySelector || options.hideMultiSelect),
    quantityLimit: quantityLimitFor(product, variant),
    // The add-item payload multiplies by this, so anything below 1 would add nothing.
    quantityMultiplier: Math.max(1, Math.trunc(product.quantityMultiplier) || 1),
  };
}

/**
 * Spec 4: "Accolades show only when the product has no variant and the type is not NONE".
 * Every product has at least one variant, so "no variant" is read as no variant choice (at most one),
 * and "not NONE" as having an accolade at all: the Accolade type has only points and medal.
 */
export function showAccolades(product: Pick<Product, 'variants' | 'accolades'>): boolean {
  return product.variants.length <= 1 && product.accolades.length > 0;
}

/** Spec 3 "Seal": the gallery badge follows the first accolade. */
export function sealOf(accolades: readonly Accolade[]): Seal {
  const first = accolades[0];
  if (!first) return { kind: 'None' };
  return first.accoladesType === 'points' ? { kind: 'Points', points: first.reviewPoints } : { kind: 'Medal', medal: first.medalType };
}

/**
 * The editor's default variant (spec 3 defaultVariantIndex) when it can be bought; else
 * something buyable; else the chosen or first one, so the sold-out state still has a
 * variant to name.
 */
export function defaultVariant(product: Pick<Product, 'variants'> & Partial<Pick<Product, 'defaultVariantIndex'>>): Variant | undefined {
  const chosen = product.variants[product.defaultVariantIndex ?? 0];
  if (chosen?.isAvailable) return chosen;
  return product.variants.find((variant) => variant.isAvailable) ?? chosen ?? product.variants[0];
}
