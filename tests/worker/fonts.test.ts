// The brand fonts in the document's head: the two faces every page shows above the fold (the
// serif's and the sans's upright, their core part: scripts/lib/brand-fonts.mjs) are preloaded in CORS mode, as the browser fetches fonts,
// so the preload is the fetch the style sheet's @font-face uses; the italics are left to load
// where italic text shows. The files come from our own origin, which the CSP allows.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
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
    it(`${path} preloads exactly the core of the serif's and the sans's upright faces, with crossorigin`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const preloads = fontPreloads(await response.text());
      expect(preloads.map((link) => link.href)).toEqual([...ASSETS.preloadFonts]);
      expect(preloads.map((link) => link.href)).toEqual([
        expect.stringMatching(/^\/assets\/lora-latin-wght-normal-core-[A-Z0-9]{8}\.woff2$/),
        expect.stringMatching(/^\/assets\/source-sans-3-latin-wght-normal-core-[A-Z0-9]{8}\.woff2$/),
      ]);
      for (const link of preloads) {
        expect(link).toMatchObject({ type: 'font/woff2', crossorigin: '' });
      }
      // The italics (core and rest) exist but wait for italic text.
      expect(ASSETS.fonts.filter((file) => file.includes('-italic-'))).toHaveLength(4);
      expect(response.headers.get('content-security-policy')).toMatch(/font-src 'self'[;\s]/);
    });
  }

  it('serves every font file as font/woff2 (static files, through the binding in workerd)', async () => {
    expect(ASSETS.fonts.length).toBe(8);
    for (const file of ASSETS.fonts) {
      const response = await (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('font/woff2');
      expect(new Uint8Array(await response.arrayBuffer()).slice(0, 4), file).toEqual(new TextEncoder().encode('wOF2'));
    }
  });
});
