// The client build finds the blocks' islands by file name: it collects every `islands.ts`
// the registry reaches (scripts/build-client.mjs). An islands map in a file of another
// name is never loaded in the browser, and its block never hydrates; no worker test sees it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const blocksDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('block islands', () => {
  it('are declared only in files named islands.ts, which the client build collects', () => {
    const declaring = sourceFiles(blocksDir).filter((file) => /export const islands\b/.test(readFileSync(file, 'utf8')));
    expect(declaring.length).toBeGreaterThan(0);
    expect(declaring.filter((file) => path.basename(file) !== 'islands.ts').map((file) => path.relative(blocksDir, file))).toEqual([]);
  });
});
