// What a page type costs in script, from what scripts/build-client.mjs wrote about its build
// (src/generated/client-scripts.json, from esbuild's metafile): the files the browser fetches
// for it and how deep their chain is. Shared by the build's printout and the budget test.
import { deferredIsland, HYDRATE_ON_USE } from '../ui/island/attributes.ts';
import { PRODUCT_CARDS, type PageType } from './page-types.ts';

/** Written by scripts/build-client.mjs. Paths are as served (/assets/...). */
export type ClientScripts = {
  entry: string;
  core: string;
  /** Each lazy island's files, the core's excluded. */
  islands: Readonly<Record<string, readonly string[]>>;
  cards: readonly string[];
  /** Each script file's static imports. */
  imports: Readonly<Record<string, readonly string[]>>;
  /** Each script file's size gzipped (zlib's default level). */
  gzip: Readonly<Record<string, number>>;
  /** The source modules in the core file. */
  coreModules: readonly string[];
};

export type PageScripts = { files: string[]; gzipBytes: number; depth: number };

const filesOf = (scripts: ClientScripts, name: string) => (name === PRODUCT_CARDS ? scripts.cards : (scripts.islands[name] ?? []));

/**
 * At load: the entry is level 1; once the page has painted it imports the core and every file
 * of the page's islands at once (level 2). A file those import that nobody asked for would be
 * a level deeper: depth counts it. Islands that hydrate near the viewport or on first use
 * (src/ui/island/attributes.ts) are not fetched at load, and not counted here.
 */
export function pageScripts(scripts: ClientScripts, page: Pick<PageType, 'islands'>): PageScripts {
  const level = new Map<string, number>([[scripts.entry, 1]]);
  const asked = [scripts.core, ...page.islands.filter((name) => !deferredIsland(name)).flatMap((name) => filesOf(scripts, name))];
  return levels(scripts, level, asked, 2);
}

/**
 * On first use: what the page has fetched at load, and the files of every island on it that
 * hydrates on first use (HYDRATE_ON_USE), all asked for at once by the core when the visitor
 * first reaches for them (one level below the core: depth 3).
 */
export function pageScriptsOnUse(scripts: ClientScripts, page: Pick<PageType, 'islands'>): PageScripts {
  const atLoad = pageScripts(scripts, page);
  const level = new Map(atLoad.files.map((file) => [file, 1]));
  const asked = page.islands.filter((name) => HYDRATE_ON_USE.has(name)).flatMap((name) => filesOf(scripts, name));
  const onUse = levels(scripts, level, asked, 3);
  return { ...onUse, depth: Math.max(atLoad.depth, onUse.depth) };
}

function levels(scripts: ClientScripts, level: Map<string, number>, asked: readonly string[], at: number): PageScripts {
  for (const file of asked) if (!level.has(file)) level.set(file, at);
  for (const [file, depth] of level) for (const imported of scripts.imports[file] ?? []) if (!level.has(imported)) level.set(imported, depth + 1);
  const files = [...level.keys()];
  return { files, gzipBytes: files.reduce((sum, file) => sum + (scripts.gzip[file] ?? 0), 0), depth: Math.max(...level.values()) };
}
