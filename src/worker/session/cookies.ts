// The session cookies (docs/privacy.md): SameSite=Lax, Secure except on plain-HTTP localhost
// development, HttpOnly except the two Commerce7's front-end widget (commerce7.js) shares
// with the store: the login (`customerToken`) and the cart id. The widget reads and
// writes them in the browser, so a sign-in, sign-out or cart change made in the widget is
// what the store sees on its next request, and the other way round (ADR 0012; the price,
// a script-readable token, is held down by the strict nonce CSP on every page).
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { requestCookie } from '../state/request-cookies.ts';

/**
 * The login token, as Commerce7's widgets keep it: "a cookie called 'customerToken'", sent
 * as `Authorization` with `tenant` to `customer/self` (Commerce7 design docs, "Securing a
 * CMS Page", design-docs.commerce7.com/docs/securing-a-cms-page).
 */
export const CUSTOMER_TOKEN_COOKIE = 'customerToken';
/**
 * The cart id, 365 days (storefront spec: "The cart id is stored in a cookie for 365
 * days"). Unverified: no public source names the cookie commerce7.js keeps its cart in;
 * `cartId` is the store's name for it, kept in this one constant so a correction is one line.
 */
export const CART_COOKIE = 'cartId';
export const ORDER_COUNT_COOKIE = 'orderCount';
/**
 * When this browser last changed its cart or its account (ms): an isolate's short-lived copy
 * of the cart taken before it is not used (platform/cache/personal.ts), whichever isolate
 * made the change.
 */
export const CART_CHANGED_COOKIE = 'cartChangedAt';
/**
 * When this browser last changed its account (ms): a web cart made for it, a club joined or
 * cancelled, an order placed. An isolate's copy of the customer taken before it is not used;
 * a change to the cart's lines alone leaves the customer's copy standing (nothing of the
 * customer the store reads changes with them).
 */
export const CUSTOMER_CHANGED_COOKIE = 'customerChangedAt';
/** Longer than any isolate keeps a cart or customer copy. */
export const CART_CHANGED_MAX_AGE = 60;

const DAY = 24 * 60 * 60;
export const CART_COOKIE_MAX_AGE = 365 * DAY;
/** Unverified: no source gives the widget's login lifetime; the emulator's tokens last as long. */
export const TOKEN_COOKIE_MAX_AGE = 30 * DAY;

/** The cookies commerce7.js reads and writes in the browser: not HttpOnly. */
export const SHARED_WITH_WIDGET: ReadonlySet<string> = new Set([CUSTOMER_TOKEN_COOKIE, CART_COOKIE]);

/** Ids and tokens are short printable strings; anything else in a cookie is ignored. */
const PLAUSIBLE = /^[A-Za-z0-9._~+/=-]{1,2048}$/;

export function readCookie(c: Context, name: string): string | undefined {
  const value = requestCookie(c, name);
  return value && PLAUSIBLE.test(value) ? value : undefined;
}

function secure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

/** On the store's own host (no Domain attribute), where the widget's script runs too. */
export function writeSessionCookie(c: Context, name: string, value: string, maxAge: number) {
  setCookie(c, name, value, { path: '/', httpOnly: !SHARED_WITH_WIDGET.has(name), secure: secure(c), sameSite: 'Lax', maxAge });
}

export function clearSessionCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: '/', httpOnly: !SHARED_WITH_WIDGET.has(name), secure: secure(c), sameSite: 'Lax' });
}
