// `npm run bench`: a bounded, loopback-only load benchmark of the storefront's home page
// against a minimal "hello" Worker served by the same harness in the same run.
//
// Both are served by `wrangler dev` with NODE_ENV=production (React's production build is
// bundled: the development build renders ~10-20x slower) and `--log-level warn` (no
// per-request logging). Figures from `wrangler dev` include its proxy, so only the ratio
// page/hello is meaningful, and only within one run (see the team's TOOLCHAIN notes, "Rendering speed").
//
// Environment overrides:
//   BENCH_DURATION     seconds per measured run            (default 10)
//   BENCH_CONNECTIONS  concurrent connections              (default 10)
//   BENCH_ROUNDS       measured rounds, order alternating  (default 5: the median of five
//                      steadies the ratio on a machine whose speed drifts)
//   BENCH_WARMUP       seconds of load before measuring    (default 3)
//   BENCH_PAGE_PORT / BENCH_HELLO_PORT                     (default 8790 / 8791; when one
//                      is taken, the next free port up to 8799 is used and named)
//   BENCH_LIVE=1       serve the working tree itself instead of a snapshot copy
//   BENCH_KEEP=1       keep the temp dir (server logs, snapshot, state) afterwards
//
// By default the servers run from a snapshot of the project copied to a temp dir (with
// node_modules symlinked), so edits made to src/ or content/ while the bench runs do not
// make `wrangler dev` rebuild and reload in the middle of a measurement (each reload
// stalls every connection for seconds and spoils the figures).
//
// Besides req/s and p50/p99 it reports the CPU time the server's workerd process used per
// request (from /proc, Linux only): on a busy machine req/s swings a lot between runs, CPU
// per request much less, and page/hello throughput is roughly hello CPU / page CPU.
//
// The last line of stdout is the result as JSON; it is also written to
// tests/bench/last-result.json. Exit code 1 when a server fails to start or any request
// fails (non-2xx, error or timeout).
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../..');
const benchDir = import.meta.dirname;
const binDir = path.join(root, 'node_modules/.bin');
// npm scripts run on the project's Node 22 (node_modules/.bin/node); use it explicitly so
// the benchmark also works when started with an older system `node`.
const nodeBin = existsSync(path.join(binDir, 'node')) ? path.join(binDir, 'node') : process.execPath;
const wranglerJs = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

const num = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
};
const DURATION = num('BENCH_DURATION', 10);
const CONNECTIONS = Math.round(num('BENCH_CONNECTIONS', 10));
const ROUNDS = Math.round(num('BENCH_ROUNDS', 5));
const WARMUP = num('BENCH_WARMUP', 3);
const PAGE_PORT = Math.round(num('BENCH_PAGE_PORT', 8790));
const HELLO_PORT = Math.round(num('BENCH_HELLO_PORT', 8791));
const START_TIMEOUT_MS = 60_000;
const TARGET_RATIO = 0.5;
const PAGE_HEADERS = { cookie: 'age_gate=false' };

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
  // No telemetry or update prompts in a benchmark.
  WRANGLER_SEND_METRICS: 'false',
  // wrangler dev's local dashboard: it records a trace of every invocation (a streaming
  // tail into a Durable Object), which costs both workers CPU per request and memory that
  // grows through the run. It is dev tooling like request logging, absent in production.
  X_LOCAL_OBSERVABILITY: 'false',
  X_LOCAL_EXPLORER: 'false',
  CI: process.env.CI ?? '1',
};

const LIVE = process.env.BENCH_LIVE === '1';
const KEEP = process.env.BENCH_KEEP === '1';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'winery-bench-'));
// Where the servers run from: a snapshot copy (default) or the working tree (BENCH_LIVE=1).
let serveRoot = root;
const servers = [];
let cleanedUp = false;

function log(message) {
  process.stdout.write(`${message}\n`);
}

