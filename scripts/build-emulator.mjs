// Bundles the emulator Worker for the worker tests, where it runs as an auxiliary
// Worker beside the storefront (`wrangler dev` bundles it itself), after the widget
// stand-in's browser script it serves (build-widget.mjs).
import { build } from 'esbuild';
import path from 'node:path';
import { buildWidget } from './build-widget.mjs';

const root = path.resolve(import.meta.dirname, '..');
await buildWidget();
await build({
  entryPoints: [path.join(root, 'src/emulator/index.ts')],
  outfile: path.join(root, 'dist/emulator/index.js'),
  bundle: true,
  format: 'esm',
  target: 'es2022',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'import'],
  loader: { '.sql': 'text' },
  logLevel: 'warning',
});
