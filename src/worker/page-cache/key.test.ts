import { describe, expect, it } from 'vitest';
import { normalizedQuery, pageCacheDecision, pageCacheKey, visitorVariant } from './key.ts';
import { pageTags, storable } from './index.ts';

const url = (path: string) => new URL(`https://shop.example${path}`);
const decide = (path: string, cookies: Record<string, string> = {}, extra: Partial<{ method: string; preview: boolean; editing: boolean }> = {}) =>
  pageCacheDecision({ method: 'GET', url: url(path), cookies, preview: false, editing: false, ...extra });

describe('who may get a shared page', () => {
  it('anonymous visitors of public pages, and nobody with a session, a cart, a preview or an editor frame', () => {
    expect(decide('/').cacheable).toBe(true);
    expect(decide('/product/x', { age_gate: 'false', _ga: 'GA1.1' }).cacheable).toBe(true);
    expect(decide('/', { customerToken: 't' })).toEqual({ cacheable: false, reason: 'signed in' });
    expect(decide('/', { cartId: 'c' })).toEqual({ cacheable: false, reason: 'cart' });
    expect(decide('/', {}, { preview: true }).cacheable).toBe(false);
    expect(decide('/?preview=1.x').cacheable).toBe(false);
    expect(decide('/?builder.frameEditing=page').cacheable).toBe(false);
    expect(decide('/', {}, { editing: true }).cacheable).toBe(false);
    expect(decide('/', {}, { method: 'POST' }).cacheable).toBe(false);
    for (const path of ['/profile', '/profile/x.css', '/checkout', '/join', '/api/session', '/__debug/x', '/age-gate']) expect(decide(path).cacheable).toBe(false);
    // A path that merely starts like a personal one is a page.
    expect(decide('/profiles-of-our-winemakers').cacheable).toBe(true);
  });
});

describe('the key', () => {
  it('drops campaign ids and sorts the rest', () => {
    expect(normalizedQuery(new URLSearchParams('utm_source=a&gclid=b&fbclid=c&UTM_Medium=d'))).toBe('');
    expect(normalizedQuery(new URLSearchParams('b=2&a=1&utm_term=x'))).toBe('?a=1&b=2');
  });

  it("differs by what the visitor's cookies decide, and only by that", () => {
    const base = pageCacheKey(url('/'), {});
    expect(pageCacheKey(url('/'), { _ga: 'x', consent: 'y' })).toBe(base);
    expect(pageCacheKey(url('/'), { age_gate: 'false' })).not.toBe(base);
    expect(visitorVariant({ pencil_banner_sale_1x: '1', age_gate: 'false' })).toBe('adult;banner-off:pencil_banner_sale_1x');
    expect(visitorVariant({ popup_test: '1', popup_signed_up: '1' })).toBe('gate;popup-test;popup-done');
    // A/B cookies are not read here: the variations drawn before the lookup are.
    expect(visitorVariant({ 'builder.tests.abc': 'v2' })).toBe('gate');
    expect(pageCacheKey(url('/'), {}, 'abc=v2')).not.toBe(base);
  });
});

describe('what is stored', () => {
  const page = { page: { shareable: true, tags: new Set<string>(), reads: [], validUntil: undefined } };
  const html = (init: ResponseInit = {}) => new Response('<p>page</p>', { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init });

  it('only a shareable 200 HTML page that sets no cookie', () => {
    expect(storable(html(), page)).toBe(true);
    expect(storable(html(), { page: { ...page.page, shareable: false } })).toBe(false);
    expect(storable(html({ headers: { 'content-type': 'text/html', 'set-cookie': 'builder.tests.x=y' } }), page)).toBe(false);
    expect(storable(html({ status: 404 }), page)).toBe(false);
    expect(storable(html({ status: 500 }), page)).toBe(false);
    expect(storable(new Response(null, { status: 301, headers: { location: '/x' } }), page)).toBe(false);
    expect(storable(new Response('{}', { headers: { 'content-type': 'application/json' } }), page)).toBe(false);
  });
});

describe('the tags a stored page carries', () => {
  it('are its extra tags and those of every content read, once each', () => {
    const tags = pageTags({
      tags: new Set(['m:symbol']),
      reads: [
        { model: 'page', routedPath: '/about', byId: undefined, entryIds: ['p1'] },
        { model: 'symbol', routedPath: undefined, byId: undefined, entryIds: ['s1', 's2'] },
        { model: 'page', routedPath: '/about', byId: undefined, entryIds: ['p1'] },
      ],
    });
    expect(tags.sort()).toEqual(['e:p1', 'e:s1', 'e:s2', 'm:symbol', 'u:/about']);
  });
});
