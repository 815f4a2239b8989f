import type { Product, Variant } from '../types.ts';

/** Spec 9. */
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_QUANTITY_LIMIT = 99;
/** Spec 9: the screen-reader quantity announcement is cleared so a repeat of the same number is read again. */
export const QUANTITY_ANNOUNCEMENT_CLEAR_MS = 2000;

// Spec 5 blocks e and -; + and . cannot make a whole quantity either.
const BLOCKED_KEYS: ReadonlySet<string> = new Set(['e', 'E', '-', '+', '.']);

/** The tighter of the per-cart cap and the editor's limit; unset or non-positive values impose nothing. */
export function quantityLimitFor(
  product: Pick<Product, 'quantityLimit'>,
  variant: Pick<Variant, 'maxQuantityPerCart'> | undefined,
): number {
  const limits = [variant?.maxQuantityPerCart, product.quantityLimit].filter(
    (limit): limit is number => typeof limit === 'number' && limit > 0,
  );
  return limits.length > 0 ? Math.min(...limits) : DEFAULT_QUANTITY_LIMIT;
}

/** Spec 5: typed values are clamped, never rejected, so the field always holds a sendable quantity. */
export function clampQuantity(input: string | number, limits: { min: number; max: number }): number {
  const parsed = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input, 10);
  if (Number.isNaN(parsed)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, parsed));
}

export function isBlockedQuantityKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

/**
 * Spec 5: disabled at the limit, or once the cart's own quantity of this sku plus the requested one
 * leaves no room for another; with an empty cart the second case is the first.
 */
export function canIncrement({ quantity, limit, cartQuantity = 0 }: { quantity: number; limit: number; cartQuantity?: number }): boolean {
  return cartQuantity + quantity < limit;
}

/** Spec 5: adding needs at least 1; updating may go to 0, which removes the line. */
export function canDecrement({ quantity, mode }: { quantity: number; mode: 'add' | 'update' }): boolean {
  return quantity > (mode === 'add' ? 1 : 0);
}

/** Spec 4 "Quantity in update mode": what a cart line does when its quantity changes. */
export function updateModeChange(previous: number, next: number): 'remove' | 'submit' | 'show-update' {
  if (previous === 1 && next === 0) return 'remove';
  // Down to a single bottle is unambiguous, so it needs no confirming click.
  if (previous === 2 && next === 1) return 'submit';
  return 'show-update';
}
