// The session cookies of DESIGN.md: HttpOnly, SameSite=Lax, Secure except on plain-HTTP
// localhost development.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const CUSTOMER_TOKEN_COOKIE = 'customerToken';
export const CART_COOKIE = 'cartId';
export const ORDER_COUNT_COOKIE = 'orderCount';
/**
 * When this browser last changed its cart or its account's club (ms): an isolate's short-lived
 * copy of the cart or the customer taken before it is not used (platform/cache/personal.ts),
 * whichever isolate made the change.
 */
export const CART_CHANGED_COOKIE = 'cartChangedAt';
/** Longer than any isolate keeps a cart copy. */
export const CART_CHANGED_MAX_AGE = 60;

const DAY = 24 * 60 * 60;
export const CART_COOKIE_MAX_AGE = 365 * DAY;
export const TOKEN_COOKIE_MAX_AGE = 30 * DAY;

/** Ids and tokens are short printable strings; anything else in a cookie is ignored. */
const PLAUSIBLE = /^[A-Za-z0-9._~+/=-]{1,2048}$/;

export function readCookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name);
  return value && PLAUSIBLE.test(value) ? value : undefined;
}

function secure(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

export function writeSessionCookie(c: Context, name: string, value: string, maxAge: number) {
  setCookie(c, name, value, { path: '/', httpOnly: true, secure: secure(c), sameSite: 'Lax', maxAge });
}

export function clearSessionCookie(c: Context, name: string) {
  deleteCookie(c, name, { path: '/', httpOnly: true, secure: secure(c), sameSite: 'Lax' });
}
