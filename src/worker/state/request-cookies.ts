// A request's cookies, parsed once. A rendered page reads six or more of them in as many
// layers (the context, the session, the page cache, the banner and pop-up, the speculation
// rules); each read of Hono's getCookie fetched the header from the runtime and parsed it again.
import { parse } from 'hono/utils/cookie';

// Keyed by Hono's request object, not the runtime's Request: the runtime keeps its own
// objects (and so a WeakMap's values for them) through the young generation's collections,
// which would move every request's parsed cookies into the old generation.
const parsed = new WeakMap<object, Readonly<Record<string, string>>>();

/** Every cookie the request carries, by name (as Hono's `getCookie(c)` gives them). */
export function requestCookies(c: { req: { raw: Request } }): Readonly<Record<string, string>> {
  let cookies = parsed.get(c.req);
  if (cookies === undefined) {
    cookies = parse(c.req.raw.headers.get('cookie') ?? '');
    parsed.set(c.req, cookies);
  }
  return cookies;
}

/** One cookie's value, or undefined (as Hono's `getCookie(c, name)`). */
export function requestCookie(c: { req: { raw: Request } }, name: string): string | undefined {
  return requestCookies(c)[name];
}
