// A fresh `npm ci` stays quiet: the lock file installs one workerd (the runtime that
// `wrangler dev`, the deploy and the worker tests share), and every package in it that
// runs an install script is approved in package.json's allowScripts, so npm neither
// warns about it nor, once npm blocks unreviewed scripts, skips it (the Node 22 binary,
// esbuild and workerd arrive through theirs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** The lock file's packages as [name, version, entry]: the name is the path's last `node_modules/` segment. */
const installed = Object.entries(lock.packages)
  .filter(([where]) => where.includes('node_modules/'))
  .map(([where, entry]) => [where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length), entry.version, entry]);

/** npm's allowScripts keys are a name (any version) or name@version (that version only). */
function approved(name, version) {
  const allow = manifest.allowScripts ?? {};
  return allow[`${name}@${version}`] === true || allow[name] === true;
}

describe('npm ci on a fresh clone', () => {
  // package.json's overrides give the vitest plugin the store's wrangler and wrangler's
  // miniflare (the plugin pins older ones of its own): after upgrading wrangler, set the
  // miniflare override to the version wrangler names.
  it('installs one workerd and one miniflare, the ones wrangler names', () => {
    for (const runtime of ['workerd', 'miniflare']) {
      const versions = new Set(installed.filter(([name]) => name === runtime).map(([, version]) => version));
      expect([...versions], `${runtime} versions in package-lock.json`).toHaveLength(1);
    }
    const wrangler = lock.packages['node_modules/wrangler'];
    expect(lock.packages['node_modules/workerd'].version).toBe(wrangler.dependencies.workerd);
    expect(lock.packages['node_modules/miniflare'].version).toBe(wrangler.dependencies.miniflare);
  });

  it('runs only install scripts approved in package.json (npm install-scripts approve NAME after reviewing one)', () => {
    const unreviewed = installed.filter(([, , entry]) => entry.hasInstallScript).filter(([name, version]) => !approved(name, version));
    expect(unreviewed.map(([name, version]) => `${name}@${version}`)).toEqual([]);
  });
});
