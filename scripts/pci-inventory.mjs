// `npm run pci:inventory`: writes docs/pci-script-inventory.md, the payment pages' script
// inventory for the winery's PCI assessor, from the code that builds their CSP
// (src/worker/pci/inventory.ts) and wrangler.toml's [env.production] settings. `--stdout`
// prints it instead (the unit test compares that with the file).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { importTs } from './lib/import-ts.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const INVENTORY_DOC = 'docs/pci-script-inventory.md';

export async function buildInventory() {
  const warn = console.warn;
  console.warn = () => {};
  let production;
  try {
    production = unstable_readConfig({ config: path.resolve(root, 'wrangler.toml'), env: 'production' });
  } finally {
    console.warn = warn;
  }
  const { inventoryMarkdown, settingsFromVars } = await importTs('src/worker/pci/inventory.ts');
  return inventoryMarkdown(settingsFromVars(production.vars ?? {}));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await buildInventory();
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else {
    await writeFile(path.join(root, INVENTORY_DOC), text);
    console.log(`pci inventory -> ${INVENTORY_DOC}`);
  }
}
