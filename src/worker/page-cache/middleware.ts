// The page cache's middleware, in front of every page route: look-up (after the A/B tests a
// stored page names are drawn), the answer from a stored copy, the store after a render, and
// the background re-render of a stale page.
import type { Context, Hono } from 'hono';
import { requestCookies } from '../state/request-cookies.ts';
import { createMiddleware } from 'hono/factory';
import { abTestKeyOf, applyAbTestCookies, presetAbTests } from '../ab-tests/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import { lookedUpBefore } from './fast-path.ts';
import { pageCacheDecision, pageCacheKey } from './key.ts';
import { configScope } from './scope.ts';
import { served } from './served.ts';
import { lookUp, pageCache, put } from './store.ts';

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

// Re-renders of stale pages run through the whole app again; this marks them so the
// middleware renders and stores instead of answering from the cache. A request object
// cannot be forged by a visitor.
const revalidations = new WeakSet<Request>();
// One background re-render per key per isolate at a time.
const refreshing = new Set<string>();

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
    const cookies = requestCookies(c);
    const decision = pageCacheDecision({ method: c.req.method, url: app.url, cookies, preview: app.preview, editing: app.editing, scope: configScope(app.config) });
    if (!decision.cacheable) return bypass();
    const cache = pageCache();
    const revalidation = revalidations.has(c.req.raw);
    if (!revalidation) {
      let key = decision.key;
      // The fast path has already looked this key up for this request: not a second read.
      const early = lookedUpBefore(c.req.raw);
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
    const page = { nonce: app.nonce, contentType: headers.get('content-type') ?? 'text/html; charset=utf-8', thirdParties: app.page.thirdParties, validUntil: app.page.validUntil };
    c.executionCtx.waitUntil(
      (async () => {
        const html = await new Response(toCache).text();
        // Checked after the whole page has streamed: a deferred block may have failed late.
        if (app.failures() > 0) return;
        const now = Date.now();
        const storedAt = streamedLate(html) && !revalidation ? now - app.config.cacheTtlSeconds * 1000 : now;
        await put(cache, c.env.CACHE, pageKey, { ...page, html, storedAt, tests: undefined }, app);
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

/**
 * Whether React sent part of the page after its shell: a Suspense boundary's fallback went out
 * with the shell (React's pending-boundary marker, `<!--$?--><template id="B:…">` in
 * react-dom's server renderer) and its content came later, with the inline script that swaps
 * it in. On a first view after a publish the catalogue may still be on its way while the
 * shell renders. Such a copy is stored as already stale: the next visitor is served it at
 * once and the page renders again behind them, now with its data at hand, so the copy every
 * later visitor gets carries no placeholders and no swap script (about 0.6 kB gzip on home,
 * past the first round trip of a new connection). A re-render stores what it gets, so a page
 * that always streams part of itself is not rendered on every view.
 */
export function streamedLate(html: string): boolean {
  return html.includes('<!--$?-->');
}

/** The request again, carrying the variations this visitor was given, so the re-render refreshes the same copy. */
function sameVisitorAgain(request: Request, app: RequestContext): Request {
  const again = new Request(request);
  const chosen = [...app.abTests.chosen].map(([contentId, choice]) => `builder.tests.${contentId}=${choice.variationId}`);
  if (chosen.length > 0) again.headers.set('cookie', [request.headers.get('cookie'), ...chosen].filter(Boolean).join('; '));
  return again;
}

function label(c: Context<AppEnv>, outcome: CacheOutcome) {
  c.res.headers.set('x-cache', outcome);
}

/** What the cache stores: pages, and their markdown twins for agents (src/worker/agents). */
const STORED_TYPES = /^text\/(html|markdown)\b/;

export function storable(response: Response, app: Pick<RequestContext, 'page'>): boolean {
  return app.page.shareable && response.status === 200 && response.body !== null && !response.headers.has('set-cookie') && STORED_TYPES.test(response.headers.get('content-type') ?? '');
}
