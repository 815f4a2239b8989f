// Customer and cart loading at the edge (storefront spec section 4). A commerce
// failure never fails the page: the visitor gets the page without personal data and
// the failure is reported.
import type { Context } from 'hono';
import type { Commerce } from '../../commerce/index.ts';
import { customerSegment, trackingSegment } from '../../commerce/rules/segment.ts';
import type { Cart, Customer, SessionSnapshot } from '../../commerce/types.ts';
import {
  CART_CHANGED_COOKIE,
  CART_CHANGED_MAX_AGE,
  CART_COOKIE,
  CART_COOKIE_MAX_AGE,
  clearSessionCookie,
  CUSTOMER_CHANGED_COOKIE,
  CUSTOMER_TOKEN_COOKIE,
  ORDER_COUNT_COOKIE,
  readCookie,
  writeSessionCookie,
} from './cookies.ts';

export type Session = {
  snapshot: SessionSnapshot;
  token: string | undefined;
  customer: Customer | null;
  cart: Cart | null;
  /** False when commerce failed and the snapshot lacks what the cookies promised. */
  complete: boolean;
};

/** A signed-in customer and their token, as the signed-in guard (http/require-customer.ts) hands them to a route. */
export type SignedIn = { customer: Customer; token: string };

export const ANONYMOUS: SessionSnapshot = { customer: null, cart: null, customerHasActiveClub: false };

/** What is known when the session promised by the cookies could not be loaded: no data, and a cart that is unknown rather than empty. */
const UNAVAILABLE: SessionSnapshot = { ...ANONYMOUS, cartUnavailable: true };

/** Page loads wait this long for personal data before rendering without it. */
export const SESSION_DEADLINE_MS = 3_000;

export function snapshotOf(customer: Customer | null, cart: Cart | null): SessionSnapshot {
  return {
    customer: customer ? { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email } : null,
    cart,
    customerHasActiveClub: customer?.hasActiveClub ?? false,
    // The tracking identity's segment, and spec 3's customer segment from the order count this
    // response keeps in the orderCount cookie (every customer load and sign-in writes it from the same number).
    ...(customer ? segmentsOf(customer) : {}),
  };
}

function segmentsOf(customer: Customer): Pick<SessionSnapshot, 'segment' | 'customerSegment'> {
  const facts = { signedIn: true, clubMember: customer.hasActiveClub, orderCount: customer.orderCount };
  const enumerated = customerSegment(facts);
  return { segment: trackingSegment(facts), ...(enumerated ? { customerSegment: enumerated } : {}) };
}

/** A visitor with neither a customer nor a cart cookie: known at once, nothing to load. */
export const NO_SESSION: Session = Object.freeze({ snapshot: ANONYMOUS, token: undefined, customer: null, cart: null, complete: true });

/** The visitor's session: at once (not a promise) for a visitor without session cookies. */
export function loadSession(c: Context, commerce: Commerce, report: (error: unknown, context: Record<string, string>) => void): Session | Promise<Session> {
  const token = readCookie(c, CUSTOMER_TOKEN_COOKIE);
  const cartId = readCookie(c, CART_COOKIE);
  if (!token && !cartId) return NO_SESSION;
  return loadCookieSession(c, commerce, report, token, cartId);
}

