// `npm run lighthouse`: Lighthouse's mobile audit (its default config: a mid-range phone on a
// slow 4G connection, simulated) of every page type: home, a collection, a product, the club
// landing, a club page, a blog post, /visit, /contact and /faq, on the production bundle: `wrangler deploy --dry-run --env production` (React's
// production build) served by Miniflare beside the emulator, as `npm run bench` serves it
// (tests/bench/servers.mjs), in a snapshot of the project under the system's temp dir.
// Prints the four category scores per page and the audits that fell short, writes each
// page's full report to dist/lighthouse/<page>.report.json, and exits 1 when a score is
// below --min (100 unless told: a machine busy with other work scores lower on performance).
//
//   npm run lighthouse [-- --min 90] [-- --only home,product] [-- --keep] [-- --traces]
//
// --traces also writes each page's trace and DevTools log (<page>.trace.json,
// <page>.devtoolslog.json), which scripts/lantern-what-if.mjs reads.
//
// The visitor is one who passed the age gate (cookie age_gate=false), so the audit sees the
// page rather than the gate's dialog; Chromium is Debian's /usr/bin/chromium (CHROME_PATH).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as servers from '../tests/bench/servers.mjs';
import { getThroughFront, tlsFront } from '../tests/bench/tls-front.mjs';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/collection/all' },
  { name: 'product', path: '/product/isosceles-2021' },
  { name: 'club', path: '/club/6-bottle-red-wines' },
  { name: 'blog', path: '/blog/harvest-report-2026' },
  { name: 'club-landing', path: '/club' },
  { name: 'visit', path: '/visit' },
  { name: 'contact', path: '/contact' },
  { name: 'faq', path: '/faq' },
];
const CATEGORIES = [
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
];
// What Debian's Chromium needs to run headless here (as root, no GPU).
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

// The store answers as production does where search engines and browsers can tell
// (robots.txt open to crawlers: anything else serves `Disallow: /`, which SEO's
// is-crawlable rightly fails; no emulator routes), still against the emulator through the
// BACKEND binding. The settings production may not take from the local [vars] (paths to the
// emulator's widget and tokeniser) get production's values; nothing third-party loads on the
// audited pages without a consent decision.
const AS_PRODUCTION = {
  ENVIRONMENT: 'production',
  COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js',
  PAYMENT_TOKENIZER_SCRIPT_URL: '',
  // The emulator's tag manager stand-in is a local path, refused outside ENVIRONMENT=local;
  // production without a container id loads none.
  GTM_SCRIPT_URL: '',
};

const { values: options } = parseArgs({
  options: { min: { type: 'string', default: '100' }, only: { type: 'string' }, keep: { type: 'boolean', default: false }, traces: { type: 'boolean', default: false } },
});
const min = Number(options.min);
if (!Number.isFinite(min) || min < 0 || min > 100) throw new Error(`--min takes a score from 0 to 100 (got "${options.min}")`);
const only = options.only?.split(',').map((name) => name.trim());
const pages = only ? PAGES.filter((page) => only.includes(page.name)) : PAGES;
if (pages.length === 0) throw new Error(`--only names none of ${PAGES.map((page) => page.name).join(', ')}`);

const log = (message = '') => process.stdout.write(`${message}\n`);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'winery-lighthouse-'));
const reports = path.join(servers.root, 'dist/lighthouse');
mkdirSync(reports, { recursive: true });
const running = [];
let chrome;
let front;

