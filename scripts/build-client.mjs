// Builds the browser assets: the island entry (code-split per island) and the CSS,
// with content-hashed names under public/assets/, and writes src/generated/assets.ts
// so the Worker knows their names. Run by wrangler's [build] step and by npm scripts.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fontFaceCss, writeBrandSubsets } from './lib/brand-fonts.mjs';

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

// Tokens and base styles first; then every component's own stylesheet.
const FIRST = ['src/ui/styles/tokens.css', 'src/ui/styles/base.css'].map((f) => path.join(root, f));
const all = await cssFiles(path.join(root, 'src'));
const account = all.filter((f) => f.endsWith('.account.css'));
const app = [...FIRST, ...all.filter((f) => !f.endsWith('.account.css') && !FIRST.includes(f))];
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

const js = await build({
  ...common,
  entryPoints: { entry: path.join(root, 'src/client/index.tsx') },
  format: 'esm',
  splitting: true,
  target: 'es2022',
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Islands hydrate with Preact's React-compatible runtime: ~5 kB instead of React
  // DOM's ~65 kB, keeping the page within its 70 kB script budget. The server still
  // renders with React 19; see docs/decisions/0001-preact-for-island-hydration.md.
  alias: {
    react: 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react-dom': 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
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
const buildCss = (name, files, extra = '') =>
  build({
    ...common,
    stdin: { contents: importsOf(files) + '\n' + extra, resolveDir: root, loader: 'css', sourcefile: `${name}.css` },
    entryNames: `${name}-[hash]`,
    outdir,
    loader: { '.svg': 'file', '.woff2': 'file' },
    assetNames: '[name]-[hash]',
  }).then((result) => ({ result, name }));
const [appCss, accountCss] = await Promise.all([buildCss('app', app, fontFaceCss(fontParts)), buildCss('account', account.length ? account : FIRST.slice(0, 0))]);

const publicPath = (file) => '/' + path.relative(path.join(root, 'public'), path.resolve(root, file)).split(path.sep).join('/');
const outputsOf = (result, ext) => Object.keys(result.metafile.outputs).filter((f) => f.endsWith(ext));
// Dynamically imported islands are entry points of their own in the metafile too: pick
// the output built from the client entry itself.
const entry = Object.entries(js.metafile.outputs).find(([, meta]) => meta.entryPoint && path.resolve(meta.entryPoint) === path.join(root, 'src/client/index.tsx'))?.[0];
if (!entry) throw new Error('build-client: no output for src/client/index.tsx in the metafile');
// The hashed name of each font the document preloads, found by the file it was copied from.
const fontOutputs = Object.entries(appCss.result.metafile.outputs).filter(([file]) => file.endsWith('.woff2'));
const preloadFonts = fontParts
  .filter((part) => part.preload)
  .map((part) => {
    const source = path.relative(root, part.path).split(path.sep).join('/');
    const output = fontOutputs.find(([, meta]) => Object.keys(meta.inputs).includes(source))?.[0];
    if (!output) throw new Error(`build-client: the app style sheet does not use ${source}`);
    return publicPath(output);
  });
const written = new Set([js, bridge, appCss.result, accountCss.result].flatMap((result) => Object.keys(result.metafile.outputs)).map((file) => path.basename(file)));
await Promise.all(previous.filter((name) => !written.has(name)).map((name) => rm(path.join(outdir, name), { force: true })));

const manifest = {
  script: publicPath(entry),
  styles: outputsOf(appCss.result, '.css').map(publicPath),
  accountStyles: outputsOf(accountCss.result, '.css').map(publicPath),
  editorBridge: publicPath(outputsOf(bridge, '.js')[0]),
  // The brand faces above the fold, which the document preloads; and every font file.
  preloadFonts,
  fonts: fontOutputs.map(([file]) => publicPath(file)).sort(),
  // Every file written (the island chunks included), for tests that look at all the site serves.
  files: [js, bridge, appCss.result, accountCss.result]
    .flatMap((result) => Object.keys(result.metafile.outputs))
    .filter((file) => !file.endsWith('.map'))
    .map(publicPath)
    .sort(),
};

// The italic faces' cores, which blocks with italic text above the fold preload (src/ui/fonts/preload.ts).
const coreOf = (family, style) => {
  const part = fontParts.find((candidate) => candidate.face.family === family && candidate.face.style === style && candidate.part === 'core');
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

if (!quiet) {
  const gz = (file) => gzipSync(readFileSync(path.resolve(root, file))).length;
  for (const file of Object.keys({ ...js.metafile.outputs, ...bridge.metafile.outputs, ...appCss.result.metafile.outputs, ...accountCss.result.metafile.outputs })) {
    if (file.endsWith('.map')) continue;
    // A woff2 file is compressed already: its own size is what travels.
    const [bytes, unit] = file.endsWith('.woff2') ? [readFileSync(path.resolve(root, file)).length, 'kB woff2'] : [gz(file), 'kB gzip'];
    console.log(`${publicPath(file).padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(6)} ${unit}`);
  }
}
