// The rules `npm run deploy:check` (scripts/deploy-check.mjs) applies to [env.production]'s
// vars, as pure functions so each refusal has a unit test (deploy-rules.test.ts). The sample
// winery and the emulator are read from the repository's own configuration (the top-level
// [vars] and src/emulator/wrangler.toml), never written here a second time. Node loads this
// file as is (type stripping), so it imports only files that do the same.
import { placeholderSettings, REQUIRED_SETTINGS, SAMPLE_WINERY, WHERE_TO_FIND } from '../../src/worker/config/placeholders.ts';
import { parseWidgetRoutes, WIDGET_ROUTE_KEYS, type WidgetRoutes } from '../../src/worker/widget/routes.ts';

type Vars = Readonly<Record<string, unknown>>;

/** What only ever stood for a winery in this repository: the emulator's tenant and app, the sample winery's brand and pickup address. */
export type Sample = { tenant: string; appId: string; brand: string; pickupAddress: string };

/** The sample: the emulator's tenant and app (its vars) and the sample winery. */
export function sampleOf(emulatorVars: Vars): Sample {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { tenant: text(emulatorVars.COMMERCE_TENANT), appId: text(emulatorVars.COMMERCE_APP_ID), brand: SAMPLE_WINERY.brand, pickupAddress: SAMPLE_WINERY.pickupAddress };
}

/** Secrets are set with `wrangler secret put`, never vars: the var checks leave them out. */
export const SECRET_NAMES: ReadonlySet<string> = new Set(['COMMERCE_APP_SECRET', 'CONTENT_API_KEY', 'MARKETING_API_KEY', 'PREVIEW_SECRET']);

const WHERE_VARS: Readonly<Record<string, string>> = {
  COMMERCE_TENANT: "the first part of the Commerce7 admin's address ({tenant}.admin.platform.commerce7.com)",
  COMMERCE_APP_ID: 'the first part of the app\'s dev-center URL (commerce7-apis.md "API requests")',
  BRAND_NAME: "the winery's own name, as titles, the header and the footer show it",
  PICKUP_ADDRESS: "where and when club members pick up, as the join wizard and the account's club page show it (the Worker's default is the sample winery's)",
  SMS_TERMS_URL: WHERE_TO_FIND.SMS_TERMS_URL ?? 'docs/configuration.md',
};

/** The emulator's own addresses: wrangler.toml's top level and the local widget stand-ins. */
const pointsAtEmulator = (value: string) => /emulator\.internal|\/__emulator\//i.test(value);

/**
 * Whether a URL is on the sample winery's site: a host label that is the sample brand's name
 * run together (triangleridge, triangleridgewinery), or its start, whatever the domain.
 */
export function onSampleSite(value: string, brand: string): boolean {
  const name = brand.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (name.length < 6) return false;
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.split('.').some((label) => {
    const compact = label.replace(/[^a-z0-9]/g, '');
    return compact.length >= 6 && (name.startsWith(compact) || compact.includes(name));
  });
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Every var of [env.production] that is missing, a placeholder, the emulator's or the sample winery's; each names where the real value is found. */
export function varProblems(vars: Vars, sample: Sample): string[] {
  const problems: string[] = [];
  for (const name of REQUIRED_SETTINGS) {
    if (SECRET_NAMES.has(name)) continue;
    if (text(vars[name]) === null) problems.push(`${name} is missing in [env.production.vars]: ${WHERE_VARS[name] ?? 'docs/configuration.md'}`);
  }
  for (const name of placeholderSettings(vars as Record<string, unknown>)) problems.push(`${name} = "${String(vars[name])}" is a placeholder: ${WHERE_TO_FIND[name]}`);

  const tenant = text(vars.COMMERCE_TENANT);
  if (tenant && tenant === sample.tenant) problems.push(`COMMERCE_TENANT = "${tenant}" is the emulator's tenant: ${WHERE_VARS.COMMERCE_TENANT}`);
  const appId = text(vars.COMMERCE_APP_ID);
  if (appId && appId === sample.appId) problems.push(`COMMERCE_APP_ID = "${appId}" is the emulator's app: ${WHERE_VARS.COMMERCE_APP_ID}`);
  const brand = text(vars.BRAND_NAME);
  if (brand && sample.brand && brand.toLowerCase() === sample.brand.toLowerCase()) problems.push(`BRAND_NAME = "${brand}" is the sample winery's: ${WHERE_VARS.BRAND_NAME}`);
  const pickup = text(vars.PICKUP_ADDRESS);
  if (pickup === null) problems.push(`PICKUP_ADDRESS is missing in [env.production.vars]: ${WHERE_VARS.PICKUP_ADDRESS}`);
  else if (pickup === sample.pickupAddress) problems.push(`PICKUP_ADDRESS = "${pickup}" is the sample winery's: ${WHERE_VARS.PICKUP_ADDRESS}`);
  for (const name of ['PUBLIC_ORIGIN', 'SMS_TERMS_URL']) {
    const value = text(vars[name]);
    // An example host is already named as a placeholder above.
    if (value && !placeholderSettings({ [name]: value }).length && onSampleSite(value, sample.brand)) {
      problems.push(`${name} = "${value}" is the sample winery's site: ${WHERE_TO_FIND[name]}`);
    }
  }
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === 'string' && pointsAtEmulator(value)) problems.push(`${name} = "${value}" points at the local emulator: production uses the real service's address (docs/configuration.md)`);
  }
  const routes = widgetRoutesOf(vars);
  if ('problem' in routes) problems.push(routes.problem);
  return problems;
}

/** COMMERCE_WIDGET_ROUTES as the Worker reads it (its own parseWidgetRoutes), or the sentence it refuses it with. */
export function widgetRoutesOf(vars: Vars): { routes: WidgetRoutes } | { problem: string } {
  const setting = vars.COMMERCE_WIDGET_ROUTES;
  if (setting !== undefined && typeof setting !== 'string') return { problem: 'COMMERCE_WIDGET_ROUTES must be a string of key=/path pairs (docs/going-live.md, "Commerce7")' };
  try {
    return { routes: parseWidgetRoutes(setting) };
  } catch (error) {
    return { problem: `COMMERCE_WIDGET_ROUTES: ${error instanceof Error ? error.message : String(error)} (the Worker refuses to start with it)` };
  }
}

/** Commerce7's front-end routing, one line per route: its name in the admin, then what to type there (the path without its slash). */
export function routingLines(routes: WidgetRoutes): string[] {
  const names = WIDGET_ROUTE_KEYS.map((key) => key[0]!.toUpperCase() + key.slice(1));
  const width = Math.max(...names.map((name) => name.length)) + 2;
  return WIDGET_ROUTE_KEYS.map((key, i) => `${names[i]!.padEnd(width)}${routes[key].slice(1)}`);
}
