// The brand fonts in the document's head: the two faces every page shows above the fold (the
// serif's and the sans's upright, their core part: scripts/lib/brand-fonts.mjs) are preloaded in CORS mode, as the browser fetches fonts,
// so the preload is the fetch the style sheet's @font-face uses; the italics are left to load
// where italic text shows, the serif italic's core preloaded where it shows above the fold
// (the product hero's teaser: src/ui/fonts/preload.ts). The files come from our own origin, which the CSP allows.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ASSETS, ITALIC_FONTS } from '../../src/generated/assets.ts';
import { get, ORIGIN } from './helpers.ts';

type Link = Record<string, string>;

function fontPreloads(html: string): Link[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)\/?>/g)]
    .map((match) => Object.fromEntries([...match[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!])))
    .filter((link) => link.rel === 'preload' && link.as === 'font');
}

describe('brand fonts', () => {
  for (const path of ['/', '/product/merlot-2022', '/visit']) {
    it(`${path} preloads the core of the serif's and the sans's upright faces (and the serif italic's under a product teaser), with crossorigin`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const preloads = fontPreloads(html);
      // React hoists a block's preload (below) ahead of the document's own; the order does not matter, all start at once.
      const uprights = preloads.map((link) => link.href ?? '').filter((href) => !href.includes('-italic-'));
      expect(uprights).toEqual([...ASSETS.preloadFonts]);
      expect(uprights).toEqual([
        expect.stringMatching(/^\/assets\/lora-latin-wght-normal-core-[A-Z0-9]{8}\.woff2$/),
        expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-core-[A-Z0-9]{8}\.woff2$/),
      ]);
      for (const link of preloads) {
        expect(link).toMatchObject({ type: 'font/woff2', crossorigin: '' });
      }
      // The italics (core and rest; the serif's also at its regular weight alone) exist but wait
      // for italic text: only the product page, whose teaser is set in the serif's regular
      // italic above the fold, asks for that face's core early.
      expect(ASSETS.fonts.filter((file) => file.includes('-italic-'))).toHaveLength(6);
      const teaser = html.includes('class="product-hero__teaser"');
      expect(teaser).toBe(path.startsWith('/product/'));
      expect(preloads.map((link) => link.href ?? '').filter((href) => href.includes('-italic-'))).toEqual(teaser ? [ITALIC_FONTS.serif] : []);
      expect(ITALIC_FONTS.serif).toMatch(/^\/assets\/lora-latin-wght-italic-400-core-[A-Z0-9]{8}\.woff2$/);
      expect(response.headers.get('content-security-policy')).toMatch(/font-src 'self'[;\s]/);
    });
  }

  it('serves every font file as font/woff2 (static files, through the binding in workerd)', async () => {
    expect(ASSETS.fonts.length).toBe(10);
    for (const file of ASSETS.fonts) {
      const response = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('font/woff2');
      expect(new Uint8Array(await response.arrayBuffer()).slice(0, 4), file).toEqual(new TextEncoder().encode('wOF2'));
    }
  });
});
