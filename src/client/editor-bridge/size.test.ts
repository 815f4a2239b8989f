// The bridge is sent to the editor's frame only, but it must stay small: the issue's
// budget is 5 kB gzip. Built here the way scripts/build-client.mjs builds it.
import { build } from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUDGET_BYTES = 5 * 1024;

describe('the editor bridge', () => {
  it('is at most 5 kB gzip, minified', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'index.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      legalComments: 'none',
      logLevel: 'error',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    expect(code.length).toBeGreaterThan(500);
    expect(gzipSync(code).length).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
