// The bench's servers: the deploy bundles built by wrangler, served by Miniflare's API
// (workerd, no `wrangler dev` proxy), one workerd process per Worker so that the CPU each
// process uses is that Worker's (plus Miniflare's own entry worker, which every one pays).
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { stat } from './proc.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const binDir = path.join(root, 'node_modules/.bin');
// npm scripts run on the project's Node 22 (node_modules/.bin/node); use it explicitly so
// the builds also work when the bench is started with an older system `node`.
const nodeBin = existsSync(path.join(binDir, 'node')) ? path.join(binDir, 'node') : process.execPath;
const wranglerPackage = path.join(root, 'node_modules/wrangler/package.json');

// The Miniflare that wrangler itself depends on (and so the workerd it ships), not whichever
// copy npm happened to hoist to node_modules/miniflare for another package.
const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = await import(pathToFileURL(createRequire(wranglerPackage).resolve('miniflare')).href);
// wrangler's own reading of a wrangler.toml into Miniflare options (the top level, i.e. local
// vars and bindings), as the worker tests' plugin does.
const { unstable_getMiniflareWorkerOptions: workerOptionsOf } = await import('wrangler');

const buildEnv = {
  ...process.env,
  // `wrangler deploy` bundles React's production build unless NODE_ENV says otherwise; a
  // NODE_ENV=development left in the shell must not slip into the benchmark.
  NODE_ENV: 'production',
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CI: process.env.CI ?? '1',
};

// Copies the project (not node_modules, git, wrangler state or build output) to `dest` and
// symlinks node_modules: the builds write public/assets, src/generated and dist/ there, not
// into the working tree others are editing and testing, and edits made meanwhile do not
// change what is measured.
// Local secrets files (.dev.vars, .env) stay behind too: wrangler would read them into the
// Worker's bindings, and the bench's secrets are those of .dev.vars.example.
const SKIP = new Set(['node_modules', '.git', '.wrangler', 'dist', 'test-results', 'playwright-report', '.next']);
const skipped = (name) => SKIP.has(name) || (name.startsWith('.dev.vars') && name !== '.dev.vars.example') || name.startsWith('.env');
export function snapshot(dest) {
  for (const name of readdirSync(root)) {
    if (skipped(name)) continue;
    cpSync(path.join(root, name), path.join(dest, name), { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return dest;
}

// What was measured: the commit and how many files under src/, content/ or the configs
// differed from it (the snapshot includes uncommitted edits).
export function sourceState() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'src', 'content', 'wrangler.toml', 'package.json');
    return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedFiles: changed ? changed.split('\n').length : 0 };
  } catch {
    return { commit: null, uncommittedFiles: null };
  }
}

// `npm run deploy:check`'s command with another outdir: runs the [build] step (client
// assets), bundles as for production and writes <outdir>/index.js.
export function deployBundle(project, config, outdir, logFile) {
  const args = [path.join(project, 'node_modules/wrangler/bin/wrangler.js'), 'deploy', '--dry-run', '-c', config, '--outdir', outdir];
  if (config === 'wrangler.toml') args.push('--env', 'production');
  run(args, project, logFile);
  return path.join(outdir, 'index.js');
}

// The emulator's bundle, as the worker tests build it (written to <project>/dist/emulator).
export function emulatorBundle(project, logFile) {
  run(['scripts/build-content-seed.mjs', '--quiet'], project, logFile);
  run(['scripts/build-emulator.mjs'], project, logFile);
  return path.join(project, 'dist/emulator/index.js');
}

