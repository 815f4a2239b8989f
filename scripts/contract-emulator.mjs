// `npm test`'s contract:live run: the emulator alone under `wrangler dev` on a free port with
// a state of its own (a fresh seed, removed afterwards), then `contract:live --write` at it
// with the emulator's own credentials (src/emulator/wrangler.toml's vars), its writes on a
// throwaway customer and profile, then the emulator stopped. Passes only when every step ran and
// matched: a step that was skipped or could not run means the script has rotted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const READY_WITHIN_MS = 60_000;

const warn = console.warn;
console.warn = () => {};
const { vars } = unstable_readConfig({ config: path.join(root, 'src/emulator/wrangler.toml') });
console.warn = warn;

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const state = mkdtempSync(path.join(os.tmpdir(), 'contract-emulator-'));
const base = `http://127.0.0.1:${port}`;
console.log(`emulator: wrangler dev -c src/emulator/wrangler.toml on ${base} (state ${state})`);
// Its own process group, so stopping it stops workerd with it.
const emulator = spawn(bin('wrangler'), ['dev', '-c', 'src/emulator/wrangler.toml', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--log-level', 'error'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'pipe'],
});
let stderr = '';
emulator.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
let exited = false;
emulator.on('exit', () => (exited = true));

const stop = () => {
  if (!exited) {
    try {
      process.kill(-emulator.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(state, { recursive: true, force: true });
};

let status = 1;
try {
  // Ready once the catalogue answers: the first request also seeds the fresh state.
  const deadline = Date.now() + READY_WITHIN_MS;
  let up = false;
  while (!up && !exited && Date.now() < deadline) {
    up = await fetch(`${base}/commerce/v1/product/for-web?limit=1`, { headers: { tenant: vars.COMMERCE_TENANT }, signal: AbortSignal.timeout(20_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!up) {
    console.error(`the emulator did not answer within ${READY_WITHIN_MS / 1000} s${exited ? ' (wrangler dev exited)' : ''}:\n${stderr}`);
  } else {
    const run = spawnSync(bin('node'), ['scripts/contract-live.mjs', '--write'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        C7_LIVE_TENANT: vars.COMMERCE_TENANT,
        C7_LIVE_APP_ID: vars.COMMERCE_APP_ID,
        C7_LIVE_APP_SECRET: vars.COMMERCE_APP_SECRET,
        C7_LIVE_API_URL: `${base}/commerce/v1`,
        C7_LIVE_CUSTOMER_EMAIL: '',
        C7_LIVE_CUSTOMER_PASSWORD: '',
        BUILDER_LIVE_PUBLIC_KEY: vars.CONTENT_API_KEY,
        BUILDER_LIVE_API_URL: `${base}/content`,
        KLAVIYO_LIVE_PRIVATE_KEY: vars.MARKETING_API_KEY,
        KLAVIYO_LIVE_API_URL: `${base}/marketing`,
      },
    });
    process.stdout.write(run.stdout);
    process.stderr.write(run.stderr);
    const skipped = /^\s+skip\s/m.test(run.stdout);
    if (skipped) console.error('contract:live skipped a step against the emulator: every step must run there.');
    status = run.status === 0 && !skipped ? 0 : 1;
  }
} finally {
  stop();
}
process.exit(status);
