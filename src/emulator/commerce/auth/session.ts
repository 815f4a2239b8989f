// The customer behind a request's Authorization header ("<token>" or "Bearer <token>").
import type { Context } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { unauthorized } from '../http.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';

export function bearer(c: Context<EmulatorEnv>): string | null {
  const header = c.req.header('authorization')?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/** The token's claims, or the 401 response to send. */
export async function authenticate(c: Context<EmulatorEnv>): Promise<{ ok: true; claims: TokenClaims } | { ok: false; response: Response }> {
  const token = bearer(c);
  if (!token) return { ok: false, response: unauthorized(c, 'Please log in to continue.') };
  const claims = await verifyToken(c.env.TOKEN_SECRET, token);
  if (!claims) return { ok: false, response: unauthorized(c, 'Your session has expired. Please log in again.') };
  const revoked = await c.env.DB.prepare('SELECT 1 FROM commerce_revoked_tokens WHERE jti = ?').bind(claims.jti).first();
  if (revoked) return { ok: false, response: unauthorized(c, 'Your session has expired. Please log in again.') };
  const exists = await c.env.DB.prepare('SELECT 1 FROM commerce_customers WHERE id = ?').bind(claims.sub).first();
  if (!exists) return { ok: false, response: unauthorized(c, 'Your session has expired. Please log in again.') };
  return { ok: true, claims };
}

/** As authenticate, and the token must belong to the customer named in the path. */
export async function authenticateAs(c: Context<EmulatorEnv>, customerId: string) {
  const auth = await authenticate(c);
  if (auth.ok && auth.claims.sub !== customerId) {
    return { ok: false as const, response: unauthorized(c, 'You are not allowed to see this customer.') };
  }
  return auth;
}
