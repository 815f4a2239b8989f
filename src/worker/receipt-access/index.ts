// Who may read an order's receipt. A receipt shows the buyer's e-mail,
// address and lines: only to the signed-in customer the order belongs to, or to the browser
// that just placed it, which holds a short-lived signed receipt token. Anyone else (a link
// shared, a URL read from a log or a tag manager) gets a page asking them to sign in or to
// look the order up by number and e-mail.
//
// The token: an expiry plus an HMAC-SHA256 with PREVIEW_SECRET over the order id and the
// expiry, on a message of its own ("order-receipt:" first), so it is never a valid preview
// or editor token. It lives in a cookie scoped to that one receipt's path.
import { checkExpiring, signExpiring } from '../signed-tokens/index.ts';

/** The cookie holding the receipt token (one per receipt path). */
export const RECEIPT_TOKEN_COOKIE = 'orderReceipt';
/** Long enough to read the receipt and reload it; not a way to keep it open for days. */
export const RECEIPT_TOKEN_TTL_SECONDS = 30 * 60;
/**
 * How recent an order must be for the checkout's hand-back to count: the hand-back follows
 * the order at once, so a cart id that turned into an order long ago proves nothing new.
 */
export const HAND_BACK_WINDOW_SECONDS = 30 * 60;

const message = (orderId: string) => (expiresAt: number) => `order-receipt:${orderId}:${expiresAt}`;

export function signReceiptToken(secret: string, orderId: string, expiresAtSeconds: number): Promise<string> {
  return signExpiring(secret, message(orderId), expiresAtSeconds);
}

/** True only for an unexpired token signed for this order. */
export function checkReceiptToken(secret: string, orderId: string, token: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  return checkExpiring(secret, message(orderId), token, nowSeconds);
}

/** What the visitor is to this order: its owner, the browser that placed it, or a stranger. */
export type ReceiptViewer = 'owner' | 'placed-here' | 'stranger';

export type ReceiptViewerFacts = {
  /** The order's customer (null: a guest order). */
  orderCustomerId: string | null;
  /** The customer the session's token proved, if any. */
  signedInCustomerId: string | null;
  /** The visitor holds a valid receipt token for this order. */
  hasReceiptToken: boolean;
};

/** The owner rule: personal data for the signed-in owner or the token's holder only. */
export function receiptViewer(facts: ReceiptViewerFacts): ReceiptViewer {
  if (facts.orderCustomerId !== null && facts.signedInCustomerId !== null && facts.orderCustomerId === facts.signedInCustomerId) return 'owner';
  if (facts.hasReceiptToken) return 'placed-here';
  return 'stranger';
}

export type HandBackFacts = {
  /** The cart the order was placed from (Commerce7's order `cartId`). */
  orderCartId: string | null;
  /** The cart the visitor's cart cookie names. */
  cartCookie: string | undefined;
  submittedAt: string;
  nowSeconds: number;
};

/**
 * The checkout handing the browser back to the store: the browser still names, in its cart
 * cookie, the cart this order was just placed from. A cart id is the browser's own secret
 * (it can add to and check out that cart), so it proves the order came from here.
 */
export function isCheckoutHandBack(facts: HandBackFacts): boolean {
  if (!facts.orderCartId || !facts.cartCookie || facts.orderCartId !== facts.cartCookie) return false;
  const placed = Date.parse(facts.submittedAt) / 1000;
  if (!Number.isFinite(placed)) return false;
  return facts.nowSeconds - placed <= HAND_BACK_WINDOW_SECONDS && placed - facts.nowSeconds <= 60;
}
