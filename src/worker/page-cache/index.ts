// The anonymous full-page cache at the edge (issue 20). A visitor with no session, no cart,
// no preview and no editor frame gets the page from the cache when it is there; otherwise it
// is rendered once, stored with tags naming everything it was built from, and served stale
// while one re-render runs in the background. Every page response says what happened in
// `x-cache: HIT | MISS | STALE | BYPASS`.
//
// What keeps a visitor's data out of a shared entry:
// - the decision is made from the request alone before any lookup (key.ts): a customer
//   token or a cart cookie, a preview or an editor frame, a personal path: BYPASS;
// - only what a route marks as a shareable page is stored (`app.page.shareable`, set by
//   renderPage for a public 200 page), never a response that sets a cookie, a redirect, a
//   404 or a 5xx, nor a render during which anything failed (a stale good copy beats a
//   fresh degraded one);
// - the CSP nonce is per response: a stored page gets a fresh one on every hit (its old
//   nonce, kept beside it, replaced), and the CSP header is built for that nonce.
// A/B tests: a page running tests is stored per variation, beside a small entry under the
// plain key that names its tests; a visitor's variations are drawn from it (or read from
// their cookies) before the page itself is looked up, and a first visit's cookie is set on
// the visitor's response only.
// Two tiers: the data centre's Cache API (honours Cache-Control and Cache-Tag, purged by
// tag: purge.ts; REFERENCE.md "Cloudflare Workers: caching pages"), and in front of it each
// isolate's copy, kept one second at most, so a purge elsewhere is seen within a second.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { abTestKeyOf, applyAbTestCookies, presetAbTests, type AbTestRatios } from '../ab-tests/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import { parse as parseCookies } from 'hono/utils/cookie';
import { ASSETS } from '../../generated/assets.ts';
import { readConfig, type AppConfig } from '../config/index.ts';
import { applySecurityHeaders, newNonce } from '../security/index.ts';
import { pageCacheDecision, pageCacheKey } from './key.ts';
import { indexTags } from './purge.ts';
import { tagsOfRead } from './tags.ts';
import type { PageCacheState } from './state.ts';

export { newPageCacheState, type PageCacheState } from './state.ts';

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

/** Seconds past freshness a stored page may still be served while it is re-rendered. */
export const STALE_SECONDS = 86_400;

const STORED_AT = 'x-page-cache-stored-at';
const AB_TESTS = 'x-page-cache-ab-tests';
const PAGE_ORIGINS = 'x-page-cache-origins';
const NONCE = 'x-page-cache-nonce';
const VALID_UNTIL = 'x-page-cache-valid-until';

/** Everything a page was built from (content entries, models, paths), as cache tags. */
export function pageTags(page: Pick<PageCacheState, 'tags' | 'reads'>): string[] {
  const tags = new Set(page.tags);
  for (const read of page.reads) for (const tag of tagsOfRead(read)) tags.add(tag);
  return [...tags];
}

/** A stored page (or, with `tests`, the list of A/B tests a page runs). */
type Stored = {
  html: string;
  /** The nonce the page was rendered with: every hit replaces it with its own. */
  nonce: string;
  contentType: string;
  storedAt: number;
  validUntil: number | undefined;
  origins: RequestContext['embeds'] | undefined;
  tests: AbTestRatios[] | undefined;
};

// Re-renders of stale pages run through the whole app again; this marks them so the
// middleware renders and stores instead of answering from the cache. A request object
// cannot be forged by a visitor.
const revalidations = new WeakSet<Request>();
// What the fast path found for a request it handed on to the app (by the request object).
const lookedUp = new WeakMap<Request, { key: string; stored: Stored | undefined }>();
// One background re-render per key per isolate at a time.
const refreshing = new Set<string>();

// The isolate's tier: a page read or stored here is kept at most a second, so a purge
// anywhere reaches every isolate within a second; it saves a Cache API read per view.
const MEMORY_MS = 1000;
const MEMORY_LIMIT = 200;
const memory = new Map<string, { stored: Stored; at: number }>();

