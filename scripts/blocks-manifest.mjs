// `npm run blocks:manifest`: writes every registered block's page-builder registration
// (name, group, inputs, models, nesting) to dist/blocks-manifest.json, generated from the
// blocks' options schemas (src/blocks/render/manifest.ts). `--out <file>` writes elsewhere,
// `--stdout` prints it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function buildManifest() {
  const { blockManifest, BLOCKS } = await importTs('src/blocks/render/editor-tools.ts');
  return blockManifest(BLOCKS);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildManifest();
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  if (process.argv.includes('--stdout')) {
    process.stdout.write(text);
  } else {
    const at = process.argv.indexOf('--out');
    const out = path.resolve(root, at >= 0 ? process.argv[at + 1] : 'dist/blocks-manifest.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, text);
    const inputs = manifest.components.reduce((sum, component) => sum + component.inputs.length, 0);
    console.log(`blocks manifest: ${manifest.components.length} components, ${inputs} top-level inputs -> ${path.relative(root, out)}`);
  }
}
