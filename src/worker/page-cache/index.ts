// The anonymous full-page cache at the edge. A visitor with no session, no cart,
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
// tag: purge.ts; docs/real-services.md "Cloudflare Workers: caching pages"), and in front of it each
// isolate's copy, kept one second at most, so a purge elsewhere is seen within a second.
//
// Files by job (what the request context holds for it is state/page-cache.ts): key.ts (who may share a page, its
// key), scope.ts (the settings' and build's fingerprint in the key), stored.ts (the stored
// format), memory.ts (the isolate's tier), store.ts (look-up and store), served.ts (the
// nonce rewrite and the headers of a hit), fast-path.ts (before the app), middleware.ts
// (the middleware and revalidation), tags.ts (the tags a stored page carries; the tags
// themselves are content's: content/cache-tags), purge.ts, repurge.ts and publish.ts (what
// a publish purges).
export { newPageCacheState, type PageCacheState } from '../state/page-cache.ts';
export { freshPageFromCache } from './fast-path.ts';
export { forgetPages } from './memory.ts';
export { pageCacheMiddleware, storable, type CacheOutcome } from './middleware.ts';
export { configScope } from './scope.ts';
export { agePageCopy, STALE_SECONDS } from './store.ts';
export { pageTags } from './tags.ts';
