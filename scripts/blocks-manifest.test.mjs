// npm run blocks:manifest writes a registration for every registered block.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS } from '../src/blocks/registry.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('npm run blocks:manifest', () => {
  it('writes every registered block, with its inputs and where it may go', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifest-'));
    try {
      const out = path.join(dir, 'manifest.json');
      const result = spawnSync(path.join(root, 'node_modules/.bin/node'), ['scripts/blocks-manifest.mjs', '--out', out], { cwd: root, encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const manifest = JSON.parse(readFileSync(out, 'utf8'));
      expect(manifest.components.map((c) => c.name)).toEqual(BLOCKS.map((b) => b.name));
      for (const component of manifest.components) {
        expect(component, component.name).toMatchObject({ group: expect.any(String), inputs: expect.any(Array), canHaveChildren: expect.any(Boolean) });
      }
      expect(manifest.components.find((c) => c.name === 'ProductHero').models).not.toContain('page');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
