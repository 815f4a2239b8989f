// "Production is one command away": the production section of wrangler.toml, the secrets
// docs/configuration.md tells an operator to set, and .dev.vars.example together make a whole
// configuration, and nothing the Worker requires is missing from any of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, REQUIRED_SETTINGS } from './index.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `KEY = "value"` lines of one TOML table (wrangler.toml keeps its vars flat and quoted). */
function tomlTable(toml: string, table: string): Record<string, string> {
  const start = toml.indexOf(`\n[${table}]\n`);
  if (start < 0) throw new Error(`wrangler.toml has no [${table}]`);
  const body = toml.slice(start + table.length + 4).split(/\n\[/)[0] ?? '';
  return Object.fromEntries([...body.matchAll(/^([A-Z0-9_]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

type Row = { names: string[]; kind: string; required: string };
/** docs/configuration.md's table: | `NAME`[, `NAME`] | var, secret or binding | yes, no or later | default | meaning | */
function documentedSettings(): Row[] {
  return read('docs/configuration.md')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', kind = '', required = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!), kind, required };
    });
}

describe('the production configuration', () => {
  const production = tomlTable(read('wrangler.toml'), 'env.production.vars');
  const rows = documentedSettings();
  const secrets = rows.filter((row) => row.kind === 'secret').flatMap((row) => row.names);
  const example = Object.fromEntries([...read('.dev.vars.example').matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));

  it('documents every setting the Worker requires in the configuration table', () => {
    const documented = new Set(rows.flatMap((row) => row.names));
    expect(REQUIRED_SETTINGS.filter((name) => !documented.has(name))).toEqual([]);
    for (const name of REQUIRED_SETTINGS) {
      const row = rows.find((r) => r.names.includes(name))!;
      expect(row.required, name).toBe('yes');
    }
  });

  it('names every required var in [env.production.vars], and no secret there', () => {
    const vars = REQUIRED_SETTINGS.filter((name) => !secrets.includes(name));
    expect(vars.filter((name) => !(name in production))).toEqual([]);
    expect(secrets.filter((name) => name in production)).toEqual([]);
    expect(production.ENVIRONMENT).toBe('production');
    expect(Object.values(production).some((value) => value.includes('emulator'))).toBe(false);
  });

  it('lists every secret in .dev.vars.example, whose values work locally', () => {
    expect(secrets.filter((name) => !(name in example))).toEqual([]);
  });

  // What only the winery can give (docs/configuration.md); npm run deploy:check names them too.
  const OWN_VALUES = { PUBLIC_ORIGIN: 'https://www.triangleridgewinery.com', SMS_TERMS_URL: 'https://www.triangleridgewinery.com/mobile-terms' };

  it('holds no placeholder the store could look up: no ship location, no Klaviyo list id', () => {
    for (const name of ['C7_WINE_SHIPPING_LOCATION', 'KLAVIYO_NEWSLETTER_LIST_ID', 'KLAVIYO_SMS_LIST_ID', 'KLAVIYO_POPUP_LIST_ID', 'KLAVIYO_FORMS_LIST_ID'])
      expect(production, name).not.toHaveProperty(name);
  });

  it('refuses to start on the placeholders still in the file, naming them, and starts once they are set', () => {
    const withSecrets = { ...production, ...Object.fromEntries(secrets.map((name) => [name, `${name.toLowerCase()}-set-with-wrangler-secret-put`])) };
    expect(() => readConfig(withSecrets)).toThrow('Placeholder value(s) in environment variable(s): PUBLIC_ORIGIN, SMS_TERMS_URL');
    expect(readConfig({ ...withSecrets, ...OWN_VALUES }).environment).toBe('production');
  });

  it('starts with the production vars and the documented secrets, and without a secret names exactly the missing ones', () => {
    const withSecrets = { ...production, ...OWN_VALUES, ...Object.fromEntries(secrets.map((name) => [name, `${name.toLowerCase()}-set-with-wrangler-secret-put`])) };
    const config = readConfig(withSecrets);
    expect(config.environment).toBe('production');
    expect(config.commerceApiUrl).toBe('https://api.commerce7.com/v1');

    const requiredSecrets = REQUIRED_SETTINGS.filter((name) => secrets.includes(name));
    let error: unknown;
    try {
      readConfig({ ...production });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(`Couldn't find environment variable(s): ${requiredSecrets.join(', ')}`);
  });

  it('loads Google Tag Manager in production only with a container id (GTM_CONTAINER_ID, documented), never a local path', () => {
    const withSecrets = { ...production, ...OWN_VALUES, ...Object.fromEntries(secrets.map((name) => [name, `${name.toLowerCase()}-set-with-wrangler-secret-put`])) };
    expect('GTM_CONTAINER_ID' in production).toBe(true);
    expect(rows.find((row) => row.names.includes('GTM_CONTAINER_ID'))?.required).toBe('no');
    expect(rows.find((row) => row.names.includes('GTM_SCRIPT_URL'))?.required).toBe('no');
    expect(readConfig({ ...withSecrets, GTM_CONTAINER_ID: '' }).tagManagerSrc).toBeUndefined();
    expect(readConfig({ ...withSecrets, GTM_CONTAINER_ID: 'GTM-AB12CD3' }).tagManagerSrc).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(readConfig({ ...withSecrets, ENVIRONMENT: 'stage', GTM_CONTAINER_ID: 'GTM-AB12CD3' }).tagManagerSrc).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    expect(readConfig({ ...withSecrets, ENVIRONMENT: 'development', GTM_CONTAINER_ID: 'GTM-AB12CD3' }).tagManagerSrc).toBeUndefined();
    expect(() => readConfig({ ...withSecrets, GTM_CONTAINER_ID: 'GTM-AB12CD3', GTM_SCRIPT_URL: '/__emulator/gtm/gtm.js' })).toThrow(ConfigError);
    expect(() => readConfig({ ...withSecrets, GTM_CONTAINER_ID: 'UA-1234' })).toThrow(/GTM_CONTAINER_ID must be a container id/);
  });
});
