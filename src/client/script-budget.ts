// What a page type costs in script, from what scripts/build-client.mjs wrote about its build
// (src/generated/client-scripts.json, from esbuild's metafile): the files the browser fetches
// for it and how deep their chain is. Shared by the build's printout and the budget test.
import { HYDRATE_WHEN_NEAR } from '../ui/island/attributes.ts';
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

/**
 * The entry is level 1; once the page has painted it imports the core and every file of the
 * page's islands at once (level 2). A file those import that nobody asked for would be a
 * level deeper: depth counts it.
 */
export function pageScripts(scripts: ClientScripts, page: Pick<PageType, 'islands'>): PageScripts {
  const level = new Map<string, number>([[scripts.entry, 1]]);
  const asked = [scripts.core, ...page.islands.filter((name) => !HYDRATE_WHEN_NEAR.has(name)).flatMap((name) => (name === PRODUCT_CARDS ? scripts.cards : (scripts.islands[name] ?? [])))];
  for (const file of asked) if (!level.has(file)) level.set(file, 2);
  for (const [file, depth] of level) for (const imported of scripts.imports[file] ?? []) if (!level.has(imported)) level.set(imported, depth + 1);
  const files = [...level.keys()];
  return { files, gzipBytes: files.reduce((sum, file) => sum + (scripts.gzip[file] ?? 0), 0), depth: Math.max(...level.values()) };
}