/** Forgets this isolate's copies (the webhook does, on a publish). */
export function forgetPages(): void {
  memory.clear();
}

function pageCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** The page cache, in front of every page route; `app` is the Hono app, for background re-renders. */
export const pageCacheMiddleware = (appOf: () => Hono<AppEnv>) =>
  createMiddleware<AppEnv>(async function pageCacheLayer(c, next) {
    const app = c.get('app');
    const { pathname } = app.url;
    if (pathname.startsWith('/api/') || pathname.startsWith('/__')) return next();
    const bypass = async () => {
      await next();
      label(c, 'BYPASS');
      applyAbTestCookies(c);
    };
    // Off, nothing is read for the cache (not even the cookies): every page renders.
    if (!app.config.pageCache) return bypass();
    const cookies = getCookie(c);
    const decision = pageCacheDecision({ method: c.req.method, url: app.url, cookies, preview: app.preview, editing: app.editing, scope: configScope(app.config) });
    if (!decision.cacheable) return bypass();
    const cache = pageCache();
    if (!revalidations.has(c.req.raw)) {
      let key = decision.key;
      // The fast path has already looked this key up for this request: not a second read.
      const early = lookedUp.get(c.req.raw);
      let stored = early && early.key === key ? early.stored : await lookUp(cache, key, app);
      if (stored?.tests) {
        presetAbTests(app.abTests, stored.tests);
        key = pageCacheKey(app.url, cookies, abTestKeyOf(app.abTests), configScope(app.config));
        stored = await lookUp(cache, key, app);
      }
      // A page showing something that has ended since (a countdown) is rendered again.
      if (stored && stored.validUntil !== undefined && Date.now() >= stored.validUntil) stored = undefined;
      if (stored && !stored.tests) {
        const fresh = (Date.now() - stored.storedAt) / 1000 < app.config.cacheTtlSeconds;
        if (!fresh) revalidate(c, key, appOf);
        c.res = served(stored, app, fresh ? 'HIT' : 'STALE');
        applyAbTestCookies(c);
        return;
      }
    }

    await next();
    const response = c.res;
    if (!storable(response, app)) {
      label(c, 'BYPASS');
      applyAbTestCookies(c);
      return;
    }
    // One copy streams to the visitor; the other is stored once the render has finished
    // without a failure, under the variations the render used.
    const [toVisitor, toCache] = response.body!.tee();
    const headers = new Headers(response.headers);
    c.res = new Response(toVisitor, { status: response.status, headers });
    label(c, 'MISS');
    applyAbTestCookies(c);
    const tests = [...app.abTests.chosen.values()].map((choice) => choice.ratios);
    const pageKey = tests.length > 0 ? pageCacheKey(app.url, cookies, abTestKeyOf(app.abTests), configScope(app.config)) : decision.key;
    const page = { nonce: app.nonce, contentType: headers.get('content-type') ?? 'text/html; charset=utf-8', origins: app.embeds, validUntil: app.page.validUntil };
    c.executionCtx.waitUntil(
      (async () => {
        const html = await new Response(toCache).text();
        // Checked after the whole page has streamed: a deferred block may have failed late.
        if (app.failures() > 0) return;
        const now = Date.now();
        await put(cache, c.env.CACHE, pageKey, { ...page, html, storedAt: now, tests: undefined }, app);
        if (tests.length > 0) await put(cache, c.env.CACHE, decision.key, { ...page, html: '', storedAt: now, tests }, app);
      })().catch((error: unknown) => app.report(error, { section: 'page-cache', where: 'store' })),
    );
  });

