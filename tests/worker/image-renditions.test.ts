// Image renditions (storefront spec 2 and 9, content spec 9): every image is asked for at the
// size it is shown, through Cloudflare's Transform-via-URL form, and the local Worker answers
// those URLs as the image transformations would.
import { createExecutionContext, env } from 'cloudflare:test';
import worker from '../../src/worker/index.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { ADULT, get, ORIGIN, pageEntry, publish, unpublish } from './helpers.ts';

const T = '/cdn-cgi/image/';
const opts = (width: number, quality: number) => `width=${width},quality=${quality},format=auto,fit=scale-down,onerror=redirect`;
const imgTags = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/**
 * The `<link rel="preload" as="image">` tags of the document's head, attributes in either
 * order (React's own for an image it renders; `preload()`'s for an image in reused markup).
 */
const imagePreloads = (html: string) => [...head(html).matchAll(/<link rel="preload"(?=[^>]*\sas="image")[^>]*>/g)].map((m) => m[0]);

describe('the product page', () => {
  it('asks for the detail image at 340 px on phones and 450 px from tablets, at the hero quality, preloaded with high priority', async () => {
    // The seed's library Chardonnay has no image: the no-image placeholder, a JPEG, stands in.
    const html = await (await get('/product/chardonnay-2016-library')).text();
    const detail = imgTags(html).find((tag) => tag.includes('/images/no-image.jpeg') && attr(tag, 'sizes')?.includes('450px'));
    expect(detail).toBeDefined();
    expect(attr(detail!, 'sizes')).toBe('(min-width: 768px) 450px, 340px');
    expect(attr(detail!, 'srcSet')).toBe([384, 640, 750, 1080].map((w) => `${T}${opts(w, 85)}/images/no-image.jpeg ${w}w`).join(', '));
    expect(attr(detail!, 'width')).toBe('450');
    expect(attr(detail!, 'height')).toBe('570');
    expect(attr(detail!, 'fetchPriority')).toBe('high');
    expect(attr(detail!, 'loading')).toBeUndefined();
    // The largest paint starts loading from the head, with the same srcset, ahead of the rest.
    const preload = imagePreloads(html).find((link) => link.includes('no-image.jpeg'));
    expect(preload).toContain(`imageSrcSet="${attr(detail!, 'srcSet')}"`);
    expect(preload).toContain('imageSizes="(min-width: 768px) 450px, 340px"');
    expect(preload).toContain('fetchPriority="high"');
    expect(imagePreloads(html).filter((link) => link.includes('fetchPriority="high"'))).toHaveLength(1);
  });

  it('serves an SVG bottle as it is (Cloudflare does not resize SVGs), still in its box and first', async () => {
    const html = await (await get('/product/isosceles-2021')).text();
    const detail = imgTags(html).find((tag) => /\/images\/products\/[a-z-]+\.svg"/.test(tag) && attr(tag, 'fetchPriority') === 'high');
    expect(detail).toBeDefined();
    expect(attr(detail!, 'src')).toMatch(/^\/images\/products\/[a-z-]+\.svg$/);
    expect(attr(detail!, 'srcSet')).toBeUndefined();
    expect(attr(detail!, 'width')).toBe('450');
    expect(attr(detail!, 'height')).toBe('570');
    expect(imagePreloads(html).find((link) => link.includes(attr(detail!, 'src')!))).toContain('fetchPriority="high"');
  });
});

describe('a collection', () => {
  it('asks for each card image at its slot, 210 px on phones and 290 px from tablets, quality 85; the first four eagerly, the rest lazily', async () => {
    const html = await (await get('/collection/all')).text();
    const cards = [...html.matchAll(/<a class="product-card__media"[^>]*>(<img\b[^>]*>)/g)].map((m) => m[1]!);
    expect(cards.length).toBeGreaterThan(4);
    for (const card of cards.slice(0, 4)) expect(attr(card, 'loading')).toBeUndefined();
    for (const card of cards.slice(4)) expect(attr(card, 'loading')).toBe('lazy');
    for (const card of cards) {
      expect(attr(card, 'width')).toBe('290');
      expect(attr(card, 'height')).toBe('406');
    }
    const raster = cards.find((card) => card.includes('no-image.jpeg'));
    expect(raster).toBeDefined();
    expect(attr(raster!, 'sizes')).toBe('(min-width: 768px) 290px, 210px');
    expect(attr(raster!, 'srcSet')).toBe([256, 384, 640].map((w) => `${T}${opts(w, 85)}/images/no-image.jpeg ${w}w`).join(', '));
    // No card is the page's largest paint: none asks for high priority.
    for (const card of cards) expect(attr(card, 'fetchPriority')).toBeUndefined();
  });
});

describe('a hero', () => {
  const ID = 'image-renditions-hero';
  afterAll(() => unpublish(ID));

  it('asks for its background at every device width at quality 85, preloaded with high priority', async () => {
    await publish(
      pageEntry(ID, '/image-renditions-hero', {
        title: 'Harvest',
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 'h1',
            component: { name: 'Hero', options: { headline: { heading: 'Harvest' }, backgroundImage: { image: '/images/harvest.jpg', altText: 'Pickers at dawn' } } },
          },
        ],
      }),
    );
    const html = await (await get('/image-renditions-hero')).text();
    const hero = imgTags(html).find((tag) => tag.includes('class="hero__bg"'))!;
    expect(attr(hero, 'sizes')).toBe('100vw');
    expect(attr(hero, 'srcSet')).toBe([640, 750, 828, 1080, 1200, 1920, 2048, 3840].map((w) => `${T}${opts(w, 85)}/images/harvest.jpg ${w}w`).join(', '));
    expect(attr(hero, 'fetchPriority')).toBe('high');
    expect(attr(hero, 'loading')).toBeUndefined();
    const preload = imagePreloads(html).find((link) => link.includes('harvest.jpg'));
    expect(preload).toContain('imageSizes="100vw"');
    expect(preload).toContain('fetchPriority="high"');
  });
});

