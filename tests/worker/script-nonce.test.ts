// The price of sharing a script-readable login with Commerce7's widget (ADR 0012) is held
// down by this: no page the store serves can run a script the store did not send. Every
// HTML response (content pages, product, club, join, account, the widget pages, the 404
// page, the error page, a page from the edge cache) carries a CSP whose script-src admits
// scripts by this response's nonce only (no 'unsafe-inline', no 'unsafe-eval', no scheme or
// host wildcard of its own), every <script> in it carries that nonce, and no element has an
// inline event handler or a javascript: URL.
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, DEMO_PASSWORD, get, post, setFault, storedCopy } from './helpers.ts';

const PAGES = [
  '/',
  '/collection/all',
  '/product/merlot-2022',
  '/club',
  '/club/6-bottle-red-wines',
  '/join',
  '/join?club=6-bottle-red-wines',
  '/profile/login',
  '/blog',
  '/contact',
  '/checkout',
  '/cart',
  '/account',
  '/club-signup/6-bottle-red-wines',
  '/products/merlot-2022',
  '/privacy-policy',
  '/no-such-page',
];

/** What would let a script run without this response's nonce, or [] when nothing does. */
function scriptsWithoutNonce(response: Response, html: string): string[] {
  const problems: string[] = [];
  const policy = response.headers.get('content-security-policy');
  if (!policy) return ['no Content-Security-Policy'];
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc ?? '')?.[1];
  if (!scriptSrc || !nonce) return [`script-src without a nonce: ${scriptSrc}`];
  for (const source of scriptSrc.split(/\s+/).slice(1)) {
    if (/^'(unsafe-inline|unsafe-eval|unsafe-hashes)'$/.test(source) || source === '*' || /^(https?|data|blob):$/.test(source)) problems.push(`script-src allows ${source}`);
  }
  if (policy.includes('default-src') && /default-src[^;]*'unsafe-inline'/.test(policy)) problems.push("default-src allows 'unsafe-inline'");
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    // A data block (JSON-LD for search engines, serialised island props) is never run.
    if (/\stype="application\/(ld\+)?json"/.test(tag)) continue;
    if (!tag.includes(`nonce="${nonce}"`)) problems.push(`a script without the nonce: ${tag.slice(0, 120)}`);
  }
  for (const tag of html.match(/<[a-zA-Z][^<>]*>/g) ?? []) {
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`an inline handler: ${tag.slice(0, 120)}`);
    if (/\s(href|src|action|formaction|data)\s*=\s*["']?\s*javascript:/i.test(tag)) problems.push(`a javascript: URL: ${tag.slice(0, 120)}`);
  }
  return problems;
}

async function check(path: string, headers: Record<string, string>) {
  const response = await get(path, headers);
  // A redirect (a signed-in visitor at /profile/login) is no page: nothing in it runs.
  if (response.status >= 300 && response.status < 400) return { response, html: '' };
  expect(response.headers.get('content-type'), path).toContain('text/html');
  const html = await response.text();
  expect(scriptsWithoutNonce(response, html), `${path} (${response.status})`).toEqual([]);
  return { response, html };
}

afterEach(clearFaults);

describe('no page the store serves can run a script without its nonce', () => {
  it('for an anonymous visitor, on every kind of page, the 404 page included', async () => {
    for (const path of PAGES) await check(path, { cookie: 'age_gate=false' });
    // Before the age gate is accepted too (its modal is on every page).
    await check('/', {});
    expect((await get('/no-such-page')).status).toBe(404);
  });

  it('for a signed-in member with a cart, the account pages included', async () => {
    const login = await post('/api/customer/login', { email: 'member@example.com', password: DEMO_PASSWORD });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (const path of [...PAGES, '/profile', '/profile/orders', '/profile/club-membership']) await check(path, { cookie: `age_gate=false; ${cookie}` });
  });

  it('on the error page', async () => {
    await setFault('content', '500', 20);
    const { response } = await check('/our-story', { cookie: 'age_gate=false' });
    expect(response.status).toBeGreaterThanOrEqual(500);
  });

  it('on a page from the edge cache, with a fresh nonce each time', async () => {
    const first = await check('/visit', { cookie: 'age_gate=false' });
    // Stored once the first render has ended (or, when its products came after its shell,
    // rendered again behind the next view).
    await (await storedCopy('/visit')).body?.cancel();
    const second = await check('/visit', { cookie: 'age_gate=false' });
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    expect(nonceOf(second.html)).toBeDefined();
    expect(nonceOf(second.html)).not.toBe(nonceOf(first.html));
  });
});
