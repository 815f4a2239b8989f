// The script budget (docs/performance.md, "Script"): for each page type (src/client/page-types.ts,
// whose island lists tests/worker/script-budget.test.ts keeps true to what the seeded pages
// render), the files the browser fetches, their weight gzipped and how deep their chain is,
// from what scripts/build-client.mjs wrote about its build (run it first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HYDRATE_ON_USE } from '../ui/island/attributes.ts';
import { FIRST_USE_BUDGET_KB, PAGE_TYPES } from './page-types.ts';
import { pageScripts, pageScriptsOnUse, type ClientScripts } from './script-budget.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = JSON.parse(readFileSync(path.join(root, 'src/generated/client-scripts.json'), 'utf8')) as ClientScripts;

describe('the script budget', () => {
  for (const page of PAGE_TYPES) {
    it(`${page.name} (${page.path}): at load, at most 8 script files, two levels deep, at most ${page.budgetKb} kB gzip`, () => {
      const { files, gzipBytes, depth } = pageScripts(scripts, page);
      expect(files.length).toBeLessThanOrEqual(8);
      expect(depth).toBeLessThanOrEqual(2);
      expect(gzipBytes).toBeLessThanOrEqual(page.budgetKb * 1024);
    });

    if (!page.islands.some((name) => HYDRATE_ON_USE.has(name))) continue;
    it(`${page.name}: once its islands that hydrate on first use are used, at most 8 script files and ${FIRST_USE_BUDGET_KB} kB gzip in all`, () => {
      const { files, gzipBytes, depth } = pageScriptsOnUse(scripts, page);
      expect(files.length).toBeLessThanOrEqual(8);
      // The core asks for a first-use island's files at once: one level below it.
      expect(depth).toBeLessThanOrEqual(3);
      expect(gzipBytes).toBeLessThanOrEqual(FIRST_USE_BUDGET_KB * 1024);
    });
  }

  it('ships what every page needs as one file, and no island file waits for another', () => {
    expect(scripts.imports[scripts.core]).toEqual([]);
    // Each island's files are the ones the entry asks for at once: none imports a file outside them and the core.
    for (const files of Object.values(scripts.islands)) {
      for (const file of files) for (const imported of scripts.imports[file] ?? []) expect([scripts.core, ...files]).toContain(imported);
    }
  });

  it('leaves out of the core what a visitor may never use: the consent preferences, the cart sidebar, the pop-up, the sign-in and profile dialogs, the footer sign-up and its form kit and schemas', () => {
    for (const part of [
      'src/shell/footer/newsletter-signup.tsx',
      'src/ui/form/use-form.ts',
      'node_modules/valibot/dist/index.mjs',
      'src/analytics/builder-track.ts',
      'src/shell/consent/consent-preferences.tsx',
      'src/shell/header/cart-sidebar.tsx',
      'src/shell/popup/popup-dialog.tsx',
      'src/shell/login/login-modal.tsx',
      'src/shell/profile/profile-modal.tsx',
      // Only pages with a pop-up carry its marker.
      'src/shell/popup/popup-trigger.tsx',
      'src/marketing/popup/persistence.ts',
    ]) {
      expect(scripts.coreModules).not.toContain(part);
    }
    // The shell's islands at the top of every page are in it, and the product cards' behaviour.
    for (const island of ['src/shell/header/header.tsx', 'src/shell/consent/consent-manager.tsx', 'src/shell/age-gate/age-gate.tsx', 'src/client/catalogue/cards.ts']) {
      expect(scripts.coreModules).toContain(island);
    }
  });
});
