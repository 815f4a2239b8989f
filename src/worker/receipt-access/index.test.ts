import { describe, expect, it } from 'vitest';
import { checkReceiptToken, HAND_BACK_WINDOW_SECONDS, isCheckoutHandBack, receiptViewer, RECEIPT_TOKEN_TTL_SECONDS, signReceiptToken } from './index.ts';

const SECRET = 'test-preview-secret-0123456789';
const NOW = 1_800_000_000;
const ORDER = '3f0c7a52-1b2d-4e8f-9a61-7d0e2b4f8c13';

describe('the receipt token (storefront spec 2, "/profile/order-receipt/": order confirmation pages)', () => {
  it('is valid for its order until it expires, and short-lived', async () => {
    const token = await signReceiptToken(SECRET, ORDER, NOW + RECEIPT_TOKEN_TTL_SECONDS);
    expect(await checkReceiptToken(SECRET, ORDER, token, NOW)).toBe(true);
    expect(await checkReceiptToken(SECRET, ORDER, token, NOW + RECEIPT_TOKEN_TTL_SECONDS + 1)).toBe(false);
    expect(RECEIPT_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(60 * 60);
  });

  it('opens no other order, and a tampered, foreign or malformed token opens nothing', async () => {
    const token = await signReceiptToken(SECRET, ORDER, NOW + 60);
    expect(await checkReceiptToken(SECRET, 'another-order', token, NOW)).toBe(false);
    expect(
      await checkReceiptToken(
        SECRET,
        ORDER,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        NOW,
      ),
    ).toBe(false);
    expect(await checkReceiptToken('another-secret-0123456789', ORDER, token, NOW)).toBe(false);
    const later = token.replace(/^\d+/, String(NOW + 10 ** 6));
    expect(await checkReceiptToken(SECRET, ORDER, later, NOW)).toBe(false);
    for (const bad of [undefined, '', 'x', `${NOW + 60}`, `${NOW + 60}.`, 'a.b.c']) expect(await checkReceiptToken(SECRET, ORDER, bad, NOW)).toBe(false);
  });
});

describe('the owner rule', () => {
  it('shows the order to its signed-in owner, to the browser holding its token, and to no one else', () => {
    expect(receiptViewer({ orderCustomerId: 'c1', signedInCustomerId: 'c1', hasReceiptToken: false })).toBe('owner');
    expect(receiptViewer({ orderCustomerId: null, signedInCustomerId: null, hasReceiptToken: true })).toBe('placed-here');
    expect(receiptViewer({ orderCustomerId: 'c1', signedInCustomerId: 'c2', hasReceiptToken: false })).toBe('stranger');
    expect(receiptViewer({ orderCustomerId: 'c1', signedInCustomerId: null, hasReceiptToken: false })).toBe('stranger');
    // A guest order has no owner to sign in as: only its token opens it.
    expect(receiptViewer({ orderCustomerId: null, signedInCustomerId: 'c2', hasReceiptToken: false })).toBe('stranger');
  });
});

describe('the hand-back from checkout', () => {
  const placed = new Date(NOW * 1000).toISOString();
  it('counts when the browser still names the cart the order was just placed from', () => {
    expect(isCheckoutHandBack({ orderCartId: 'cart-1', cartCookie: 'cart-1', submittedAt: placed, nowSeconds: NOW + 5 })).toBe(true);
  });
  it('does not count for another cart, no cart, an order without a cart or an old order', () => {
    expect(isCheckoutHandBack({ orderCartId: 'cart-1', cartCookie: 'cart-2', submittedAt: placed, nowSeconds: NOW })).toBe(false);
    expect(isCheckoutHandBack({ orderCartId: 'cart-1', cartCookie: undefined, submittedAt: placed, nowSeconds: NOW })).toBe(false);
    expect(isCheckoutHandBack({ orderCartId: null, cartCookie: 'cart-1', submittedAt: placed, nowSeconds: NOW })).toBe(false);
    expect(isCheckoutHandBack({ orderCartId: 'cart-1', cartCookie: 'cart-1', submittedAt: placed, nowSeconds: NOW + HAND_BACK_WINDOW_SECONDS + 1 })).toBe(false);
    expect(isCheckoutHandBack({ orderCartId: 'cart-1', cartCookie: 'cart-1', submittedAt: 'not a date', nowSeconds: NOW })).toBe(false);
  });
});
