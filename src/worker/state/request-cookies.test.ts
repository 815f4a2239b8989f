import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { requestCookie, requestCookies } from './request-cookies.ts';

const HEADERS = ['', 'age_gate=false', 'a=1; b="quoted"; c=%E2%82%AC; a=2', 'broken; =x; ok=yes', 'toString=1'];

/** What Hono's own reader and this one give for the same request, read inside a handler. */
async function bothReads(cookie: string) {
  const app = new Hono();
  let seen: unknown;
  app.get('/', (c) => {
    seen = {
      hono: { all: { ...getCookie(c) }, a: getCookie(c, 'a'), missing: getCookie(c, 'missing') },
      ours: { all: { ...requestCookies(c) }, a: requestCookie(c, 'a'), missing: requestCookie(c, 'missing') },
    };
    return c.text('ok');
  });
  await app.request('/', { headers: cookie ? { cookie } : {} });
  return seen as { hono: unknown; ours: unknown };
}

describe('requestCookies', () => {
  it.each(HEADERS)('reads %j as Hono getCookie does', async (cookie) => {
    const { hono, ours } = await bothReads(cookie);
    expect(ours).toEqual(hono);
  });

  it("has no cookie named after an object's property (Hono's reader returns Object's constructor there)", () => {
    const c = { req: { raw: new Request('https://shop.example/', { headers: { cookie: 'age_gate=false' } }) } };
    expect(requestCookie(c, 'constructor')).toBeUndefined();
  });

  it('parses a request once however often it is read', () => {
    const request = new Request('https://shop.example/', { headers: { cookie: 'cart=abc' } });
    const c = { req: { raw: request } };
    expect(requestCookies(c)).toBe(requestCookies(c));
    expect(requestCookie(c, 'cart')).toBe('abc');
  });
});
