// The guard for pages and API routes that need a signed-in customer (/profile/* and
// their APIs). A signed-out page visit goes to sign in and comes back; a signed-out API
// call is a 401; a visitor whose token commerce could not check just now is told so,
// never mistaken for a stranger and sent to sign in again.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { CUSTOMER_TOKEN_COOKIE, readCookie } from '../session/cookies.ts';
import { withDeadline, type SignedIn } from '../session/index.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ACCOUNT_UNAVAILABLE = 'We could not load your account just now. Please reload the page in a moment.';

/** Where sign-in sends a visitor back to: a path on this site, never another origin. */
export function safeReturnPath(value: string | undefined, fallback = '/profile'): string {
  if (!value || value.length > 1024 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** Sends the visitor to sign in and back to where they were; no cache may keep the answer. */
export function signInRedirect(c: Context<AppEnv>) {
  const { url } = c.get('app');
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`/profile/login?redirect=${encodeURIComponent(safeReturnPath(url.pathname + url.search))}`, 303);
}

export type RequireCustomerOptions = {
  /** Renders the page shown when the account cannot be loaded just now (pages only). */
  unavailable: (c: Context<AppEnv>) => Response | Promise<Response>;
};

export const requireCustomer = (options: RequireCustomerOptions) =>
  createMiddleware<AppEnv>(async function requireCustomer(c, next) {
    const app = c.get('app');
    const session = await withDeadline(app.session(), app.report);
    const api = app.url.pathname.startsWith('/api/');
    // The answer depends on the visitor's cookies: no cache may keep it.
    c.header('Cache-Control', 'private, no-store');
    if (session.customer && session.token) {
      c.set('signedIn', { customer: session.customer, token: session.token });
      return next();
    }
    if (!session.complete && readCookie(c, CUSTOMER_TOKEN_COOKIE)) {
      if (api) return c.json({ message: ACCOUNT_UNAVAILABLE }, 503);
      return options.unavailable(c);
    }
    if (api) return c.json({ message: SIGN_IN_REQUIRED }, 401);
    return signInRedirect(c);
  });

/** The customer `requireCustomer` let through; a route without the guard has none. */
export function signedInOf(c: Context<AppEnv>): SignedIn {
  const signedIn = c.get('signedIn');
  if (!signedIn) throw new Error('signedInOf: the route is not behind requireCustomer');
  return signedIn;
}
