import { describe, expect, it } from 'vitest';
import { AI_CRAWLERS, isDisallowedPath, robotsTxt } from './robots.ts';

const SITEMAP = 'https://www.triangleridge.example/sitemap.xml';
const rules = (text: string) => text.split('\n').filter((line) => line.startsWith('Disallow: '));

describe('robotsTxt', () => {
  const production = robotsTxt({ environment: 'production', sitemapUrl: SITEMAP });

  it('keeps crawlers out of the account, checkout, the API and the developer routes in production', () => {
    expect(rules(production)).toEqual(expect.arrayContaining(['Disallow: /profile', 'Disallow: /checkout', 'Disallow: /api/', 'Disallow: /__emulator', 'Disallow: /__debug']));
  });

  it('keeps signed previews and Builder editing links out, wherever the parameter sits', () => {
    expect(rules(production)).toEqual(
      expect.arrayContaining([
        'Disallow: /*?preview=',
        'Disallow: /*&preview=',
        'Disallow: /*?builder.',
        'Disallow: /*&builder.',
        'Disallow: /*?__builder_editing__',
        'Disallow: /*&__builder_editing__',
      ]),
    );
  });

  it('names the sitemap by its absolute URL and leaves the rest of the site open', () => {
    expect(production).toContain(`\nSitemap: ${SITEMAP}\n`);
    expect(production.startsWith('User-agent: *\n')).toBe(true);
    expect(rules(production)).not.toContain('Disallow: /');
  });

  it.each(['stage', 'development', 'local'])('closes the whole %s site and names no sitemap', (environment) => {
    const text = robotsTxt({ environment, sitemapUrl: SITEMAP });
    expect(rules(text)).toEqual(['Disallow: /']);
    expect(text).toContain('User-agent: *');
    expect(text).not.toContain('Sitemap:');
  });
});

describe('isDisallowedPath', () => {
  it('is true under a disallowed prefix, as robots.txt reads it', () => {
    for (const path of ['/profile', '/profile/orders', '/profile/login', '/checkout', '/api', '/api/cart', '/__emulator/outbox', '/__debug']) {
      expect(isDisallowedPath(path), path).toBe(true);
    }
  });
  it('is false for store pages', () => {
    for (const path of ['/', '/club', '/product/merlot-2022', '/apiary-tour', '/blog/harvest-report-2026']) expect(isDisallowedPath(path), path).toBe(false);
  });
});

describe('robotsTxt and AI crawlers', () => {
  it('closes the whole site to the AI crawlers in a group of their own when the winery disallows them, and keeps the rules for everyone else', () => {
    const text = robotsTxt({ environment: 'production', sitemapUrl: SITEMAP, aiCrawlers: false });
    const group = text.slice(text.indexOf('User-agent: GPTBot'));
    expect(group.split('\n').slice(0, AI_CRAWLERS.length + 1)).toEqual([...AI_CRAWLERS.map((name) => `User-agent: ${name}`), 'Disallow: /']);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain(`\nSitemap: ${SITEMAP}\n`);
  });

  it('names no AI crawler when they are allowed (the default), and names /llms.txt in a comment', () => {
    const text = robotsTxt({ environment: 'production', sitemapUrl: SITEMAP, llmsTxtUrl: 'https://www.triangleridge.example/llms.txt' });
    for (const name of AI_CRAWLERS) expect(text).not.toContain(name);
    expect(text).toContain('# For AI agents: https://www.triangleridge.example/llms.txt\n');
  });

  it('keeps crawlers away from cart links', () => {
    expect(isDisallowedPath('/add-to-cart')).toBe(true);
  });
});
