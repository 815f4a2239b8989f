// A prefetch or prerender (the store's speculation rules) is a request the visitor may never
// follow. Browsers say so in `Sec-Purpose: prefetch` (`prefetch;prerender` for a prerender):
// HTML "Speculative loading"; MDN's Sec-Purpose page: a server may "disallow the request, or
// perhaps ... treat it differently when counting page visits". Such a request must not
// change what the browser keeps. A cookie the browser already holds with the same value (a
// signed-in page renews its order count) is left out of the answer: only its expiry would
// move. An answer that would set or clear anything else (a first A/B test draw, a receipt's
// access, a cart the backend no longer has) is declined with a 503, which the browser drops
// (a speculative answer is used only with an ok status); the visitor's real navigation, if
// it comes, is answered and sets it. A page from the page cache sets none.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { requestCookies } from '../state/request-cookies.ts';

/** Whether the request is a prefetch or prerender the browser made ahead of a navigation. */
export function isSpeculative(request: Request): boolean {
  return /(^|[\s,;])prefetch\b/.test(request.headers.get('sec-purpose') ?? '');
}

/** The Set-Cookie values that would change what the browser holds (`held`: the request's cookies). */
export function changingCookies(setCookies: readonly string[], held: Readonly<Record<string, string>>): string[] {
  return setCookies.filter((line) => {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    // A deletion (Max-Age=0 or an expiry in the past) always changes it.
    if (at < 0 || /;\s*max-age=0\b/i.test(line) || /;\s*expires=[^;]*19\d\d/i.test(line)) return true;
    return held[name] !== decodeURIComponentSafe(pair.slice(at + 1).trim());
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Keeps a speculative answer from changing the browser's cookies. */
export const speculativeRequests = () =>
  createMiddleware<AppEnv>(async function speculativeRequests(c, next) {
    await next();
    if (!isSpeculative(c.req.raw)) return;
    const setCookies = c.res.headers.getSetCookie();
    if (setCookies.length === 0) return;
    if (changingCookies(setCookies, requestCookies(c)).length === 0) {
      c.res.headers.delete('set-cookie');
      return;
    }
    // The page cache may still keep the render: it reads its own copy of the body.
    await c.res.body?.cancel();
    // Dropped first: Hono copies a replaced response's headers (its cookies too) onto the next.
    c.res = undefined;
    c.res = new Response(null, { status: 503, headers: { 'cache-control': 'no-store' } });
  });
