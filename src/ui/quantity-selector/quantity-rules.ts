// The quantity selector's input rules (storefront spec 5 and 9): what may be typed, where a
// typed value lands, when the buttons are disabled. The limit itself is a commerce rule
// (commerce/rules/quantity.ts, quantityLimitFor), handed to the selector as a number.

/** Spec 9: the screen-reader quantity announcement is cleared so a repeat of the same number is read again. */
export const QUANTITY_ANNOUNCEMENT_CLEAR_MS = 2000;

// Spec 5 blocks e and -; + and . cannot make a whole quantity either.
const BLOCKED_KEYS: ReadonlySet<string> = new Set(['e', 'E', '-', '+', '.']);

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
