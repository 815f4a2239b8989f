// Layers point one way (DESIGN.md, "The seams every feature plugs into"): infrastructure
// below the domain, below browser state, UI primitives, shared features, then blocks and
// the shell, then the two entries (the Worker's routes and the browser's client). Inside
// src/blocks/ the same holds on a smaller scale: the kit, each block folder on it, then the
// renderer and the registry (blockViolation below). This
// test reads every import in src/ and fails on one that points up, so the rule holds
// without anyone having to remember it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Top-level folders of src/, lowest first. A folder may import its own layer and those below. */
export const LAYERS: readonly (readonly string[])[] = [
  ['platform', 'generated'], // infrastructure: cache, upstream fetch, reporting, sanitising; build output
  ['commerce', 'content', 'marketing'], // the domain: backends' clients, reshaped types, pure rules
  ['state', 'analytics'], // browser state and the data layer, imported by server and client alike
  ['ui'], // primitives: buttons, dialogs, form kit, islands
  ['catalogue', 'page-data'], // what blocks and the shell share: product cards, the page-data channel
  ['blocks', 'shell'], // content blocks, their renderer and registry; the document around them
  ['worker', 'client'], // entries: the Worker's routes and middleware; the browser's hydration
];

/** The emulator stands in for outside services: it imports nothing of the storefront, nor the reverse. */
const ISOLATED = 'emulator';

export type ImportEdge = { from: string; to: string; specifier: string };

const rank = new Map(LAYERS.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));
const topFolder = (file: string) => file.split('/')[0] ?? '';

/** Relative imports of a source file (static, re-exports and dynamic), resolved against src/. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? '';
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    edges.push({ from: file, to, specifier });
  }
  return edges;
}

/** Folders of src/blocks/ that are not blocks: the kit below every block, the renderer above them all. */
const KIT = 'kit';
const RENDERER = 'render';
/** The folder of src/blocks/ a file sits in ('kit', 'render', a block's name), or the file itself for registry.ts. */
const blockFolder = (file: string) => file.split('/')[1] ?? '';

/**
 * Inside src/blocks/: the kit (the block contract and the pieces several blocks share) is the
 * floor, each block folder stands on it alone, and the renderer and the registry stand on top.
 * A block imports the kit and its own files, never another block, the renderer or the registry.
 */
function blockViolation(edge: ImportEdge): string | null {
  const from = blockFolder(edge.from);
  const to = blockFolder(edge.to);
  if (from === to || from === RENDERER || from === 'registry.ts') return null;
  // Blocks receive the renderer as a prop: a block importing it (or the registry) makes a cycle.
  if (to === RENDERER || to === 'registry.ts') {
    return from === KIT
      ? `${edge.from} imports ${edge.to}: the kit sits below the renderer and the registry`
      : `${edge.from} imports ${edge.to}: blocks get the child renderer as a prop`;
  }
  if (to === KIT) return null;
  if (from === KIT) return `${edge.from} imports ${edge.to}: the kit (blocks/${KIT}) imports no block (blocks/${to})`;
  return `${edge.from} imports ${edge.to}: block folder blocks/${from} imports block folder blocks/${to}; move the shared piece to blocks/${KIT}`;
}

/** Why an edge breaks the layering, or null when it is allowed. */
export function violation(edge: ImportEdge): string | null {
  const from = topFolder(edge.from);
  const to = topFolder(edge.to);
  if (edge.to.startsWith('..')) return `${edge.from} imports ${edge.specifier}, outside src/`;
  if (from === to) return from === 'blocks' ? blockViolation(edge) : null;
  if (from === ISOLATED) return to === 'generated' ? null : `${edge.from} imports ${edge.to}: the emulator imports nothing of the storefront`;
  if (to === ISOLATED) return `${edge.from} imports ${edge.to}: the storefront never imports the emulator`;
  const fromRank = rank.get(from);
  const toRank = rank.get(to);
  if (fromRank === undefined) return `${edge.from}: src/${from} has no layer; add it to LAYERS`;
  if (toRank === undefined) return `${edge.to}: src/${to} has no layer; add it to LAYERS`;
  if (toRank > fromRank) return `${edge.from} (${from}) imports ${edge.to} (${to}), a layer above it`;
  if (fromRank === LAYERS.length - 1 && toRank === fromRank) return `${edge.from} imports ${edge.to}: the Worker and the browser entry never import each other`;
  return null;
}