async function loadCookieSession(
  c: Context,
  commerce: Commerce,
  report: (error: unknown, context: Record<string, string>) => void,
  token: string | undefined,
  cartId: string | undefined,
): Promise<Session> {
  try {
    if (token) {
      const customer = await commerce.customers.self(token, changedAt(c, CUSTOMER_CHANGED_COOKIE));
      // A refused token leaves an anonymous visitor, who keeps the cart the cookie names.
      if (!customer) {
        const cart = cartId ? await cookieCart(c, commerce, cartId) : null;
        return { snapshot: snapshotOf(null, cart), token: undefined, customer: null, cart, complete: true };
      }
      writeSessionCookie(c, ORDER_COUNT_COOKIE, String(customer.orderCount), CART_COOKIE_MAX_AGE);
      // Spec: a logged-in customer's web cart replaces whatever cart the cookie named.
      let cart: Cart | null = null;
      if (customer.currentWebCartId) {
        try {
          cart = await cookieCart(c, commerce, customer.currentWebCartId);
        } catch (error) {
          // The web cart could not be read (5xx, timeout): it is unknown, not gone. The cart
          // cookie, which Commerce7's widget shares, stays as it is: clearing it would empty
          // the widget's cart over a hiccup. Only a 404 (cookieCart's null) ends it.
          report(error, { section: 'cart-sidebar', step: 'web cart loading' });
          return { snapshot: { ...snapshotOf(customer, null), cartUnavailable: true }, token, customer, cart: null, complete: false };
        }
      }
      if (cart) writeSessionCookie(c, CART_COOKIE, cart.id, CART_COOKIE_MAX_AGE);
      else if (cartId) clearSessionCookie(c, CART_COOKIE);
      return { snapshot: snapshotOf(customer, cart), token, customer, cart, complete: true };
    }
    const cart = await cookieCart(c, commerce, cartId!);
    return { snapshot: snapshotOf(null, cart), token: undefined, customer: null, cart, complete: true };
  } catch (error) {
    report(error, { section: 'cart-sidebar', step: 'customer loading' });
    return { snapshot: UNAVAILABLE, token, customer: null, cart: null, complete: false };
  }
}

/**
 * Where the cart is read as it is now, never from a copy of the last seconds: the cart
 * itself (the sidebar's GET /api/session), the checkout and the receipts, the store's and the
 * widget's under its profile route (an order placed in Commerce7's hosted checkout turns the
 * cart into the order without the store knowing).
 */
const LIVE_CART = /^\/(?:api\/session$|checkout(?:\/|$)|[a-z0-9-]+\/(?:order-receipt|club-membership\/receipt)\/)/;

/**
 * Copies of the cart taken before this (ms) are not used: the browser's last change (its
 * cookie), or now where the cart must be live.
 */
function cartChangedAt(c: Context): number {
  if (LIVE_CART.test(new URL(c.req.url).pathname)) return Date.now() + 1;
  return changedAt(c, CART_CHANGED_COOKIE);
}

/** When this browser last changed its cart or its account (0: not lately). */
function changedAt(c: Context, cookie: typeof CART_CHANGED_COOKIE | typeof CUSTOMER_CHANGED_COOKIE): number {
  const value = Number(readCookie(c, cookie));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * This browser changed its cart (its lines, its gift message) or its account (a web cart made
 * for it, a club joined or cancelled, an order placed): every isolate drops its copies of
 * what changed taken before `at` (ms). `at` is no later than when the changing isolate kept
 * its own new copy, so that one stands.
 */
export function markChanged(c: Context, what: { cart?: boolean; customer?: boolean }, at = Date.now()) {
  if (what.cart) writeSessionCookie(c, CART_CHANGED_COOKIE, String(at), CART_CHANGED_MAX_AGE);
  if (what.customer) writeSessionCookie(c, CUSTOMER_CHANGED_COOKIE, String(at), CART_CHANGED_MAX_AGE);
}

/** The cart a cart cookie names; null when it names none (the 404 rule has cleared the cookie). */
function cookieCart(c: Context, commerce: Commerce, cartId: string): Promise<Cart | null> {
  return commerce.carts.get(cartId, cartChangedAt(c)).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  });
}

/** Resolves with the session, or with an incomplete anonymous one past the deadline. */
export function withDeadline(session: Session | Promise<Session>, report: (error: unknown, context: Record<string, string>) => void, ms = SESSION_DEADLINE_MS): Promise<Session> {
  // Nothing to wait for: no timer (one per page view adds up).
  if (!(session instanceof Promise)) return Promise.resolve(session);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Session>((resolve) => {
    timer = setTimeout(() => {
      report(new Error(`Session loading took longer than ${ms} ms`), { section: 'cart-sidebar', step: 'deadline' });
      resolve({ snapshot: UNAVAILABLE, token: undefined, customer: null, cart: null, complete: false });
    }, ms);
  });
  return Promise.race([session, late]).finally(() => clearTimeout(timer));
}