function revalidate(c: Context<AppEnv>, key: string, appOf: () => Hono<AppEnv>) {
  if (refreshing.has(key)) return;
  refreshing.add(key);
  const app = c.get('app');
  const again = sameVisitorAgain(c.req.raw, app);
  revalidations.add(again);
  c.executionCtx.waitUntil(
    Promise.resolve(appOf().fetch(again, c.env, c.executionCtx))
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => app.report(error, { section: 'page-cache', where: 'revalidate' }))
      .finally(() => refreshing.delete(key)),
  );
}

/** The request again, carrying the variations this visitor was given, so the re-render refreshes the same copy. */
function sameVisitorAgain(request: Request, app: RequestContext): Request {
  const again = new Request(request);
  const chosen = [...app.abTests.chosen].map(([contentId, choice]) => `builder.tests.${contentId}=${choice.variationId}`);
  if (chosen.length > 0) again.headers.set('cookie', [request.headers.get('cookie'), ...chosen].filter(Boolean).join('; '));
  return again;
}

async function lookUp(cache: Cache, key: string, app: Pick<RequestContext, 'report'> | undefined): Promise<Stored | undefined> {
  const held = memory.get(key);
  if (held && Date.now() - held.at < MEMORY_MS) return held.stored;
  let response: Response | undefined;
  try {
    response = await cache.match(key);
  } catch (error) {
    app?.report(error, { section: 'page-cache', where: 'match' });
  }
  if (!response) {
    memory.delete(key);
    return undefined;
  }
  const stored = fromResponse(response.headers, await response.text());
  remember(key, stored);
  return stored;
}

function remember(key: string, stored: Stored) {
  memory.delete(key);
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
  memory.set(key, { stored, at: Date.now() });
}

function parsed<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A copy stored by another version of the store: read as absent.
    return undefined;
  }
}

function fromResponse(headers: Headers, html: string): Stored {
  return {
    html,
    nonce: headers.get(NONCE) ?? '',
    contentType: headers.get('content-type') ?? 'text/html; charset=utf-8',
    storedAt: Number(headers.get(STORED_AT) ?? 0),
    validUntil: headers.has(VALID_UNTIL) ? Number(headers.get(VALID_UNTIL)) : undefined,
    origins: parsed<RequestContext['embeds']>(headers.get(PAGE_ORIGINS)),
    tests: parsed<AbTestRatios[]>(headers.get(AB_TESTS)),
  };
}

async function put(cache: Cache, kv: KVNamespace, key: string, stored: Stored, app: RequestContext) {
  const ttl = app.config.cacheTtlSeconds + STALE_SECONDS;
  const headers = new Headers({ 'content-type': stored.contentType, 'cache-control': `public, max-age=${ttl}`, [STORED_AT]: String(stored.storedAt), [NONCE]: stored.nonce });
  const tags = pageTags(app.page);
  if (tags.length > 0) headers.set('cache-tag', tags.join(','));
  if (stored.origins) headers.set(PAGE_ORIGINS, JSON.stringify(stored.origins));
  if (stored.validUntil !== undefined) headers.set(VALID_UNTIL, String(stored.validUntil));
  if (stored.tests) headers.set(AB_TESTS, JSON.stringify(stored.tests));
  await cache.put(key, new Response(stored.html, { status: 200, headers }));
  remember(key, stored);
  await indexTags({ kv, config: app.config }, key, tags, ttl);
}

/** Development only (the /__debug route): makes the stored copy `seconds` older; false when there is none. */
export async function agePageCopy(url: URL, cookies: Record<string, string>, config: AppConfig, seconds: number): Promise<boolean> {
  const key = pageCacheKey(url, cookies, '', configScope(config));
  const response = await pageCache().match(key);
  if (!response) return false;
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Number(headers.get(STORED_AT) ?? 0) - seconds * 1000));
  await pageCache().put(key, new Response(response.body, { status: 200, headers }));
  memory.delete(key);
  return true;
}

function label(c: Context<AppEnv>, outcome: CacheOutcome) {
  c.res.headers.set('x-cache', outcome);
}

