// `npm run deploy:check [-- --config <file>]`: is the production configuration ready to
// deploy? Reads wrangler.toml's [env.production] the way wrangler does (its own config
// reader), then refuses, naming each value and where its real one is found (the rules:
// scripts/lib/deploy-rules.ts, unit-tested):
// - a required var that is missing or blank (the Worker would answer every request with
//   "Couldn't find environment variable(s)");
// - a placeholder (src/worker/config/placeholders.ts: the all-zeros location, the
//   emulator's Klaviyo list ids, an example.* host): the Worker refuses to start with one;
// - the emulator's tenant and app id (src/emulator/wrangler.toml), the sample winery's brand,
//   pickup address (also when left out: the Worker's default is the sample's) and site, and
//   any address of the local emulator;
// - a COMMERCE_WIDGET_ROUTES the Worker's own parseWidgetRoutes refuses;
// - the local KV namespace id (the page cache would point at nothing in production);
// - with CLOUDFLARE_API_TOKEN set, a required secret the Worker has not been given
//   (`wrangler secret list`); without one, the secrets are listed to set.
// It prints the routes to type into Commerce7's front-end routing, one line per route.
// The wrangler dry-run build runs in every case: a build failure fails the check too.
// What the store can look up (the web ship location, the Klaviyo lists by name) needs no value.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { routingLines, sampleOf, varProblems, widgetRoutesOf } from './lib/deploy-rules.ts';

const root = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--config');
const configPath = flag > 0 ? process.argv[flag + 1] : 'wrangler.toml';

/** The secrets (docs/configuration.md): never in wrangler.toml, set with `wrangler secret put NAME --env production`. */
const SECRETS = {
  COMMERCE_APP_SECRET: "Commerce7's dev center: the app > App Secret Key",
  CONTENT_API_KEY: 'Builder: Account settings > Space > Public API Key',
  MARKETING_API_KEY: 'Klaviyo: Settings > API keys > a private key with access to lists, profiles, subscriptions and events',
  PREVIEW_SECRET: 'any random string of 16 characters or more (openssl rand -hex 32)',
};

const quiet = (fn) => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return fn();
  } finally {
    console.warn = warn;
  }
};
const local = quiet(() => unstable_readConfig({ config: path.resolve(root, configPath) }));
const production = quiet(() => unstable_readConfig({ config: path.resolve(root, configPath), env: 'production' }));
const vars = production.vars ?? {};

const emulator = quiet(() => unstable_readConfig({ config: path.resolve(root, 'src/emulator/wrangler.toml') }));
const problems = varProblems(vars, sampleOf(emulator.vars ?? {}));
const routes = widgetRoutesOf(vars);

const cacheOf = (config) => (config.kv_namespaces ?? []).find((kv) => kv.binding === 'CACHE')?.id;
const kvId = cacheOf(production);
if (!kvId) problems.push('the CACHE KV namespace is missing in [env.production] kv_namespaces: `npx wrangler kv namespace create CACHE`, then its id there');
else if (kvId === cacheOf(local))
  problems.push(`the CACHE KV namespace id "${kvId}" is the local one: \`npx wrangler kv namespace create CACHE\` prints the production id to put in [env.production] kv_namespaces`);

const wrangler = path.join(root, 'node_modules/.bin/wrangler');
const env = { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` };
let secretsNote;
if (process.env.CLOUDFLARE_API_TOKEN) {
  const listed = spawnSync(wrangler, ['secret', 'list', '--env', 'production', '--format', 'json', '--config', configPath], { cwd: root, env, encoding: 'utf8' });
  if (listed.status === 0) {
    const have = new Set(JSON.parse(listed.stdout).map((secret) => secret.name));
    for (const [name, where] of Object.entries(SECRETS)) if (!have.has(name)) problems.push(`secret ${name} is not set: \`npx wrangler secret put ${name} --env production\` (${where})`);
  } else secretsNote = `could not list the secrets (wrangler secret list: ${listed.stderr.trim().split('\n').at(-1)})`;
} else {
  secretsNote = 'secrets not checked (no CLOUDFLARE_API_TOKEN); set each with `npx wrangler secret put NAME --env production`:';
}

console.log(`▶ production build (wrangler deploy --dry-run --env production, ${configPath})`);
const build = spawnSync(wrangler, ['deploy', '--dry-run', '--env', 'production', '--outdir', 'dist/deploy', '--config', configPath], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) problems.push('the production build failed (above)');

console.log(`\n▶ production configuration (${configPath} [env.production])`);
if (secretsNote) {
  console.log(`  ${secretsNote}`);
  if (!process.env.CLOUDFLARE_API_TOKEN) for (const [name, where] of Object.entries(SECRETS)) console.log(`    ${name}: ${where}`);
}
if ('routes' in routes) {
  console.log(`\n▶ Commerce7's front-end routing (https://admin.platform.commerce7.com/developer/frontend-v2): set each route to`);
  for (const line of routingLines(routes.routes)) console.log(`  ${line}`);
}
if (problems.length === 0) {
  console.log('  ready: no missing value, no placeholder; the web ship location and the Klaviyo lists are looked up by the Worker');
  process.exit(0);
}
console.error(`  not ready to deploy, ${problems.length} value(s) to set:`);
for (const problem of problems) console.error(`  - ${problem}`);
process.exit(1);
