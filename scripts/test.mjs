// `npm test`: every check, in the order a failure is cheapest to find. First the format
// and lint check (Biome, a second or two; `npm run lint`, fixed by `npm run format`), then
// it builds the browser assets, the content seed and the emulator bundle; then type-checks,
// checks content/ against the blocks' rules (content:check), runs the unit tests, the
// worker tests inside workerd, contract:live against the emulator served alone on a free
// port (scripts/contract-emulator.mjs: every step must run), the deploy dry run, a small
// release-day load test
// (tests/loadtest) and the end-to-end tests in Debian's
// Chromium (installed here when missing and run as root).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const node = bin('node');

const steps = [
  // Nothing written: formatting and the lint rules of biome.jsonc; any finding fails.
  ['format and lint check', bin('biome'), ['check', '--error-on-warnings']],
  ['build browser assets', node, ['scripts/build-client.mjs']],
  ['build content seed', node, ['scripts/build-content-seed.mjs']],
  ['build emulator bundle', node, ['scripts/build-emulator.mjs']],
  ['type check', bin('tsc'), ['--noEmit', '-p', '.']],
  ['content check', node, ['scripts/content-check.mjs']],
  ['unit tests', bin('vitest'), ['run', '-c', 'vitest.unit.config.mts']],
  ['worker tests', bin('vitest'), ['run', '-c', 'vitest.worker.config.mts']],
  ['contract:live against the emulator', node, ['scripts/contract-emulator.mjs']],
  ['deploy dry run', bin('wrangler'), ['deploy', '--dry-run', '--env', 'production', '--outdir', 'dist/deploy']],
  // The release-day load test, small and short: no failed request, Commerce7 app
  // calls within 100 a minute, shared data asked for once per key per window; counts, not speed.
  ['load test (smoke run)', node, ['tests/loadtest/loadtest.mjs', '--scale', '0.2', '--duration', '15', '--smoke', '--out', 'dist/loadtest-smoke']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

// The end-to-end tests drive Debian's Chromium. On a fresh machine as root the test
// command installs it itself, so `npm install && npm test` is the whole set-up.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium is missing at ${chromium}. Install Debian's package as root, then run the tests again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or point CHROMIUM_PATH at a Chromium binary you have).',
    );
    process.exit(1);
  }
  console.log(`\n▶ install Chromium (missing at ${chromium}): apt-get install -y chromium`);
  const apt = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = apt(['update', '-qq']).status === 0 && apt(['install', '-y', '-qq', 'chromium']).status === 0;
  if (!installed || !existsSync(chromium)) {
    console.error(`Could not install Chromium with apt-get; install it by hand (apt-get install -y chromium) and run the tests again.`);
    process.exit(1);
  }
}

// The project's Node 22 first on PATH, as npm scripts have it, also when this file is run directly.
const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}`, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed === 0 && results.length === steps.length ? 0 : 1);
