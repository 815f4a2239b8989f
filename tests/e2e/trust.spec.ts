// Trusted Types in the browser: on the store's pages the policy is enforced, the tag
// manager's stand-in still runs (its custom HTML tag placed through its own `goog#html`
// policy, which the CSP names), and a planted DOM XSS or inline script is refused by the
// browser and reported through POST /api/csp-report to the error service's stand-in.
import type { APIRequestContext } from '@playwright/test';
import { allowAnalytics, asAdult, expect, hydrated, test } from './fixtures.ts';
import { RUN } from './content.ts';

type TagManager = { containerId: string; customHtmlTag: string };

async function reportsMentioning(request: APIRequestContext, text: string): Promise<string[]> {
  const response = await request.get('/__emulator/error-reports?type=event');
  const { reports } = (await response.json()) as { reports: { payload: unknown }[] };
  return reports.map((report) => JSON.stringify(report.payload)).filter((payload) => payload.includes(text));
}

test('with analytics allowed, the tag manager stand-in runs its custom HTML tag under the enforced Trusted Types policy', async ({ page }) => {
  await asAdult(page);
  await allowAnalytics(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain(
    "require-trusted-types-for 'script'; trusted-types storefront#script-url storefront#html storefront#editor-script storefront#speculation-rules goog#html",
  );
  await hydrated(page);
  await page.waitForFunction(() => Boolean((window as unknown as { __emulatorTagManager?: TagManager }).__emulatorTagManager));
  const tagManager = await page.evaluate(() => (window as unknown as { __emulatorTagManager: TagManager }).__emulatorTagManager);
  expect(tagManager).toMatchObject({ containerId: 'GTM-EMUL8R', customHtmlTag: 'placed' });
  await expect(page.locator('[data-emulator-custom-html-tag]')).toHaveCount(1);
});

test('a planted DOM XSS and a planted inline script are refused and reported', async ({ page, request, consoleErrors }) => {
  await asAdult(page);
  // A path of its own (a 404 page, a store page like any other), so this run's reports are told apart.
  const path = `/trusted-types-probe-${RUN}`;
  // With report-to present Chromium sends through the Reporting API, which batches reports
  // (and headless Chromium on 127.0.0.1 was not seen to deliver them within 75 s): this page
  // drops report-to, so the browser reports by report-uri at once. Everything else of the
  // policy, Trusted Types included, is the Worker's as sent.
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace('; report-to csp', '');
    await route.fulfill({ response, headers });
  });
  await page.goto(path);
  await hydrated(page);
  const outcome = await page.evaluate(() => {
    const tried: string[] = [];
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__pwned = 1">');
      tried.push('html written');
    } catch (error) {
      tried.push(`html refused: ${(error as Error).name}`);
    }
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 2';
      document.body.appendChild(script);
      tried.push('script written');
    } catch (error) {
      tried.push(`script refused: ${(error as Error).name}`);
    }
    return { tried, pwned: (window as unknown as { __pwned?: number }).__pwned ?? null };
  });
  expect(outcome).toEqual({ tried: ['html refused: TypeError', 'script refused: TypeError'], pwned: null });

  // The browser names both refusals in the console: expected here, and nothing else.
  await expect.poll(() => consoleErrors.filter((error) => /Trusted/.test(error)).length).toBeGreaterThanOrEqual(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/Trusted/.test(error)));

  // Reported: the error service's stand-in holds the violation, with the page's path.
  await expect.poll(async () => (await reportsMentioning(request, path)).join('\n'), { timeout: 10_000 }).toContain('require-trusted-types-for blocked trusted-types-sink');
});
