// The browser's side of error reporting, which a worker test cannot see: a real uncaught
// error fires the page's error event, the hook's beacon carries it to POST /api/errors
// (same origin, so the Origin check lets it through), and the Worker's scrubbed report
// reaches the error service's stand-in (GET /__emulator/error-reports, local only).
import { asAdult, expect, hydrated, test } from './fixtures.ts';

type Stored = { type: string; payload: { exception?: { values?: { value?: string }[] }; tags?: Record<string, string>; request?: { url?: string } } };

test('an uncaught error in the page reaches the error service stand-in, without the planted e-mail', async ({ page, request, consoleErrors }) => {
  await asAdult(page);
  await page.goto('/');
  await hydrated(page);
  // Letters only: a long run of digits (a timestamp) would itself be scrubbed as card-like.
  const marker = `planted-${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(`${text} for ada.lovelace@example.com`);
    });
  }, marker);

  const reported = async () => {
    const response = await request.get('/__emulator/error-reports?type=event');
    const { reports } = (await response.json()) as { reports: Stored[] };
    return reports.find((report) => report.payload.exception?.values?.[0]?.value?.includes(marker));
  };
  await expect.poll(reported, { timeout: 10_000 }).toBeTruthy();
  const report = (await reported())!;
  expect(report.payload.exception?.values?.[0]?.value).toBe(`${marker} for [email]`);
  expect(report.payload.tags).toMatchObject({ mechanism: 'onerror', source: 'browser' });
  expect(report.payload.request?.url).toBe('/');

  // The planted error is this test's own; any other console error still fails it.
  const planted = consoleErrors.findIndex((error) => error.includes(marker));
  expect(planted).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(planted, 1);
});
