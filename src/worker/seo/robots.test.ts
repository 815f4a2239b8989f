import { describe, expect, it } from 'vitest';
import { isDisallowedPath, robotsTxt } from './robots.ts';

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
