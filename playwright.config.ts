// End-to-end tests: Debian's Chromium against `wrangler dev` (storefront + emulator)
// on its own port and its own local state, so a developer's store is left alone.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? PORT + 10);
/** A run of named spec files (`playwright test tests/e2e/x.spec.ts`) starts one store, not two: one file runs in one worker anyway. */
function namesSpecFiles() {
  return process.argv.some((arg: string) => /\.spec\.ts(:\d+)*$/.test(arg));
}
/**
 * Specs run in this many Playwright workers at once (E2E_WORKERS, default 2: a test spends
 * much of its time waiting on the browser or the server, so a second one fills a 2-core
 * machine; one for a run of named spec files). Each worker has its own store and emulator on ports of its own (PORT + slot and
 * PRODUCTION_PORT + slot) with their own state: one test's faults, carts, customers,
 * publishes and page cache are never another's.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (namesSpecFiles() ? 1 : 2)));
/** Playwright numbers its running workers 0 to workers - 1 (TEST_PARALLEL_INDEX, set in each worker's process); the runner itself is slot 0. */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const BASE_URL = `http://127.0.0.1:${PORT + SLOT}`;
/**
 * The store in its production configuration (no payment tokeniser: Commerce7 documents
 * none, so /join hands over to the widget's club sign-up), beside the emulator, on its own
 * port and state: the specs of Commerce7's widget run against it (tests/e2e/widget.spec.ts).
 */
export const PRODUCTION_CONFIG_URL = `http://127.0.0.1:${PRODUCTION_PORT + SLOT}`;
/** Debian's Chromium headless as root (no sandbox, no GPU); a spec that needs one more flag adds it to these. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'] as const;

/** The store and the emulator under `wrangler dev` on one port, with that port's own state. */
function devServer(port: number, state: string, extraArgs = '') {
  return {
    command: `node scripts/dev.mjs --persist-to ${state} --log-level warn${extraArgs ? ` ${extraArgs}` : ''}`,
    // The React build `wrangler deploy` ships (wrangler dev bundles the development build
    // otherwise, which renders pages many times slower and is never what a shopper gets).
    env: { PORT: String(port), NODE_ENV: 'production' },
    url: `http://127.0.0.1:${port}/favicon.svg`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Files, not tests, are shared out: a file's tests keep their order and its beforeAll state.
  fullyParallel: false,
  workers: WORKERS,
  // No retries, in CI either: a test that passes only on a second try hides a race (the developers' guide: find it and fix it).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Each port keeps its own state, so two runs on one machine (E2E_PORT) never share a database.
  // wrangler's --var with no value leaves PAYMENT_TOKENIZER_SCRIPT_URL unset, as in [env.production].
  webServer: Array.from({ length: WORKERS }, (_, slot) => [
    devServer(PORT + slot, `.wrangler/e2e-state${PORT + slot === 8788 ? '' : `-${PORT + slot}`}`),
    devServer(PRODUCTION_PORT + slot, `.wrangler/e2e-state-production-${PRODUCTION_PORT + slot}`, '--var PAYMENT_TOKENIZER_SCRIPT_URL:'),
  ]).flat(),
});
