// End-to-end tests: Debian's Chromium against `wrangler dev` (storefront + emulator)
// on its own port and its own local state, so a developer's store is left alone.
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The store in its production configuration (no payment tokeniser: Commerce7 documents
 * none, so /join hands over to the widget's club sign-up), beside the emulator, on its own
 * port and state: the specs of Commerce7's widget run against it (tests/e2e/widget.spec.ts).
 */
const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? PORT + 10);
export const PRODUCTION_CONFIG_URL = `http://127.0.0.1:${PRODUCTION_PORT}`;
/** Debian's Chromium headless as root (no sandbox, no GPU); a spec that needs one more flag adds it to these. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'] as const;

/** The store and the emulator under `wrangler dev` on one port, with that port's own state. */
function devServer(port: number, state: string, extraArgs = '') {
  return {
    command: `node scripts/dev.mjs --persist-to ${state} --log-level warn${extraArgs ? ` ${extraArgs}` : ''}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/favicon.svg`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes only on a second try hides a race (the developers' guide: find it and fix it).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // Each port keeps its own state, so two runs on one machine (E2E_PORT) never share a database.
    devServer(PORT, `.wrangler/e2e-state${PORT === 8788 ? '' : `-${PORT}`}`),
    // wrangler's --var with no value leaves PAYMENT_TOKENIZER_SCRIPT_URL unset, as in [env.production].
    devServer(PRODUCTION_PORT, `.wrangler/e2e-state-production-${PRODUCTION_PORT}`, '--var PAYMENT_TOKENIZER_SCRIPT_URL:'),
  ],
});
