// `npm run dev`: builds the browser assets and content seed, makes sure local secrets
// exist (copying .dev.vars.example on a fresh clone), checks required settings, then
// runs the storefront and the emulator together under `wrangler dev` on port 8787.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const devVars = path.join(root, '.dev.vars');
if (!existsSync(devVars)) {
  copyFileSync(path.join(root, '.dev.vars.example'), devVars);
  console.log('Created .dev.vars from .dev.vars.example (local example values).');
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

const port = process.env.PORT ?? '8787';
const args = ['wrangler', 'dev', '-c', 'wrangler.toml', '-c', 'src/emulator/wrangler.toml', '--port', port, '--ip', '127.0.0.1', ...process.argv.slice(2)];
const child = spawn('npx', args, { cwd: root, stdio: 'inherit', env: process.env });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
