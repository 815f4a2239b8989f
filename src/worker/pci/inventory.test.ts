// The payment pages' script inventory (docs/pci-script-inventory.md) against the policy the
// Worker sends: the document is what `npm run pci:inventory` writes today, and no payment
// page's CSP admits an origin the document does not list with an owner and a reason.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { admittedOrigins, inventory, paymentPagePolicy, paymentPages, settingsFromVars } from './inventory.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(root, 'docs/pci-script-inventory.md');
const productionVars = () => (unstable_readConfig({ config: path.join(root, 'wrangler.toml'), env: 'production' }).vars ?? {}) as Record<string, string>;

/** The origins the document lists under each page's heading. */
function listedInDoc(text: string): Map<string, Set<string>> {
  const listed = new Map<string, Set<string>>();
  let page = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) page = line.slice(3);
    const origin = /^\| `([^`]+)` \|/.exec(line)?.[1];
    if (origin && !line.includes('**no owner**')) listed.set(page, (listed.get(page) ?? new Set()).add(origin));
  }
  return listed;
}

/** Origins a payment page's CSP admits that the document does not list for that page. */
function unlisted(vars: Record<string, string>, doc: string): string[] {
  const settings = settingsFromVars(vars);
  const listed = listedInDoc(doc);
  return paymentPages(settings).flatMap((page) =>
    [...admittedOrigins(paymentPagePolicy(settings, page)).keys()].filter((origin) => !listed.get(page.name)?.has(origin)).map((origin) => `${page.name}: ${origin}`),
  );
}

describe('the payment pages script inventory', () => {
  it('lists every origin a payment page CSP admits, with its owner and reason', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(unlisted(productionVars(), doc)).toEqual([]);
    for (const page of inventory(settingsFromVars(productionVars()))) {
      for (const origin of page.origins) expect(origin.justification, `${page.page.name}: ${origin.origin}`).toBeDefined();
    }
  });

  it('fails for an origin planted in the settings that the inventory does not list', () => {
    const doc = readFileSync(DOC, 'utf8');
    const vars = productionVars();
    const planted = { ...vars, COMMERCE_WIDGET_PAYMENT_ORIGINS: `${vars.COMMERCE_WIDGET_PAYMENT_ORIGINS ?? ''} https://skimmer.example`.trim() };
    expect(unlisted(planted, doc)).toContain("Commerce7's widget pages: https://skimmer.example");
    expect(inventory(settingsFromVars(planted)).flatMap((page) => page.origins.filter((o) => !o.justification).map((o) => o.origin))).toContain('https://skimmer.example');
  });

  it('is the document npm run pci:inventory writes from the code and wrangler.toml today', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/pci-inventory.mjs', '--stdout'], { cwd: root, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout, 'docs/pci-script-inventory.md is stale: run npm run pci:inventory').toBe(readFileSync(DOC, 'utf8'));
  }, 60_000);
});
