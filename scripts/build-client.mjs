// Builds the browser assets: the island entry (code-split per island) and the CSS,
// with content-hashed names under public/assets/, and writes src/generated/assets.ts
// so the Worker knows their names. Run by wrangler's [build] step and by npm scripts.
import { build, transform } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawsRegular, fontFaceCss, writeBrandSubsets } from './lib/brand-fonts.mjs';
import { blockStyleUnits } from './lib/block-styles.mjs';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'public/assets');
const quiet = process.argv.includes('--quiet');

async function cssFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

// Tokens and base styles first; then every component's own stylesheet, in path order, cut
// in three so that a page blocks only on what it renders (docs/performance.md, "Style
// sheets"): the blocks' folders (src/blocks/) come between the site-wide sheets, as they
// came in the one sheet they were, so the cascade is unchanged.
const FIRST = ['src/ui/styles/tokens.css', 'src/ui/styles/base.css'].map((f) => path.join(root, f));
const all = await cssFiles(path.join(root, 'src'));
const account = all.filter((f) => f.endsWith('.account.css'));
const blocksDir = path.join(root, 'src/blocks') + path.sep;
const blockCss = all.filter((f) => f.startsWith(blocksDir));
const siteCss = all.filter((f) => !f.endsWith('.account.css') && !f.startsWith(blocksDir) && !FIRST.includes(f));
// Worked out beside the script's build (it reads the blocks' code), awaited with the CSS's.
const blockStylesFound = blockStyleUnits(root, blockCss);
const importsOf = (files) => files.map((f) => `@import ${JSON.stringify(f)};`).join('\n');

// Old files are removed only after the new ones exist: a running `wrangler dev` keeps
// serving every asset while it rebuilds.
const previous = await readdir(outdir).catch(() => []);
await mkdir(outdir, { recursive: true });

const common = {
  bundle: true,
  minify: true,
  outdir,
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
};

// The blocks' islands: every `islands.ts` the block registry reaches is declared on a
// block definition (`islands`), so the client's loader map is generated from the blocks
// rather than kept as a second list.
async function writeIfChanged(file, text) {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== text) await writeFile(file, text);
}

const generated = path.join(root, 'src/generated');
await mkdir(generated, { recursive: true });
const registryGraph = await build({
  entryPoints: [path.join(root, 'src/blocks/registry.ts')],
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'neutral',
  packages: 'external',
  jsx: 'automatic',
  logLevel: 'error',
  loader: { '.css': 'empty' },
  // Only the module graph is wanted here, and this script writes src/generated/assets.ts at
  // its end: on a fresh clone it does not exist yet (blocks that preload a font import it).
  plugins: [{ name: 'generated-assets-external', setup: (b) => b.onResolve({ filter: /generated\/assets\.ts$/ }, (args) => ({ path: args.path, external: true })) }],
});
const islandModules = Object.keys(registryGraph.metafile.inputs)
  .filter((input) => /(^|\/)islands\.ts$/.test(input))
  .map((input) => path.resolve(root, input))
  .sort();
// It belongs to the client (it imports block folders), so it is written beside the entry,
// and only when it changes: src/client is in wrangler dev's watch list, and rewriting the
// file on every build would start the next build, for ever.
await writeIfChanged(
  path.join(root, 'src/client/block-islands.generated.ts'),
  [
    '// Written by scripts/build-client.mjs (not committed): the islands declared by the registered blocks.',
    "import type { IslandLoaders } from '../ui/island/loaders.ts';",
    ...islandModules.map((file, index) => `import { islands as i${index} } from ${JSON.stringify('../' + path.relative(path.join(root, 'src'), file).split(path.sep).join('/'))};`),
    '',
    `export const BLOCK_ISLANDS: IslandLoaders = { ${islandModules.map((_, index) => `...i${index}`).join(', ')} };`,
    '',
  ].join('\n'),
);

