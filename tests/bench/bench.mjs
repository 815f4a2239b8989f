// `npm run bench`: a bounded, loopback-only load benchmark of storefront pages against a
// minimal "hello" Worker, on the production runtime path: the bundles `wrangler deploy`
// builds (React's production build, keep_names=false, as deployed), served by workerd
// through Miniflare's API. No `wrangler dev` proxy, no live-reload rewriter, no request
// logging. See docs/decisions/0002-render-speed.md.
//
// Servers, each in its own workerd process (one Miniflare instance each):
//   storefront  the production bundle with the local [vars] of wrangler.toml, the secrets of
//               .dev.vars.example, KV CACHE, ASSETS (public/, wrangler.toml's
//               run_worker_first) and BACKEND bound to the emulator's socket
//   emulator    dist/emulator bundle (as the worker tests build it) over D1, seeds itself
//   hello       tests/bench/hello, built by `wrangler deploy --dry-run` as well
// CPU per request is read from /proc (utime + stime of the serving workerd process, all
// threads) around each measured run and divided by its requests; the emulator's CPU during a
// page run is reported apart ("backend"; about zero with a warm cache).
//
// Targets: hello `/`, storefront `/`, `/collection/all`, a product page and a club page
// (cookie age_gate=false), each checked for status 200 and expected text before load. Rounds
// alternate the order of targets; figures are medians over rounds, ratios are to hello.
// The club page's budget: CPU per request within 25 % of the product page's.
//
// Environment overrides:
//   BENCH_DURATION     seconds per measured run            (default 10)
//   BENCH_CONNECTIONS  concurrent connections              (default 10)
//   BENCH_ROUNDS       measured rounds, order rotating     (default 5)
//   BENCH_WARMUP       seconds of load per target first    (default 3)
//   BENCH_WARMUP_REQUESTS  and at least this many requests (default 500): a slow target on
//                      a busy machine (the Next.js peer) is otherwise measured before its
//                      JIT has compiled its hot paths, while a fast one gets thousands
//   BENCH_PRODUCT      product slug for the product page   (default isosceles-2021)
//   BENCH_CLUB         club page path                      (default /club/6-bottle-red-wines)
//   BENCH_KEEP=1       keep the temp dir (snapshot, bundles, build log, state)
//   BENCH_ONLY         comma-separated target names to measure (hello always runs: the
//                      ratios need it), e.g. productCached,helloSized while tuning one page;
//                      the budgets of targets left out are not judged
//   BENCH_PEER=next    the same as `--peer next` (below)
//
// `--peer next` (`npm run bench -- --peer next`): also measures a bare Next.js product page of
// the same product (tests/bench/peer-next/, App Router, force-dynamic, reading Commerce7's API
// from the same emulator, its answers kept 60 s in Next's data cache as the store keeps its
// copies), installed into dist/bench-peer/next on first use
// (kept while its package.json and lockfile are unchanged), built with `next build` and served
// by `next start` (NODE_ENV=production) on a free loopback port; its CPU is that of the
// `next start` process and every process under it. Every target then also gets its req/s and
// CPU against the peer's ("to peer"). See tests/bench/peer.mjs.
//
// Servers listen on free ports of 127.0.0.1 chosen by the system. Everything (a snapshot of
// the project, the bundles, KV and D1 state) lives in a temp dir removed afterwards.
// The last line of stdout is the result as JSON, also written to tests/bench/last-result.json
// (git-ignored). Exit code 1 when a build or server fails or any request fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aggregate, load, round, stopLoads, summarise } from './load.mjs';
import { buildPeer, PEERS, startPeer } from './peer.mjs';
import * as servers from './servers.mjs';

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
const WARMUP_REQUESTS = Math.round(num('BENCH_WARMUP_REQUESTS', 500));
const PRODUCT = process.env.BENCH_PRODUCT || 'isosceles-2021';
const CLUB = process.env.BENCH_CLUB || '/club/6-bottle-red-wines';
if (!CLUB.startsWith('/club/')) throw new Error(`BENCH_CLUB must be a club page path such as /club/6-bottle-red-wines (got "${CLUB}")`);
// A club page renders within 25 % of the product page's CPU per request.
const CLUB_CPU_BUDGET = 1.25;
const KEEP = process.env.BENCH_KEEP === '1';
// `--peer next`, `--peer=next` or BENCH_PEER=next.
const PEER = (() => {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === '--peer' || arg.startsWith('--peer='));
  const unknownArgs = args.filter((arg, i) => !(i === at || (i === at + 1 && args[at] === '--peer')));
  if (unknownArgs.length > 0) throw new Error(`unknown argument(s) ${unknownArgs.join(' ')}; the bench takes --peer ${PEERS.join('|')} (and its settings from the environment)`);
  const name = at < 0 ? process.env.BENCH_PEER || null : args[at] === '--peer' ? args[at + 1] : args[at].slice('--peer='.length);
  if (name !== null && !PEERS.includes(name)) throw new Error(`--peer must be one of ${PEERS.join(', ')} (got "${name ?? ''}")`);
  return name;
})();
// Pages are requested past the age gate. What each target must answer (status 200 and
// these strings) before it is measured:
// The render targets run on a storefront with the page cache off (PAGE_CACHE=off): every
// request renders, as for a signed-in visitor or one with a cart. The cached targets run on a
// second storefront with the cache on, as an anonymous visitor past the age gate gets them
// (x-cache: HIT). Both run, like hello, without Miniflare's static-asset router in front
// (servers.mjs: in production that routing is Cloudflare's, not the Worker's CPU; here it
// cost about 0.7 ms of the storefront process's CPU per page request, more than hello's
// whole request). `hello /sized` is hello padded to the cached product page's size, as
// measured when the targets are checked: what the runtime spends sending such a body at all.
const page = (name, urlPath, expect) => ({ name, label: name === 'home' ? 'storefront /' : urlPath, server: 'storefront', path: urlPath, headers: { cookie: 'age_gate=false' }, expect });
const cachedPage = (name, urlPath, expect) => ({ name, label: `${urlPath} (cached)`, server: 'cached', path: urlPath, headers: { cookie: 'age_gate=false' }, expect, xCache: 'HIT' });
const ALL_TARGETS = [
  { name: 'hello', label: 'hello worker /', server: 'hello', path: '/', headers: {}, expect: ['<h1>Hello</h1>'] },
  page('home', '/', ['<!DOCTYPE html>', 'Triangle Ridge Winery</title>', '<h1']),
  page('collection', '/collection/all', ['Triangle Ridge Winery</title>', 'class="product-card"']),
  page('product', `/product/${PRODUCT}`, ['Triangle Ridge Winery</title>', 'class="product-hero__title"']),
  page('club', CLUB, ['Triangle Ridge Winery</title>', '<h1']),
  cachedPage('productCached', `/product/${PRODUCT}`, ['Triangle Ridge Winery</title>', 'class="product-hero__title"']),
  // Its size is set to the cached product page's once that page has been checked (below).
  { name: 'helloSized', label: 'hello /sized (page size)', server: 'hello', path: '/sized?bytes=50000', headers: {}, expect: ['<h1>Hello</h1>'] },
  cachedPage('homeCached', '/', ['<!DOCTYPE html>', 'Triangle Ridge Winery</title>', '<h1']),
  // The peer's product page: the same product, as a bare Next.js page renders it.
  ...(PEER
    ? [
        {
          name: 'peer',
          label: 'Next.js peer product page',
          server: 'peer',
          path: `/product/${PRODUCT}`,
          headers: {},
          expect: ['<!DOCTYPE html>', 'Triangle Ridge Winery</title>', 'class="product-hero__title"'],
        },
      ]
    : []),
];
const only = process.env.BENCH_ONLY ? new Set(['hello', ...(PEER ? ['peer'] : []), ...process.env.BENCH_ONLY.split(',').map((name) => name.trim())]) : null;
const unknown = only ? [...only].filter((name) => !ALL_TARGETS.some((t) => t.name === name)) : [];
if (unknown.length > 0) throw new Error(`BENCH_ONLY names unknown target(s) ${unknown.join(', ')}; known: ${ALL_TARGETS.map((t) => t.name).join(', ')}`);
const TARGETS = only ? ALL_TARGETS.filter((t) => only.has(t.name)) : ALL_TARGETS;
const has = (name) => TARGETS.some((t) => t.name === name);
// The cached anonymous product page serves at least 0.75 of the hello Worker's
// throughput and its CPU per request.
const CACHED_RATIO_TARGET = 0.75;

