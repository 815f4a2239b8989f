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
    name: 'worker',
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // Two files at a time, one per core: each file gets its own workers and storage (the emulator's
    // D1 too), so they cannot see each other's faults or data. About 165 s instead of 270 s here.
    maxWorkers: 2,
  },
});
