import { describe, expect, it } from 'vitest';
import { addFailure, CART_MESSAGES, changeFailureMessage } from './cart-failure.ts';

describe('addFailure: a lost connection is not a refusal (spec 4 "Add to cart")', () => {
  it('no answer at all says the connection failed, keeps the cart and leaves the button usable', () => {
    expect(addFailure({ kind: 'no-answer' })).toEqual({
      message: "We couldn't reach the store. Check your connection and try again.",
      soldOut: false,
      forgetCart: false,
      refetch: false,
      report: false,
    });
  });

  it("a 422 shows the server's message and keeps the button (a 400 names the bad input the same way)", () => {
    expect(addFailure({ kind: 'answer', status: 422, message: 'Only 2 left' })).toMatchObject({ message: 'Only 2 left', soldOut: false, forgetCart: false, report: false });
    expect(addFailure({ kind: 'answer', status: 400, message: 'Please choose a quantity.' })).toMatchObject({ message: 'Please choose a quantity.', soldOut: false });
  });

  it('any other answer is "Sorry, this item is no longer available", the button becomes Sold Out, the cart is kept and refetched', () => {
    for (const status of [500, 503, 504, 422]) {
      expect(addFailure({ kind: 'answer', status })).toEqual({ message: CART_MESSAGES.unavailable, soldOut: true, forgetCart: false, refetch: true, report: true });
    }
  });

  it('only a cart the store calls gone (404) clears the cart cookie', () => {
    expect(addFailure({ kind: 'answer', status: 404, message: 'Your cart is empty.' })).toMatchObject({ forgetCart: true, soldOut: false, message: CART_MESSAGES.unavailable });
    expect([addFailure({ kind: 'no-answer' }), addFailure({ kind: 'answer', status: 503 })].map((v) => v.forgetCart)).toEqual([false, false]);
  });
});

describe('changeFailureMessage: the sidebar says the same', () => {
  it("no answer says the connection failed; a 422 is the server's words; anything else the spec's message", () => {
    expect(changeFailureMessage({ kind: 'no-answer' })).toBe(CART_MESSAGES.connectionFailed);
    expect(changeFailureMessage({ kind: 'answer', status: 422, message: 'Only 2 bottles left.' })).toBe('Only 2 bottles left.');
    expect(changeFailureMessage({ kind: 'answer', status: 503, message: 'down' })).toBe(CART_MESSAGES.unavailable);
  });
});
