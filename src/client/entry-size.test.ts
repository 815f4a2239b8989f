// What the browser fetches for the islands before the page's first paint: the entry and the
// modules it imports statically (src/client/index.tsx), as scripts/build-client.mjs built
// them (run it first). The hydration code is a dynamic import, fetched once the page has
// painted, so that on a slow connection it does not compete with the style sheet, the fonts
// and the largest image.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../generated/assets.ts';

const root = path.resolve(import.meta.dirname, '../..');
const served = (publicPath: string) => readFileSync(path.join(root, 'public', publicPath), 'utf8');
const staticImports = (code: string) => [...code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+)["']/g)].map((match) => match[1]!);

describe('the browser entry', () => {
  it('fetches at most 2 kB gzip of script before it hands over to the hydration code, which it imports dynamically', () => {
    const seen = new Set<string>();
    const visit = (publicPath: string) => {
      if (seen.has(publicPath)) return;
      seen.add(publicPath);
      for (const specifier of staticImports(served(publicPath))) visit(path.posix.join(path.posix.dirname(publicPath), specifier));
    };
    visit(ASSETS.script);
    const bytes = [...seen].reduce((sum, file) => sum + gzipSync(served(file)).length, 0);
    expect(bytes).toBeLessThanOrEqual(2 * 1024);
    expect(served(ASSETS.script)).toMatch(/\bimport\(\s*["']\.\/chunk-[A-Z0-9]+\.js["']\s*\)/);
    // Before this change the entry pulled in about 30 modules at once (~25 kB gzip).
    expect(seen.size).toBeLessThanOrEqual(3);
  });
});