const log = (message = '') => process.stdout.write(`${message}\n`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'winery-bench-'));
const running = [];

async function start() {
  const buildLog = path.join(tmp, 'build.log');
  const source = servers.sourceState();
  log(`bench: building in a snapshot of the project under ${tmp} (NODE_ENV=production; commit ${source.commit}, ${source.uncommittedFiles} uncommitted file(s) in src/, content/, configs)`);
  const project = servers.snapshot(path.join(tmp, 'project'));
  const t0 = Date.now();
  const storefrontJs = servers.deployBundle(project, 'wrangler.toml', path.join(tmp, 'deploy'), buildLog);
  const helloJs = servers.deployBundle(project, 'tests/bench/hello/wrangler.toml', path.join(tmp, 'hello'), buildLog);
  const emulatorJs = servers.emulatorBundle(project, buildLog);
  const reactBuild = servers.reactBuildOf(storefrontJs);
  log(`bench: bundles built in ${((Date.now() - t0) / 1000).toFixed(1)} s; React server build in the deploy bundle: ${reactBuild}`);
  if (reactBuild !== 'production') throw new Error(`the deploy bundle carries React's ${reactBuild} server build, not production`);
  let peerBuild = null;
  if (PEER) {
    const tp = Date.now();
    peerBuild = buildPeer(PEER, path.join(project, 'tests/bench/peer-next'), buildLog);
    log(`bench: peer Next.js ${peerBuild.version} ${peerBuild.reused ? 'install reused' : 'installed'} and built in ${((Date.now() - tp) / 1000).toFixed(1)} s (${peerBuild.dir})`);
  }

  const state = (name) => {
    const dir = path.join(tmp, 'state', name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const t1 = Date.now();
  const emulator = await servers.serve(servers.emulatorWorker(project, emulatorJs), state('emulator'));
  running.push(emulator);
  const storefrontOptions = servers.storefrontWorker(project, storefrontJs, emulator.url.port, { PAGE_CACHE: 'off' }, { assets: false });
  const storefront = await servers.serve(storefrontOptions, state('storefront'));
  running.push(storefront);
  const cached = await servers.serve(servers.storefrontWorker(project, storefrontJs, emulator.url.port, {}, { assets: false }), state('cached'));
  running.push(cached);
  const hello = await servers.serve(servers.helloWorker(project, helloJs), state('hello'));
  running.push(hello);
  log(
    `bench: Miniflare started in ${((Date.now() - t1) / 1000).toFixed(1)} s: storefront ${storefront.url.host} (workerd pid ${storefront.pid}), emulator ${emulator.url.host} (pid ${emulator.pid}), hello ${hello.url.host} (pid ${hello.pid})`,
  );
  const procs = { storefront, cached, emulator, hello };
  if (peerBuild) {
    // The store's own Commerce7 settings, with the emulator's address: the peer asks the same
    // backend for the same product with the same tenant.
    const { COMMERCE_API_URL, COMMERCE_TENANT } = storefrontOptions.bindings;
    const apiUrl = new URL(new URL(COMMERCE_API_URL).pathname, emulator.url).href.replace(/\/$/, '');
    const peer = await startPeer(peerBuild.dir, { COMMERCE_API_URL: apiUrl, COMMERCE_TENANT }, buildLog);
    running.push({ mf: { dispose: () => peer.stop() } });
    log(`bench: next start answering on ${peer.url.host} (pid ${peer.pid}; Commerce7 at ${apiUrl}, tenant ${COMMERCE_TENANT})`);
    procs.peer = { ...peer, tree: true };
  }
  return { reactBuild, source, peerVersion: peerBuild?.version ?? null, ...procs };
}

// A page's bytes, and its bytes without <script> elements: Next.js sends its render's data
// (the RSC payload) in inline scripts beside the markup, so markup is compared without them.
const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
const bodies = {};

// Sequential requests: status, expected text, and the first (cold) and last (warm) times.
async function verify(target, url) {
  const times = [];
  let body = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: target.headers, signal: AbortSignal.timeout(30_000) });
    body = await response.text();
    times.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`${target.label} answered ${response.status}: ${body.slice(0, 300)}`);
    // The first request renders and stores the page (in waitUntil); later ones must be hits.
    if (target.xCache && i >= 2 && response.headers.get('x-cache') !== target.xCache) {
      throw new Error(`${target.label} answered x-cache: ${response.headers.get('x-cache')}, not ${target.xCache}`);
    }
  }
  const missing = target.expect.filter((text) => !body.includes(text));
  if (missing.length > 0) throw new Error(`${target.label} answered 200 without ${missing.map((m) => JSON.stringify(m)).join(', ')}`);
  const cards = body.split('class="product-card"').length - 1;
  const bytes = Buffer.byteLength(body);
  const markupBytes = Buffer.byteLength(withoutScripts(body));
  bodies[target.name] = { bytes, markupBytes };
  log(
    `  ${target.label.padEnd(28)} 200, ${(bytes / 1024).toFixed(1)} kB (${(markupBytes / 1024).toFixed(1)} kB without scripts)${cards ? `, ${cards} product cards` : ''}; sequential ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
}

async function backendCallsPerView(url, emulatorUrl) {
  const control = (path, method) => fetch(new URL(path, emulatorUrl), { method, headers: { 'x-emulator-caller': 'test' } });
  const view = async () => {
    const response = await fetch(url, { headers: { cookie: 'age_gate=false' } });
    await response.arrayBuffer();
    return response.headers.get('x-cache');
  };
  // A warm view is one the stored copy answers while fresh. After the rounds the copy may be
  // past CACHE_TTL_SECONDS (60), and its first view refreshes it in the background: one
  // render's calls a minute by design, not a call per view. So view until the refreshed copy
  // answers (x-cache: HIT, stored after the refresh's calls), then count.
  const refreshing = await servers.viewUntilStored(view, url);
  if (refreshing > 0) log(`bench: the cached copy was past its TTL; ${refreshing} view(s) before its refreshed copy answered, not counted`);
  const VIEWS = 20;
  await control('/__emulator/requests/recording', 'PUT');
  for (let i = 0; i < VIEWS; i++) await view();
  const recorded = (await (await control('/__emulator/requests', 'GET')).json()).requests ?? [];
  await control('/__emulator/requests/recording', 'DELETE');
  return round(recorded.length / VIEWS);
}

async function main() {
  const started = Date.now();
  const { reactBuild, source, peerVersion, ...procs } = await start();
  const urlOf = (target) => new URL(target.path, procs[target.server].url).href;

  log('bench: checking every target (status 200 and expected text), warming caches and isolates');
  for (const target of TARGETS) {
    if (target.name === 'helloSized' && bodies.productCached) target.path = `/sized?bytes=${bodies.productCached.bytes}`;
    await verify(target, urlOf(target));
  }
  for (const target of TARGETS) {
    const warm = await load(urlOf(target), { connections: CONNECTIONS, duration: WARMUP, headers: target.headers });
    const short = WARMUP_REQUESTS - warm.requests.total;
    if (short > 0) await load(urlOf(target), { connections: CONNECTIONS, amount: short, headers: target.headers });
  }

  log(`bench: ${ROUNDS} round(s) x ${DURATION} s per target, ${CONNECTIONS} connections, order rotating per round`);
  const runs = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
  const loadBefore = os.loadavg()[0];
  for (let r = 0; r < ROUNDS; r++) {
    const order = TARGETS.map((_, i) => TARGETS[(i + r) % TARGETS.length]);
    for (const target of order) {
      const server = procs[target.server];
      const backend = target.server === 'storefront' || target.server === 'cached' || target.server === 'peer' ? procs.emulator : null;
      const serverCpu = () => (server.tree ? servers.treeCpuSeconds(server.pid) : servers.cpuSeconds(server.pid));
      const before = { server: serverCpu(), backend: backend && servers.cpuSeconds(backend.pid), client: process.cpuUsage() };
      const result = await load(urlOf(target), { connections: CONNECTIONS, duration: DURATION, headers: target.headers });
      const client = process.cpuUsage(before.client);
      const summary = summarise(result, {
        server: serverCpu() - before.server,
        backend: backend ? servers.cpuSeconds(backend.pid) - before.backend : undefined,
        client: (client.user + client.system) / 1e6,
      });
      runs[target.name].push(summary);
      log(
        `  round ${r + 1} ${target.label.padEnd(28)} ${summary.rps.toFixed(1).padStart(8)} req/s  p50 ${String(summary.p50).padStart(3)} ms  p99 ${String(summary.p99).padStart(3)} ms  CPU ${summary.cpuMsPerRequest} ms/req  (${summary.requests} requests, non-2xx ${summary.non2xx}, errors ${summary.errors})`,
      );
    }
  }
  const loadAfter = os.loadavg()[0];

  const results = Object.fromEntries(TARGETS.map((t) => [t.name, { label: t.label, ...aggregate(runs[t.name]) }]));
  const hello = results.hello;
  for (const target of TARGETS.slice(1)) {
    const res = results[target.name];
    res.rpsRatio = round(res.rps / hello.rps);
    // hello's CPU per request over the page's: the throughput ratio if CPU were all that counted.
    res.cpuRatio = res.cpuMsPerRequest ? round(hello.cpuMsPerRequest / res.cpuMsPerRequest) : null;
    res.rpsRatioPerRound = runs[target.name].map((run, i) => round(run.rps / runs.hello[i].rps));
  }
  // Against the peer: req/s over the peer's, and the peer's CPU per request over the target's
  // (as against hello: above 1 is that many times the peer).
  const peer = results.peer;
  if (peer) {
    for (const target of TARGETS) {
      const res = results[target.name];
      res.rpsToPeer = round(res.rps / peer.rps);
      res.cpuToPeer = res.cpuMsPerRequest ? round(peer.cpuMsPerRequest / res.cpuMsPerRequest) : null;
    }
  }
  for (const target of TARGETS) Object.assign(results[target.name], bodies[target.name]);

  log();
  log(`target                          req/s  p50 ms  p99 ms  kB/resp  CPU ms/req  backend  req/s ratio  CPU ratio${peer ? '  req/s to peer  CPU to peer' : ''}`);
  for (const target of TARGETS) {
    const r = results[target.name];
    const cols = [
      target.label.padEnd(28),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      (r.bytesPerResponse / 1024).toFixed(1).padStart(8),
      r.cpuMsPerRequest.toFixed(3).padStart(11),
      (r.backendCpuMsPerRequest === null ? '-' : r.backendCpuMsPerRequest.toFixed(3)).padStart(8),
      (r.rpsRatio === undefined ? '1' : r.rpsRatio.toFixed(3)).padStart(12),
      (r.cpuRatio === undefined ? '1' : r.cpuRatio.toFixed(3)).padStart(10),
      ...(peer ? [r.rpsToPeer.toFixed(2).padStart(14), (r.cpuToPeer === null ? '-' : r.cpuToPeer.toFixed(2)).padStart(12)] : []),
    ];
    log(cols.join(' '));
  }
  log();
  log(`(medians of ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections; CPU = the serving workerd process's utime+stime per request;`);
  log(` "backend" = the emulator's workerd during the page's runs; CPU ratio = hello CPU / page CPU; total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (peer) {
    log(
      `(peer: Next.js ${peerVersion} on \`next start\`, its CPU that of the whole process tree; "to peer": req/s / peer req/s, peer CPU / page CPU; product page ${bodies.product ? `${(bodies.product.markupBytes / 1024).toFixed(1)} kB` : '-'} of markup, peer ${(bodies.peer.markupBytes / 1024).toFixed(1)} kB, ${(bodies.peer.bytes / 1024).toFixed(1)} kB with its inline RSC payload)`,
    );
  }
  log(`(1-min load average ${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)} on ${os.availableParallelism()} cores: other work on the machine lowers req/s more than CPU/req)`);
  let goal = null;
  if (has('collection') && has('product')) {
    goal = results.collection.cpuRatio >= results.product.cpuRatio;
    log(
      `/collection/all CPU ratio ${results.collection.cpuRatio} vs product page ${results.product.cpuRatio}: ${goal ? "at least the product page's (target met)" : "below the product page's (target: at least)"}`,
    );
  }
  let clubToProduct = null;
  let clubWithinBudget = null;
  if (has('club') && has('product')) {
    clubToProduct = round(results.club.cpuMsPerRequest / results.product.cpuMsPerRequest);
    clubWithinBudget = clubToProduct <= CLUB_CPU_BUDGET;
    log(
      `${CLUB} CPU ${results.club.cpuMsPerRequest.toFixed(3)} ms/req vs product page ${results.product.cpuMsPerRequest.toFixed(3)} ms/req: ${clubToProduct}x, ${clubWithinBudget ? 'within' : 'OVER'} the budget of ${CLUB_CPU_BUDGET}x`,
    );
  }

  let backendCalls = null;
  let cachedTargetMet = null;
  let againstSized = null;
  if (has('productCached')) {
    // Zero backend calls per warm anonymous view: the emulator's recorder counts what the
    // cached storefront asks of it over sequential warm views.
    backendCalls = await backendCallsPerView(urlOf(TARGETS.find((t) => t.name === 'productCached')), procs.emulator.url);
    const cachedProduct = results.productCached;
    cachedTargetMet = cachedProduct.rpsRatio >= CACHED_RATIO_TARGET && cachedProduct.cpuRatio >= CACHED_RATIO_TARGET;
    const sized = results.helloSized;
    againstSized = sized ? { rps: round(cachedProduct.rps / sized.rps), cpu: round(sized.cpuMsPerRequest / cachedProduct.cpuMsPerRequest) } : null;
    log(
      `cached anonymous product page: req/s ratio ${cachedProduct.rpsRatio}, CPU ratio ${cachedProduct.cpuRatio} (target at least ${CACHED_RATIO_TARGET} each: ${cachedTargetMet ? 'met' : 'NOT met'}); against hello sending a body of its size: req/s ${againstSized?.rps ?? '-'}, CPU ${againstSized?.cpu ?? '-'}; backend calls per warm view ${backendCalls}`,
    );
  }

  const failures = [];
  for (const target of TARGETS) {
    const r = results[target.name];
    if (r.non2xx > 0) failures.push(`${target.label}: ${r.non2xx} non-2xx responses`);
    if (r.errors > 0) failures.push(`${target.label}: ${r.errors} errors/timeouts`);
    if (r.requests === 0) failures.push(`${target.label}: no completed requests`);
  }
  const json = {
    date: new Date().toISOString(),
    harness: 'miniflare (workerd), wrangler deploy --dry-run --env production bundle',
    targets: TARGETS.map((t) => t.name),
    reactBuild,
    source,
    peer: PEER ? { name: PEER, version: peerVersion } : null,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    rounds: ROUNDS,
    cores: os.availableParallelism(),
    loadAverage: { before: loadBefore, after: loadAfter },
    results,
    collectionAtLeastProduct: goal,
    clubCpuToProduct: clubToProduct,
    clubWithinBudget,
    cachedProductTargetMet: cachedTargetMet,
    cachedProductAgainstSizedHello: againstSized,
    backendCallsPerWarmCachedView: backendCalls,
    failures,
    runs,
  };
  writeFileSync(path.join(import.meta.dirname, 'last-result.json'), `${JSON.stringify(json, null, 2)}\n`);
  if (failures.length > 0) log(`bench: FAILED: ${failures.join('; ')}`);
  log(JSON.stringify({ ...json, runs: undefined }));
  return failures.length > 0 ? 1 : 0;
}

async function stop() {
  stopLoads();
  for (const server of running.reverse()) await server.mf.dispose().catch(() => {});
  running.length = 0;
  if (KEEP) log(`bench: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\nbench: ${signal}, stopping servers`);
    stop().finally(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: ${error.stack ?? error}`);
} finally {
  await stop();
}
process.exit(exitCode);