// The islands' script, in three kinds of file (docs/performance.md, "Script"): the entry,
// which the document names; the core, everything every page needs (the hydration runtime,
// Preact, jotai and the shared state, the shell's islands on every page); and one file per
// island that only some pages have, or per part that loads when used (the consent
// preferences, the cart sidebar, the pop-up's steps). esbuild's splitting files code shared
// by several entry points into a chunk per set of them, which made some 60 files, half under
// 1 kB, in a waterfall 4 deep. So every lazily imported module also imports the core (the
// import changes nothing at run time: the core has loaded before any island asks for its
// file), which puts everything they share with it into one chunk; and what lazy files share
// among themselves goes into one chunk per group of them (below).
const publicPath = (file) => '/' + path.relative(path.join(root, 'public'), path.resolve(root, file)).split(path.sep).join('/');
const clientOptions = {
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  legalComments: 'none',
  absWorkingDir: root,
  define: { 'process.env.NODE_ENV': '"production"' },
  // Islands hydrate with Preact's React-compatible runtime: ~5 kB instead of React
  // DOM's ~65 kB. The server still renders with React 19; see
  // docs/decisions/0001-preact-for-island-hydration.md.
  alias: {
    react: 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react-dom': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
    // The islands' shared state with the part of jotai's API they use, a tenth of its bytes
    // (src/client/store/atoms.ts says what it keeps); the server renders with jotai itself.
    'jotai/utils': './src/client/store/atoms.ts',
    jotai: './src/client/store/atoms.ts',
  },
};
const CORE_MODULE = 'src/client/hydrate.tsx';
const CORE_BARREL = 'client-core';
const graph = await build({ ...clientOptions, entryPoints: [CORE_MODULE], splitting: true, outdir, write: false, metafile: true, logLevel: 'error' });
const graphInputs = graph.metafile.inputs;
const staticClosure = (start) => {
  const seen = new Set([start]);
  for (const file of seen) for (const record of graphInputs[file]?.imports ?? []) if (!record.external && record.kind !== 'dynamic-import') seen.add(record.path);
  return seen;
};
const coreModules = staticClosure(CORE_MODULE);
const lazyModules = new Set(
  Object.values(graphInputs)
    .flatMap((input) => input.imports)
    .filter((record) => record.kind === 'dynamic-import' && !record.external)
    .map((record) => record.path),
);
// Each island's name and the module its loader imports, read from the loader maps
// (src/client/islands.ts and the blocks' islands.ts: a name, then an arrow importing its module).
const loaderFiles = [path.join(root, 'src/client/islands.ts'), ...islandModules];
const islandModuleByName = {};
for (const file of loaderFiles) {
  const source = await readFile(file, 'utf8');
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    islandModuleByName[match[1]] = path
      .relative(root, path.resolve(path.dirname(file), match[2]))
      .split(path.sep)
      .join('/');
  }
}
// Lazy files that share modules form a group, whose shared modules are one chunk that each
// of them imports (as they import the core): islands that one page renders together
// (src/client/page-types.ts), sharing a module, are one group (the add-to-cart islands of a
// product page); any other shared module goes with one of the lazy files that share it (the
// one sharing most), and every lazy file that needs a module imports that module's group.
// Grouping every island that shares any module would tie the add-to-cart islands, through a
// price format and a schema, to the account and join forms, on every page with a cart button;
// leaving the rest to esbuild's splitting made the join page fetch 9 files.
const { PAGE_TYPES, PRODUCT_CARDS } = await importTs('src/client/page-types.ts');
const CARDS_MODULE = 'src/client/catalogue/cards.ts';
const moduleOfIsland = (name) => (name === PRODUCT_CARDS ? CARDS_MODULE : islandModuleByName[name]);
// An island that hydrates only when it nears the viewport is not fetched with its page's others
// (one that hydrates on first use is: it shares its page's chunks, fetched later).
const { HYDRATE_WHEN_NEAR, hydratesAtLoadSometimes } = await importTs('src/ui/island/attributes.ts');
const pages = PAGE_TYPES.map(
  (page) =>
    new Set(
      page.islands
        .filter((name) => !HYDRATE_WHEN_NEAR.has(name))
        .map(moduleOfIsland)
        .filter((module) => lazyModules.has(module)),
    ),
);
const ownersOf = new Map();
for (const lazy of lazyModules) for (const file of staticClosure(lazy)) if (!coreModules.has(file)) ownersOf.set(file, [...(ownersOf.get(file) ?? []), lazy]);
const groupOf = new Map([...lazyModules].map((lazy) => [lazy, lazy]));
const findGroup = (lazy) => (groupOf.get(lazy) === lazy ? lazy : findGroup(groupOf.get(lazy)));
// A package marked free of side effects cannot be put in a chunk by a bare import (esbuild
// ignores it): esbuild places it, in one chunk of its own, by the files that use it.
const sharedOwners = [...ownersOf].filter(([file, owners]) => owners.length > 1 && !file.startsWith('node_modules/'));
for (const [, owners] of sharedOwners) {
  for (const page of pages) {
    const together = owners.filter((owner) => page.has(owner));
    for (const owner of together.slice(1)) groupOf.set(findGroup(owner), findGroup(together[0]));
  }
}
// A shared module goes into the chunk of the page types (src/client/page-types.ts) whose
// islands need it, so a page type fetches no code only other pages' islands use, in as few files
// as the sets of page types allow (putting each with the group that shared most made /contact
// fetch the join wizard's and the cart's code; a chunk per set of groups made a dozen files
// for /join). A module no page type's islands need goes by the groups that need it.
const groups = new Map();
for (const [file, owners] of sharedOwners) {
  const onPages = pages.flatMap((page, index) => (owners.some((owner) => page.has(owner)) ? [index] : []));
  const key = onPages.length ? `pages:${onPages.join(',')}` : `groups:${[...new Set(owners.map(findGroup))].sort().join('|')}`;
  groups.set(key, [...(groups.get(key) ?? []), file]);
}
// A small chunk joins one whose page types include its own (they fetch that one anyway; the
// others get a few bytes they do not use): fewer files for a few hundred bytes.
const SMALL_CHUNK_SOURCE_BYTES = 8000;
const pagesOfKey = (key) => (key.startsWith('pages:') ? new Set(key.slice(6).split(',')) : null);
const sourceBytes = (key) => groups.get(key).reduce((sum, file) => sum + (graphInputs[file]?.bytes ?? 0), 0);
for (const key of [...groups.keys()].sort((a, b) => sourceBytes(a) - sourceBytes(b) || a.localeCompare(b))) {
  const mine = pagesOfKey(key);
  if (!mine || sourceBytes(key) >= SMALL_CHUNK_SOURCE_BYTES) continue;
  const into = [...groups.keys()]
    .filter((other) => other !== key && pagesOfKey(other) && [...mine].every((page) => pagesOfKey(other).has(page)))
    .sort((a, b) => pagesOfKey(a).size - pagesOfKey(b).size || a.localeCompare(b))[0];
  if (!into) continue;
  groups.set(into, [...groups.get(into), ...groups.get(key)]);
  groups.delete(key);
}
const groupNames = new Map([...groups.keys()].sort().map((group, index) => [group, `${CORE_BARREL}-group-${index}`]));
/** The group barrels a lazy file imports: its own group's, and those of every module it shares. */
const barrelsOf = (lazy) => {
  const names = new Set();
  for (const [group, files] of groups) if (files.some((file) => staticClosure(lazy).has(file))) names.add(groupNames.get(group));
  return [...names].sort();
};
const loaderOf = (file) => ({ '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx' })[path.extname(file)] ?? 'js';
const importsOfBarrel = (files) => files.map((file) => `import ${JSON.stringify(`./${file}`)};`).join('\n');
const coreInto = {
  name: 'core-into-lazy-files',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${CORE_BARREL}(-group-\\d+)?$`) }, (args) => ({ path: args.path, namespace: CORE_BARREL }));
    b.onLoad({ filter: /.*/, namespace: CORE_BARREL }, (args) => {
      const group = [...groupNames].find(([, name]) => name === args.path)?.[0];
      return { contents: importsOfBarrel(group ? groups.get(group).sort() : [CORE_MODULE]), resolveDir: root, loader: 'js' };
    });
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      const lazy = path.relative(root, args.path).split(path.sep).join('/');
      if (!lazyModules.has(lazy)) return undefined;
      const barrels = [CORE_BARREL, ...barrelsOf(lazy)].map((name) => `import ${JSON.stringify(name)};`).join('\n');
      return { contents: `${await readFile(args.path, 'utf8')}\n${barrels}\n`, loader: loaderOf(args.path) };
    });
  },
};
const js = await build({
  ...clientOptions,
  entryPoints: { core: CORE_BARREL },
  outdir,
  metafile: true,
  logLevel: 'warning',
  splitting: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  plugins: [coreInto],
});

// Which file holds what: the core is the chunk holding the hydration code (the core entry's
// own output, core-*.js, only imports it, and is never asked for); each island's files are its module's
// output and what that imports, less the core's.
const jsOutputs = js.metafile.outputs;
const staticOutputs = (start) => {
  const seen = new Set([start]);
  for (const file of seen) for (const record of jsOutputs[file]?.imports ?? []) if (record.kind === 'import-statement') seen.add(record.path);
  return seen;
};
const coreOutput = Object.keys(jsOutputs).find((file) => Object.hasOwn(jsOutputs[file].inputs, CORE_MODULE));
if (!coreOutput) throw new Error(`build-client: no output holds ${CORE_MODULE}`);
const coreFiles = staticOutputs(coreOutput);
const outputOfModule = (module) => Object.keys(jsOutputs).find((file) => jsOutputs[file].entryPoint === module);
const filesOfModule = (module) => {
  const output = outputOfModule(module);
  if (!output) throw new Error(`build-client: no output for ${module}`);
  return [...staticOutputs(output)].filter((file) => !coreFiles.has(file));
};
const islandFiles = Object.fromEntries(
  Object.entries(islandModuleByName)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, module]) => [name, filesOfModule(module).map(publicPath)]),
);
// Product cards' behaviour (src/client/catalogue/cards.ts) is in the core; were it lazy again,
// it would be fetched beside the core, on pages with cards.
const clientScripts = { core: publicPath(coreOutput), islands: islandFiles, cards: coreModules.has(CARDS_MODULE) ? [] : filesOfModule(CARDS_MODULE).map(publicPath) };

// The entry names the islands' and the cards' files by their hash alone (each is a chunk,
// /assets/chunk-<hash>.js: src/client/index.tsx builds the path), and only the islands some
// page may hydrate at load (the others' files are the core's to fetch, when they near the
// viewport or are used): the names are most of the entry, which is to stay within 2 kB gzip
// (src/client/entry-size.test.ts).
const chunkHash = (file) => {
  const hash = /^\/assets\/chunk-([A-Z0-9]+)\.js$/.exec(file)?.[1];
  if (!hash) throw new Error(`build-client: ${file} is not a chunk, which the entry's names assume`);
  return hash;
};
const entryScripts = {
  core: clientScripts.core,
  islands: Object.fromEntries(
    Object.entries(clientScripts.islands)
      .filter(([name]) => hydratesAtLoadSometimes(name))
      .map(([name, files]) => [name, files.map(chunkHash)]),
  ),
  cards: clientScripts.cards.map(chunkHash),
};

