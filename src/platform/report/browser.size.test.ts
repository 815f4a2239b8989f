// The browser hook's budget ("a small hook, at most 3 kB gzip"): built as the
// client build builds it (esbuild, minified, bundled) and measured gzipped.
import { build } from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

export const BROWSER_HOOK_BUDGET_BYTES = 3 * 1024;

async function gzippedSize(entry: string): Promise<number> {
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format: 'esm', target: 'es2022', logLevel: 'silent' });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

describe('the browser error hook', () => {
  it(`stays within ${BROWSER_HOOK_BUDGET_BYTES} bytes gzip`, async () => {
    const size = await gzippedSize(path.join(import.meta.dirname, 'browser.ts'));
    expect(size).toBeGreaterThan(200);
    expect(size).toBeLessThanOrEqual(BROWSER_HOOK_BUDGET_BYTES);
  });

  it('would fail past the budget (a planted 4 kB of incompressible code)', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dir = await mkdtemp(path.join(tmpdir(), 'hook-budget-'));
    const planted = path.join(dir, 'planted.ts');
    const noise = Array.from({ length: 400 }, (_, i) => `'${Math.random().toString(36).slice(2)}${i}'`).join(',');
    await writeFile(planted, `export * from ${JSON.stringify(path.join(import.meta.dirname, 'browser.ts'))};\nexport const NOISE = [${noise}];\n`);
    expect(await gzippedSize(planted)).toBeGreaterThan(BROWSER_HOOK_BUDGET_BYTES);
  });
});
