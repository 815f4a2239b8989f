// `npm run dev`: builds the browser assets and content seed, makes sure local secrets
// exist (copying .dev.vars.example on a fresh clone), checks required settings, then
// runs the storefront and the emulator together under `wrangler dev` on port 8787.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWidget } from './build-widget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const devVars = path.join(root, '.dev.vars');
const example = path.join(root, '.dev.vars.example');
if (!existsSync(devVars)) {
  copyFileSync(example, devVars);
  console.log('Created .dev.vars from .dev.vars.example (local example values).');
} else {
  // A setting added to the example since .dev.vars was made (a new secret) joins it with its
  // example value; values the developer set are never touched.
  const keysOf = (text) =>
    new Set(
      text
        .split('\n')
        .map((line) => /^\s*([A-Z0-9_]+)\s*=/.exec(line)?.[1])
        .filter(Boolean),
    );
  const have = keysOf(readFileSync(devVars, 'utf8'));
  const added = readFileSync(example, 'utf8')
    .split('\n')
    .filter((line) => {
      const key = /^\s*([A-Z0-9_]+)\s*=/.exec(line)?.[1];
      return key !== undefined && !have.has(key);
    });
  if (added.length > 0) {
    appendFileSync(devVars, `\n# Added from .dev.vars.example by npm run dev\n${added.join('\n')}\n`);
    console.log(`Added to .dev.vars from .dev.vars.example: ${added.map((line) => line.split('=')[0]).join(', ')}`);
  }
}

const REQUIRED_SECRETS = ['CONTENT_API_KEY', 'PREVIEW_SECRET'];
const defined = new Set(
  readFileSync(devVars, 'utf8')
    .split('\n')
    .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.+?)\s*$/.exec(line))
    .filter(Boolean)
    .map((match) => match[1]),
);
const missing = REQUIRED_SECRETS.filter((name) => !defined.has(name));
if (missing.length > 0) {
  console.error(`Couldn't find environment variable(s): ${missing.join(', ')} (set them in .dev.vars)`);
  process.exit(1);
}

// The emulator serves the widget stand-in's browser script from src/generated/, which
// wrangler dev bundles into the emulator: it must exist before wrangler starts.
await buildWidget();

const port = process.env.PORT ?? '8787';
const args = ['wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'src/emulator/wrangler.toml', '--port', port, '--ip', '127.0.0.1', ...process.argv.slice(2)];
const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
