// Real-user speed in a real browser, which a worker test cannot see: web-vitals measures the
// page, and when the page is hidden the reporter sends LCP, CLS and TTFB to POST /api/vitals
// (by beacon) only with analytics consent; the emulator's Analytics Engine stand-in
// (GET /__emulator/vitals, local only) then holds the points. The page is hidden by leaving
// it; with analytics refused, also by a visibilitychange as backgrounding a tab fires it
// (headless Chromium never backgrounds a page by itself), checked against every beacon.
import type { APIRequestContext, Page } from '@playwright/test';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const PRODUCT = '/product/isosceles-2021';

async function withConsent(page: Page, value: string) {
  await asAdult(page);
  const url = new URL(test.info().project.use.baseURL as string);
  await page.context().addCookies([{ name: 'consent', value, domain: url.hostname, path: '/' }]);
  // Every beacon the page sends, in order, readable without waiting on the network.
  await page.addInitScript(() => {
    const beacons: { url: string; body: string }[] = [];
    (window as unknown as { __beacons: typeof beacons }).__beacons = beacons;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      beacons.push({ url: String(url), body: typeof data === 'string' ? data : '' });
      return send(url, data);
    };
  });
}

type StoredPoint = { id: number; vital: { metric: string; pageType: string; environment: string; value: number } };

async function storedPoints(request: APIRequestContext): Promise<StoredPoint[]> {
  const response = await request.get('/__emulator/vitals');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { points: StoredPoint[] }).points;
}

/** Hides the page as backgrounding a tab does, and returns the vitals beacons sent by then. */
function hide(page: Page) {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    return (window as unknown as { __beacons: { url: string; body: string }[] }).__beacons.filter((beacon) => beacon.url.endsWith('/api/vitals'));
  });
}

test('with analytics consent, hiding the page sends its LCP, CLS and TTFB, filed under the page type', async ({ page, request }) => {
  await withConsent(page, 'v1.a1.m0.p1');
  await page.goto(PRODUCT);
  await hydrated(page);
  // The reporter has started (its own chunk, loaded after hydration) and the page has painted.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('vitals:start').length)).toBe(1);
  // (LCP entries are only observable, never listed by getEntriesByType.)
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

  // Leaving the page hides it (the browser's own, trusted visibilitychange): the moment
  // web-vitals finalises LCP and the reporter sends its beacon. A beacon from a page being
  // left is not Playwright's to see, so what arrived is read where it was written: the
  // Analytics Engine stand-in (this port's own state; the next page is a content page).
  const before = await storedPoints(request);
  const seen = new Set(before.map((point) => point.id));
  await page.goto('/our-story');
  const written = async () =>
    (await storedPoints(request))
      .filter((point) => !seen.has(point.id) && point.vital.pageType === 'product')
      .map((point) => `${point.vital.metric} ${point.vital.environment}`)
      .sort();
  await expect.poll(written).toEqual(['CLS local', 'LCP local', 'TTFB local']);
});

test('with analytics refused, nothing is measured or sent', async ({ page }) => {
  await withConsent(page, 'v1.a0.m0.p0');
  const vitalsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vitals')) vitalsRequests.push(request.url());
  });
  await page.goto(PRODUCT);
  await hydrated(page);
  // Whatever the page would load has loaded.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => performance.getEntriesByName('vitals:start').length)).toBe(0);
  expect(await hide(page)).toEqual([]);
  expect(vitalsRequests).toEqual([]);
});
