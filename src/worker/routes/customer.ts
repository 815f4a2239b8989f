// Customer session API: login, logout, creating an account, password reset and magic links. Bodies are
// validated; the token lives in the customerToken cookie it shares with Commerce7's widget.
import { Hono, type Context } from 'hono';
import { CommerceError, STORE_BUSY } from '../../commerce/index.ts';
import { EmailOnlySchema, LOGIN_MESSAGES, LoginSchema, NewPasswordSchema } from '../../commerce/rules/login.schema.ts';
import { REGISTER_MESSAGES, RegisterSchema } from '../../commerce/rules/register.schema.ts';
import type { AppEnv } from '../context.ts';
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE,
  clearSessionCookie,
  CUSTOMER_TOKEN_COOKIE,
  ORDER_COUNT_COOKIE,
  readCookie,
  TOKEN_COOKIE_MAX_AGE,
  writeSessionCookie,
} from '../session/cookies.ts';
import { ANONYMOUS, snapshotOf } from '../session/index.ts';
import { createLoginLimit } from '../session/attempt-limit.ts';
import { parseJsonBody } from './json-body.ts';
import type { LoginResult } from '../../commerce/types.ts';
import { formatConsent, isGpcHeader, parseConsent, withPrivacyControl } from '../../analytics/consent/record.ts';
import { consentCookieOf, writeConsentCookie } from './consent.ts';

export const customer = new Hono<AppEnv>();

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
async function signedIn(c: Context<AppEnv>, { token, customer: loggedIn, storedConsent }: Extract<LoginResult, { ok: true }>) {
  const { commerce } = c.get('app');
  writeSessionCookie(c, CUSTOMER_TOKEN_COOKIE, token, TOKEN_COOKIE_MAX_AGE);
  await syncConsent(c, loggedIn.id, storedConsent);
  writeSessionCookie(c, ORDER_COUNT_COOKIE, String(loggedIn.orderCount), CART_COOKIE_MAX_AGE);
  const cart = loggedIn.currentWebCartId ? await commerce.carts.get(loggedIn.currentWebCartId).catch(() => null) : null;
  if (cart) writeSessionCookie(c, CART_COOKIE, cart.id, CART_COOKIE_MAX_AGE);
  return snapshotOf(loggedIn, cart);
}

function unavailable(c: Context<AppEnv>, error: unknown) {
  c.get('app').report(error, { section: 'customer' });
  const status = error instanceof CommerceError && error.statusCode === 408 ? 504 : 503;
  return c.json({ message: LOGIN_MESSAGES.unavailable }, status);
}

customer.post('/login', async (c) => {
  const input = await parseJsonBody(c, LoginSchema);
  if (!input.ok) return input.response;
  const { email, password } = input.value;
  const limit = createLoginLimit(c.env.CACHE);
  if (await limit.isLocked(email)) return c.json({ message: LOGIN_MESSAGES.tooMany }, 429);

  try {
    const result = await c.get('app').commerce.customers.login(email, password, readCookie(c, CART_COOKIE));
    if (!result.ok) {
      await limit.recordFailure(email);
      return c.json({ message: result.message }, 401);
    }
    await limit.clear(email);
    return c.json(await signedIn(c, result), 200);
  } catch (error) {
    return unavailable(c, error);
  }
});

/**
 * Creates an account (21+) and signs it in as login does: 201 with the session. An e-mail
 * that already has an account is a 409 telling the visitor to sign in (on the e-mail field,
 * so the form keeps what was typed).
 */
customer.post('/register', async (c) => {
  // Commerce7 documents no API way to set a new customer's login password (customers.md:
  // POST /customer takes none): with the platform's widget, an account is created on its
  // account page, and this says where. Only the local twin's configuration (a tokeniser,
  // the emulator's unverified password field) creates one here.
  const { config } = c.get('app');
  if (!config.paymentTokenizerScriptUrl) return c.json({ message: REGISTER_MESSAGES.createInWidget, accountUrl: config.accountPageUrl }, 403);
  const input = await parseJsonBody(c, RegisterSchema);
  if (!input.ok) return input.response;
  try {
    const result = await c.get('app').commerce.customers.register(input.value, readCookie(c, CART_COOKIE));
    if (!result.ok) return c.json({ message: REGISTER_MESSAGES.emailTaken, errors: { email: REGISTER_MESSAGES.emailTaken } }, 409);
    return c.json(await signedIn(c, result), 201);
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 429 && error.message === STORE_BUSY) return c.json({ message: STORE_BUSY }, 429);
    c.get('app').report(error, { section: 'customer', step: 'register' });
    const status = error instanceof CommerceError && error.statusCode === 408 ? 504 : 503;
    return c.json({ message: REGISTER_MESSAGES.unavailable }, status);
  }
});

customer.post('/logout', async (c) => {
  const token = readCookie(c, CUSTOMER_TOKEN_COOKIE);
  for (const name of [CUSTOMER_TOKEN_COOKIE, CART_COOKIE, ORDER_COUNT_COOKIE]) clearSessionCookie(c, name);
  if (token) {
    // The visitor is logged out here whatever the backend says; a failed revoke is reported.
    await c.get('app').commerce.customers.logout(token).catch((error: unknown) => c.get('app').report(error, { section: 'customer', step: 'logout' }));
  }
  return c.json(ANONYMOUS, 200);
});

for (const [path, verb] of [
  ['/reset-password', 'resetPasswordLink'],
  ['/magic-link', 'magicLink'],
] as const) {
  customer.post(path, async (c) => {
    const input = await parseJsonBody(c, EmailOnlySchema);
    if (!input.ok) return input.response;
    try {
      const result = await c.get('app').commerce.customers[verb](input.value.email, new URL(c.req.url).origin);
      return result.ok ? c.json({ message: result.message }, 200) : c.json({ message: result.message }, 404);
    } catch (error) {
      return unavailable(c, error);
    }
  });
}

customer.post('/password', async (c) => {
  const input = await parseJsonBody(c, NewPasswordSchema);
  if (!input.ok) return input.response;
  try {
    const changed = await c.get('app').commerce.customers.resetPassword(input.value.token, input.value.password);
    if (!changed) return c.json({ message: 'This link has expired or was already used. Ask for a new one.' }, 401);
    return c.json({ message: 'Your password has been changed. You can sign in now.' }, 200);
  } catch (error) {
    return unavailable(c, error);
  }
});

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