function run(args, cwd, logFile) {
  try {
    const out = execFileSync(nodeBin, args, { cwd, env: buildEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    appendFileSync(logFile, out);
  } catch (error) {
    throw new Error(`${args.slice(0, 2).join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

// Which React server build a bundle carries.
export function reactBuildOf(bundle) {
  const code = readFileSync(bundle, 'utf8');
  if (code.includes('react-dom-server.edge.development')) return 'development';
  if (code.includes('react-dom-server.edge.production')) return 'production';
  return 'none';
}

// Miniflare options for one Worker: what wrangler reads from its config (top level), with
// the built bundle as its only module.
function workerFrom(project, config, name, script) {
  const { workerOptions } = workerOptionsOf(path.join(project, config), undefined, {});
  // The bundle is self-contained; module rules only apply to unbundled sources.
  const { modulesRules: _rules, rootPath: _root, ...options } = workerOptions;
  return { ...options, name, modules: true, rootPath: path.dirname(script), scriptPath: script };
}

// `assets: false` leaves out Miniflare's static-asset router, which otherwise runs in the same
// workerd process before the Worker on every request (about 0.3 ms of CPU a request on these
// machines, measured 2026-11-25). In production that routing is Cloudflare's, not the
// Worker's CPU; the hello Worker has none.
export function storefrontWorker(project, script, backendPort, vars = {}, { assets = true } = {}) {
  const { assets: assetRouting, ...base } = workerFrom(project, 'wrangler.toml', 'winery-storefront', script);
  const secrets = parseEnv(readFileSync(path.join(project, '.dev.vars.example'), 'utf8'));
  return {
    ...base,
    ...(assets ? { assets: assetRouting } : {}),
    bindings: { ...base.bindings, ...secrets, ...vars },
    // The BACKEND service binding, to the emulator in its own workerd process (a service
    // designator on the emulator's socket) so that its CPU is not counted as the page's.
    serviceBindings: { BACKEND: { external: { address: `127.0.0.1:${backendPort}`, http: {} } } },
  };
}

// Without its STOREFRONT binding: the bench publishes nothing, and the storefront runs in
// another process.
export function emulatorWorker(project, script) {
  const { serviceBindings: _storefront, ...worker } = workerFrom(project, 'src/emulator/wrangler.toml', 'winery-emulator', script);
  return worker;
}
export const helloWorker = (project, script) => workerFrom(project, 'tests/bench/hello/wrangler.toml', 'bench-hello', script);

// Starts one Miniflare instance (one workerd process) serving `worker` on a loopback port
// (`port`, or a free one the system picks), state under `stateDir`. Returns { mf, url, pid }
// with the pid of its workerd.
// `inspectorPort` opens workerd's V8 inspector (for a CPU profile over the DevTools protocol).
// `upstream`: the origin the Worker sees in request.url, when it is served behind another
// (tests/bench/tls-front.mjs), as production's Worker sees the https origin of the edge.
export async function serve(worker, stateDir, { inspectorPort, port = 0, upstream } = {}) {
  const before = new Set(childWorkerds());
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      // What production has none of: request logging through Node, the dev registry, the
      // local explorer and observability, telemetry, fetching a real `cf` object.
      logRequests: false,
      cf: false,
      telemetry: { enabled: false },
      unsafeLocalExplorer: false,
      unsafeObservability: false,
      log: new Log(LogLevel.WARN),
      resourcePersistencePath: stateDir,
      ...(inspectorPort ? { inspectorPort } : {}),
      ...(upstream ? { upstream } : {}),
      workers: [worker],
    }),
  );
  const url = await mf.ready;
  const pids = childWorkerds().filter((pid) => !before.has(pid));
  if (pids.length !== 1) throw new Error(`expected one new workerd process for ${worker.name}, found ${pids.length}`);
  return { mf, url, pid: pids[0] };
}

/**
 * Views a cached page until the page cache answers with its stored copy (x-cache: HIT), as a
 * live site's visitors get it once the first few have passed: `view()` makes one view and
 * returns its x-cache. A first render whose products came after its shell is stored stale,
 * and a copy past CACHE_TTL_SECONDS answers STALE once while it is refreshed in the
 * background. Returns how many views came before the stored copy.
 */
export async function viewUntilStored(view, what) {
  for (let before = 0; ; before++) {
    const outcome = await view();
    if (outcome === 'HIT') return before;
    if (before === 49) throw new Error(`${what} was never answered from the page cache (x-cache: ${outcome})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------------------------------------------------------------- CPU from /proc

export { cpuSeconds, treeCpuSeconds } from './proc.mjs';

function childWorkerds() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const s = stat(entry);
      if (s.ppid === process.pid && s.comm.startsWith('workerd')) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}
