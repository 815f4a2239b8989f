import { describe, expect, it } from 'vitest';
import { splitImagePreloads } from './static-preloads.ts';

describe('splitImagePreloads', () => {
  it('takes the leading image preloads off a static block’s markup, attributes unescaped', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/cdn-cgi/image/width=640,quality=85/a.jpg?x=1&amp;y=2 640w" imageSizes="100vw" fetchPriority="high"/><link rel="preload" as="image" href="/b.svg"/><section><link rel="preload" as="image" href="/c.svg"/></section>';
    expect(splitImagePreloads(html)).toEqual({
      html: '<section><link rel="preload" as="image" href="/c.svg"/></section>',
      preloads: [{ href: '', imageSrcSet: '/cdn-cgi/image/width=640,quality=85/a.jpg?x=1&y=2 640w', imageSizes: '100vw', fetchPriority: 'high' }, { href: '/b.svg' }],
    });
  });
  it('takes a font a block asked for and an image asked for with preload() too, each as React wrote it', () => {
    const html =
      '<link rel="preload" href="/assets/lora-italic.woff2" as="font" type="font/woff2" crossorigin=""/><link rel="preload" href="/images/hero.svg" as="image" fetchPriority="high"/><section></section>';
    expect(splitImagePreloads(html)).toEqual({
      html: '<section></section>',
      preloads: [
        { href: '/assets/lora-italic.woff2', as: 'font', type: 'font/woff2', crossOrigin: '' },
        { href: '/images/hero.svg', fetchPriority: 'high' },
      ],
    });
  });
  it('leaves markup without them as it is', () => {
    expect(splitImagePreloads('<p>Hi</p>')).toEqual({ html: '<p>Hi</p>', preloads: [] });
  });
});
