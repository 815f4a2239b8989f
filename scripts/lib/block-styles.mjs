// Which blocks need which of the blocks' style sheets, found from the folders and the code:
// no hand-kept list, so a new block's CSS is picked up by the build.
//
// A unit is a folder under src/blocks/ holding CSS (a block's folder, or a piece of the kit
// such as kit/pieces/embed-facade). A block needs a unit when the modules it runs (its
// registry import and everything that imports, the block renderer and the registry left
// out) write, in their strings, every class one of the unit's selectors names: the hero renders
// the headline's markup from the kit, so it needs the headline's CSS.
import { build, transform } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { importTs } from './import-ts.mjs';

// The code that renders on every page, whatever its blocks: the shell, the catalogue's
// pieces and the UI kit.
const SITE_CODE = ['src/shell', 'src/catalogue', 'src/ui'];

// The share of the blocks that must render a unit for it to go into the site-wide sheet.
export const COMMON_SHARE = 0.25;

const toPosix = (file) => file.split(path.sep).join('/');

/** The class names a style sheet's selectors name (comments, strings and url()s left out). */
export function classesOf(css) {
  return new Set(selectorsOf(css).flat());
}

/**
 * Each selector of a style sheet as the classes an element and its ancestors must all have for
 * it to apply. Those inside :not(), :is(), :where() and :has() are left out: they need not be
 * there, or only one of them need be (so a unit may be linked where it is not needed, never the
 * other way round).
 */
export function selectorsOf(css) {
  const bare = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  const selectors = [];
  for (const match of bare.matchAll(/([^{};]*)\{/g)) {
    const prelude = match[1].trim();
    if (!prelude || prelude.startsWith('@')) continue;
    for (const selector of splitTopLevel(prelude.replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, ''))) {
      selectors.push([...new Set([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1]))]);
    }
  }
  return selectors;
}

function splitTopLevel(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The words a module writes in its strings (class names among them), comments left out. */
async function stringWordsOf(file) {
  const source = await readFile(file, 'utf8');
  const loader = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.mjs': 'js', '.js': 'js' }[path.extname(file)];
  if (!loader) return new Set();
  const { code } = await transform(source, { loader, jsx: 'automatic', minifyWhitespace: true, legalComments: 'none' });
  const words = new Set();
  for (const match of code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    for (const word of (match[1] ?? match[2] ?? match[3]).split(/[^\w-]+/)) if (word) words.add(word);
  }
  return words;
}

/**
 * The blocks' style units and which each registered block needs.
 * @param {string} root the project
 * @param {string[]} blockCss every .css file under src/blocks (absolute)
 */
export async function blockStyleUnits(root, blockCss) {
  const blocksDir = path.join(root, 'src/blocks');
  const units = new Map();
  for (const file of blockCss) {
    const name = toPosix(path.relative(blocksDir, path.dirname(file)));
    units.set(name, [...(units.get(name) ?? []), file]);
  }
  // Each of a unit's selectors as the classes it names: a rule can apply only where all of
  // them are written (one naming none is a keyframe's step, or applies with its unit's others).
  const selectorsOfUnit = new Map();
  for (const [name, files] of units) {
    const selectors = [];
    for (const file of files) for (const selector of selectorsOf(await readFile(file, 'utf8'))) if (selector.length > 0) selectors.push(selector);
    selectorsOfUnit.set(name, selectors);
  }

  const blockNames = await blockNamesByModule(root);
  const graph = (await build({ ...bundleOptions(root), entryPoints: ['src/blocks/registry.ts'], write: false, metafile: true, platform: 'neutral', format: 'esm' })).metafile.inputs;
  const left = new Set(['src/blocks/registry.ts']);
  const closure = (start) => {
    const seen = new Set([start]);
    for (const file of seen) {
      for (const record of graph[file]?.imports ?? []) {
        if (record.external || left.has(record.path) || record.path.startsWith('src/blocks/render/') || !record.path.startsWith('src/')) continue;
        seen.add(record.path);
      }
    }
    return seen;
  };
  const wordsCache = new Map();
  const wordsOf = async (file) => {
    if (!wordsCache.has(file)) wordsCache.set(file, await stringWordsOf(path.join(root, file)));
    return wordsCache.get(file);
  };
  /** @type {Record<string, string[]>} */
  const needs = {};
  const modulesNeeding = new Map();
  for (const [module, names] of blockNames) {
    const words = new Set();
    for (const file of closure(module)) for (const word of await wordsOf(file)) words.add(word);
    const wanted = [...units.keys()].filter((unit) => selectorsOfUnit.get(unit).some((selector) => selector.every((found) => words.has(found)))).sort();
    for (const name of names) needs[name] = wanted;
    for (const unit of wanted) modulesNeeding.set(unit, (modulesNeeding.get(unit) ?? 0) + 1);
  }
  // A unit the site-wide code writes (the pop-up's rich text uses the text block's rules) goes
  // into the site-wide sheet: an island may show it on any page.
  const siteWords = new Set();
  for (const folder of SITE_CODE) {
    const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      for (const word of await wordsOf(toPosix(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name))))) siteWords.add(word);
    }
  }
  const writtenBySite = (unit) => selectorsOfUnit.get(unit).some((selector) => selector.every((found) => siteWords.has(found)));
  // So is a unit a quarter or more of the blocks render (the kit's headline and the hero it
  // wraps): nearly every page shows one of them, and in the head sheet it is fetched once and
  // cached for every page after, not written into each page again. Each page's document
  // then stays within the first round trip of a new connection (docs/performance.md,
  // "Style sheets"). Which units qualify follows from the code, as above.
  const sharedByBlocks = (unit) => (modulesNeeding.get(unit) ?? 0) >= blockNames.size * COMMON_SHARE;
  const site = [...units.keys()].filter((unit) => writtenBySite(unit) || sharedByBlocks(unit)).sort();
  // The head sheet comes before every page's block CSS, so a unit moved there for its share
  // must not meet another unit's rules on the same classes, whose order would then flip.
  for (const unit of site.filter((name) => !writtenBySite(name))) {
    const own = new Set(selectorsOfUnit.get(unit).flat());
    for (const [other, selectors] of selectorsOfUnit) {
      if (other === unit || site.includes(other)) continue;
      const met = selectors.flat().find((name) => own.has(name));
      if (met) throw new Error(`block-styles: "${unit}" goes into the head sheet for its share of the blocks, but "${other}" also styles .${met}: their order would change`);
    }
  }
  for (const name of Object.keys(needs)) needs[name] = needs[name].filter((unit) => !site.includes(unit));
  const sorted = new Map([...units].sort(([a], [b]) => a.localeCompare(b)));
  return { units: sorted, site, needs, selectors: Object.fromEntries([...sorted.keys()].map((unit) => [unit, selectorsOfUnit.get(unit)])) };
}