export function storable(response: Response, app: Pick<RequestContext, 'page'>): boolean {
  return (
    app.page.shareable &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** A stored page as this visitor gets it: their own nonce in the page and in the CSP (the security middleware builds it from `app`). */
function served(stored: Stored, app: Pick<RequestContext, 'nonce' | 'embeds'>, outcome: 'HIT' | 'STALE'): Response {
  if (stored.origins) app.embeds = stored.origins;
  return new Response(withNonce(stored, app.nonce), { status: 200, headers: { 'content-type': stored.contentType, 'cache-control': 'private, no-cache', 'x-cache': outcome } });
}

const NONCE_PLACEHOLDER = 'page-cache-nonce-placeholder';
const CSP = 'content-security-policy';
// A stored page's response headers (the security headers for its path and embeds) are the
// same on every hit but for the nonce in its CSP: built once per stored copy, then copied.
// Measured in workerd (2026-11-25, bench harness): building Headers from a list of pairs
// costs about 20 µs a response, a Response taking a Headers object about 1 µs; the hit's whole budget
// past sending the body is about 40 µs.
type HeaderTemplate = { headers: Headers; csp: [before: string, after: string] | undefined };
const headersOf = new WeakMap<Stored, HeaderTemplate>();
function securityHeadersOf(stored: Stored, config: AppConfig, pathname: string): HeaderTemplate {
  let template = headersOf.get(stored);
  if (!template) {
    const headers = new Headers({ 'content-type': stored.contentType, 'cache-control': 'private, no-cache', 'x-cache': 'HIT' });
    applySecurityHeaders(headers, { nonce: NONCE_PLACEHOLDER, embeds: stored.origins, preview: false, editing: false, config, pathname });
    const parts = headers.get(CSP)?.split(NONCE_PLACEHOLDER);
    headersOf.set(stored, (template = { headers, csp: parts?.length === 2 ? [parts[0]!, parts[1]!] : undefined }));
  }
  return template;
}

const utf8 = new TextEncoder();
// A stored page's bytes, cut where its nonce stands: encoded once per stored copy, not on
// every hit (encoding a page's text is most of what a hit would otherwise cost).
const segmentsOf = new WeakMap<Stored, Uint8Array[]>();

/** The page's bytes with `nonce` where the stored nonce was (128 random bits: it appears nowhere else). */
function withNonce(stored: Stored, nonce: string): Uint8Array<ArrayBuffer> {
  let segments = segmentsOf.get(stored);
  if (!segments) {
    segments = (stored.nonce ? stored.html.split(stored.nonce) : [stored.html]).map((part) => utf8.encode(part));
    segmentsOf.set(stored, segments);
  }
  const nonceBytes = utf8.encode(nonce);
  let length = nonceBytes.length * (segments.length - 1);
  for (const segment of segments) length += segment.length;
  const body = new Uint8Array(length);
  let at = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      body.set(nonceBytes, at);
      at += nonceBytes.length;
    }
    body.set(segment, at);
    at += segment.length;
  });
  return body;
}

// Settings change what a page shows (the brand name, the club discount, the tag manager),
// and a new build renames its hashed scripts and styles (a page stored by the last deploy
// names files this one no longer serves): pages rendered under other settings or by another
// build are other entries. A fingerprint, the same in every isolate of one deploy, so the
// data centre's cache is shared by them all.
const scopes = new WeakMap<AppConfig, string>();
export function configScope(config: AppConfig): string {
  let scope = scopes.get(config);
  if (scope === undefined) {
    const text = JSON.stringify([config, ASSETS.files]);
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    scopes.set(config, (scope = (h >>> 0).toString(36)));
  }
  return scope;
}

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
  const template = securityHeadersOf(stored, config, url.pathname);
  // The Response copies the template's headers: only the CSP is set on its own copy.
  const response = new Response(withNonce(stored, nonce), { status: 200, headers: template.headers });
  if (template.csp) response.headers.set(CSP, template.csp[0] + nonce + template.csp[1]);
  return response;
}
