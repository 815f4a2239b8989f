// A request's cookies, parsed once. A rendered page reads six or more of them in as many
// layers (the context, the session, the page cache, the banner and pop-up, the speculation
// rules); each read of Hono's getCookie fetched the header from the runtime and parsed it again.
import { parse } from 'hono/utils/cookie';

const parsed = new WeakMap<Request, Readonly<Record<string, string>>>();

/** Every cookie the request carries, by name (as Hono's `getCookie(c)` gives them). */
export function requestCookies(c: { req: { raw: Request } }): Readonly<Record<string, string>> {
  const request = c.req.raw;
  let cookies = parsed.get(request);
  if (cookies === undefined) {
    cookies = parse(request.headers.get('cookie') ?? '');
    parsed.set(request, cookies);
  }
  return cookies;
}

/** One cookie's value, or undefined (as Hono's `getCookie(c, name)`). */
export function requestCookie(c: { req: { raw: Request } }, name: string): string | undefined {
  return requestCookies(c)[name];
}