// The browser manifest, which some blocks read, is not written yet when this runs: a stub.
const ASSETS_STUB = {
  name: 'assets-stub',
  setup: (b) => {
    b.onResolve({ filter: /generated\/assets\.ts$/ }, () => ({ path: 'assets', namespace: 'assets-stub' }));
    b.onLoad({ filter: /.*/, namespace: 'assets-stub' }, () => ({ contents: 'export const ASSETS = {}; export const ITALIC_FONTS = { serif: "", sans: "" };', loader: 'js' }));
  },
};

const bundleOptions = (root) => ({
  absWorkingDir: root,
  bundle: true,
  packages: 'external',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  logLevel: 'error',
  plugins: [ASSETS_STUB],
});

/**
 * Each block module the registry imports, with the names (and aliases) of the block
 * definitions it exports: the registry's modules are bundled and run in Node (importTs).
 */
async function blockNamesByModule(root) {
  const registry = path.join(root, 'src/blocks/registry.ts');
  const source = await readFile(registry, 'utf8');
  const modules = [...source.matchAll(/from\s+'(\.\/[^']+)'/g)].map((match) => match[1]).filter((specifier) => !specifier.startsWith('./kit/'));
  const loaded = await importTs(
    { contents: modules.map((specifier, index) => `export * as m${index} from ${JSON.stringify(specifier)};`).join('\n'), resolveDir: path.dirname(registry), sourcefile: 'block-modules.ts' },
    { plugins: [ASSETS_STUB] },
  );
  const byModule = new Map();
  modules.forEach((specifier, index) => {
    const names = [];
    const take = (value) => {
      if (Array.isArray(value)) return value.forEach(take);
      if (value && typeof value === 'object' && typeof value.name === 'string' && 'component' in value) names.push(value.name, ...(value.aliases ?? []));
    };
    for (const value of Object.values(loaded[`m${index}`])) take(value);
    if (names.length === 0) throw new Error(`block-styles: ${specifier} exports no block definition`);
    byModule.set(toPosix(path.relative(root, path.resolve(path.dirname(registry), specifier))), names);
  });
  return byModule;
}