// The entry, built last and alone: it carries the other files' hashed names, so that once
// the page has painted it fetches the core and the page's islands' files at once (two
// levels: the entry, then everything it asks for). It has its own copy of the error hook.
const entryBuild = await build({
  ...clientOptions,
  entryPoints: { entry: path.join(root, 'src/client/index.tsx') },
  outdir,
  metafile: true,
  logLevel: 'warning',
  entryNames: '[name]-[hash]',
  define: { ...clientOptions.define, __CLIENT_SCRIPTS__: JSON.stringify(entryScripts) },
});

// The editor bridge: its own small script, sent only on responses for Builder's editor
// frame (src/client/editor-bridge/); no framework, so it stays within its 5 kB gzip budget
// (src/client/editor-bridge/size.test.ts).
const bridge = await build({
  ...common,
  entryPoints: { 'editor-bridge': path.join(root, 'src/client/editor-bridge/index.ts') },
  format: 'esm',
  target: 'es2022',
  entryNames: '[name]-[hash]',
});

// The brand fonts' @font-face rules go into the app sheet; esbuild copies the font files
// they name (each face's core and rest, subset from Fontsource's files into
// src/generated/fonts) into public/assets/ with hashed names.
const fontParts = await writeBrandSubsets(path.join(generated, 'fonts'));
const blockStyles = await blockStylesFound;
// The head sheet: tokens, base, the fonts and the block folders the site-wide code uses;
// the app sheet: the catalogue's, the shell's and the UI kit's; between them, the page's blocks.
const head = [...FIRST, ...blockStyles.site.flatMap((unit) => blockStyles.units.get(unit))];
const app = siteCss;
const blockUnits = [...blockStyles.units].filter(([unit]) => !blockStyles.site.includes(unit));
const buildCss = (name, files, extra = '') =>
  build({
    ...common,
    stdin: { contents: importsOf(files) + '\n' + extra, resolveDir: root, loader: 'css', sourcefile: `${name}.css` },
    entryNames: `${name}-[hash]`,
    outdir,
    loader: { '.svg': 'file', '.woff2': 'file' },
    assetNames: '[name]-[hash]',
  }).then((result) => ({ result, name }));
