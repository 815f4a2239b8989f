// What a cart call that did not succeed means to the shopper (storefront spec 4 "Add to
// cart", spec 8 "User-visible messages"). A refusal is an answer: the store, or the platform
// behind it, said no. A lost connection is no answer at all: nothing was refused, so the
// cart and the button stay as they were and the shopper may simply try again.

export const CART_MESSAGES = {
  unavailable: 'Sorry, this item is no longer available',
  connectionFailed: "We couldn't reach the store. Check your connection and try again.",
} as const;

/** How a cart call ended when it did not succeed: no answer reached the browser, or the store answered. */
export type CartCallFailure = { kind: 'no-answer' } | { kind: 'answer'; status: number; message?: string | undefined };

export type AddFailureVerdict = {
  message: string;
  /** The button becomes "Sold Out". */
  soldOut: boolean;
  /** The cart cookie is cleared: the cart is one the platform no longer accepts. */
  forgetCart: boolean;
  /** The cart is read again, so the page shows what the store holds. */
  refetch: boolean;
  /** Sent to the error service (spec 8: a cart failure other than a 422). */
  report: boolean;
};

/** The store's words meant for the shopper: the platform's 422, or a 400 naming the bad input. */
const shopperMessage = (failure: CartCallFailure): string | undefined =>
  failure.kind === 'answer' && (failure.status === 422 || failure.status === 400) && failure.message ? failure.message : undefined;

export function addFailure(failure: CartCallFailure): AddFailureVerdict {
  if (failure.kind === 'no-answer') {
    // Offline, a dropped request: the cart is what it was, and a retry may well work.
    return { message: CART_MESSAGES.connectionFailed, soldOut: false, forgetCart: false, refetch: false, report: false };
  }
  const words = shopperMessage(failure);
  if (words) return { message: words, soldOut: false, forgetCart: false, refetch: true, report: false };
  if (failure.status === 404) {
    // The store answers 404 when the cart its cookie names is gone (the platform's cart 404):
    // spec 4's exception, which clears the cart cookie so the next add starts a new cart.
    return { message: CART_MESSAGES.unavailable, soldOut: false, forgetCart: true, refetch: false, report: true };
  }
  return { message: CART_MESSAGES.unavailable, soldOut: true, forgetCart: false, refetch: true, report: true };
}

/** A sidebar change (quantity, removal) that failed: the platform's 422 in its own words, a lost connection said plainly. */
export function changeFailureMessage(failure: CartCallFailure): string {
  if (failure.kind === 'no-answer') return CART_MESSAGES.connectionFailed;
  return failure.status === 422 && failure.message ? failure.message : CART_MESSAGES.unavailable;
}
