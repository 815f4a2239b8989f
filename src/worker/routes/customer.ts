// Customer session API: login, logout, creating an account, password reset and magic links. Bodies are
// validated; the token lives in the customerToken cookie it shares with Commerce7's widget.
import { Hono, type Context } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import { EmailOnlySchema, LOGIN_MESSAGES, LoginSchema, NewPasswordSchema } from '../../commerce/rules/login.schema.ts';
import { REGISTER_MESSAGES, RegisterSchema } from '../../commerce/rules/register.schema.ts';
import type { AppEnv } from '../context.ts';
import { CART_COOKIE, clearSessionCookie, CUSTOMER_TOKEN_COOKIE, ORDER_COUNT_COOKIE, readCookie } from '../session/cookies.ts';
import { ANONYMOUS } from '../session/index.ts';
import { createLoginLimit } from '../session/attempt-limit.ts';
import { parseJsonBody } from '../http/json-body.ts';
import { isStoreBusy, storeBusyJson } from '../http/store-busy.ts';
import { signedIn } from '../http/sign-in.ts';

export const customer = new Hono<AppEnv>();

/** A commerce failure, reported: 504 when the backend timed out, else 503, with the step's words. */
function unavailable(c: Context<AppEnv>, error: unknown, message: string = LOGIN_MESSAGES.unavailable, step?: string) {
  c.get('app').report(error, { section: 'customer', ...(step ? { step } : {}) });
  const status = error instanceof CommerceError && error.statusCode === 408 ? 504 : 503;
  return c.json({ message }, status);
}

customer.post('/login', async (c) => {
  const input = await parseJsonBody(c, LoginSchema);
  if (!input.ok) return input.response;
  const { email, password } = input.value;
  const limit = createLoginLimit(c.get('app').bindings.kv);
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
    if (isStoreBusy(error)) return storeBusyJson(c);
    return unavailable(c, error, REGISTER_MESSAGES.unavailable, 'register');
  }
});

customer.post('/logout', async (c) => {
  const token = readCookie(c, CUSTOMER_TOKEN_COOKIE);
  for (const name of [CUSTOMER_TOKEN_COOKIE, CART_COOKIE, ORDER_COUNT_COOKIE]) clearSessionCookie(c, name);
  if (token) {
    // The visitor is logged out here whatever the backend says; a failed revoke is reported.
    await c
      .get('app')
      .commerce.customers.logout(token)
      .catch((error: unknown) => c.get('app').report(error, { section: 'customer', step: 'logout' }));
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
