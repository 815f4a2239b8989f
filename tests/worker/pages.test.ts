import { afterEach, describe, expect, it } from 'vitest';
import { streamedLate } from '../../src/worker/page-cache/middleware.ts';
import { ReactTextEncoder } from '../../src/worker/perf/react-encoder/encoder.ts';
import { get, pageEntry, publish, unpublish } from './helpers.ts';

afterEach(async () => {
  await unpublish('test-meta-page');
});

describe('a content page', () => {
  it('streams a complete HTML document with the brand title on the home page', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>Triangle Ridge Winery</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/"/>');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it("renders with React's remembering encoder, byte for byte the same page on every request", async () => {
    // Two renders of the same page once its products are at hand: a first view may stream them
    // in after the shell, and a page the cache has stored is not rendered again. So the page is
    // viewed until a render has them in place, then rendered twice under queries the cache has
    // not seen (neither shows in the page: its canonical address keeps no such parameter).
    for (let view = 0; view < 20; view++) {
      if (!streamedLate(await (await get(`/?products-at-hand=${view}`)).text())) break;
    }
    const first = await (await get('/?encoder=1')).text();
    const second = await (await get('/?encoder=2')).text();
    // Loaded inside the encoder window by the Worker entry (src/worker/perf/react-encoder).
    expect(ReactTextEncoder.instances).toBeGreaterThan(0);
    // Non-ASCII text and the long pre-rendered footer come out whole the second time too.
    expect(second).toContain('Napa Valley · Since 1987');
    expect(second).toContain('</footer>');
    const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    expect(withoutNonce(second)).toBe(withoutNonce(first));
  });

  it('sends the page in several chunks as it renders rather than one buffered body', async () => {
    const response = await get('/');
    const reader = response.body!.getReader();
    let chunks = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      chunks++;
    }
    expect(chunks).toBeGreaterThan(1);
  });

  it('titles a page "{title} | brand" and carries its description, robots, canonical and image', async () => {
    await publish(
      pageEntry('test-meta-page', '/test-meta', {
        title: 'Harvest Notes',
        description: 'What the 2026 harvest tasted like.',
        noindex: true,
        nofollow: true,
        openGraphImage: '/images/harvest.svg',
        blocks: [{ id: 'meta-text', component: { name: 'Text', options: { text: '<p>Harvest began at dawn.</p>' } } }],
      }),
    );
    const html = await (await get('/test-meta?utm_source=mail&page=2&fbclid=x')).text();
    expect(html).toContain('<title>Harvest Notes | Triangle Ridge Winery</title>');
    expect(html).toContain('<meta name="description" content="What the 2026 harvest tasted like."/>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/test-meta?page=2"/>');
    // Its SVG's rendered 1200 x 630 JPEG (the major networks show no SVG).
    expect(html).toContain('<meta property="og:image" content="http://localhost/images/og/harvest.jpg"/>');
    expect(html).toContain('Harvest began at dawn.');
  });

  it('gives crawlers the fully rendered page', async () => {
    const response = await get('/', { cookie: 'age_gate=false', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('</main>');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('hides the footer on account, checkout and club-member paths but not on /club', async () => {
    await publish(pageEntry('test-meta-page', '/club/4-bottle-red-wines', { title: 'Club page', blocks: [] }));
    const member = await (await get('/club/4-bottle-red-wines')).text();
    expect(member).not.toContain('class="site-footer"');
    expect(member).toMatch(/assets\/account-[A-Z0-9]+\.css/);
    const home = await (await get('/')).text();
    expect(home).toContain('class="site-footer"');
    expect(home).not.toMatch(/assets\/account-/);
  });
});

describe('unknown and odd paths', () => {
  it('answers an unknown path with a real 404 page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This page has gone to the cellar');
    expect(html).toContain('<title>Page not found | Triangle Ridge Winery</title>');
    expect(html).toContain('class="site-header');
  });

  it('answers an over-long path with a 404, not an error', async () => {
    const response = await get(`/${'a'.repeat(5000)}`);
    expect(response.status).toBe(404);
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await get('/visit/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/visit');
  });

  it('ignores a malformed cookie instead of failing', async () => {
    const response = await get('/', { cookie: 'age_gate=%E0%A4%A; customerToken=%%%; cartId="unterminated' });
    expect(response.status).toBe(200);
  });
});

describe('a render error', () => {
  it('shows the error screen with its three actions and status 500', async () => {
    const response = await get('/__debug/render-error');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Sorry, there has been an error.');
    expect(html).toContain('Reload this page');
    expect(html).toContain('Go to Home Page');
    expect(html).toContain('Report feedback');
    expect(html).not.toContain('Deliberate render error');
  });
});

// The header and footer as the server sends them to an anonymous visitor: markup a browser
// adds nothing to. What they do once hydrated is tests/e2e/shell.spec.ts's.
/** The page's HTML without the comments React puts between adjacent text parts. */
const pageHtml = async (path: string) => (await (await get(path)).text()).replaceAll('<!-- -->', '');

describe('the header', () => {
  it('marks the section of the current page as active, and no other', async () => {
    const main = /<nav[^>]*aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(await pageHtml('/learn/wine-101'))?.[1] ?? '';
    expect(main).toMatch(/<a href="\/learn"[^>]*aria-current="page"[^>]*>Learn<\/a>/);
    expect(main).toMatch(/<a href="\/collection\/all">Shop<\/a>/);
    expect(main.match(/aria-current=/g)).toHaveLength(1);
  });

  it('shows "Cart (0)" and Login to an anonymous visitor', async () => {
    const page = await pageHtml('/');
    expect(page).toMatch(/<button [^>]*class="site-header__cart"[^>]*>Cart \(0\)<\/button>/);
    expect(page).toMatch(/<a class="site-header__login" href="\/profile\/login">Login<\/a>/);
  });
});

describe('the footer', () => {
  it('shows the current year, and is absent on account pages', async () => {
    expect(await pageHtml('/')).toContain(`© ${new Date().getFullYear()} Triangle Ridge Winery`);
    const login = await get('/profile/login');
    expect(login.status).toBe(200);
    expect(await login.text()).not.toMatch(/<footer|role="contentinfo"/);
  });
});
