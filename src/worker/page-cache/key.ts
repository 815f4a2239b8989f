// Which page requests the edge page cache may answer, and under which key. Pure: the
// middleware (index.ts) does the I/O. A visitor's page is shared only when nothing in it is
// theirs: no customer token, no cart, no preview or editor frame. What else differs per
// visitor and is decided from cookies at the edge (age gate accepted, a dismissed banner,
// the pop-up's test and signed-up cookies) is part of the key, and so are the A/B test
// variations drawn for the visitor before the lookup (index.ts), so two visitors share an
// entry only when the server would render them the same page.
import { AGE_GATE_ACCEPTED, AGE_GATE_COOKIE } from '../../shell/age-gate/age-gate.constants.ts';
import { DISMISSAL_COOKIE_PREFIX } from '../../marketing/pencil-banner/dismissal.ts';
import { POPUP_SIGNED_UP_COOKIE, POPUP_TEST_COOKIE } from '../../marketing/popup/eligibility.ts';
import { CART_COOKIE, CUSTOMER_TOKEN_COOKIE } from '../session/cookies.ts';

/** Campaign and click ids that never change a page: every value shares one entry. */
const IGNORED_PARAMS = /^(utm_[a-z_]+|gclid|fbclid)$/i;

/** Paths whose answers are personal or are not pages (the speculation rules skip them too: render/speculation.ts). */
export const NEVER_CACHED = ['/api', '/__', '/profile', '/checkout', '/join', '/age-gate', '/cdn-cgi', '/add-to-cart'];

export type CacheDecision = { cacheable: true; key: string } | { cacheable: false; reason: string };

export type CacheRequest = {
  method: string;
  url: URL;
  cookies: Readonly<Record<string, string>>;
  preview: boolean;
  editing: boolean;
  /** The settings' fingerprint (configScope): pages rendered under other settings are other entries. */
  scope?: string;
};

const underPath = (pathname: string, prefix: string) => (prefix === '/__' ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Whether the request may be answered from (and stored in) the shared page cache, and its key. */
export function pageCacheDecision(request: CacheRequest): CacheDecision {
  const { method, url, cookies } = request;
  if (method !== 'GET') return { cacheable: false, reason: 'method' };
  // Most page views carry no query string: its parsing is skipped (a cache hit's budget is tens of µs).
  const query = url.search === '' ? undefined : url.searchParams;
  if (request.preview || query?.has('preview')) return { cacheable: false, reason: 'preview' };
  if (request.editing || (query && [...query.keys()].some((name) => name.startsWith('builder.')))) return { cacheable: false, reason: 'editor' };
  if (NEVER_CACHED.some((prefix) => underPath(url.pathname, prefix))) return { cacheable: false, reason: 'personal path' };
  if (cookies[CUSTOMER_TOKEN_COOKIE] !== undefined) return { cacheable: false, reason: 'signed in' };
  if (cookies[CART_COOKIE] !== undefined) return { cacheable: false, reason: 'cart' };
  return { cacheable: true, key: pageCacheKey(url, cookies, '', request.scope) };
}

/** The query string that picks the page: campaign ids dropped, the rest sorted (`?b=1&a=2` is `?a=2&b=1`). */
export function normalizedQuery(params: URLSearchParams): string {
  const kept = [...params].filter(([name]) => !IGNORED_PARAMS.test(name));
  kept.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return kept.length === 0 ? '' : `?${new URLSearchParams(kept).toString()}`;
}

/** What the visitor's cookies decide about the page, as one key segment. */
export function visitorVariant(cookies: Readonly<Record<string, string>>): string {
  const parts: string[] = [cookies[AGE_GATE_COOKIE] === AGE_GATE_ACCEPTED ? 'adult' : 'gate'];
  const banners = Object.keys(cookies).filter((name) => name.startsWith(DISMISSAL_COOKIE_PREFIX));
  if (cookies[POPUP_TEST_COOKIE] !== undefined) parts.push('popup-test');
  if (cookies[POPUP_SIGNED_UP_COOKIE] !== undefined) parts.push('popup-done');
  if (banners.length > 0) parts.push(`banner-off:${banners.sort().join(',')}`);
  return parts.join(';');
}

/**
 * The Cache API key: a GET URL on the store's own origin (Cloudflare stores Cache API
 * entries under the Worker's zone), the variant as a path segment a page path cannot take.
 * The version is the stored format's (stored.ts): a copy in an older format is never read.
 */
export function pageCacheKey(url: URL, cookies: Readonly<Record<string, string>>, abTests = '', scope = ''): string {
  const variant = abTests ? `${visitorVariant(cookies)};ab:${abTests}` : visitorVariant(cookies);
  const query = url.search === '' ? '' : normalizedQuery(url.searchParams);
  return `${url.origin}/__page-cache/v2${scope ? `-${scope}` : ''}/${encodeURIComponent(variant)}${url.pathname}${query}`;
}
