import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_SOURCE, ogFileOf, openGraphImage } from './og-image.ts';

const ORIGIN = 'https://shop.example';
const production = { transform: true, remoteHosts: ['cdn.builder.io', 'images.commerce7.com'], local: false };
const local = { ...production, local: true };
const card = { width: 1200, height: 630, type: 'image/jpeg' };

describe('the social preview image (og:image)', () => {
  it("is an SVG's rendered 1200 x 630 JPEG, in production and locally", () => {
    for (const settings of [production, local]) {
      expect(openGraphImage('/images/hero-dusk.svg', ORIGIN, settings)).toEqual({ url: `${ORIGIN}/images/og/hero-dusk.jpg`, ...card });
      expect(openGraphImage(`${ORIGIN}/images/products/bottle-rose.svg`, ORIGIN, settings)).toEqual({ url: `${ORIGIN}/images/og/products-bottle-rose.jpg`, ...card });
    }
  });

  it('is a raster resized by Cloudflare in production, and the rendered file of a site raster locally', () => {
    expect(openGraphImage('https://cdn.builder.io/api/v1/image/assets%2Fk%2Fabc', ORIGIN, production)).toEqual({
      url: `${ORIGIN}/cdn-cgi/image/width=1200,height=630,fit=cover,format=jpeg,quality=85/https://cdn.builder.io/api/v1/image/assets%2Fk%2Fabc`,
      ...card,
    });
    expect(openGraphImage('/images/harvest.jpg', ORIGIN, production).url).toBe(`${ORIGIN}/cdn-cgi/image/width=1200,height=630,fit=cover,format=jpeg,quality=85/images/harvest.jpg`);
    expect(openGraphImage('/images/harvest.jpg', ORIGIN, local)).toEqual({ url: `${ORIGIN}/images/og/harvest.jpg`, ...card });
  });

  it('is the default card for a page without an image (a club page) or with an SVG of nowhere it can be rendered', () => {
    const fallback = { url: `${ORIGIN}/images/og/hero-vineyard.jpg`, ...card };
    expect(openGraphImage(undefined, ORIGIN, production)).toEqual(fallback);
    expect(openGraphImage('  ', ORIGIN, local)).toEqual(fallback);
    expect(openGraphImage('https://cdn.builder.io/x/drawing.svg', ORIGIN, production)).toEqual(fallback);
    expect(openGraphImage('http://insecure.example/a.jpg', ORIGIN, production)).toEqual(fallback);
  });

  it('names a raster it cannot resize as it is, without claiming a size', () => {
    expect(openGraphImage('https://elsewhere.example/a.jpg', ORIGIN, production)).toEqual({ url: 'https://elsewhere.example/a.jpg' });
    expect(openGraphImage('https://cdn.builder.io/a.png', ORIGIN, { ...production, transform: false })).toEqual({ url: 'https://cdn.builder.io/a.png' });
  });

  it('has a rendered file for every image of the site it may point at (scripts/rasterize-images.mjs)', () => {
    const images = path.resolve(import.meta.dirname, '../../../public/images');
    const sources = ['', 'products'].flatMap((folder) =>
      readdirSync(path.join(images, folder))
        .filter((name) => /\.(svg|jpe?g|png)$/i.test(name))
        .map((name) => (folder ? `${folder}/${name}` : name)),
    );
    expect(sources.length).toBeGreaterThan(20);
    for (const source of [...sources, DEFAULT_OG_SOURCE.slice('/images/'.length)]) {
      expect(existsSync(path.join(images, ogFileOf(source.replace(/\.[a-z]+$/i, '')).slice('/images/'.length))), source).toBe(true);
    }
  });
});
