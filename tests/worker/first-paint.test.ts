// What competes with a page's first paint, as its head tells the browser: the page is painted
// from the server's HTML, so the islands' code is fetched at low priority (with its
// code-split chunks it otherwise shared a phone's slow connection with the style sheet, the
// fonts and the largest image: Lighthouse's FCP and LCP), and nothing but the style sheet
// blocks rendering.
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import { get } from './helpers.ts';

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('the first paint', () => {
  for (const path of ['/', '/collection/all', '/product/merlot-2022']) {
    it(`${path}: the islands' script is an async module at low priority; no other script in the head is fetched`, async () => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const head = headOf(await response.text());
      const scripts = [...head.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      const external = scripts.filter((attributes) => /\bsrc="/.test(attributes));
      expect(external).toHaveLength(1);
      expect(external[0]).toContain(`src="${ASSETS.script}"`);
      expect(external[0]).toMatch(/\btype="module"/);
      expect(external[0]).toMatch(/\basync=""/);
      // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
      expect(external[0]).toMatch(/\bfetchpriority="low"/i);
      // The style sheet is the one render-blocking request.
      expect([...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1])).toEqual([...ASSETS.styles]);
    });
  }
});
