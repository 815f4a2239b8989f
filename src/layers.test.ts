// Layers point one way (docs/architecture.md, "The seams every feature plugs into"): infrastructure
// below the domain, below browser state, UI primitives, shared features, then blocks and
// the shell, then the two entries (the Worker's routes and the browser's client). Inside
// src/blocks/ the same holds on a smaller scale: the kit, each block folder on it, then the
// renderer and the registry (blockViolation below). Inside src/worker/ too: what the
// per-request context is built from, the context, the edge services, the page render, the
// routes and the editor API, the entry (workerViolation below). This
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

/** `typeOnly`: an `import type` / `export type` (erased when compiled: no import at run time). */
export type ImportEdge = { from: string; to: string; specifier: string; typeOnly?: boolean };

const rank = new Map(LAYERS.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));
const topFolder = (file: string) => file.split('/')[0] ?? '';

/** Relative imports of a source file (static, re-exports and dynamic), resolved against src/. */
export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? '';
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    // The statement this specifier ends begins at the last `import`/`export` before it.
    const head = source.slice(0, match.index);
    const start = Math.max(head.lastIndexOf('import '), head.lastIndexOf('export '));
    const typeOnly = match[0].startsWith('from') && start >= 0 && /^(?:import|export)\s+type\s/.test(source.slice(start));
    edges.push({ from: file, to, specifier, ...(typeOnly ? { typeOnly } : {}) });
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
    return from === KIT ? `${edge.from} imports ${edge.to}: the kit sits below the renderer and the registry` : `${edge.from} imports ${edge.to}: blocks get the child renderer as a prop`;
  }
  if (to === KIT) return null;
  if (from === KIT) return `${edge.from} imports ${edge.to}: the kit (blocks/${KIT}) imports no block (blocks/${to})`;
  return `${edge.from} imports ${edge.to}: block folder blocks/${from} imports block folder blocks/${to}; move the shared piece to blocks/${KIT}`;
}

/** Folders (and top files) of src/worker/, lowest first. A file imports its own floor and those below. */
export const WORKER_FLOORS: readonly (readonly string[])[] = [
  ['config', 'session', 'signed-tokens', 'editor-frame', 'state', 'widget'], // what the per-request context is built from; signed-tokens/: signed, expiring tokens (preview URLs, the editor's render token); editor-frame/: is this response for Builder's editor frame; state/: what it holds for the services above it; widget/: Commerce7's widget routing the settings name
  ['context.ts'], // the per-request context (and AppEnv, the type every middleware and route is typed by)
  ['security', 'ab-tests', 'page-cache', 'cdn-cgi-image', 'http', 'seo', 'vitals', 'perf', 'receipt-access'], // edge services; request parsing, failure mapping, the signed-in guard
  ['render', 'agents', 'pci'], // the page render, and the content page a route renders; agents/: what AI agents read (markdown twins, /llms.txt, the MCP endpoint); pci/: the payment pages' script inventory and tamper check, from the render's policy
  ['routes', 'editor'], // routes (one file a sub-app), the editor API (one folder)
  ['index.ts'], // the entry: middleware order, mounting, the queue consumer
];
/** Floors whose files are sub-apps mounted by the entry: none imports another. */
const ROUTE_FOLDERS = new Set(['routes', 'editor']);

const workerPath = (file: string) => file.slice('worker/'.length);
/** Where a file of src/worker/ stands: by its folder (or its own name at the top). */
const workerPlace = (file: string) => workerPath(file).split('/')[0] ?? '';
const workerRank = new Map(WORKER_FLOORS.flatMap((places, index) => places.map((place) => [place, index] as const)));
const floorName = (rank: number) => WORKER_FLOORS[rank]?.join(', ') ?? '';

/** Inside src/worker/: floors point one way, and a route never imports another route. */
function workerViolation(edge: ImportEdge): string | null {
  const from = workerPlace(edge.from);
  const to = workerPlace(edge.to);
  const fromRank = workerRank.get(from);
  const toRank = workerRank.get(to);
  if (fromRank === undefined) return `${edge.from}: worker/${from} has no floor; add it to WORKER_FLOORS`;
  if (toRank === undefined) return `${edge.to}: worker/${to} has no floor; add it to WORKER_FLOORS`;
  if (ROUTE_FOLDERS.has(from) && ROUTE_FOLDERS.has(to) && (from !== to || from === 'routes')) {
    return `${edge.from} imports ${edge.to}: a route never imports another route; move what they share below (render/, http/)`;
  }
  if (toRank > fromRank) return `${edge.from} (floor ${fromRank}: ${floorName(fromRank)}) imports ${edge.to} (floor ${toRank}: ${floorName(toRank)}), a floor of src/worker/ above it`;
  return null;
}

const CONTEXT = 'worker/context.ts';

/**
 * Nothing the context imports (directly or through other files) imports the context at run
 * time: the context module would then be evaluated half-built. Type imports are erased and do not count.
 */
export function contextCycles(edges: readonly ImportEdge[]): string[] {
  const runtime = edges.filter((edge) => !edge.typeOnly);
  const reached = new Map<string, string>([[CONTEXT, CONTEXT]]);
  const queue = [CONTEXT];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const edge of runtime) {
      if (edge.from !== file || reached.has(edge.to)) continue;
      reached.set(edge.to, file);
      queue.push(edge.to);
    }
  }
  return runtime
    .filter((edge) => edge.to === CONTEXT && edge.from !== CONTEXT && reached.has(edge.from))
    .map((edge) => `${edge.from} imports ${CONTEXT} at run time, and the context imports ${edge.from} (through ${reached.get(edge.from)}): an import cycle`);
}

