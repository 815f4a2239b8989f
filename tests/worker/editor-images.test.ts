// Images as editors give them: an upload of Builder's picker has no file extension
// (`https://cdn.builder.io/api/v1/image/assets%2F<space>%2F<id>`, docs/real-services.md "Builder.io");
// it shows wherever an image is asked for, and an image that breaks its rule is left out
// with its block kept. And /cdn-cgi/image/ never breaks an image for lack of Cloudflare's
// transformations: reaching the Worker, it sends the browser to the source, in every
// configuration.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { signPreviewToken } from '../../src/worker/signed-tokens/index.ts';
import { TEST_PREVIEW_SECRET } from './secrets.ts';
import seededEntry from '../../content/c-7-products-data/blanc-de-blancs-2020.json';
import { ADULT, get, ORIGIN, pageEntry, publish, publishedPerTest, PRODUCTION_VARS } from './helpers.ts';

// Addresses in the shape of Builder's own README and examples (BuilderIO/builder).
const ASSET = 'assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9';
const UPLOAD = `https://cdn.builder.io/api/v1/image/${ASSET}`;
const UPLOAD_WEBP = `${UPLOAD}?format=webp&width=800`;
const BACKGROUND_ASSET = 'assets%2FYJIGb4i01jvw0SRdL5Bt%2F6836fc105ad549a5b4bf144235b1a228';
const BACKGROUND = `https://cdn.builder.io/api/v1/image/${BACKGROUND_ASSET}`;

const PRODUCTION = { ...PRODUCTION_VARS, PAGE_CACHE: 'off' };
const fetchWith = (vars: Record<string, string>, path: string, headers: Record<string, string> = ADULT) =>
  worker.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...(env as unknown as Record<string, unknown>), ...vars } as never, createExecutionContext());

const publishAll = publishedPerTest();
const element = (id: string, name: string, options: Record<string, unknown>) => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options } });
const club = (category: string, images: unknown[]) => ({ category, images, priceRanges: [{ quantity: '6 Bottles', min: 260, max: 280 }] });
const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const imgSources = (html: string) => [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** A product page entry for a product whose page editors have not composed (the seed has none). */
const PRODUCT_SLUG = 'blanc-de-blancs-2020';
const productEntry = (heroOptions: Record<string, unknown>) => ({
  id: 'editor-images-product',
  model: 'product',
  name: 'editor-images-product',
  query: [{ property: 'urlPath', operator: 'is', value: `/product/${PRODUCT_SLUG}` }],
  data: { url: `/product/${PRODUCT_SLUG}`, title: 'Blanc de Blancs', blocks: [element('images-hero', 'ProductHero', { product: PRODUCT_SLUG, ...heroOptions })] },
});
const addToCart = (html: string) => /<form[^>]*class="add-to-cart[^"]*"[^>]*aria-label="Add [^"]+ to cart"/.test(html);

describe('an upload of Builder’s picker (no extension) shows', () => {
  it('as a club hero’s images and background, and a club page hero’s two images', async () => {
    await publishAll(
      pageEntry('editor-images-clubs', '/editor-images-clubs', {
        title: 'Clubs',
        blocks: [
          element('ch', 'ClubHero', {
            title: 'Find your club',
            clubs: [club('Red Wines', [{ src: UPLOAD_WEBP, altText: 'Red club bottles', customBackgroundImage: BACKGROUND }])],
            ctaButton: { text: 'Join Now' },
          }),
          element('cph', 'ClubPageHero', {
            title: 'Red Wines Club',
            clubType: 'red-wines',
            priceRange: [{ category: '6 Bottles', min: 260, max: 280 }],
            images: { leftSrc: UPLOAD, rightSrc: UPLOAD_WEBP, altText: 'Bottles' },
          }),
        ],
      }),
    );
    const html = await page('/editor-images-clubs');
    expect(html).toContain('Find your club');
    expect(imgSources(html)).toEqual(expect.arrayContaining([UPLOAD_WEBP, UPLOAD]));
    expect(html).toContain(BACKGROUND_ASSET);
    expect(html).toContain('Red Wines Club');
  });

  it('as a call-to-action breaker’s image', async () => {
    await publishAll(
      pageEntry('editor-images-cta', '/editor-images-cta', {
        title: 'CTA',
        blocks: [element('cb', 'CallToActionBreaker', { image: { image: UPLOAD_WEBP, altText: 'The cave' }, headline: 'Visit the cave' })],
      }),
    );
    const html = await page('/editor-images-cta');
    expect(html).toContain('Visit the cave');
    expect(imgSources(html)).toContain(UPLOAD_WEBP);
  });

  it('as a product hero’s custom background, with its Add To Cart', async () => {
    await publishAll(productEntry({ customBackgroundImage: BACKGROUND }));
    const html = await page(`/product/${PRODUCT_SLUG}`);
    expect(html).toContain(`background-image:url(&quot;${BACKGROUND}&quot;)`);
    expect(addToCart(html)).toBe(true);
  });

  it('as the page entry’s customBackgroundImage behind a product image', async () => {
    // The seeded entry with one image dressed, then the seeded one published back.
    await publish({ ...seededEntry, data: { ...seededEntry.data, images: [{ src: null, altText: 'Blanc de Blancs', background: 'None', customBackgroundImage: UPLOAD_WEBP, cropToFit: false }] } });
    try {
      const html = await page(`/product/${PRODUCT_SLUG}`);
      expect(html).toMatch(
        /<figure class="product-hero__figure[^"]*product-hero__figure--dressed[^"]*" style="[^"]*background-image:url\(&quot;https:\/\/cdn\.builder\.io\/api\/v1\/image\/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9\?format=webp&amp;width=800&quot;\)/,
      );
    } finally {
      await publish(seededEntry);
    }
  });
});

