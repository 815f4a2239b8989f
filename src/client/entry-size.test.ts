// What the browser fetches for the islands before the page's first paint: the entry alone
// (src/client/index.tsx), as scripts/build-client.mjs built it (run it first). It imports
// nothing statically: once the page has painted it asks for the core and the page's islands'
// files, so that on a slow connection they do not compete with the style sheet, the fonts and
// the largest image.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ASSETS } from '../generated/assets.ts';
import type { ClientScripts } from './script-budget.ts';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = JSON.parse(readFileSync(path.join(root, 'src/generated/client-scripts.json'), 'utf8')) as ClientScripts;
const served = (publicPath: string) => readFileSync(path.join(root, 'public', publicPath), 'utf8');
const staticImports = (code: string) => [...code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']([^"']+)["']/g)].map((match) => match[1]!);

describe('the browser entry', () => {
  it('is one file of at most 2 kB gzip with no static import, which names the core it imports once the page has painted', () => {
    const entry = served(ASSETS.script);
    expect(ASSETS.script).toBe(scripts.entry);
    expect(staticImports(entry)).toEqual([]);
    expect(gzipSync(entry).length).toBeLessThanOrEqual(2 * 1024);
    expect(entry).toContain(JSON.stringify(scripts.core));
    // Before the core was one file the entry pulled in a chunk at once, then about 30 modules in a waterfall.
    expect(scripts.imports[scripts.entry]).toEqual([]);
  });
});
