// `npm test`: every check, in the order a failure is cheapest to find. Builds the
// browser assets, the content seed and the emulator bundle first; then type-checks,
// runs the unit tests, the worker tests inside workerd, the deploy dry run and the
// end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const node = bin('node');

const steps = [
  ['build browser assets', node, ['scripts/build-client.mjs']],
  ['build content seed', node, ['scripts/build-content-seed.mjs']],
  ['build emulator bundle', node, ['scripts/build-emulator.mjs']],
  ['type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['unit tests', bin('vitest'), ['run', '-c', 'vitest.unit.config.mts']],
  ['worker tests', bin('vitest'), ['run', '-c', 'vitest.worker.config.mts']],
  ['deploy dry run', bin('wrangler'), ['deploy', '--dry-run', '--env', 'production', '--outdir', 'dist/deploy']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install Debian's package (apt-get install -y chromium) — .ci/run does this.`);
  process.exit(1);
}

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
