// `npm run bench:profile -- <path> [cpu|alloc]`: where one rendered page's time or memory
// goes, on the bench's own set-up (the deploy bundle on Miniflare, the page cache off, the
// emulator as backend, 10 connections, loopback only). First 5 s of load warm the isolate.
//
//   cpu    workerd's V8 profiler at 100 µs for 10 s; prints self time by module and by
//          function, and the longest runs of garbage collection and of busy samples (the
//          pauses every request in flight waits through). The profile is written beside the
//          result for Chrome DevTools.
//   alloc  V8's sampling heap profiler for 8 s, keeping what the young generation's
//          collections freed out: what is left is what outlived them (moved to the old
//          generation, freed only by a full collection) and what is still held. Per
//          allocating function, in kB a request.
//
// Each collection's kind, heap sizes and pause: MINIFLARE_WORKERD_V8_FLAGS=--trace-gc (Miniflare
// hands it to workerd, which prints V8's trace lines into this command's output).
// PROFILE_SECONDS overrides the measured seconds. The output directory (printed) holds the
// snapshot of the project, the bundle and the raw profile.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './load.mjs';
import * as servers from './servers.mjs';

const [target = '/', mode = 'cpu'] = process.argv.slice(2);
if (!target.startsWith('/') || !['cpu', 'alloc'].includes(mode)) {
  throw new Error('usage: npm run bench:profile -- <path starting with /> [cpu|alloc]');
}
const SECONDS = Number(process.env.PROFILE_SECONDS) || (mode === 'alloc' ? 8 : 10);
const INSPECTOR_PORT = 9339;
const HEADERS = { cookie: 'age_gate=false' };
const log = (message) => process.stdout.write(`${message}\n`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'winery-profile-'));
const buildLog = path.join(tmp, 'build.log');
const project = servers.snapshot(path.join(tmp, 'project'));
const bundle = servers.deployBundle(project, 'wrangler.toml', path.join(tmp, 'deploy'), buildLog);
const emulatorJs = servers.emulatorBundle(project, buildLog);
const state = (name) => {
  const dir = path.join(tmp, 'state', name);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const emulator = await servers.serve(servers.emulatorWorker(project, emulatorJs), state('emulator'));
const storefrontOptions = servers.storefrontWorker(project, bundle, emulator.url.port, { PAGE_CACHE: 'off' }, { assets: false });
const storefront = await servers.serve(storefrontOptions, state('storefront'), { inspectorPort: INSPECTOR_PORT });
const url = new URL(target, storefront.url).href;
const run = (duration) => load(url, { connections: 10, duration, headers: HEADERS });

try {
  const first = await fetch(url, { headers: HEADERS });
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${target} answered ${first.status}`);
  await run(5);
  await inspect();
  log(`(bundle, raw profile and build log in ${tmp})`);
} finally {
  await storefront.mf.dispose();
  await emulator.mf.dispose();
}

async function inspect() {
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  const worker = targets.find((t) => t.id?.includes('winery-storefront'));
  if (!worker) throw new Error(`no inspector target for the storefront among ${targets.map((t) => t.id).join(', ')}`);
  const devtools = await connect(worker.webSocketDebuggerUrl);
  const modules = moduleIndex(readFileSync(bundle, 'utf8'));
  try {
    if (mode === 'cpu') {
      await devtools.send('Profiler.enable');
      await devtools.send('Profiler.setSamplingInterval', { interval: 100 });
      await devtools.send('Profiler.start');
      const result = await measured();
      const { profile } = await devtools.send('Profiler.stop');
      writeFileSync(path.join(tmp, 'profile.cpuprofile'), JSON.stringify(profile));
      printCpu(profile, modules, result);
    } else {
      await devtools.send('HeapProfiler.enable');
      await devtools.send('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
      const result = await measured();
      const { profile } = await devtools.send('HeapProfiler.getSamplingProfile');
      await devtools.send('HeapProfiler.stopSampling');
      writeFileSync(path.join(tmp, 'profile.heapprofile'), JSON.stringify(profile));
      printAlloc(profile, modules, result);
    }
  } finally {
    devtools.close();
  }
}

async function measured() {
  const before = servers.cpuSeconds(storefront.pid);
  const result = await run(SECONDS);
  const cpu = servers.cpuSeconds(storefront.pid) - before;
  const requests = result.requests.total;
  log(
    `${target}: ${requests} requests in ${SECONDS} s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${((cpu * 1000) / requests).toFixed(3)} ms CPU a request (the profiler's own cost included)`,
  );
  return { requests };
}

function connect(address) {
  const socket = new WebSocket(address);
  let id = 0;
  const waiting = new Map();
  socket.onmessage = (message) => {
    const data = JSON.parse(message.data);
    const reply = data.id && waiting.get(data.id);
    if (!reply) return;
    waiting.delete(data.id);
    if (data.error) reply.reject(new Error(`${data.error.message} (${data.error.code})`));
    else reply.resolve(data.result);
  };
  return new Promise((resolve, reject) => {
    socket.onerror = () => reject(new Error(`cannot reach workerd's inspector at ${address}`));
    socket.onopen = () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((resolveReply, rejectReply) => {
            waiting.set(++id, { resolve: resolveReply, reject: rejectReply });
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      });
  });
}

// esbuild marks where each module starts in the bundle with a comment naming its path.
function moduleIndex(code) {
  const starts = [];
  code.split('\n').forEach((line, index) => {
    const match = /^\/\/ \S*?((?:src|node_modules)\/\S+)$/.exec(line);
    if (match) starts.push([index, match[1].replace(/^node_modules\//, '')]);
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found = '(bundle)';
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle][0] <= line) {
        found = starts[middle][1];
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

function frameName(frame, moduleOf) {
  return `${frame.functionName || '(anonymous)'} ${frame.url ? `${moduleOf(frame.lineNumber)}:${frame.lineNumber + 1}` : ''}`.trim();
}

function packageOf(module) {
  return module.startsWith('src/')
    ? module
    : module
        .split('/')
        .slice(0, module.startsWith('@') ? 2 : 1)
        .join('/');
}

function top(totals, count) {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function printCpu(profile, moduleOf) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byModule = new Map();
  let total = 0;
  const runs = { '(garbage collector)': [], busy: [] };
  let gcRun = 0;
  let busyRun = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    total += ms;
    const name = frameName(frame, moduleOf);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const module = frame.url ? packageOf(moduleOf(frame.lineNumber)) : frame.functionName;
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
    if (frame.functionName === '(garbage collector)') gcRun += ms;
    else if (gcRun) runs['(garbage collector)'].push(gcRun), (gcRun = 0);
    if (frame.functionName !== '(idle)') busyRun += ms;
    else if (busyRun) runs.busy.push(busyRun), (busyRun = 0);
  });
  const share = (ms) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
  log('self time by module (of all samples, idle included):');
  for (const [name, ms] of top(byModule, 20)) log(`  ${share(ms)}  ${name}`);
  log('self time by function:');
  for (const [name, ms] of top(byFunction, 30)) log(`  ${share(ms)}  ${name}`);
  for (const [name, list] of Object.entries(runs)) {
    const longest = list.sort((a, b) => b - a).slice(0, 10);
    log(`longest runs of ${name} samples, ms: ${longest.map((ms) => ms.toFixed(1)).join(', ')}`);
  }
}

function printAlloc(profile, moduleOf, { requests }) {
  const byFunction = new Map();
  let total = 0;
  const walk = (node) => {
    if (node.selfSize) {
      const name = frameName(node.callFrame, moduleOf);
      byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(profile.head);
  const perRequest = (bytes) => `${(bytes / 1024 / requests).toFixed(2).padStart(7)} kB`;
  log(`outlived the young generation (or still held): ${perRequest(total)} a request; by allocating function:`);
  for (const [name, bytes] of top(byFunction, 30)) log(`  ${perRequest(bytes)}  ${name}`);
}