// ---------------------------------------------------------------- servers

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// The wanted port, or the next free one up to 8799 (never 8787-8789, used by others).
async function choosePort(wanted, taken) {
  const candidates = [wanted, ...Array.from({ length: 10 }, (_, i) => 8790 + i).filter((p) => p > wanted)];
  for (const port of candidates) {
    if (taken.includes(port) || (port >= 8787 && port <= 8789)) continue;
    if (await portIsFree(port)) {
      if (port !== wanted) log(`bench: port ${wanted} is in use by another process, using ${port}`);
      return port;
    }
  }
  throw new Error(`no free port from ${wanted} to 8799 on 127.0.0.1 (set BENCH_PAGE_PORT / BENCH_HELLO_PORT)`);
}

function startServer(label, configs, port) {
  const logFile = path.join(tmp, `${label}.log`);
  const out = createWriteStream(logFile);
  const args = [wranglerJs, 'dev', ...configs.flatMap((c) => ['-c', c])];
  args.push('--port', String(port), '--ip', '127.0.0.1', '--log-level', 'warn');
  args.push('--persist-to', path.join(tmp, `${label}-state`), '--show-interactive-dev-session=false');
  const child = spawn(nodeBin, args, { cwd: serveRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const server = { label, port, child, logFile, exited: null };
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  servers.push(server);
  return server;
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

async function waitFor200(server, urlPath, headers = {}) {
  const url = `http://127.0.0.1:${server.port}${urlPath}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(`${server.label} server exited (${JSON.stringify(server.exited)}) before answering ${url}\n${tail(server.logFile)}`);
    }
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
      const body = await response.text();
      if (response.status === 200) return { ms: START_TIMEOUT_MS - (deadline - Date.now()), bytes: body.length, body };
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(500);
  }
  throw new Error(`${server.label} server did not answer 200 on ${url} within ${START_TIMEOUT_MS / 1000} s (last: ${last})\n${tail(server.logFile)}`);
}

async function stopServers() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const server of servers) {
    if (server.exited) continue;
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {}
  }
  const deadline = Date.now() + 5_000;
  while (servers.some((s) => !s.exited) && Date.now() < deadline) await sleep(100);
  for (const server of servers) {
    // Also reaps any workerd left in the group after wrangler itself exited.
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {}
  }
  if (KEEP) log(`bench: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

// Copies the project (not node_modules, git, wrangler state or test output) to the temp
// dir and symlinks node_modules, so the servers build from a frozen tree.
const SKIP = new Set(['node_modules', '.git', '.wrangler', 'dist', 'test-results', 'playwright-report']);
function snapshot() {
  const dest = path.join(tmp, 'project');
  for (const name of readdirSync(root)) {
    if (SKIP.has(name)) continue;
    cpSync(path.join(root, name), path.join(dest, name), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return dest;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\nbench: ${signal}, stopping servers`);
    stopServers().finally(() => process.exit(130));
  });
}

// CPU seconds used so far by a server's process group (wrangler's node proxy and workerd),
// from /proc: CPU per request is far less disturbed by other work on the machine than
// requests per second are. Returns null where /proc is unavailable.
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
function groupCpu(server) {
  if (process.platform !== 'linux') return null;
  const totals = { workerd: 0, node: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== server.child.pid) continue;
    const seconds = (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
    totals[comm.startsWith('workerd') ? 'workerd' : 'node'] += seconds;
  }
  return totals;
}

// Which React server build `wrangler dev` bundled into the storefront: it writes the
// bundle to .wrangler/tmp/dev-*/index.js while it runs. Newest bundle that has React.
function bundledReactBuild() {
  const dir = path.join(serveRoot, '.wrangler/tmp');
  let candidates = [];
  try {
    candidates = readdirSync(dir)
      .filter((name) => name.startsWith('dev-'))
      .map((name) => path.join(dir, name, 'index.js'))
      .filter((file) => existsSync(file))
      .map((file) => ({ file, mtime: statSync(file).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
  } catch {
    return 'unknown';
  }
  for (const { file } of candidates) {
    const code = readFileSync(file, 'utf8');
    if (code.includes('react-dom-server.edge.development')) return 'development';
    if (code.includes('react-dom-server.edge.production')) return 'production';
  }
  return 'unknown';
}

// ---------------------------------------------------------------- load

function load(url, { duration, headers }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    activeLoads.add(instance);
    instance.on('done', () => activeLoads.delete(instance));
  });
}
const activeLoads = new Set();

function summarise(result, cpuBefore, cpuAfter) {
  const perRequest = (key) =>
    cpuBefore && cpuAfter && result.requests.total > 0 ? Number((((cpuAfter[key] - cpuBefore[key]) * 1000) / result.requests.total).toFixed(3)) : null;
  return {
    workerdCpuMsPerRequest: perRequest('workerd'),
    proxyCpuMsPerRequest: perRequest('node'),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------- run

async function main() {
  const started = Date.now();
  log(`bench: building client assets and content seed (NODE_ENV=production)`);
  execFileSync(nodeBin, ['scripts/build-client.mjs', '--quiet'], { cwd: root, env, stdio: 'inherit' });
  execFileSync(nodeBin, ['scripts/build-content-seed.mjs', '--quiet'], { cwd: root, env, stdio: 'inherit' });
  if (!existsSync(path.join(root, '.dev.vars'))) {
    copyFileSync(path.join(root, '.dev.vars.example'), path.join(root, '.dev.vars'));
    log('bench: created .dev.vars from .dev.vars.example');
  }

  if (!LIVE) {
    serveRoot = snapshot();
    log(`bench: serving a snapshot of the project (BENCH_LIVE=1 serves the working tree)`);
  }

  const pagePort = await choosePort(PAGE_PORT, []);
  const helloPort = await choosePort(HELLO_PORT, [pagePort]);
  log(`bench: starting wrangler dev: storefront+emulator on :${pagePort}, hello on :${helloPort} (logs in ${tmp})`);
  // One after the other: two `wrangler dev` starting at once can race for the same
  // internal socket port ("Address already in use (socket direct:1:default)").
  const page = startServer('page', ['wrangler.toml', 'src/emulator/wrangler.toml'], pagePort);
  const pageReady = await waitFor200(page, '/', PAGE_HEADERS);
  const hello = startServer('hello', [path.relative(root, path.join(benchDir, 'hello/wrangler.toml'))], helloPort);
  const helloReady = await waitFor200(hello, '/');
  log(`bench: hello ready after ${(helloReady.ms / 1000).toFixed(1)} s, storefront after ${(pageReady.ms / 1000).toFixed(1)} s`);
  if (!/^<!doctype html>/i.test(pageReady.body)) throw new Error('the storefront\'s "/" did not answer an HTML document');
  if (!helloReady.body.includes('<h1>Hello</h1>')) throw new Error(`:${helloPort} did not answer the hello worker's page`);
  const reactBuild = bundledReactBuild();
  log(`bench: react-dom server build bundled by wrangler dev: ${reactBuild}`);
  if (reactBuild === 'development') throw new Error('wrangler dev bundled React\'s development build although NODE_ENV=production');

  // Warm the KV content cache (and the isolates) with a few sequential requests.
  const warm = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const response = await fetch(`http://127.0.0.1:${pagePort}/`, { headers: PAGE_HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`warm-up request to / answered ${response.status}`);
    warm.push(performance.now() - t0);
  }
  log(`bench: warm-up / sequential: ${warm.map((ms) => ms.toFixed(1)).join(', ')} ms`);

  const targets = {
    hello: { url: `http://127.0.0.1:${helloPort}/`, headers: {} },
    page: { url: `http://127.0.0.1:${pagePort}/`, headers: PAGE_HEADERS },
  };
  for (const name of ['hello', 'page']) {
    await load(targets[name].url, { duration: WARMUP, headers: targets[name].headers });
  }

  log(`bench: ${ROUNDS} round(s) x ${DURATION} s per target, ${CONNECTIONS} connections, alternating order`);
  const runs = { hello: [], page: [] };
  const loadBefore = os.loadavg()[0];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['hello', 'page'] : ['page', 'hello'];
    for (const name of order) {
      const server = name === 'page' ? page : hello;
      const cpuBefore = groupCpu(server);
      const result = await load(targets[name].url, { duration: DURATION, headers: targets[name].headers });
      const summary = summarise(result, cpuBefore, groupCpu(server));
      runs[name].push(summary);
      log(
        `  round ${round + 1} ${name.padEnd(5)} ${summary.rps.toFixed(1).padStart(8)} req/s  p50 ${String(summary.p50).padStart(4)} ms  p99 ${String(summary.p99).padStart(4)} ms  workerd CPU ${summary.workerdCpuMsPerRequest ?? '?'} ms/req  (${summary.requests} requests, non-2xx ${summary.non2xx}, errors ${summary.errors})`,
      );
    }
  }

  const agg = (name) => ({
    rps: median(runs[name].map((r) => r.rps)),
    p50: median(runs[name].map((r) => r.p50)),
    p99: median(runs[name].map((r) => r.p99)),
    requests: runs[name].reduce((sum, r) => sum + r.requests, 0),
    non2xx: runs[name].reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs[name].reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    bytesPerResponse: median(runs[name].map((r) => r.bytesPerResponse)),
    workerdCpuMsPerRequest: runs[name][0].workerdCpuMsPerRequest === null ? null : median(runs[name].map((r) => r.workerdCpuMsPerRequest)),
    proxyCpuMsPerRequest: runs[name][0].proxyCpuMsPerRequest === null ? null : median(runs[name].map((r) => r.proxyCpuMsPerRequest)),
  });
  const loadAfter = os.loadavg()[0];
  const result = { hello: agg('hello'), page: agg('page') };
  const ratio = result.page.rps / result.hello.rps;
  const perRound = runs.page.map((r, i) => r.rps / runs.hello[i].rps);

  log('');
  log(`target                       req/s    p50 ms   p99 ms   bytes/resp   CPU ms/req workerd + proxy`);
  for (const [name, label] of [['hello', 'hello worker /'], ['page', 'storefront / (warm cache)']]) {
    const r = result[name];
    const cpu = r.workerdCpuMsPerRequest === null ? '' : `${r.workerdCpuMsPerRequest.toFixed(2).padStart(10)} + ${r.proxyCpuMsPerRequest.toFixed(2)}`;
    log(`${label.padEnd(26)} ${r.rps.toFixed(1).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.bytesPerResponse).padStart(12)}   ${cpu}`);
  }
  log('');
  log(`page/hello = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}; per round: ${perRound.map((r) => r.toFixed(2)).join(', ')}`);
  log(`(medians of ${ROUNDS} rounds; wrangler dev, NODE_ENV=production, ${CONNECTIONS} connections, ${DURATION} s; total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  log(`(1-min load average ${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)} on ${os.availableParallelism()} cores: other work on the machine lowers both figures)`);

  const failures = [];
  for (const server of [page, hello]) {
    if (server.exited) failures.push(`${server.label} server exited during the run (${JSON.stringify(server.exited)})`);
  }
  for (const name of ['hello', 'page']) {
    if (result[name].non2xx > 0) failures.push(`${name}: ${result[name].non2xx} non-2xx responses`);
    if (result[name].errors > 0) failures.push(`${name}: ${result[name].errors} errors/timeouts`);
    if (result[name].requests === 0) failures.push(`${name}: no completed requests`);
  }

  const json = {
    date: new Date().toISOString(),
    nodeEnv: 'production',
    reactBuild,
    harness: 'wrangler dev --log-level warn',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    snapshot: !LIVE,
    cores: os.availableParallelism(),
    loadAverage: { before: loadBefore, after: loadAfter },
    hello: result.hello,
    page: result.page,
    ratio: Number(ratio.toFixed(3)),
    ratioPerRound: perRound.map((r) => Number(r.toFixed(3))),
    target: TARGET_RATIO,
    meetsTarget: ratio >= TARGET_RATIO,
    failures,
    runs,
  };
  writeFileSync(path.join(benchDir, 'last-result.json'), `${JSON.stringify(json, null, 2)}\n`);
  if (failures.length > 0) {
    log(`bench: FAILED: ${failures.join('; ')}`);
    log(`storefront log tail:\n${tail(page.logFile)}`);
  }
  log(JSON.stringify({ ...json, runs: undefined }));
  return failures.length > 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  for (const instance of activeLoads) instance.stop();
  await stopServers();
}
process.exit(exitCode);