describe('the settings', () => {
  const ID = 'image-renditions-settings';
  afterAll(() => unpublish(ID));
  const fetchWith = (vars: Record<string, string>, path: string) =>
    worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off', ...vars } as never, createExecutionContext());

  it('serve every image as it is with IMAGE_TRANSFORMATIONS=off, and another host’s only when IMAGE_SOURCE_HOSTS names it', async () => {
    const remote = 'https://images.example.org/harvest.jpg';
    await publish(
      pageEntry(ID, '/image-renditions-settings', {
        title: 'Settings',
        blocks: [
          {
            '@type': '@builder.io/sdk:Element',
            id: 's1',
            component: { name: 'Hero', options: { headline: { heading: 'Local' }, backgroundImage: { image: '/images/harvest.jpg', altText: 'Local' } } },
          },
          { '@type': '@builder.io/sdk:Element', id: 's2', component: { name: 'Hero', options: { headline: { heading: 'Remote' }, backgroundImage: { image: remote, altText: 'Remote' } } } },
        ],
      }),
    );
    const off = await (await fetchWith({ IMAGE_TRANSFORMATIONS: 'off' }, '/image-renditions-settings')).text();
    expect(off).toContain('src="/images/harvest.jpg"');
    expect(off).not.toContain(T);
    const named = await (await fetchWith({ IMAGE_SOURCE_HOSTS: 'images.example.org' }, '/image-renditions-settings')).text();
    expect(named).toContain(`${T}${opts(640, 85)}/${remote} 640w`);
    const unnamed = await (await get('/image-renditions-settings')).text();
    expect(unnamed).toContain(`src="${remote}"`);
    expect(unnamed).toContain(`${T}${opts(640, 85)}/images/harvest.jpg 640w`);
  });
});

