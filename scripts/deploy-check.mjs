// `npm run deploy:check [-- --config <file>]`: is the production configuration ready to
// deploy? Reads wrangler.toml's [env.production] the way wrangler does (its own config
// reader), then refuses, naming each value and where its real one is found:
// - a required var that is missing or blank (the Worker would answer every request with
//   "Couldn't find environment variable(s)");
// - a placeholder (src/worker/config/placeholders.ts: the all-zeros location, the
//   emulator's Klaviyo list ids, an example.* host): the Worker refuses to start with one;
// - the local KV namespace id (the page cache would point at nothing in production);
// - with CLOUDFLARE_API_TOKEN set, a required secret the Worker has not been given
//   (`wrangler secret list`); without one, the secrets are listed to set.
// The wrangler dry-run build runs in every case: a build failure fails the check too.
// What the store can look up (the web ship location, the Klaviyo lists by name) needs no value.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { placeholderSettings, REQUIRED_SETTINGS, WHERE_TO_FIND } from '../src/worker/config/placeholders.ts';

const root = path.resolve(import.meta.dirname, '..');
const flag = process.argv.indexOf('--config');
const configPath = flag > 0 ? process.argv[flag + 1] : 'wrangler.toml';

/** The secrets (README "Configuration"): never in wrangler.toml, set with `wrangler secret put NAME --env production`. */
const SECRETS = {
  COMMERCE_APP_SECRET: "Commerce7's dev center: the app > App Secret Key",
  CONTENT_API_KEY: "Builder: Account settings > Space > Public API Key",
  MARKETING_API_KEY: 'Klaviyo: Settings > API keys > a private key with access to lists, profiles, subscriptions and events',
  PREVIEW_SECRET: 'any random string of 16 characters or more (openssl rand -hex 32)',
};
const WHERE_VARS = {
  COMMERCE_TENANT: "the first part of the Commerce7 admin's address ({tenant}.admin.platform.commerce7.com)",
  COMMERCE_APP_ID: "the first part of the app's dev-center URL (commerce7-apis.md \"API requests\")",
  SMS_TERMS_URL: WHERE_TO_FIND.SMS_TERMS_URL,
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
const problems = [];

for (const name of REQUIRED_SETTINGS) {
  if (name in SECRETS) continue;
  const value = vars[name];
  if (typeof value !== 'string' || value.trim() === '') problems.push(`${name} is missing in [env.production.vars]: ${WHERE_VARS[name] ?? 'README "Configuration"'}`);
}
for (const name of placeholderSettings(vars)) problems.push(`${name} = "${vars[name]}" is a placeholder: ${WHERE_TO_FIND[name]}`);

const cacheOf = (config) => (config.kv_namespaces ?? []).find((kv) => kv.binding === 'CACHE')?.id;
const kvId = cacheOf(production);
if (!kvId) problems.push('the CACHE KV namespace is missing in [env.production] kv_namespaces: `npx wrangler kv namespace create CACHE`, then its id there');
else if (kvId === cacheOf(local)) problems.push(`the CACHE KV namespace id "${kvId}" is the local one: \`npx wrangler kv namespace create CACHE\` prints the production id to put in [env.production] kv_namespaces`);

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
if (problems.length === 0) {
  console.log('  ready: no missing value, no placeholder; the web ship location and the Klaviyo lists are looked up by the Worker');
  process.exit(0);
}
console.error(`  not ready to deploy, ${problems.length} value(s) to set:`);
for (const problem of problems) console.error(`  - ${problem}`);
process.exit(1);