const [headCss, appCss, blocksCss, accountCss] = await Promise.all([
  buildCss('head', head, fontFaceCss(fontParts)),
  buildCss('app', app),
  buildCss(
    'blocks',
    blockUnits.flatMap(([, files]) => files),
  ),
  buildCss('account', account.length ? account : FIRST.slice(0, 0)),
]);
// Each block folder's CSS, minified, for the Worker to write into the head of a page that
// renders one of its blocks (src/worker/render/block-styles.ts).
const unitCss = Object.fromEntries(
  await Promise.all(
    blockUnits.map(async ([unit, files]) => [
      unit,
      (await transform(files.map((file) => readFileSync(file, 'utf8')).join('\n'), { loader: 'css', minify: true, sourcefile: `${unit}.css` })).code.trim(),
    ]),
  ),
);

const outputsOf = (result, ext) => Object.keys(result.metafile.outputs).filter((f) => f.endsWith(ext));
const entry = outputsOf(entryBuild, '.js')[0];
// The hashed name of each font the document preloads, found by the file it was copied from.
const fontOutputs = Object.entries(headCss.result.metafile.outputs).filter(([file]) => file.endsWith('.woff2'));
const preloadFonts = fontParts
  .filter((part) => part.preload)
  .map((part) => {
    const source = path.relative(root, part.path).split(path.sep).join('/');
    const output = fontOutputs.find(([, meta]) => Object.keys(meta.inputs).includes(source))?.[0];
    if (!output) throw new Error(`build-client: the app style sheet does not use ${source}`);
    return publicPath(output);
  });
