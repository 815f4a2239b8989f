// `npm run loadtest`: a release-day load test. The production bundle (`wrangler
// deploy --dry-run --env production`'s build of the storefront, with the local vars and
// bindings, as `npm run bench` serves it: tests/bench/servers.mjs) runs on workerd beside the
// emulator, on loopback only, for a bounded time, and stops by itself.
//
// The mix, scaled by one number (--scale, default 1):
//   anonymous visitors   home, /collection/all and product pages, 120 x scale requests a
//                        second in all (past the age gate), open loop, Poisson arrivals
//                        (arrivals.mjs: spread out, as visitors come, not in bursts)
//   signed-in members    10 x scale members, each every 2-5 s: a product page (twice as often
//                        as the rest), adding a bottle to the cart, opening the cart
//                        page (GET /cart, the widget's; the sidebar asks nothing) or the account (/profile)
//   sign-ups             2 x scale a minute (POST /api/customer/register)
// Members are accounts made in the emulator before the run (straight through its commerce
// API, marked as the test's own calls) and signed in through the store; every anonymous page
// is requested until it is a cache hit before the run: the figures are of a warm store.
//
// Reported per kind of request: req/s, p50 / p99 latency, errors by status; and from the
// emulator's request recorder, the calls each backend received per minute: Commerce7 app
// calls (Basic app credentials: the tenant's 100-a-minute budget), Commerce7 storefront calls
// (tenant only or the customer's token), Builder (content) and Klaviyo (marketing). Written
// to <out>/result.json and <out>/chart.html (calls per minute and latency against time).
//
// Options (also as environment variables LOADTEST_SCALE, LOADTEST_DURATION, LOADTEST_PORT):
//   --scale N       the mix's size (default 1; 0.2 for the smoke run in `npm test`)
//   --duration S    seconds of load (default 30)
//   --port P        the emulator's port on 127.0.0.1 (the storefront's is P + 1, the hello
//                   baseline's P + 2; default
//                   8820: the ports this project's load test may use are 8820-8839)
//   --out DIR       where the figures go (default dist/loadtest)
//   --no-baseline   skip the baseline: the hello Worker at the anonymous rate, alone, for the
//                   same time, after the mix (skipped in the smoke run too)
//   --smoke         also exit 1 unless shared data (content, products, clubs) was asked for
//                   at most once per key per 60 s window (plus a first fill) and a member's
//                   customer record fewer times than members made requests (counts, not
//                   speed). Every run exits 1 when a request failed or a minute held more than
//                   100 Commerce7 app calls.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as servers from '../bench/servers.mjs';
import { poissonArrivals } from './arrivals.mjs';
import { chartPage } from './chart.mjs';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.LOADTEST_SCALE ?? '1' },
    duration: { type: 'string', default: process.env.LOADTEST_DURATION ?? '30' },
    port: { type: 'string', default: process.env.LOADTEST_PORT ?? '8820' },
    out: { type: 'string', default: path.join(servers.root, 'dist/loadtest') },
    smoke: { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: true },
  },
});
const positive = (name, raw) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number (got "${raw}")`);
  return value;
};
const SCALE = positive('scale', args.scale);
const DURATION_S = positive('duration', args.duration);
const PORT = Math.round(positive('port', args.port));
const OUT = path.resolve(args.out);
// The hello Worker at the anonymous rate, after the mix: the runtime's own tail on this machine.
const BASELINE = args.baseline && !args.smoke;

const ANON_RATE = Math.max(1, Math.round(120 * SCALE));
const MEMBERS = Math.max(1, Math.round(10 * SCALE));
const SIGNUPS_PER_MINUTE = Math.max(1, 2 * SCALE);
const BUCKET_S = 5;
const APP_CALLS_PER_MINUTE = 100; // Commerce7: "100 requests per minute, per tenant" (commerce7-apis.md "Rate limiting")
const PASSWORD = 'Release-day-2026';
const ADULT = 'age_gate=false';
const PRODUCT_PAGES = ['isosceles-2021', 'estate-cabernet-sauvignon-2022', 'merlot-2022', 'cabernet-franc-2022', 'apex-block-cabernet-sauvignon-2021', 'late-harvest-viognier-2022'];
// Bottles with stock enough for every member's cart and no small per-cart limit, one each in turn.
const SKUS = ['CS22-750', 'ME22-750', 'CF22-750', 'CS22-375'];
const ANON_KINDS = [
  { kind: 'anon home', share: 0.3, paths: ['/'] },
  { kind: 'anon collection', share: 0.2, paths: ['/collection/all'] },
  { kind: 'anon product', share: 0.5, paths: PRODUCT_PAGES.map((slug) => `/product/${slug}`) },
];

const log = (message = '') => process.stdout.write(`${message}\n`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'winery-loadtest-'));
const running = [];
const generatorLag = {}; // per anonymous kind: how late the generator sent (ms), p99 and max
const records = []; // { kind, t: ms since the run began, ms, status }
let runStart = 0;
let runEnd = 0;

function record(kind, startedAt, status) {
  const now = performance.now();
  records.push({ kind, t: startedAt - runStart, ms: now - startedAt, status });
}

// ------------------------------------------------------------------ servers

async function start() {
  const buildLog = path.join(tmp, 'build.log');
  const project = servers.snapshot(path.join(tmp, 'project'));
  const t0 = Date.now();
  const storefrontJs = servers.deployBundle(project, 'wrangler.toml', path.join(tmp, 'deploy'), buildLog);
  const emulatorJs = servers.emulatorBundle(project, buildLog);
  if (servers.reactBuildOf(storefrontJs) !== 'production') throw new Error("the deploy bundle does not carry React's production server build");
  log(`loadtest: bundles built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const state = (name) => {
    const dir = path.join(tmp, 'state', name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const emulator = await servers.serve(servers.emulatorWorker(project, emulatorJs), state('emulator'), { port: PORT });
  running.push(emulator);
  // Pages only (no static-asset router in front: in production that is Cloudflare's work).
  const storefront = await servers.serve(servers.storefrontWorker(project, storefrontJs, emulator.url.port, {}, { assets: false }), state('storefront'), { port: PORT + 1 });
  running.push(storefront);
  log(`loadtest: storefront ${storefront.url.host} (workerd pid ${storefront.pid}), emulator ${emulator.url.host} (pid ${emulator.pid})`);
  let hello;
  if (BASELINE) {
    const helloJs = servers.deployBundle(project, 'tests/bench/hello/wrangler.toml', path.join(tmp, 'hello'), buildLog);
    hello = await servers.serve(servers.helloWorker(project, helloJs), state('hello'), { port: PORT + 2 });
    running.push(hello);
  }
  return { project, emulator: emulator.url, storefront: storefront.url, hello: hello?.url };
}

// ------------------------------------------------------------------ clients

/** A browser's cookies, as a jar: what Set-Cookie sets (and clears), sent back on each request. */
class Jar {
  cookies = new Map([['age_gate', 'false']]);
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function call(base, jar, kind, method, urlPath, body) {
  const url = new URL(urlPath, base);
  const headers = { cookie: jar.header() };
  if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin: url.origin, accept: 'application/json' });
  const started = performance.now();
  let status = 'network';
  try {
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    jar.take(response);
    await response.arrayBuffer();
    status = response.status;
    return response;
  } catch (error) {
    // A request that never finished is a failure of the run, counted by kind; the visitor goes on.
    status = error?.name === 'TimeoutError' ? 'timeout' : 'network';
    if (!kind) throw error;
    return null;
  } finally {
    if (kind) record(kind, started, status);
  }
}

