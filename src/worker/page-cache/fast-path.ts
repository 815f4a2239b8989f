import { parse as parseCookies } from 'hono/utils/cookie';
import { readConfig, type AppConfig } from '../config/index.ts';
import { newNonce } from '../state/nonce.ts';
import { pageCacheDecision } from './key.ts';
import { configScope } from './scope.ts';
import { CSP, securityHeadersOf, withNonce } from './served.ts';
import { lookUp, pageCache } from './store.ts';
import type { Stored } from './stored.ts';

// What the fast path found for a request it handed on to the app (by the request object).
const lookedUp = new WeakMap<Request, { key: string; stored: Stored | undefined }>();

/** What the fast path found for this request, when it handed the request on to the app. */
export const lookedUpBefore = (request: Request) => lookedUp.get(request);

/**
 * The fast path, before the app and its per-request context: a fresh stored page for an
 * anonymous visitor, with its own nonce and the same security headers the app would set.
 * Anything else (a miss, a stale page, a page running A/B tests, a setting that cannot be
 * read) is the app's: undefined.
 */
export async function freshPageFromCache(request: Request, env: Record<string, unknown>): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  let config: AppConfig;
  try {
    config = readConfig(env);
  } catch {
    return undefined;
  }
  if (!config.pageCache) return undefined;
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/__')) return undefined;
  const cookies = parseCookies(request.headers.get('cookie') ?? '');
  const decision = pageCacheDecision({ method: request.method, url, cookies, preview: false, editing: false, scope: configScope(config) });
  if (!decision.cacheable) return undefined;
  const stored = await lookUp(pageCache(), decision.key, undefined);
  const now = Date.now();
  if (!stored || stored.tests || (stored.validUntil !== undefined && now >= stored.validUntil) || (now - stored.storedAt) / 1000 >= config.cacheTtlSeconds) {
    // A miss, a stale page or a tested page goes on to the app, which reuses this lookup.
    lookedUp.set(request, { key: decision.key, stored });
    return undefined;
  }
  const nonce = newNonce();
  const template = securityHeadersOf(stored, config);
  // The Response copies the template's headers: only the CSP is set on its own copy.
  const response = new Response(withNonce(stored, nonce), { status: 200, headers: template.headers });
  if (template.csp) response.headers.set(CSP, template.csp[0] + nonce + template.csp[1]);
  return response;
}
