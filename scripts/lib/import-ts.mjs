// Imports a TypeScript module of src/ from a Node script: esbuild bundles it (packages
// stay external, stylesheets are left out) into dist/scripts/, inside the project so that
// its imports resolve from node_modules, then Node imports the bundle.
import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @param {string | { contents: string, resolveDir: string, sourcefile: string }} entry a module
 *   of the project, or TypeScript source (imports resolved from `resolveDir`)
 * @param {import('esbuild').BuildOptions} [extra] more of esbuild's options (plugins)
 */
export async function importTs(entry, extra = {}) {
  const outdir = path.join(root, 'dist/scripts');
  await mkdir(outdir, { recursive: true });
  const source = typeof entry === 'string' ? { entryPoints: [path.resolve(root, entry)] } : { stdin: { loader: 'ts', ...entry } };
  const name = path.basename(typeof entry === 'string' ? entry : entry.sourcefile).replace(/\.tsx?$/, '');
  const outfile = path.join(outdir, `${name}-${process.pid}-${Date.now()}.mjs`);
  await build({
    ...source,
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'error',
    ...extra,
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(outfile, { force: true });
  }
}
