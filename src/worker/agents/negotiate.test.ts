import { describe, expect, it } from 'vitest';
import { negotiated, prefersMarkdown } from './negotiate.ts';
import { pageOfTwin, twinOf } from './twin-path.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9', true],
    ['text/html, text/markdown', true],
    ['text/markdown;q=0.5, text/html', false],
    ['text/markdown;q=0', false],
    [BROWSER, false],
    ['*/*', false],
  ])('%s: %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});

describe('negotiated', () => {
  // The settings the Worker reads: only what readConfig requires, the twins on or off.
  const env = (markdown: 'on' | 'off') => ({
    ENVIRONMENT: 'local',
    BRAND_NAME: 'Triangle Ridge Winery',
    CLUB_DISCOUNT_PERCENTAGE: '20',
    DEFAULT_CLUB_URL: '/club',
    CACHE_TTL_SECONDS: '60',
    COMMERCE_API_URL: 'https://emulator.internal/commerce/v1',
    COMMERCE_TENANT: 'triangle-ridge',
    COMMERCE_APP_ID: 'app',
    COMMERCE_APP_SECRET: 'secret',
    CONTENT_API_URL: 'https://emulator.internal/content',
    CONTENT_API_KEY: 'key',
    MARKETING_API_URL: 'https://emulator.internal/marketing',
    MARKETING_API_KEY: 'key',
    PREVIEW_SECRET: 'preview-secret-0123456789',
    COMMERCE_WIDGET_SCRIPT_URL: '/__emulator/hosted/commerce7.js',
    SMS_TERMS_URL: '/mobile-terms',
    AGENT_MARKDOWN: markdown,
  });
  const request = (path: string, accept: string, method = 'GET') => new Request(`https://shop.example${path}`, { method, headers: { accept } });

  it("asks for the page's twin by its .md path, the home page's /index.md", () => {
    expect(new URL(negotiated(request('/product/merlot-2022?utm_source=x', 'text/markdown'), env('on')).url).pathname).toBe('/product/merlot-2022.md');
    expect(new URL(negotiated(request('/', 'text/markdown'), env('on')).url).pathname).toBe('/index.md');
  });

  it('leaves browsers, non-pages, other methods and AGENT_MARKDOWN=off alone', () => {
    for (const [path, accept, method, markdown] of [
      ['/product/merlot-2022', BROWSER, 'GET', 'on'],
      ['/api/cart', 'text/markdown', 'GET', 'on'],
      ['/llms.txt', 'text/markdown', 'GET', 'on'],
      ['/product/merlot-2022.md', 'text/markdown', 'GET', 'on'],
      ['/age-gate', 'text/markdown', 'POST', 'on'],
      ['/product/merlot-2022', 'text/markdown', 'GET', 'off'],
    ] as const) {
      const original = request(path, accept, method);
      expect(negotiated(original, env(markdown))).toBe(original);
    }
  });
});

describe('pageOfTwin', () => {
  it('is the page of a .md path, and nothing for other paths', () => {
    expect(pageOfTwin('/product/merlot-2022.md')).toBe('/product/merlot-2022');
    expect(pageOfTwin('/index.md')).toBe('/');
    expect(pageOfTwin(twinOf('/visit/events'))).toBe('/visit/events');
    for (const path of ['/product/merlot-2022', '/.md', '//evil.md', '/blog/.md', `/${'a'.repeat(1100)}.md`]) expect(pageOfTwin(path)).toBeNull();
  });
});