describe('the press logos', () => {
  it('ask for 144x55 on phones and 206x75 from tablets at quality 75, lazily, with no preload', async () => {
    const html = await (await get('/trade-media')).text();
    const logos = imgTags(html).filter((tag) => tag.includes('class="logo-list__img"'));
    expect(logos).toHaveLength(4);
    for (const logo of logos) {
      const source = /\/images\/logos\/[a-z-]+\.png/.exec(attr(logo, 'src') ?? '')?.[0];
      expect(source).toBeDefined();
      expect(attr(logo, 'sizes')).toBe('(min-width: 768px) 206px, 144px');
      expect(attr(logo, 'srcSet')).toBe([256, 384, 640].map((w) => `${T}${opts(w, 75)}${source} ${w}w`).join(', '));
      expect(attr(logo, 'width')).toBe('206');
      expect(attr(logo, 'height')).toBe('75');
      expect(attr(logo, 'loading')).toBe('lazy');
    }
    expect(imagePreloads(html).some((link) => link.includes('/images/logos/'))).toBe(false);
  });
});

describe('the local image transformations (/cdn-cgi/image/)', () => {
  const AVIF_BROWSER = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };

  it('serves the source and says what was asked: width, quality, fit and the format a browser that takes AVIF gets', async () => {
    const response = await get(`${T}${opts(640, 75)}/images/harvest.jpg`, AVIF_BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('x-image-width')).toBe('640');
    expect(response.headers.get('x-image-quality')).toBe('75');
    expect(response.headers.get('x-image-fit')).toBe('scale-down');
    expect(response.headers.get('x-image-format')).toBe('avif');
    expect(response.headers.get('vary')).toContain('Accept');
    const original = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch('http://localhost/images/harvest.jpg');
    expect((await response.arrayBuffer()).byteLength).toBe((await original.arrayBuffer()).byteLength);
  });

  it('negotiates WebP, or the source format, from Accept', async () => {
    expect((await get(`${T}w=256,f=auto/images/logos/napa-table.png`, { accept: 'image/webp,*/*' })).headers.get('x-image-format')).toBe('webp');
    const png = await get(`${T}w=256,f=auto/images/logos/napa-table.png`, { accept: 'image/png' });
    expect(png.headers.get('x-image-format')).toBe('original');
    await png.body?.cancel();
  });

  it('refuses bad options with 400 and Cloudflare’s error code', async () => {
    for (const bad of ['width=abc', 'quality=0', 'fit=stretch', 'size=640', '']) {
      const response = await get(`${T}${bad}/images/harvest.jpg`);
      expect(response.status, bad).toBe(400);
      expect(response.headers.get('cf-resized')).toBe('err=9401');
      expect(await response.text()).toMatch(/^ERROR 9401: /);
    }
  });

  it('answers a missing source 404 (9404), or with onerror=redirect sends the browser to the original', async () => {
    const missing = await get(`${T}width=640/images/no-such-photo.jpg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cf-resized')).toBe('err=9404');
    await missing.body?.cancel();
    const redirected = await get(`${T}${opts(640, 75)}/images/no-such-photo.jpg`);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('http://localhost/images/no-such-photo.jpg');
  });

  it('takes another host’s image only when IMAGE_SOURCE_HOSTS names it', async () => {
    const response = await get(`${T}${opts(384, 85)}/https://images.example.org/bottle.png`);
    expect(response.status).toBe(403);
    await response.body?.cancel();
    const insecure = await get(`${T}${opts(384, 85)}/http://images.example.org/bottle.png`);
    expect(insecure.status).toBe(400);
    expect(insecure.headers.get('cf-resized')).toBe('err=9406');
    await insecure.body?.cancel();
  });

  it('serves an SVG as it is', async () => {
    const response = await get(`${T}${opts(640, 85)}/images/hero-vineyard.svg`, AVIF_BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('x-image-format')).toBe('original');
    await response.body?.cancel();
  });
});