/** The emulator, called as a developer would (left out of its request recording). */
function emulatorCall(base, urlPath, init = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-emulator-caller', 'test');
  return fetch(new URL(urlPath, base), { ...init, headers });
}

const appAuthorization = (secret) => `Basic ${btoa(`triangle-ridge-storefront:${secret}`)}`;

/** Accounts made in the emulator before the run, each signed in through the store. */
async function makeMembers(urls, secret) {
  const members = [];
  const stamp = Date.now().toString(36);
  const one = async (i) => {
    const email = `release-${stamp}-${i}@example.com`;
    const headers = { tenant: 'triangle-ridge', authorization: appAuthorization(secret), 'content-type': 'application/json', accept: 'application/json' };
    const created = await emulatorCall(urls.emulator, '/commerce/v1/customer', {
      method: 'POST',
      headers,
      body: JSON.stringify({ firstName: 'Member', lastName: `No ${i}`, birthDate: '1980-01-01', emails: [{ email }] }),
    });
    if (created.status !== 200 && created.status !== 201) throw new Error(`making member ${i}: the emulator answered ${created.status} ${await created.text()}`);
    const { id } = await created.json();
    const password = await emulatorCall(urls.emulator, `/commerce/v1/customer/${id}`, { method: 'PUT', headers, body: JSON.stringify({ password: PASSWORD }) });
    if (!password.ok) throw new Error(`member ${i}'s password: the emulator answered ${password.status}`);
    const jar = new Jar();
    const login = await call(urls.storefront, jar, null, 'POST', '/api/customer/login', { email, password: PASSWORD });
    if (login.status !== 200 || !jar.cookies.has('customerToken')) throw new Error(`member ${i} could not sign in: ${login.status}`);
    members.push({ i, jar, adds: 0 });
  };
  for (let i = 0; i < MEMBERS; i += 8) await Promise.all(Array.from({ length: Math.min(8, MEMBERS - i) }, (_, k) => one(i + k)));
  return members;
}

