// Customer login, logout and self. Sources: storefront spec section 7 (customer/login with an
// optional cartId, customer/logout, customer/self with the token) and Commerce7's design docs,
// "Securing a CMS Page" (the token as `Authorization` with `tenant`); the login answer's
// shape is unverified (docs/real-services.md).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { authenticate, bearer } from '../auth/session.ts';
import { issueToken, verifyToken } from '../auth/tokens.ts';
import { Email, readBody, unauthorized } from '../http.ts';
import { findCustomerByEmail, loadCustomer } from './load.ts';

export const customerApi = new Hono<EmulatorEnv>();

const WRONG_LOGIN = 'The email or password you entered is incorrect.';

const LoginBody = v.object({
  email: Email,
  password: v.pipe(v.string('password must be a string.'), v.maxLength(1000, 'password is too long.')),
  cartId: v.optional(v.nullable(v.pipe(v.string('cartId must be a string.'), v.maxLength(100)))),
});

customerApi.post('/customer/login', async (c) => {
  const body = await readBody(c, LoginBody);
  if (!body.ok) return body.response;
  const { email, password, cartId } = body.value;
  const row = await findCustomerByEmail(c.env.DB, email);
  // Unknown e-mails are hashed too, so the answer's timing does not tell them apart.
  const valid = await verifyPassword(password, row?.password_hash);
  if (!row || !valid) return unauthorized(c, WRONG_LOGIN);
  if (cartId) await adoptCart(c.env.DB, row.id, cartId);
  const token = await issueToken(c.env.TOKEN_SECRET, row.id);
  return c.json({ token, customer: await loadCustomer(c.env.DB, row.id) });
});

/** An anonymous cart brought to login becomes the customer's web cart. */
export async function adoptCart(db: D1Database, customerId: string, cartId: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE commerce_carts SET customer_id = ?, updated_at = ? WHERE id = ? AND customer_id IS NULL').bind(customerId, Date.now(), cartId),
    db.prepare('UPDATE commerce_customers SET current_web_cart_id = ?1 WHERE id = ?2 AND EXISTS (SELECT 1 FROM commerce_carts WHERE id = ?1 AND customer_id = ?2)').bind(cartId, customerId),
  ]);
}

customerApi.post('/customer/logout', async (c) => {
  const token = bearer(c);
  const claims = token ? await verifyToken(c.env.TOKEN_SECRET, token) : null;
  if (!claims) return unauthorized(c, 'Your session has expired. Please log in again.');
  await c.env.DB.batch([
    c.env.DB.prepare('INSERT INTO commerce_revoked_tokens (jti, expires_at) VALUES (?, ?) ON CONFLICT(jti) DO NOTHING').bind(claims.jti, claims.exp * 1000),
    c.env.DB.prepare('DELETE FROM commerce_revoked_tokens WHERE expires_at < ?').bind(Date.now()),
  ]);
  return c.body(null, 204);
});

customerApi.get('/customer/self', async (c) => {
  const auth = await authenticate(c);
  if (!auth.ok) return auth.response;
  const customer = await loadCustomer(c.env.DB, auth.claims.sub);
  if (!customer) return unauthorized(c, 'Your session has expired. Please log in again.');
  return c.json(customer);
});