async function main() {
  const buildLog = path.join(tmp, 'build.log');
  log(`lighthouse: building the production bundle in a snapshot under ${tmp}`);
  const project = servers.snapshot(path.join(tmp, 'project'));
  const storefrontJs = servers.deployBundle(project, 'wrangler.toml', path.join(tmp, 'deploy'), buildLog);
  const emulatorJs = servers.emulatorBundle(project, buildLog);
  const reactBuild = servers.reactBuildOf(storefrontJs);
  if (reactBuild !== 'production') throw new Error(`the deploy bundle carries React's ${reactBuild} server build, not production`);
  const state = (name) => {
    const dir = path.join(tmp, 'state', name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const emulator = await servers.serve(servers.emulatorWorker(project, emulatorJs), state('emulator'));
  running.push(emulator);
  // The browser reaches the store as it reaches production: HTTP/2 over TLS, through a front
  // standing in for Cloudflare's edge (tests/bench/tls-front.mjs), which the store knows as
  // its public origin.
  let storefront;
  front = await tlsFront(tmp, () => storefront.url);
  storefront = await servers.serve(servers.storefrontWorker(project, storefrontJs, emulator.url.port, { ...AS_PRODUCTION, PUBLIC_ORIGIN: front.origin }), state('storefront'), {
    upstream: front.origin,
  });
  running.push(storefront);
  const origin = front.origin;
  log(`lighthouse: store at ${origin} (HTTP/2 over TLS in front of ${storefront.url.origin}: production bundle, ENVIRONMENT=production against the emulator, page cache on)`);

  const cookie = 'age_gate=false';
  // Warm up: the emulator seeds itself on its first request and the page cache fills, as a
  // live site's would be; the audit measures a page, not a cold database. Each page is viewed
  // until the page cache answers with its stored copy (x-cache: HIT): a first render whose
  // products came after its shell is stored stale and rendered again behind the next visitor
  // (docs/architecture.md), and audited as that next visitor the page was the heavier
  // streamed copy, 0.6 kB more, which one run in three put a round trip later.
  for (const page of pages) {
    await servers.viewUntilStored(async () => {
      const response = await getThroughFront(front, page.path, { cookie });
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      return response.headers['x-cache'];
    }, page.path);
  }

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${front.spki}`],
  });
  // A freshly started Chromium pays for its own start-up on its first navigation (its GPU
  // process, font and code caches): here that first page's first paint came up to a second
  // late in three runs of five, whichever page came first, as no visitor's browser starts
  // for one page. So one pass is thrown away first. Lighthouse still clears the origin's
  // cache and storage before each audited page: nothing of the page itself is warm.
  await lighthouse(`${origin}${pages[0].path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
  const rows = [];
  const shortfalls = [];
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map(([id]) => id), extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    writeFileSync(path.join(reports, `${page.name}.report.json`), JSON.stringify(lhr, null, 1));
    if (options.traces) {
      writeFileSync(path.join(reports, `${page.name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      writeFileSync(path.join(reports, `${page.name}.devtoolslog.json`), JSON.stringify(result.artifacts.DevtoolsLog));
    }
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    rows.push({
      page,
      scores,
      cpu: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      lcp: lhr.audits['largest-contentful-paint']?.displayValue,
      fcp: lhr.audits['first-contentful-paint']?.displayValue,
      // The machine's one-minute load average as the page's audit ended: a shared machine's
      // other work shows here before it shows as a slow page.
      load: os.loadavg()[0].toFixed(2),
      cls: lhr.audits['cumulative-layout-shift']?.displayValue,
      tbt: lhr.audits['total-blocking-time']?.displayValue,
    });
    for (const [id] of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
        shortfalls.push({ page: page.name, category: id, id: ref.id, score: audit.score, value: audit.displayValue ?? '' });
      }
    }
    log(`lighthouse: ${page.name} done`);
  }

  log('');
  // Lighthouse's benchmarkIndex: how fast this machine ran a fixed piece of work just then
  // (higher is faster; an idle desktop scores ~1000-2500). A low one explains a low performance score.
  log(`| page | path | ${CATEGORIES.map(([, label]) => label).join(' | ')} | LCP | FCP | TBT | CLS | CPU index | load |`);
  log(`|---|---|${CATEGORIES.map(() => '---:').join('|')}|---:|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    log(
      `| ${row.page.name} | ${row.page.path} | ${CATEGORIES.map(([id]) => row.scores[id]).join(' | ')} | ${row.lcp ?? ''} | ${row.fcp ?? ''} | ${row.tbt ?? ''} | ${row.cls ?? ''} | ${row.cpu} | ${row.load} |`,
    );
  }
  if (shortfalls.length > 0) {
    log('');
    log('Audits below full marks (page, category, audit id, score, value):');
    for (const s of shortfalls) log(`  ${s.page}  ${s.category}  ${s.id}  ${s.score.toFixed(2)}  ${s.value}`);
  }
  log('');
  log(`Full reports: ${path.relative(process.cwd(), reports)}/<page>.report.json`);
  const below = rows.flatMap((row) => CATEGORIES.filter(([id]) => row.scores[id] < min).map(([id, label]) => `${row.page.name} ${label} ${row.scores[id]}`));
  if (below.length > 0) {
    log(`Below ${min}: ${below.join(', ')}`);
    return 1;
  }
  log(`Every score is at least ${min}.`);
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await chrome?.kill();
  await front?.close();
  for (const server of running.reverse()) await server.mf.dispose().catch(() => {});
  if (options.keep) log(`lighthouse: kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