describe('an image that breaks its rule is left out, its block kept', () => {
  it('a product hero with a gif background keeps its hero and its Add To Cart', async () => {
    await publishAll(productEntry({ customBackgroundImage: '/images/harvest.gif', eyebrow: 'Sparkling' }));
    const html = await page(`/product/${PRODUCT_SLUG}`);
    expect(html).toContain('Sparkling');
    expect(html).not.toContain('harvest.gif');
    expect(addToCart(html)).toBe(true);
  });

  it('a club hero without its gif image, a breaker without an image from another origin', async () => {
    await publishAll(
      pageEntry('editor-images-broken', '/editor-images-broken', {
        title: 'Broken',
        blocks: [
          element('ch', 'ClubHero', {
            title: 'Find your club',
            clubs: [
              club('Red Wines', [
                { src: '/images/red.gif', altText: 'A gif' },
                { src: UPLOAD, altText: 'Red club bottles' },
              ]),
            ],
            ctaButton: { text: 'Join Now' },
          }),
          element('cb', 'CallToActionBreaker', { image: { image: '//evil.example/cave.jpg', altText: 'The cave' }, headline: 'Visit the cave' }),
        ],
      }),
    );
    const html = await page('/editor-images-broken');
    expect(html).toContain('Find your club');
    expect(html).toContain('Visit the cave');
    expect(imgSources(html)).toContain(UPLOAD);
    expect(html).not.toContain('red.gif');
    expect(html).not.toContain('evil.example');
    // The editor is told, in place, what visitors do not see.
    const token = await signPreviewToken(TEST_PREVIEW_SECRET, '/editor-images-broken', Math.floor(Date.now() / 1000) + 3600);
    const preview = await (await get(`/editor-images-broken?preview=${encodeURIComponent(token)}`)).text();
    expect(preview).toContain('Block &quot;ClubHero&quot; shows without an image: clubs.0.images.0.src: club images must be JPEG or PNG');
    expect(preview).toContain('Block &quot;CallToActionBreaker&quot; shows without an image: image.image: image must be an https URL or a site path');
  });
});

describe('/cdn-cgi/image/ reaching the Worker sends the browser to the source', () => {
  const T = '/cdn-cgi/image/width=640,quality=85,format=auto,fit=scale-down,onerror=redirect';

  it('in the production configuration: a path on this site, and an image of IMAGE_SOURCE_HOSTS', async () => {
    const local = await fetchWith(PRODUCTION, `${T}/images/harvest.jpg`);
    expect(local.status).toBe(302);
    expect(local.headers.get('location')).toBe(`${ORIGIN}/images/harvest.jpg`);
    const remote = await fetchWith({ ...PRODUCTION, IMAGE_SOURCE_HOSTS: 'cdn.builder.io' }, `${T}/${UPLOAD}?format=webp&width=800`);
    expect(remote.status).toBe(302);
    expect(remote.headers.get('location')).toBe(UPLOAD_WEBP);
  });

  it('in every configuration, never to another origin', async () => {
    const configurations: Record<string, string>[] = [
      { ...PRODUCTION, IMAGE_SOURCE_HOSTS: 'cdn.builder.io' },
      { PAGE_CACHE: 'off', IMAGE_SOURCE_HOSTS: 'cdn.builder.io' },
    ];
    for (const vars of configurations) {
      for (const source of [
        '//evil.example/a.jpg',
        '/\\evil.example/a.jpg',
        'https://evil.example/a.jpg',
        'https://cdn.builder.io@evil.example/a.jpg',
        'http://cdn.builder.io/a.jpg',
        'javascript:alert(1)',
      ]) {
        const response = await fetchWith(vars, `${T}/${source}`);
        expect(response.status, `${vars.ENVIRONMENT ?? 'local'} ${source}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('location')).toBeNull();
        await response.body?.cancel();
      }
    }
  });

  it('so that every rendition of a club page in the production configuration is an image', async () => {
    const html = await (await fetchWith(PRODUCTION, '/club')).text();
    // Options are comma-separated, and so are a srcset's candidates: a candidate ends at a space or a quote.
    const text = html.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const renditions = [...new Set([...text.matchAll(/\/cdn-cgi\/image\/[^"\s\\]+/g)].map((m) => m[0].replace(/,$/, '')))];
    expect(renditions.length).toBeGreaterThan(0);
    for (const rendition of renditions) {
      const response = await fetchWith(PRODUCTION, rendition);
      expect(response.status, rendition).toBe(302);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin).toBe(ORIGIN);
      const image = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(location.href);
      expect(image.status, location.pathname).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      await image.body?.cancel();
    }
  });
});