function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('layers', () => {
  it('finds an import that points up (a planted one)', () => {
    const planted = importsOf('commerce/rules/price.ts', "import { renderPage } from '../../worker/render/index.tsx';");
    expect(planted.map(violation)).toEqual(['commerce/rules/price.ts (commerce) imports worker/render/index.tsx (worker), a layer above it']);
    expect(importsOf('platform/cache/index.ts', "const m = await import('../../content/client/index.ts');").map(violation)[0]).toMatch(/a layer above it$/);
    expect(importsOf('blocks/symbol/symbol.tsx', "export { Blocks } from '../render/blocks.tsx';").map(violation)[0]).toMatch(/child renderer as a prop$/);
    expect(importsOf('blocks/symbol/symbol.tsx', "import { BLOCKS } from '../registry.ts';").map(violation)[0]).toMatch(/child renderer as a prop$/);
    expect(importsOf('worker/routes/x.ts', "import '../../client/index.tsx';").map(violation)[0]).toMatch(/never import each other$/);
    expect(importsOf('shell/x.tsx', "import '../emulator/index.ts';").map(violation)[0]).toMatch(/never imports the emulator$/);
  });

  it('refuses an import from one block folder into another (a planted one), naming both folders', () => {
    const planted = importsOf('blocks/cta-grid/cta-grid.schema.ts', "import { ImageSourceSchema } from '../hero/image-source.ts';");
    expect(planted.map(violation)).toEqual([
      'blocks/cta-grid/cta-grid.schema.ts imports blocks/hero/image-source.ts: block folder blocks/cta-grid imports block folder blocks/hero; move the shared piece to blocks/kit',
    ]);
    expect(importsOf('blocks/kit/colors.ts', "import { x } from '../text-block/text-block.tsx';").map(violation)[0]).toMatch(/the kit \(blocks\/kit\) imports no block \(blocks\/text-block\)$/);
    expect(importsOf('blocks/kit/define-block.ts', "import { BLOCKS } from '../registry.ts';").map(violation)[0]).toMatch(/below the renderer and the registry$/);
  });

  it('lets a block import the kit and its own files, and the renderer and the registry import any block', () => {
    expect(importsOf('blocks/cta-grid/cta-grid.schema.ts', "import { ImageSourceSchema } from '../kit/image-source.ts';").map(violation)).toEqual([null]);
    expect(importsOf('blocks/cta-grid/index.ts', "import { CtaGrid } from './cta-grid.tsx';").map(violation)).toEqual([null]);
    expect(importsOf('blocks/registry.ts', "import { ctaGridBlock } from './cta-grid/index.ts';").map(violation)).toEqual([null]);
    expect(importsOf('blocks/render/manifest.ts', "import { BLOCKS } from '../registry.ts';").map(violation)).toEqual([null]);
  });

  it('allows imports within a layer and downwards', () => {
    expect(importsOf('blocks/hero/hero.tsx', "import { usePageData } from '../../page-data/index.ts';").map(violation)).toEqual([null]);
    expect(importsOf('worker/context.ts', "import { cached } from '../platform/cache/index.ts';").map(violation)).toEqual([null]);
  });

  it('holds for every file in src/', () => {
    const root = path.resolve(import.meta.dirname);
    const problems = sourceFiles(root)
      .flatMap((file) => importsOf(file, readFileSync(path.join(root, file), 'utf8')))
      .map(violation)
      .filter((problem): problem is string => problem !== null);
    expect(problems).toEqual([]);
  });
});
