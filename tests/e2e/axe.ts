// axe-core, as the end-to-end specs run it for the WCAG 2.2 AA conformance report
// (docs/accessibility-conformance.md): every WCAG 2.0, 2.1 and 2.2 A and AA rule, at a
// phone's and a desktop's width, and a page passes with no violation of any impact.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A phone (390 px, the common iPhone width) and a desktop (1440 px). */
export const WCAG_AA_WIDTHS = [390, 1440] as const;

// axe-core run in the page directly (what @axe-core/playwright's legacy mode does, without
// its per-call setup): about half the time per run, and the page-type spec has 80-odd runs.
// Only violations are collected. Cross-origin frames are left out: no page has one before a
// visitor opens an embed. The axe-core is the one @axe-core/playwright (the devDependency) brings.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The violations axe finds in the page as it is: every rule axe runs by default (what
 * `new AxeBuilder({ page }).analyze()` runs), or only those with one of `tags`; inside
 * `include` when given. In the page itself, rather than through AxeBuilder, which opens a
 * second page for each run to merge its frames' results: no page here has a frame of ours.
 */
export async function axeViolations(page: Page, options: { include?: string[]; tags?: string[] } = {}): Promise<AxeResults['violations']> {
  // Once per document: compiling axe's half a megabyte costs about as much as a run, and a
  // spec often runs it several times on one page (two widths, each step of a dialog).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } }).axe
        .run(include ? { include } : document, { ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}), resultTypes: ['violations'] })
        .then(({ violations }) => violations),
    options,
  );
}

/** The page's violations of the WCAG A and AA rules, one readable line each (rule, impact, help, then each node and why). */
export async function axe(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { tags: WCAG_AA_TAGS });
  return violations.map((v) => `${v.id} (${v.impact}) ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}`);
}