/** Why an edge breaks the layering, or null when it is allowed. */
export function violation(edge: ImportEdge): string | null {
  const from = topFolder(edge.from);
  const to = topFolder(edge.to);
  if (edge.to.startsWith('..')) return `${edge.from} imports ${edge.specifier}, outside src/`;
  if (from === to) return from === 'blocks' ? blockViolation(edge) : from === 'worker' ? workerViolation(edge) : null;
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

  it('refuses an import up the floors of src/worker/ (a planted one), naming both files', () => {
    expect(importsOf('worker/session/index.ts', "import type { AppEnv } from '../context.ts';").map(violation)).toEqual([
      'worker/session/index.ts (floor 0: config, session, signed-tokens, editor-frame, state, widget) imports worker/context.ts (floor 1: context.ts), a floor of src/worker/ above it',
    ]);
    expect(importsOf('worker/context.ts', "import { abTestState } from './ab-tests/index.ts';").map(violation)[0]).toMatch(
      /^worker\/context\.ts \(floor 1: context\.ts\) imports worker\/ab-tests\/index\.ts \(floor 2: .*\), a floor of src\/worker\/ above it$/,
    );
    expect(importsOf('worker/page-cache/store.ts', "import { renderPage } from '../render/index.tsx';").map(violation)[0]).toMatch(
      /^worker\/page-cache\/store\.ts .* imports worker\/render\/index\.tsx .*above it$/,
    );
    expect(importsOf('worker/render/index.tsx', "import { pages } from '../routes/pages.tsx';").map(violation)[0]).toMatch(
      /^worker\/render\/index\.tsx .* imports worker\/routes\/pages\.tsx .*above it$/,
    );
    expect(importsOf('worker/routes/cart.ts', "import { app } from '../index.ts';").map(violation)[0]).toMatch(/^worker\/routes\/cart\.ts .* imports worker\/index\.ts .*above it$/);
    expect(importsOf('worker/mystery/x.ts', "import { app } from '../context.ts';").map(violation)[0]).toBe('worker/mystery/x.ts: worker/mystery has no floor; add it to WORKER_FLOORS');
  });

  it('refuses a route importing another route (a planted one), naming both files', () => {
    expect(importsOf('worker/routes/account.tsx', "import { receiptUrlOf } from './club-memberships.ts';").map(violation)).toEqual([
      'worker/routes/account.tsx imports worker/routes/club-memberships.ts: a route never imports another route; move what they share below (render/, http/)',
    ]);
    expect(importsOf('worker/editor/routes.tsx', "import { pages } from '../routes/pages.tsx';").map(violation)[0]).toMatch(
      /^worker\/editor\/routes\.tsx imports worker\/routes\/pages\.tsx: a route never imports another route/,
    );
    expect(importsOf('worker/routes/pages.tsx', "import { editorCors } from '../editor/cors.ts';").map(violation)[0]).toMatch(
      /^worker\/routes\/pages\.tsx imports worker\/editor\/cors\.ts: a route never imports another route/,
    );
  });

  it('refuses a run-time import of the context by anything the context imports (a planted one), naming both files', () => {
    const planted = [
      ...importsOf('worker/context.ts', "import { loadSession } from './session/index.ts';"),
      ...importsOf('worker/session/index.ts', "import { requestContext } from './guard.ts';"),
      ...importsOf('worker/session/guard.ts', "import { requestContext } from '../context.ts';"),
    ];
    expect(contextCycles(planted)).toEqual([
      'worker/session/guard.ts imports worker/context.ts at run time, and the context imports worker/session/guard.ts (through worker/session/index.ts): an import cycle',
    ]);
    const typeOnly = importsOf('worker/session/guard.ts', "import type { AppEnv } from '../context.ts';");
    expect(typeOnly.map((edge) => edge.typeOnly)).toEqual([true]);
    expect(contextCycles([...planted.slice(0, 2), ...typeOnly])).toEqual([]);
  });

  it('lets the floors of src/worker/ import downwards, and a folder its own files', () => {
    expect(importsOf('worker/context.ts', "import { newNonce } from './state/nonce.ts';").map(violation)).toEqual([null]);
    expect(importsOf('worker/routes/pages.tsx', "import { renderPage } from '../render/index.tsx';").map(violation)).toEqual([null]);
    expect(importsOf('worker/editor/routes.tsx', "import { editorCors } from './cors.ts';").map(violation)).toEqual([null]);
    expect(importsOf('worker/page-cache/middleware.ts', "import type { AppEnv } from '../context.ts';").map(violation)).toEqual([null]);
    expect(importsOf('worker/index.ts', "import { cart } from './routes/cart.ts';").map(violation)).toEqual([null]);
  });

  it('holds for every file in src/', () => {
    const root = path.resolve(import.meta.dirname);
    const edges = sourceFiles(root).flatMap((file) => importsOf(file, readFileSync(path.join(root, file), 'utf8')));
    const problems = edges.map(violation).filter((problem): problem is string => problem !== null);
    expect(problems).toEqual([]);
    expect(contextCycles(edges)).toEqual([]);
  });
});
