// Navigations that feel instant (src/worker/render/speculation.ts): every shopper's page
// carries speculation rules under its own nonce; the rules prefetch the store's own pages and
// never its account area, API, widget pages, files or drafts; prerendering only for a visitor
// the page cache serves; and a prefetch neither costs a backend call for a stored page nor
// changes the browser's cookies.
import { afterEach, describe, expect, it } from 'vitest';
import { ADULT, commerceCalls, get, recordedRequests, signInAs, startRecording, stopRecording } from './helpers.ts';

afterEach(async () => {
  await stopRecording();
});

type Rule = { source: string; where: Where; eagerness: string };
type Where = { and?: Where[]; not?: Where; href_matches?: PatternInit | PatternInit[]; selector_matches?: string };
type PatternInit = Record<string, string>;
type Rules = { prefetch: Rule[]; prerender?: Rule[] };

const PAGE = 'http://localhost/collection/all';

/** The page's speculation rules, and whether their script carries the nonce its CSP names. */
async function rulesOf(response: Response): Promise<{ rules: Rules; nonced: boolean }> {
  const html = await response.text();
  const tags = [...html.matchAll(/<script type="speculationrules" nonce="([^"]+)">([^<]*)<\/script>/g)];
  expect(tags).toHaveLength(1);
  const [, nonce, json] = tags[0]!;
  const csp = response.headers.get('content-security-policy') ?? '';
  return { rules: JSON.parse(json!) as Rules, nonced: csp.includes(`'nonce-${nonce}'`) };
}

/** Whether a link would be speculated under `where`, as the browser evaluates a document rule (URL patterns against the page's URL). */
function matches(where: Where, href: string, attributes: string[] = []): boolean {
  if (where.and) return where.and.every((part) => matches(part, href, attributes));
  if (where.not) return !matches(where.not, href, attributes);
  if (where.href_matches) {
    const patterns = Array.isArray(where.href_matches) ? where.href_matches : [where.href_matches];
    return patterns.some((init) => new URLPattern({ ...init, baseURL: PAGE }).test(new URL(href, PAGE).href));
  }
  if (where.selector_matches) {
    const names = [...where.selector_matches.matchAll(/\[([a-z-]+)/g)].map((m) => m[1]);
    return attributes.some((attribute) => names.includes(attribute.split('=')[0]!));
  }
  throw new Error(`a rule this test cannot read: ${JSON.stringify(where)}`);
}

describe('speculation rules', () => {
  it('prefetch the store’s own pages on hover and never its account area, API, widget pages, files, drafts or other sites', async () => {
    const { rules, nonced } = await rulesOf(await get('/collection/all'));
    expect(nonced).toBe(true);
    expect(rules.prefetch).toHaveLength(1);
    const [prefetch] = rules.prefetch;
    expect(prefetch).toMatchObject({ source: 'document', eagerness: 'moderate' });
    const speculated = (href: string, attributes?: string[]) => matches(prefetch!.where, href, attributes);
    for (const href of ['/product/merlot-2022', '/collection/all', '/club', '/club/6-bottle-red-wines', '/blog/harvest-report-2026', '/visit', '/', '/collection/all?sort=price', '/privacy-policy']) {
      expect(speculated(href), href).toBe(true);
    }
    for (const href of [
      '/profile',
      '/profile/orders/123',
      '/profile/order-receipt/abc',
      '/api/session',
      '/api/customer/logout',
      '/checkout',
      '/join',
      '/join?club=6-bottle-red-wines',
      '/age-gate',
      '/__emulator/requests',
      // The widget's pages (COMMERCE_WIDGET_ROUTES' defaults).
      '/cart',
      '/account',
      '/account/order/1',
      '/club-signup/6-bottle-red-wines',
      '/products/merlot-2022',
      '/collections/red',
      '/reservation',
      '/logout',
      '/sitemap.xml',
      '/images/hero-dusk.svg',
      '/visit?preview=token',
      '/visit?builder.preview=page',
      'https://example.com/product/merlot-2022',
    ]) {
      expect(speculated(href), href).toBe(false);
    }
    expect(speculated('/product/merlot-2022', ['data-no-prefetch'])).toBe(false);
    expect(speculated('/product/merlot-2022', ['download'])).toBe(false);
  });

  it('prerender on pointerdown only for a visitor the page cache serves, with the same exclusions', async () => {
    const { rules } = await rulesOf(await get('/collection/all'));
    expect(rules.prerender).toEqual([{ ...rules.prefetch[0], eagerness: 'conservative' }]);

    const member = await signInAs('customer@example.com');
    const signedIn = await rulesOf(await get('/collection/all', member));
    expect(signedIn.rules.prefetch).toEqual(rules.prefetch);
    expect(signedIn.rules.prerender).toBeUndefined();
    const withCart = await rulesOf(await get('/collection/all', { cookie: `${ADULT.cookie}; cartId=some-cart` }));
    expect(withCart.rules.prerender).toBeUndefined();
  });
});

describe('a prefetch', () => {
  it('of a stored page is answered from the page cache: no backend call, no cookie, the rules under the new nonce', async () => {
    const path = '/product/merlot-2022';
    // Stored after the first render (in waitUntil): asked until the copy answers.
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await get(path);
      await response.body?.cancel();
      if (response.headers.get('x-cache') === 'HIT') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await startRecording();
    const prefetch = await get(path, { ...ADULT, 'sec-purpose': 'prefetch' });
    expect(prefetch.status).toBe(200);
    expect(prefetch.headers.get('x-cache')).toBe('HIT');
    expect(prefetch.headers.getSetCookie()).toEqual([]);
    expect((await rulesOf(prefetch)).nonced).toBe(true);
    expect(commerceCalls(await recordedRequests())).toEqual([]);
  });

  it('of a signed-in page leaves out the cookies the browser already holds with the same value', async () => {
    const member = await signInAs('customer@example.com');
    const first = await get('/visit', member);
    await first.body?.cancel();
    // The order count the page renews, as the browser now holds it.
    const held = first.headers.getSetCookie().map((line) => line.split(';', 1)[0]);
    expect(held.length).toBeGreaterThan(0);
    const cookie = [member.cookie, ...held].join('; ');
    const prefetch = await get('/visit', { cookie, 'sec-purpose': 'prefetch' });
    expect(prefetch.status).toBe(200);
    expect(prefetch.headers.getSetCookie()).toEqual([]);
    await prefetch.body?.cancel();
    // A real navigation still renews them.
    const visit = await get('/visit', { cookie });
    expect(visit.headers.getSetCookie().length).toBeGreaterThan(0);
    await visit.body?.cancel();
  });

  it('whose answer would change a cookie is declined (503, not stored), and the navigation itself changes it', async () => {
    const member = await signInAs('customer@example.com');
    // A cart the backend does not have: the page clears the cart cookie.
    const cookie = `${member.cookie}; cartId=00000000-0000-4000-8000-000000000000`;
    for (const purpose of ['prefetch', 'prefetch;prerender']) {
      const prefetch = await get('/visit', { cookie, 'sec-purpose': purpose });
      expect(prefetch.status, purpose).toBe(503);
      expect(prefetch.headers.getSetCookie(), purpose).toEqual([]);
      expect(prefetch.headers.get('cache-control')).toBe('no-store');
      await prefetch.body?.cancel();
    }
    const visit = await get('/visit', { cookie });
    expect(visit.status).toBe(200);
    expect(visit.headers.getSetCookie().some((line) => line.startsWith('cartId=;'))).toBe(true);
    await visit.body?.cancel();
  });
});