const cssResults = [headCss.result, appCss.result, blocksCss.result, accountCss.result];
const written = new Set([js, entryBuild, bridge, ...cssResults].flatMap((result) => Object.keys(result.metafile.outputs)).map((file) => path.basename(file)));
await Promise.all(previous.filter((name) => !written.has(name)).map((name) => rm(path.join(outdir, name), { force: true })));

const manifest = {
  script: publicPath(entry),
  // The site-wide sheets every page links, in cascade order: the page's blocks' CSS goes between them.
  styles: [...outputsOf(headCss.result, '.css'), ...outputsOf(appCss.result, '.css')].map(publicPath),
  // Every block folder's CSS in one sheet, for Builder's editor frame, where any block may be added.
  blockStyles: outputsOf(blocksCss.result, '.css').map(publicPath),
  accountStyles: outputsOf(accountCss.result, '.css').map(publicPath),
  editorBridge: publicPath(outputsOf(bridge, '.js')[0]),
  // The brand faces above the fold, which the document preloads; and every font file.
  preloadFonts,
  fonts: fontOutputs.map(([file]) => publicPath(file)).sort(),
  // Every file written (the island chunks included), for tests that look at all the site serves.
  files: [js, entryBuild, bridge, ...cssResults]
    .flatMap((result) => Object.keys(result.metafile.outputs))
    .filter((file) => !file.endsWith('.map'))
    .map(publicPath)
    .sort(),
};

// The italic faces' cores, which blocks with italic text above the fold preload (src/ui/fonts/preload.ts).
// The face of the regular weight: the text those blocks set in italic is.
const coreOf = (family, style) => {
  const part = fontParts.find((candidate) => candidate.face.family === family && candidate.face.style === style && drawsRegular(candidate.face) && candidate.part === 'core');
  const output = part && fontOutputs.find(([, meta]) => Object.keys(meta.inputs).includes(path.relative(root, part.path).split(path.sep).join('/')))?.[0];
  if (!output) throw new Error(`build-client: no core file for ${family} ${style}`);
  return publicPath(output);
};
const italicFonts = { serif: coreOf('Lora', 'italic'), sans: coreOf('Source Sans 3', 'italic') };

await writeFile(
  path.join(root, 'src/generated/assets.ts'),
  `// Written by scripts/build-client.mjs: the hashed names of the browser assets.\nexport const ASSETS = ${JSON.stringify(manifest, null, 2)} as const;\n` +
    `\n/** The italic faces' core parts (scripts/lib/brand-fonts.mjs), for blocks that show italic text above the fold. */\nexport const ITALIC_FONTS = ${JSON.stringify(italicFonts, null, 2)} as const;\n`,
);