/**
 * Every anonymous page, requested until the page cache answers it (x-cache: HIT). Returns the
 * pages' average size, weighted as the mix asks for them: the baseline's body size.
 */
async function warm(urls) {
  let averageBytes = 0;
  for (const { paths, share } of ANON_KINDS) {
    for (const urlPath of paths) {
      let outcome = '';
      let bytes = 0;
      for (let i = 0; i < 20 && outcome !== 'HIT'; i++) {
        const response = await fetch(new URL(urlPath, urls.storefront), { headers: { cookie: ADULT } });
        bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${urlPath} answered ${response.status} while warming`);
        outcome = response.headers.get('x-cache') ?? '';
        if (outcome !== 'HIT') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (outcome !== 'HIT') throw new Error(`${urlPath} never became a cache hit (x-cache: ${outcome})`);
      averageBytes += (bytes * share) / paths.length;
    }
  }
  return Math.round(averageBytes);
}

function anonymous(urls) {
  return ANON_KINDS.map(async ({ kind, share, paths }) => {
    const rate = Math.max(1, Math.round(ANON_RATE * share));
    const generator = await poissonArrivals({
      base: urls.storefront.href,
      paths,
      rate,
      durationS: DURATION_S,
      headers: { cookie: ADULT },
      origin: runStart,
      onResult: ({ t, ms, status }) => records.push({ kind, t, ms, status }),
    });
    generatorLag[kind] = { p99: round(generator.lagP99Ms), max: round(generator.lagMaxMs) };
  });
}

/**
 * The baseline (as `npm run bench` has one): the hello Worker, answering a body the size of
 * the anonymous pages' average (weighted as the mix asks for them), at the same rate and arrivals as the anonymous visitors, for
 * as long, alone, once the mix is over. Its p99 is what workerd, the loopback and this generator give on this
 * machine with no store in them: the store's cached p99 is read against it.
 */
async function baseline(helloUrl, bytes) {
  const times = [];
  let failed = 0;
  const origin = performance.now();
  await poissonArrivals({
    base: helloUrl.href,
    paths: [`/sized?bytes=${bytes}`],
    rate: ANON_RATE,
    durationS: DURATION_S,
    headers: {},
    origin,
    onResult: ({ ms, status }) => (status === 200 ? times.push(ms) : failed++),
  });
  times.sort((a, b) => a - b);
  return { bodyBytes: bytes, rps: round(times.length / DURATION_S), p50: round(quantile(times, 0.5)), p99: round(quantile(times, 0.99)), failed };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list, n) => list[n % list.length];

async function member(urls, m) {
  let step = m.i;
  // Members arrive spread over the first seconds, not all at once.
  await pause(Math.random() * 3000);
  while (performance.now() < runEnd) {
    const action = pick(['view', 'add', 'view', 'cart', 'view', 'account'], step++);
    if (action === 'view') await call(urls.storefront, m.jar, 'member product page', 'GET', `/product/${pick(PRODUCT_PAGES, step + m.i)}`);
    if (action === 'add') await call(urls.storefront, m.jar, 'member add to cart', 'POST', '/api/cart/items', { sku: pick(SKUS, m.adds++), quantity: 1 });
    // Opening the cart sidebar asks nothing of the store; the cart page (View cart) is a page.
    if (action === 'cart') await call(urls.storefront, m.jar, 'member cart page', 'GET', '/cart');
    if (action === 'account') await call(urls.storefront, m.jar, 'member account', 'GET', '/profile');
    await pause(2000 + Math.random() * 3000);
  }
}

async function signups(urls) {
  // At least two sign-ups in a short run (the smoke run), so the app-call budget is exercised.
  const every = Math.min(60_000 / SIGNUPS_PER_MINUTE, (DURATION_S * 1000) / 2);
  const stamp = Date.now().toString(36);
  const pending = [];
  for (let n = 0; performance.now() + every / 2 < runEnd; n++) {
    await pause(every / 2 + Math.random() * (every / 2));
    if (performance.now() >= runEnd) break;
    const body = { firstName: 'New', lastName: `Customer ${n}`, email: `signup-${stamp}-${n}@example.com`, password: PASSWORD, birthDate: '1985-06-01' };
    pending.push(call(urls.storefront, new Jar(), 'sign-up', 'POST', '/api/customer/register', body).catch(() => {}));
  }
  await Promise.all(pending);
}

// ------------------------------------------------------------------ figures

const quantile = (sorted, q) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

function perKind() {
  const kinds = [...new Set(records.map((r) => r.kind))];
  return Object.fromEntries(
    kinds.map((kind) => {
      const mine = records.filter((r) => r.kind === kind);
      const ok = mine.filter((r) => typeof r.status === 'number' && r.status < 400);
      const times = ok.map((r) => r.ms).sort((a, b) => a - b);
      const errors = {};
      for (const r of mine) if (!(typeof r.status === 'number' && r.status < 400)) errors[r.status] = (errors[r.status] ?? 0) + 1;
      return [kind, { requests: mine.length, rps: round(mine.length / DURATION_S, 2), p50: round(quantile(times, 0.5)), p99: round(quantile(times, 0.99)), errors }];
    }),
  );
}

/** Which backend a recorded call went to; Commerce7 split by its credentials. */
function backendOf(request) {
  if (request.path.startsWith('/commerce/')) return /^Basic \[COMMERCE_APP_ID/.test(request.headers.authorization ?? '') ? 'commerce7App' : 'commerce7Storefront';
  if (request.path.startsWith('/content/')) return 'builder';
  if (request.path.startsWith('/marketing/')) return 'klaviyo';
  return 'other';
}
const BACKENDS = ['commerce7App', 'commerce7Storefront', 'builder', 'klaviyo'];

function backendFigures(recorded, startedAtMs) {
  const minutes = DURATION_S / 60;
  const totals = Object.fromEntries(BACKENDS.map((b) => [b, 0]));
  const buckets = Math.ceil(DURATION_S / BUCKET_S);
  const series = Object.fromEntries(BACKENDS.map((b) => [b, Array(buckets).fill(0)]));
  const appTimes = [];
  const byPath = {};
  // Shared data (the same answer for every visitor): each key's calls, query and all.
  const sharedKeys = {};
  let customerSelf = 0;
  // What signed-in reads cost, apart from what mutations cost: the customer record, cart
  // reads, and products asked for one customer (only members-only ones since 394501c).
  const readCalls = { customerSelf: 0, cartReads: 0, memberProducts: 0 };
  let cartCreates = 0;
  for (const request of recorded) {
    const backend = backendOf(request);
    if (!(backend in totals)) continue;
    totals[backend]++;
    if (request.path.startsWith('/commerce/v1/customer/self')) customerSelf++;
    if (request.method === 'GET' && request.path.startsWith('/commerce/v1/customer/self')) readCalls.customerSelf++;
    if (request.method === 'GET' && /^\/commerce\/v1\/cart\/[^/?]+(\?|$)/.test(request.path)) readCalls.cartReads++;
    if (request.method === 'GET' && /^\/commerce\/v1\/product\/slug\/[^/]+\/for-web\?(.*&)?customerId=/.test(request.path)) readCalls.memberProducts++;
    if (request.method === 'POST' && /^\/commerce\/v1\/cart(\?|$)/.test(request.path)) cartCreates++;
    const shared =
      request.method === 'GET' &&
      !/[?&]customerId=/.test(request.path) &&
      !request.headers.authorization?.includes('[token]') &&
      (backend === 'builder' || /^\/commerce\/v1\/(product|club)/.test(request.path));
    if (shared) sharedKeys[request.path] = (sharedKeys[request.path] ?? 0) + 1;
    const t = (request.at - startedAtMs) / 1000;
    const bucket = Math.min(buckets - 1, Math.max(0, Math.floor(t / BUCKET_S)));
    series[backend][bucket]++;
    if (backend === 'commerce7App') appTimes.push(request.at);
    const name = `${backend} ${request.method} ${request.path.split('?')[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, ':id')}`;
    byPath[name] = (byPath[name] ?? 0) + 1;
  }
  // The most app calls in any 60 s: what Commerce7's limit is about.
  appTimes.sort((a, b) => a - b);
  let busiestMinute = 0;
  for (let i = 0, j = 0; i < appTimes.length; i++) {
    while (appTimes[i] - appTimes[j] >= 60_000) j++;
    busiestMinute = Math.max(busiestMinute, i - j + 1);
  }
  return {
    perMinute: Object.fromEntries(BACKENDS.map((b) => [b, round(totals[b] / minutes)])),
    totals,
    customerSelf,
    readCalls,
    cartCreates,
    sharedKeys: Object.keys(sharedKeys).length,
    sharedCallsPerKeyMax: Math.max(0, ...Object.values(sharedKeys)),
    commerce7AppCallsBusiestMinute: busiestMinute,
    series: Object.fromEntries(BACKENDS.map((b) => [b, series[b].map((n) => round((n * 60) / BUCKET_S))])),
    byCall: Object.fromEntries(Object.entries(byPath).sort((a, b) => b[1] - a[1])),
  };
}

function latencySeries() {
  const buckets = Math.ceil(DURATION_S / BUCKET_S);
  const groups = { anonymous: (k) => k.startsWith('anon'), 'signed-in': (k) => k.startsWith('member'), 'sign-up': (k) => k === 'sign-up' };
  const out = {};
  for (const [name, test] of Object.entries(groups)) {
    const p50 = [];
    const p99 = [];
    const rps = [];
    for (let b = 0; b < buckets; b++) {
      const times = records
        .filter((r) => test(r.kind) && r.t >= b * BUCKET_S * 1000 && r.t < (b + 1) * BUCKET_S * 1000)
        .map((r) => r.ms)
        .sort((x, y) => x - y);
      p50.push(round(quantile(times, 0.5)));
      p99.push(round(quantile(times, 0.99)));
      rps.push(round(times.length / BUCKET_S));
    }
    out[name] = { p50, p99, rps };
  }
  return out;
}

// ------------------------------------------------------------------ run

async function main() {
  const begun = Date.now();
  const source = servers.sourceState();
  log(
    `loadtest: scale ${SCALE}: ${ANON_RATE} anonymous req/s, ${MEMBERS} signed-in members, ${SIGNUPS_PER_MINUTE} sign-ups a minute, for ${DURATION_S} s (commit ${source.commit}, ${source.uncommittedFiles} uncommitted file(s))`,
  );
  const urls = await start();
  const { parseEnv } = await import('node:util');
  const { readFileSync } = await import('node:fs');
  const secret = parseEnv(readFileSync(path.join(urls.project ?? servers.root, '.dev.vars.example'), 'utf8')).COMMERCE_APP_SECRET;
  const urlsOnly = { storefront: urls.storefront, emulator: urls.emulator };
  const bodyBytes = await warm(urlsOnly);
  const members = await makeMembers(urlsOnly, secret);
  log(`loadtest: warm (every anonymous page a cache hit), ${members.length} members signed in; recording the backends' calls`);
  const control = (method) => emulatorCall(urls.emulator, '/__emulator/requests/recording', { method });
  if (!(await control('PUT')).ok) throw new Error('the emulator would not start recording');

  const loadBefore = os.loadavg()[0];
  const startedAtMs = Date.now();
  runStart = performance.now();
  runEnd = runStart + DURATION_S * 1000;
  await Promise.all([...anonymous(urlsOnly), ...members.map((m) => member(urlsOnly, m)), signups(urlsOnly)]);
  const loadAfter = os.loadavg()[0];
  // Refreshes started by the last requests finish in waitUntil; their calls count too.
  await pause(1000);
  const recorded = (await (await emulatorCall(urls.emulator, '/__emulator/requests')).json()).requests ?? [];
  await control('DELETE');
  // After the mix, so that the store's warm pages and sign-ins are as fresh for it as without one.
  let hello = null;
  if (urls.hello) {
    log(`loadtest: baseline: the hello Worker alone at ${ANON_RATE} req/s for ${DURATION_S} s`);
    hello = await baseline(urls.hello, bodyBytes);
  }

  const kinds = perKind();
  const backends = backendFigures(recorded, startedAtMs);
  const sum = (test, key) =>
    Object.entries(kinds)
      .filter(([k]) => test(k))
      .reduce((total, [, v]) => total + v[key], 0);
  const anonRequests = sum((k) => k.startsWith('anon'), 'requests');
  const anonTimes = records
    .filter((r) => r.kind.startsWith('anon') && r.status === 200)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const memberViews = sum((k) => k.startsWith('member') && k !== 'member add to cart', 'requests');
  const mutations = sum((k) => k === 'member add to cart' || k === 'sign-up', 'requests');
  const failed = records.filter((r) => !(typeof r.status === 'number' && r.status < 400));
  const summary = {
    anonymousRps: round(anonRequests / DURATION_S),
    anonymousP50: round(quantile(anonTimes, 0.5)),
    anonymousP99: round(quantile(anonTimes, 0.99)),
    // The same rate, arrivals and body size served by the hello Worker alone, after the mix.
    helloBaseline: hello,
    anonymousP99OverHello: hello?.p99 ? round(quantile(anonTimes, 0.99) / hello.p99, 2) : null,
    signedInReads: memberViews,
    mutations,
    failedRequests: failed.length,
    commerce7AppPerMinute: backends.perMinute.commerce7App,
    commerce7AppBusiestMinute: backends.commerce7AppCallsBusiestMinute,
    commerce7StorefrontPerMinute: backends.perMinute.commerce7Storefront,
    builderPerMinute: backends.perMinute.builder,
    klaviyoPerMinute: backends.perMinute.klaviyo,
    // Each mutation's own call taken off, and a first add's second one (the cart it makes).
    storefrontCallsPerSignedInRead: memberViews ? round((backends.totals.commerce7Storefront - mutations - backends.cartCreates) / memberViews, 3) : null,
    customerSelfCalls: backends.customerSelf,
    readCalls: backends.readCalls,
    callsServingReadsPerRead: memberViews ? round((backends.readCalls.customerSelf + backends.readCalls.cartReads + backends.readCalls.memberProducts) / memberViews, 3) : null,
    sharedKeysAsked: backends.sharedKeys,
    sharedCallsPerKeyMax: backends.sharedCallsPerKeyMax,
    // How late the generator sent anonymous requests (its own event loop, on the same cores):
    // latency is timed from the send, so a late generator lowers the rate, not the p99.
    generatorLagMs: generatorLag,
  };
  const result = {
    date: new Date().toISOString(),
    source,
    scale: SCALE,
    durationSeconds: DURATION_S,
    mix: { anonymousRps: ANON_RATE, members: MEMBERS, signupsPerMinute: SIGNUPS_PER_MINUTE },
    cores: os.availableParallelism(),
    loadAverage: { before: loadBefore, after: loadAfter },
    summary,
    kinds,
    backends,
    latency: latencySeries(),
    bucketSeconds: BUCKET_S,
  };

  mkdirSync(OUT, { recursive: true });
  writeFileSync(path.join(OUT, 'result.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(OUT, 'chart.html'), chartPage(result));

  log();
  log(`kind                         req/s   p50 ms   p99 ms  requests  errors by status`);
  for (const [kind, k] of Object.entries(kinds)) {
    log(`${kind.padEnd(26)} ${String(k.rps).padStart(7)} ${String(k.p50).padStart(8)} ${String(k.p99).padStart(8)} ${String(k.requests).padStart(9)}  ${JSON.stringify(k.errors)}`);
  }
  log();
  log(
    `backend calls per minute: Commerce7 app ${backends.perMinute.commerce7App} (busiest 60 s: ${backends.commerce7AppCallsBusiestMinute}; budget ${APP_CALLS_PER_MINUTE}), Commerce7 storefront ${backends.perMinute.commerce7Storefront}, Builder ${backends.perMinute.builder}, Klaviyo ${backends.perMinute.klaviyo}`,
  );
  log(`by call: ${JSON.stringify(backends.byCall)}`);
  log(`shared data: ${backends.sharedKeys} keys asked for, at most ${backends.sharedCallsPerKeyMax} times each; customer/self ${backends.customerSelf} times`);
  log(
    `signed-in reads' own calls: customer/self ${backends.readCalls.customerSelf}, cart reads ${backends.readCalls.cartReads}, products for one customer ${backends.readCalls.memberProducts} (${summary.callsServingReadsPerRead} a read); carts made by first adds ${backends.cartCreates}`,
  );
  log(
    `anonymous ${summary.anonymousRps} req/s (p50 ${summary.anonymousP50} ms, p99 ${summary.anonymousP99} ms); signed-in reads ${memberViews}, mutations ${mutations}; storefront calls per signed-in read (mutations' calls and first adds' carts taken off) ${summary.storefrontCallsPerSignedInRead}`,
  );
  if (hello)
    log(
      `baseline: hello Worker alone at the same rate (${hello.bodyBytes}-byte bodies): ${hello.rps} req/s, p50 ${hello.p50} ms, p99 ${hello.p99} ms; the store's cached p99 is ${summary.anonymousP99OverHello} times hello's`,
    );
  log(
    `generator lateness, ms (p99 / max by kind): ${Object.entries(generatorLag)
      .map(([k, g]) => `${k} ${g.p99} / ${g.max}`)
      .join(', ')}`,
  );
  log(`(1-min load average ${loadBefore.toFixed(2)} -> ${loadAfter.toFixed(2)} on ${os.availableParallelism()} cores; total ${((Date.now() - begun) / 1000).toFixed(0)} s)`);
  log(`loadtest: wrote ${path.relative(process.cwd(), path.join(OUT, 'result.json'))} and ${path.relative(process.cwd(), path.join(OUT, 'chart.html'))}`);

  const problems = [];
  if (failed.length > 0)
    problems.push(
      `${failed.length} request(s) failed: ${JSON.stringify(
        Object.fromEntries(
          Object.entries(kinds)
            .filter(([, k]) => Object.keys(k.errors).length > 0)
            .map(([n, k]) => [n, k.errors]),
        ),
      )}`,
    );
  if (backends.commerce7AppCallsBusiestMinute > APP_CALLS_PER_MINUTE) problems.push(`${backends.commerce7AppCallsBusiestMinute} Commerce7 app calls in one minute (budget ${APP_CALLS_PER_MINUTE})`);
  if (anonRequests === 0) problems.push('no anonymous request completed');
  if (args.smoke) {
    // Counts, not speed. Shared data (content, products, clubs) is asked for at most once
    // per key per 60 s freshness window (plus a first fill), whatever the traffic; a member's
    // own customer record is reused across their requests within its window.
    const windows = Math.ceil(DURATION_S / 60) + 1;
    if (backends.sharedCallsPerKeyMax > windows) problems.push(`a shared key was asked for ${backends.sharedCallsPerKeyMax} times in ${DURATION_S} s (at most ${windows})`);
    const memberRequests = sum((k) => k.startsWith('member'), 'requests');
    if (memberRequests > 0 && backends.customerSelf >= memberRequests) problems.push(`customer/self asked ${backends.customerSelf} times for ${memberRequests} signed-in requests (expected fewer)`);
  }
  for (const problem of problems) log(`loadtest: FAILED: ${problem}`);
  return problems.length > 0 ? 1 : 0;
}

async function stop() {
  for (const server of running.reverse()) await server.mf.dispose().catch(() => {});
  running.length = 0;
  rmSync(tmp, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\nloadtest: ${signal}, stopping servers`);
    stop().finally(() => process.exit(130));
  });
}

let exitCode = 1;
// Bounded whatever happens: the run, its set-up and its build.
const watchdog = setTimeout(
  () => {
    log('loadtest: FAILED: still running after the time allowed; stopping');
    stop().finally(() => process.exit(1));
  },
  (DURATION_S + 600) * 1000,
);
watchdog.unref();
try {
  exitCode = await main();
} catch (error) {
  console.error(`loadtest: ${error.stack ?? error}`);
} finally {
  await stop();
}
process.exit(exitCode);
