// App authentication, as Commerce7 documents it for apps and integrations
// (docs/developer/api/commerce7-apis.md "API requests"; app-platform/app-apis-webhooks.md):
// every app call carries HTTP Basic credentials, user = the app's id, password = its App
// Secret Key, beside the tenant header. A call without them, or with wrong ones, is a 401
// with Commerce7's error body (app-platform/authenticate-app.md, "Unathorized access").
// The app endpoints are the resources an app is granted at install (Customer, Customer
// Address, Customer Credit Card, Club, Club Membership, Order, ...); each route that is
// one takes this middleware. Past the credentials, the rate limit applies (rate-limit.ts).
// Source: skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md and
// app-platform/authenticate-app.md (the 401 body).
import type { Context, MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../../env.ts';
import { fromBase64 } from './encoding.ts';
import { applyRateLimit } from './rate-limit.ts';

/** Commerce7's own words for a refused user (authenticate-app.md). */
export const UNAUTHORIZED_APP_MESSAGE = 'Unauthorized user';

export function unauthorizedApp(c: Context): Response {
  return c.json({ statusCode: 401, type: 'unauthorized', message: UNAUTHORIZED_APP_MESSAGE, errors: [] }, 401);
}

/** The Basic credentials of a request, or null when it has none (or they do not decode). */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const bytes = fromBase64(match[1]!);
  if (!bytes) return null;
  const text = new TextDecoder().decode(bytes);
  const colon = text.indexOf(':');
  return colon < 0 ? null : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** Compares every character whatever the first difference. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export function isApp(c: Context<EmulatorEnv>): boolean {
  const credentials = basicCredentials(c.req.header('authorization'));
  if (!credentials || !c.env.COMMERCE_APP_ID || !c.env.COMMERCE_APP_SECRET) return false;
  // Both compared in full, so timing tells nothing of which one was wrong.
  const user = sameText(credentials.user, c.env.COMMERCE_APP_ID);
  const password = sameText(credentials.password, c.env.COMMERCE_APP_SECRET);
  return user && password;
}

/** Route middleware of every app endpoint: valid app credentials, then the rate limit. */
export const requireApp: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
  if (!isApp(c)) return unauthorizedApp(c);
  const limited = await applyRateLimit(c);
  if (limited) return limited;
  await next();
};
