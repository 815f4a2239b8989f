// The anonymous full-page cache at the edge (issue 20). A visitor with no session, no cart,
// no preview and no editor frame gets the page from the Cache API when it is there;
// otherwise it is rendered once, stored with tags naming everything it was built from, and
// served stale while one re-render runs in the background. Every page response says what
// happened in `x-cache: HIT | MISS | STALE | BYPASS`.
//
// What keeps a visitor's data out of a shared entry:
// - the decision is made from the request alone before any lookup (key.ts): a customer
//   token or a cart cookie, a preview or an editor frame, a personal path: BYPASS;
// - only what a route marks as a shareable page is stored (`app.page.shareable`, set by
//   renderPage for a public 200 page), never a response that sets a cookie, a redirect, a
//   404 or a 5xx, nor a render during which anything failed (a stale good copy beats a
//   fresh degraded one);
// - the CSP nonce is per response: a stored page gets a fresh one on every hit, rewritten
//   in its `nonce` attributes while it streams (HTMLRewriter), and the CSP header is built
//   for that nonce.
// Cloudflare's Cache API is per data centre and honours Cache-Control and Cache-Tag
// (REFERENCE.md "Cloudflare Workers: caching pages"); purging is purge.ts.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, RequestContext } from '../context.ts';
import { abTestKeyOf, applyAbTestCookies, presetAbTests, type AbTestRatios } from '../ab-tests/index.ts';
import { pageCacheDecision, pageCacheKey } from './key.ts';
import { indexTags } from './purge.ts';

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

/** Seconds past freshness a stored page may still be served while it is re-rendered. */
export const STALE_SECONDS = 86_400;

const STORED_AT = 'x-page-cache-stored-at';
const AB_TESTS = 'x-page-cache-ab-tests';
const PAGE_ORIGINS = 'x-page-cache-origins';
/** Headers that exist only on the stored copy. */
const INTERNAL_HEADERS = [STORED_AT, PAGE_ORIGINS, AB_TESTS, 'cache-tag', 'cache-control', 'x-cache'];

/** What a route tells the cache about the page it rendered. */
export type PageCacheState = {
  /** A public page, the same for every visitor with this key: renderPage sets it. */
  shareable: boolean;
  /** Everything the page was built from (content entries, models, paths). */
  tags: Set<string>;
};

export const newPageCacheState = (): PageCacheState => ({ shareable: false, tags: new Set() });

// Re-renders of stale pages run through the whole app again; this marks them so the
// middleware renders and stores instead of answering from the cache. A request object
// cannot be forged by a visitor.
const revalidations = new WeakSet<Request>();
// One background re-render per key per isolate at a time.
const refreshing = new Set<string>();

function pageCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/** The page cache, in front of every page route; `app` is the Hono app, for background re-renders. */
export const pageCacheMiddleware = (appOf: () => Hono<AppEnv>) =>
  createMiddleware<AppEnv>(async function pageCacheLayer(c, next) {
    const app = c.get('app');
    const { pathname } = app.url;
    if (pathname.startsWith('/api/') || pathname.startsWith('/__')) return next();
    if (!app.config.pageCache) {
      await next();
      label(c, 'BYPASS');
      applyAbTestCookies(c);
      return;
    }
    const decision = pageCacheDecision({ method: c.req.method, url: app.url, cookies: getCookie(c), preview: app.preview, editing: app.editing ?? false });
    if (!decision.cacheable) {
      await next();
      label(c, 'BYPASS');
      applyAbTestCookies(c);
      return;
    }
    const cache = pageCache();
    const cookies = getCookie(c);
    // A page running A/B tests is stored per variation, beside a small entry under the
    // plain key naming its tests: the visitor's variations are drawn from it (or read from
    // their cookies) before the page itself is looked up.
    let key = decision.key;
    if (!revalidations.has(c.req.raw)) {
      let stored = await lookUp(cache, key, app);
      const tests = stored?.headers.get(AB_TESTS);
      if (stored && tests) {
        await stored.body?.cancel();
        presetAbTests(app.abTests, parseTests(tests));
        key = pageCacheKey(app.url, cookies, abTestKeyOf(app.abTests));
        stored = await lookUp(cache, key, app);
      }
      if (stored) {
        const age = (Date.now() - Number(stored.headers.get(STORED_AT) ?? 0)) / 1000;
        const fresh = age < app.config.cacheTtlSeconds;
        if (!fresh && !refreshing.has(key)) {
          refreshing.add(key);
          const again = sameVisitorAgain(c.req.raw, app);
          revalidations.add(again);
          const done = key;
          c.executionCtx.waitUntil(
            Promise.resolve(appOf().fetch(again, c.env, c.executionCtx))
              .then((response) => response.body?.cancel())
              .catch((error: unknown) => app.report(error, { section: 'page-cache', where: 'revalidate' }))
              .finally(() => refreshing.delete(done)),
          );
        }
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
    const pageKey = tests.length > 0 ? pageCacheKey(app.url, cookies, abTestKeyOf(app.abTests)) : decision.key;
    c.executionCtx.waitUntil(
      store({ cache, kv: c.env.CACHE }, pageKey, toCache, headers, app).then(async (stored) => {
        if (stored && tests.length > 0) await storeTests({ cache, kv: c.env.CACHE }, decision.key, tests, app);
      }),
    );
  });

async function lookUp(cache: Cache, key: string, app: RequestContext): Promise<Response | undefined> {
  try {
    return await cache.match(key);
  } catch (error) {
    app.report(error, { section: 'page-cache', where: 'match' });
    return undefined;
  }
}

function parseTests(header: string): AbTestRatios[] {
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as AbTestRatios[]) : [];
  } catch {
    return [];
  }
}

