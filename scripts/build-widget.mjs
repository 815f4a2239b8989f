// Bundles the stand-in of Commerce7's widget (src/emulator/hosted/widget/: TypeScript that
// runs in the shopper's browser) into one script, and writes it as a string to
// src/generated/widget-bundle.ts, which the emulator serves as commerce7.js after the
// declarations it is served with (src/emulator/hosted/widget-script.ts). Run by
// build-emulator.mjs, by `npm run dev`, and by the emulator's [build] step under `wrangler dev`.
import { build } from 'esbuild';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'src/emulator/hosted/widget/main.ts');
const output = path.join(root, 'src/generated/widget-bundle.ts');
/** Declared by the served script before the bundle (widget/settings.ts): the bundle reads them, never declares them. */
const SERVED_WITH = ['ROUTES', 'RECEIPT', 'TOKEN_COOKIE', 'CART_COOKIE'];

export async function buildWidget() {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    // A classic script, as commerce7.js is loaded (<script src async>); its own scope inside
    // the served one.
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  for (const name of SERVED_WITH) {
    if (!new RegExp(`\\b${name}\\b`).test(code)) throw new Error(`build-widget: the bundle never reads ${name}, which the emulator serves it with`);
    if (new RegExp(`\\b(var|let|const)\\s+${name}\\b`).test(code)) throw new Error(`build-widget: the bundle declares ${name}, which the emulator serves it with`);
  }
  const text = `// Written by scripts/build-widget.mjs (not committed) from src/emulator/hosted/widget/.\nexport const WIDGET_BUNDLE = ${JSON.stringify(code)};\n`;
  // Written only when it changes (the file is under wrangler dev's watch, and an unchanged
  // rewrite would rebuild the emulator for nothing), and whole: the end-to-end tests start
  // two dev servers at once, and one must never bundle the other's half-written file.
  await mkdir(path.dirname(output), { recursive: true });
  const current = await readFile(output, 'utf8').catch(() => null);
  if (current === text) return;
  const partial = `${output}.${process.pid}.partial`;
  await writeFile(partial, text);
  await rename(partial, output);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildWidget();
