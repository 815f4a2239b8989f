import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './page-type.ts';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/collection/all', 'collection'],
    ['/product/isosceles-2021', 'product'],
    ['/club', 'club'],
    ['/club/6-bottle-red-wines', 'club'],
    ['/wine-society', 'club'],
    ['/blog', 'blog-index'],
    ['/blog/harvest-report-2026', 'blog-post'],
    ['/recipes', 'recipe-index'],
    ['/recipes/braised-short-ribs', 'recipe'],
    ['/profile', 'account'],
    ['/profile/order-receipt/1007', 'account'],
    ['/checkout', 'checkout'],
    ['/join', 'join'],
    ['/join/6-bottle-red-wines', 'join'],
    ['/our-story', 'content'],
    ['/visit/just-inn', 'content'],
    ['/Product/Upper-Case', 'product'],
  ] as const)('%s is a %s page', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it('reads the path only: a query or fragment changes nothing and is never part of the type', () => {
    expect(pageTypeOf('/?email=ada%40example.com')).toBe('home');
    expect(pageTypeOf('/product/x?utm_source=mail#reviews')).toBe('product');
    expect(pageTypeOf('/blog#top')).toBe('blog-index');
  });
});