/** The request again, carrying the variations this visitor was given, so the re-render refreshes the same copy. */
function sameVisitorAgain(request: Request, app: RequestContext): Request {
  const again = new Request(request);
  const chosen = [...app.abTests.chosen].map(([contentId, choice]) => `builder.tests.${contentId}=${choice.variationId}`);
  if (chosen.length > 0) again.headers.set('cookie', [request.headers.get('cookie'), ...chosen].filter(Boolean).join('; '));
  return again;
}

/** Under the plain key: which A/B tests the page runs (their ratios), no body. */
async function storeTests({ cache, kv }: { cache: Cache; kv: KVNamespace }, key: string, tests: AbTestRatios[], app: RequestContext) {
  try {
    const headers = new Headers({ 'cache-control': `public, max-age=${app.config.cacheTtlSeconds + STALE_SECONDS}`, [AB_TESTS]: JSON.stringify(tests) });
    const tags = [...app.page.tags];
    if (tags.length > 0) headers.set('cache-tag', tags.join(','));
    await cache.put(key, new Response(null, { status: 200, headers }));
    await indexTags({ kv, config: app.config }, key, tags, app.config.cacheTtlSeconds + STALE_SECONDS);
  } catch (error) {
    app.report(error, { section: 'page-cache', where: 'store tests' });
  }
}

/** Development only (the /__debug route): makes the stored copy `seconds` older; false when there is none. */
export async function agePageCopy(url: URL, cookies: Record<string, string>, seconds: number): Promise<boolean> {
  const key = pageCacheKey(url, cookies);
  const stored = await pageCache().match(key);
  if (!stored) return false;
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT, String(Number(headers.get(STORED_AT) ?? 0) - seconds * 1000));
  await pageCache().put(key, new Response(stored.body, { status: 200, headers }));
  return true;
}

function label(c: Context<AppEnv>, outcome: CacheOutcome) {
  c.res.headers.set('x-cache', outcome);
}

function storable(response: Response, app: RequestContext): boolean {
  return (
    app.page.shareable &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** Stores the page once it has streamed whole; whether it was. */
async function store({ cache, kv }: { cache: Cache; kv: KVNamespace }, key: string, body: ReadableStream<Uint8Array>, sent: Headers, app: RequestContext): Promise<boolean> {
  try {
    const html = await new Response(body).arrayBuffer();
    // Checked after the whole page has streamed: a deferred block may have failed late.
    if (app.failures() > 0) return false;
    const headers = new Headers();
    headers.set('content-type', sent.get('content-type') ?? 'text/html; charset=utf-8');
    headers.set('cache-control', `public, max-age=${app.config.cacheTtlSeconds + STALE_SECONDS}`);
    const tags = [...app.page.tags];
    if (tags.length > 0) headers.set('cache-tag', tags.join(','));
    headers.set(STORED_AT, String(Date.now()));
    if (app.embeds) headers.set(PAGE_ORIGINS, JSON.stringify(app.embeds));
    await cache.put(key, new Response(html, { status: 200, headers }));
    await indexTags({ kv, config: app.config }, key, tags, app.config.cacheTtlSeconds + STALE_SECONDS);
    return true;
  } catch (error) {
    app.report(error, { section: 'page-cache', where: 'store' });
    return false;
  }
}

/** A stored page as this visitor gets it: a fresh nonce in the page and in the CSP (the security middleware builds it from `app`). */
function served(stored: Response, app: RequestContext, outcome: 'HIT' | 'STALE'): Response {
  const origins = stored.headers.get(PAGE_ORIGINS);
  if (origins) {
    try {
      app.embeds = JSON.parse(origins) as RequestContext['embeds'];
    } catch {
      // A stored copy from another version: the page keeps only its own origin.
    }
  }
  const headers = new Headers(stored.headers);
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  headers.set('cache-control', 'private, no-cache');
  headers.set('x-cache', outcome);
  const nonce = app.nonce;
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce);
      },
    })
    .transform(new Response(stored.body, { status: 200, headers }));
}
