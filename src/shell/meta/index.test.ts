import { describe, expect, it } from 'vitest';
import { canonicalUrl, openGraphType, pageTitle, robotsContent, twitterCard } from './index.ts';

const BRAND = 'Triangle Ridge Winery';
const ORIGIN = 'https://www.triangleridge.example';

describe('pageTitle', () => {
  it('reads "{page title} | brand"', () => {
    expect(pageTitle('Visit', BRAND, '/visit')).toBe('Visit | Triangle Ridge Winery');
  });
  it('is just the brand on the home page', () => {
    expect(pageTitle('Home', BRAND, '/')).toBe(BRAND);
  });
  it('is just the brand when the page has no title', () => {
    expect(pageTitle(undefined, BRAND, '/visit')).toBe(BRAND);
    expect(pageTitle('   ', BRAND, '/visit')).toBe(BRAND);
  });
  it('trims the page title', () => {
    expect(pageTitle('  Dine ', BRAND, '/dine')).toBe('Dine | Triangle Ridge Winery');
  });
});

describe('canonicalUrl', () => {
  it('drops tracking and other query parameters', () => {
    const url = new URL('https://preview.example/collection/red-wines?utm_source=mail&gclid=abc');
    expect(canonicalUrl(url, ORIGIN)).toBe(`${ORIGIN}/collection/red-wines`);
  });
  it('keeps the page parameter, which changes what the page shows', () => {
    const url = new URL('https://preview.example/blog?utm_campaign=x&page=2');
    expect(canonicalUrl(url, ORIGIN)).toBe(`${ORIGIN}/blog?page=2`);
  });
  it('uses an explicit absolute canonical URL as given', () => {
    const url = new URL(`${ORIGIN}/recipe/braised-short-ribs`);
    expect(canonicalUrl(url, ORIGIN, 'https://recipes.example/braised-short-ribs')).toBe('https://recipes.example/braised-short-ribs');
  });
  it('puts an explicit relative canonical URL on the site origin', () => {
    const url = new URL(`${ORIGIN}/club?ref=friend`);
    expect(canonicalUrl(url, ORIGIN, '/wine-society')).toBe(`${ORIGIN}/wine-society`);
  });
});

describe('robotsContent', () => {
  it('says nothing when the page may be indexed and followed', () => {
    expect(robotsContent(false, false)).toBeUndefined();
  });
  it('lists noindex and nofollow as set by the page', () => {
    expect(robotsContent(true, false)).toBe('noindex');
    expect(robotsContent(false, true)).toBe('nofollow');
    expect(robotsContent(true, true)).toBe('noindex, nofollow');
  });
});

describe('openGraphType', () => {
  it('is article for blog posts and recipes, product for a product page, website otherwise', () => {
    expect(openGraphType('blog', false)).toBe('article');
    expect(openGraphType('recipes', false)).toBe('article');
    expect(openGraphType('product', true)).toBe('product');
    expect(openGraphType('page', false)).toBe('website');
    expect(openGraphType(undefined, false)).toBe('website');
  });
});

describe('twitterCard', () => {
  it('shows the large image card only with an image', () => {
    expect(twitterCard(true)).toBe('summary_large_image');
    expect(twitterCard(false)).toBe('summary');
  });
});
