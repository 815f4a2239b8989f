// Worker tests: the storefront runs inside workerd with its real bindings (KV, assets),
// and the emulator runs beside it as an auxiliary Worker over its own D1 database.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export const TEST_SECRETS = {
  CONTENT_API_KEY: 'local-content-key',
  COMMERCE_APP_SECRET: 'local-commerce-secret',
  MARKETING_API_KEY: 'local-marketing-key',
  PREVIEW_SECRET: 'test-preview-secret-0123456789',
  WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
  SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@emulator.internal/sentry/1',
};

/**
 * React picks its build from process.env.NODE_ENV when it loads, and inside workerd (nodejs_compat)
 * process.env holds the Worker's string bindings: without this the tests render with React's
 * development build, which `wrangler deploy` never ships and which renders about ten times slower
 * (a page-heavy file like tests/worker/agents.test.ts spent most of its time there).
 */
const PRODUCTION_REACT = { NODE_ENV: 'production' };

/**
 * Files that failed in a shared runtime, so each keeps a runtime of its own: what an earlier file
 * left beyond what tests/worker/fresh-runtime.ts puts back (React's server build, which workerd
 * loads once per runtime, keeps the first file's encoder: pages.test.ts counts it; the other
 * files' causes are not traced yet; vitals.test.ts timed out under load).
 */
const ISOLATED = [
  'tests/worker/commerce-app-auth.test.ts',
  'tests/worker/editor-images.test.ts',
  'tests/worker/mcp.test.ts',
  'tests/worker/pages.test.ts',
  'tests/worker/products-twin.test.ts',
  'tests/worker/script-nonce.test.ts',
  'tests/worker/vitals.test.ts',
];

export default defineConfig({
  // The production build's JSX runtime beside it: its jsx-dev-runtime has no jsxDEV.
  oxc: { jsx: { development: false } },
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The tenant coordinator's app-call budget (src/platform/coordinator): the worker tests
        // make hundreds of Commerce7 app calls a minute, which is not what most of them test;
        // the budget's own tests (tests/worker/coordinator.test.ts) put the documented 100 back.
        bindings: { ...TEST_SECRETS, COMMERCE_APP_CALLS_PER_MINUTE: '100000', ...PRODUCTION_REACT },
        // The emulator's database, for tests/worker/fresh-runtime.ts to put back between files.
        d1Databases: { EMULATOR_DB: 'emulator-test-db' },
        // The second purge's messages go to a queue nobody consumes: files share a runtime, and a
        // message queued in one (75 s later) would purge pages in another. The consumer itself is
        // tested by handing it a batch (tests/worker/page-cache.test.ts).
        queueProducers: { REPURGE: { queueName: 'winery-storefront-repurge-undelivered' } },
        workers: [
          {
            name: 'winery-emulator',
            modules: true,
            scriptPath: './dist/emulator/index.js',
            compatibilityDate: '2026-11-01',
            d1Databases: { DB: 'emulator-test-db' },
            bindings: {
              ...PRODUCTION_REACT,
              CONTENT_API_KEY: 'local-content-key',
              MARKETING_API_KEY: 'local-marketing-key',
              COMMERCE_TENANT: 'triangle-ridge',
              COMMERCE_APP_ID: 'triangle-ridge-storefront',
              COMMERCE_APP_SECRET: 'local-commerce-secret',
              TOKEN_SECRET: 'local-emulator-token-secret-4f7c2a9e',
              SHIPPING_LOCATION: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13',
              CLUB_DISCOUNT_PERCENTAGE: '20',
              // A publish answers with Builder's webhook request, which tests/worker/helpers.ts
              // delivers to the storefront (no other worker can address the one under test).
              CONTENT_WEBHOOK_AUTHORIZATION: `Bearer ${TEST_SECRETS.WEBHOOK_SECRET}`,
            },
          },
        ],
      },
    }),
  ],
  test: {
    testTimeout: 20_000,
    // Two files at a time, one per core.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          // The files share one runtime per vitest worker instead of starting workerd, the emulator
          // and the storefront's modules anew for each file (about half the step's CPU time);
          // tests/worker/fresh-runtime.ts puts back a new runtime's storage and modules before each.
          isolate: false,
          setupFiles: ['tests/worker/fresh-runtime.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Each file in a runtime of its own, with its own storage (the emulator's D1 too).
          name: 'worker-isolated',
          include: ISOLATED,
        },
      },
    ],
  },
});
