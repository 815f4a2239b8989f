import type { Product, Variant } from '../types.ts';

/** Spec 9. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_QUANTITY_LIMIT = 99;

/** The tighter of the per-cart cap and the editor's limit; unset or non-positive values impose nothing. */
export function quantityLimitFor(product: Pick<Product, 'quantityLimit'>, variant: Pick<Variant, 'maxQuantityPerCart'> | undefined): number {
  const limits = [variant?.maxQuantityPerCart, product.quantityLimit].filter((limit): limit is number => typeof limit === 'number' && limit > 0);
  return limits.length > 0 ? Math.min(...limits) : DEFAULT_QUANTITY_LIMIT;
}

/** Spec 4 "Quantity in update mode": what a cart line does when its quantity changes. */
export function updateModeChange(previous: number, next: number): 'remove' | 'submit' | 'show-update' {
  if (previous === 1 && next === 0) return 'remove';
  // Down to a single bottle is unambiguous, so it needs no confirming click.
  if (previous === 2 && next === 1) return 'submit';
  return 'show-update';
}