// The blocks' CSS by folder and which folders each block needs (scripts/lib/block-styles.mjs),
// for the Worker; and each folder's selectors, for the test that every rendered block is styled.
const blockNeeds = Object.fromEntries(Object.entries(blockStyles.needs).map(([name, units]) => [name, units.filter((unit) => Object.hasOwn(unitCss, unit))]));
await writeFile(
  path.join(generated, 'block-styles.ts'),
  `// Written by scripts/build-client.mjs: each block folder's minified CSS, and the folders each block needs.\nexport const BLOCK_CSS: Readonly<Record<string, string>> = ${JSON.stringify(unitCss, null, 2)};\n\nexport const BLOCK_UNITS: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(blockNeeds, null, 2)};\n`,
);
await writeFile(
  path.join(generated, 'block-styles.json'),
  `${JSON.stringify({ site: blockStyles.site, selectors: Object.fromEntries(blockUnits.map(([unit]) => [unit, blockStyles.selectors[unit]])) }, null, 2)}\n`,
);

if (!quiet) {
  const gz = (file) => gzipSync(readFileSync(path.resolve(root, file))).length;
  for (const file of Object.keys(Object.assign({}, entryBuild.metafile.outputs, js.metafile.outputs, bridge.metafile.outputs, ...cssResults.map((result) => result.metafile.outputs)))) {
    if (file.endsWith('.map')) continue;
    // A woff2 file is compressed already: its own size is what travels.
    const [bytes, unit] = file.endsWith('.woff2') ? [readFileSync(path.resolve(root, file)).length, 'kB woff2'] : [gz(file), 'kB gzip'];
    console.log(`${publicPath(file).padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(6)} ${unit}`);
  }
  const unitGzip = Object.values(unitCss).map((css) => gzipSync(css).length);
  console.log(`blocks' CSS in the head of a page: ${unitGzip.length} folders, ${(Math.min(...unitGzip) / 1024).toFixed(1)} to ${(Math.max(...unitGzip) / 1024).toFixed(1)} kB gzip each`);
}

// What each page type's script costs, from the metafile (src/client/script-budget.ts; the
// budget test reads the same file).
const gzipOf = (file) => gzipSync(readFileSync(path.resolve(root, file))).length;
const allOutputs = { ...jsOutputs, ...entryBuild.metafile.outputs };
const scriptOutputs = Object.keys(allOutputs).filter((file) => file.endsWith('.js'));
const clientScriptsSummary = {
  entry: publicPath(entry),
  ...clientScripts,
  imports: Object.fromEntries(
    scriptOutputs.map((file) => [publicPath(file), allOutputs[file].imports.filter((record) => record.kind === 'import-statement').map((record) => publicPath(record.path))]),
  ),
  gzip: Object.fromEntries(scriptOutputs.map((file) => [publicPath(file), gzipOf(file)])),
  coreModules: Object.keys(jsOutputs[coreOutput].inputs).sort(),
};
await writeFile(path.join(generated, 'client-scripts.json'), `${JSON.stringify(clientScriptsSummary, null, 2)}\n`);
if (!quiet) {
  const [{ PAGE_TYPES, FIRST_USE_BUDGET_KB }, { pageScripts, pageScriptsOnUse }] = await Promise.all([importTs('src/client/page-types.ts'), importTs('src/client/script-budget.ts')]);
  console.log(`\nScript per page type (gzip, requests, depth) at load; and once its first-use islands are used (budget ${FIRST_USE_BUDGET_KB} kB):`);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(5);
  for (const page of PAGE_TYPES) {
    const { files, gzipBytes, depth } = pageScripts(clientScriptsSummary, page);
    const onUse = pageScriptsOnUse(clientScriptsSummary, page);
    const used = onUse.files.length > files.length ? `  on first use ${kb(onUse.gzipBytes)} kB  ${String(onUse.files.length).padStart(2)} files` : '';
    console.log(`${page.name.padEnd(14)} ${kb(gzipBytes)} kB  ${String(files.length).padStart(2)} files  depth ${depth}  (budget ${page.budgetKb} kB)${used}`);
  }
}
