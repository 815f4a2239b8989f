// A page's head carries the CSS of the blocks it shows, and only theirs: every page the seed
// publishes is rendered, and each block folder whose rules
// apply to the page's markup (a selector whose every class is written there) must be in the
// head. The build decides which blocks need which folders from the code
// (scripts/lib/block-styles.mjs); this checks that decision against what is rendered.
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../../src/generated/assets.ts';
import { BLOCK_CSS } from '../../src/generated/block-styles.ts';
import blockStyles from '../../src/generated/block-styles.json';
import { get } from './helpers.ts';
import { seedPagePaths } from './seed-paths.ts';

const SELECTORS: Record<string, string[][]> = blockStyles.selectors;

/** Every page of the seed's content, a product with no page entry, and the not-found page. */
function seedPaths(): string[] {
  return [...seedPagePaths(), '/product/merlot-2022', '/no-such-page'];
}

function classesIn(body: string): Set<string> {
  const classes = new Set<string>();
  for (const match of body.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

describe("the blocks' CSS in a page's head: every block folder whose rules the page's markup uses, between the site-wide sheets", () => {
  it('covers the seed', () => expect(seedPaths().length).toBeGreaterThan(40));

  for (const path of seedPaths()) {
    it(path, async () => {
      const response = await get(path);
      expect([200, 404]).toContain(response.status);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const classes = classesIn(html.slice(head.length));
      const missing: string[] = [];
      // A selector applies only where every class it names is written (scripts/lib/block-styles.mjs).
      for (const [unit, selectors] of Object.entries(SELECTORS)) {
        const used = selectors.find((selector) => selector.every((name) => classes.has(name)));
        if (used && !head.includes(BLOCK_CSS[unit]!)) missing.push(`${unit} (.${used.join(' .')})`);
      }
      expect(missing).toEqual([]);
      // The site-wide sheets are linked on every page (the account area's after them), the blocks' CSS after the first.
      const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"|<style data-precedence/g)].map((match) => match[1] ?? 'inline');
      expect(sheets.filter((sheet) => sheet !== 'inline' && !(ASSETS.accountStyles as readonly string[]).includes(sheet))).toEqual([...ASSETS.styles]);
      if (sheets.includes('inline')) expect(sheets.indexOf('inline')).toBe(1);
    });
  }
});

describe("the blocks' CSS a page leaves out", () => {
  it("leaves out what the page does not show: the product page has no club hero's CSS, the FAQ page no product hero's", async () => {
    const product = await (await get('/product/merlot-2022')).text();
    const productHead = product.slice(0, product.indexOf('</head>'));
    expect(productHead).toContain(BLOCK_CSS['product-hero']);
    expect(productHead).not.toContain(BLOCK_CSS['club-hero']);
    const faq = await (await get('/faq')).text();
    expect(faq.slice(0, faq.indexOf('</head>'))).not.toContain(BLOCK_CSS['product-hero']);
  });
});
