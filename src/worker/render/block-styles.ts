// The CSS of the blocks a page shows, written into its head: a page blocks its first paint
// only on the site-wide sheets and on what its own blocks need, not on every block's CSS
// (docs/performance.md, "Style sheets"). The build finds which block folders' CSS each block
// needs (scripts/lib/block-styles.mjs); the page's blocks are known before its head is written.
import { BLOCK_CSS, BLOCK_UNITS } from '../../generated/block-styles.ts';
import type { PageNeeds } from '../../blocks/render/blocks.tsx';

/** The page's blocks' CSS and a name for it (the folders it comes from), or null when they need none. */
export type PageBlockCss = { key: string; css: string } | null;

const ORDER = Object.keys(BLOCK_CSS);

// A visitor's needs are worked out once per content version (blocks.tsx, pageFacts): so is their CSS.
const known = new WeakMap<PageNeeds, PageBlockCss>();

export function pageBlockCss(needs: PageNeeds | undefined): PageBlockCss {
  if (!needs) return null;
  const cached = known.get(needs);
  if (cached !== undefined) return cached;
  const wanted = new Set(needs.blocks.flatMap((name) => BLOCK_UNITS[name] ?? []));
  // In the build's order (the folders' paths), as they came in the one sheet: the cascade is kept.
  const units = ORDER.filter((unit) => wanted.has(unit));
  const result = units.length ? { key: `blocks:${units.join(',')}`, css: units.map((unit) => BLOCK_CSS[unit]).join('') } : null;
  known.set(needs, result);
  return result;
}
