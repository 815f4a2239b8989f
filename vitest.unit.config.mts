// Pure units (rules, schemas, components rendered to strings) in Node.
import { defineConfig } from 'vitest/config';

const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/contract/**/*.test.ts', 'tests/bench/*.test.mjs'];
const exclude = ['src/emulator/**/*.worker.test.ts'];
/**
 * Files that see what another file left in a module both load (a memo per content version, the
 * error reporter's once-per-page-view set) or that stub globals and timers: each keeps a worker
 * of its own.
 */
const ISOLATED = [
  'src/blocks/collection-list/collection-list.test.tsx',
  'src/platform/report/browser.test.ts',
  'src/ui/form/json-client.test.ts',
  'src/platform/upstream/index.test.ts',
  'src/worker/perf/react-encoder/encoder.test.ts',
  'src/marketing/client/client.test.ts',
  'src/state/add-to-cart-checkout-type.test.ts',
  'src/state/cart.actions.test.ts',
  'src/analytics/consent-seam.test.ts',
  'src/analytics/vitals/browser.test.ts',
  'src/analytics/consent-gate.test.ts',
  'src/analytics/consent/index.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include,
          exclude: [...exclude, ...ISOLATED],
          // The files share their worker's loaded modules instead of importing them anew for each
          // file (most of the step's time); vitest still resets mocks, spies and stubs between files.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: ISOLATED } },
    ],
  },
});
