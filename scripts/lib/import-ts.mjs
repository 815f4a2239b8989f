// Imports a TypeScript module of src/ from a Node script: esbuild bundles it (packages
// stay external, stylesheets are left out) into dist/scripts/, inside the project so that
// its imports resolve from node_modules, then Node imports the bundle.
import { build } from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

export async function importTs(entry) {
  const outdir = path.join(root, 'dist/scripts');
  await mkdir(outdir, { recursive: true });
  const outfile = path.join(outdir, `${path.basename(entry).replace(/\.tsx?$/, '')}-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [path.resolve(root, entry)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(outfile, { force: true });
  }
}
