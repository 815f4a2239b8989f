// Pure units (rules, schemas, components rendered to strings) in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/contract/**/*.test.ts', 'tests/bench/*.test.mjs'],
    exclude: ['src/emulator/**/*.worker.test.ts'],
  },
});
