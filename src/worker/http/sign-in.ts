// Signing a customer in, by password (the customer API) or by a magic link (the profile
// page): the session's cookies, the consent kept on the account, the customer's web cart.
import type { Context } from 'hono';
import { formatConsent, isGpcHeader, parseConsent, withPrivacyControl } from '../../analytics/consent/record.ts';
import type { LoginResult } from '../../commerce/types.ts';
import type { AppEnv } from '../context.ts';
import { consentCookieOf, writeConsentCookie } from '../session/consent-cookie.ts';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, CUSTOMER_TOKEN_COOKIE, ORDER_COUNT_COOKIE, TOKEN_COOKIE_MAX_AGE, writeSessionCookie } from '../session/cookies.ts';
import { snapshotOf } from '../session/index.ts';

/**
 * A decision follows the customer: the one kept on their account becomes this browser's
 * (Global Privacy Control still applied); an account without one takes this browser's.
 * A failure to save it is reported and costs the sign-in nothing.
 */
async function syncConsent(c: Context<AppEnv>, customerId: string, stored: string | null) {
  const account = parseConsent(stored);
  if (account) {
    writeConsentCookie(c, withPrivacyControl(account, isGpcHeader(c.req.header('sec-gpc'))));
    return;
  }
  const browser = consentCookieOf(c);
  if (!browser) return;
  const { commerce, report } = c.get('app');
  await commerce.customers.saveConsent(customerId, formatConsent(browser)).catch((error: unknown) => report(error, { section: 'consent', step: 'sign-in' }));
}

/** Stores a fresh login in cookies and answers with the new session. */
export async function signedIn(c: Context<AppEnv>, { token, customer: loggedIn, storedConsent }: Extract<LoginResult, { ok: true }>) {
  const { commerce } = c.get('app');
  writeSessionCookie(c, CUSTOMER_TOKEN_COOKIE, token, TOKEN_COOKIE_MAX_AGE);
  await syncConsent(c, loggedIn.id, storedConsent);
  writeSessionCookie(c, ORDER_COUNT_COOKIE, String(loggedIn.orderCount), CART_COOKIE_MAX_AGE);
  const cart = loggedIn.currentWebCartId ? await commerce.carts.get(loggedIn.currentWebCartId).catch(() => null) : null;
  if (cart) writeSessionCookie(c, CART_COOKIE, cart.id, CART_COOKIE_MAX_AGE);
  return snapshotOf(loggedIn, cart);
}

/** Magic-link landing: exchanges the e-mailed token for a session and goes to the account. */
export async function magicLogin(c: Context<AppEnv>, magicToken: string): Promise<Response | null> {
  try {
    const result = await c.get('app').commerce.customers.loginWithMagicLink(magicToken);
    if (!result.ok) return null;
    await signedIn(c, result);
    return c.redirect('/profile', 303);
  } catch (error) {
    c.get('app').report(error, { section: 'customer', step: 'magic link' });
    return null;
  }
}
