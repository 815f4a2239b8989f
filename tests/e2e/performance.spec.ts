import { allowAnalytics, asAdult, expect, hydrated, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => asAdult(page));

/** Adds up the page's layout shifts that no input caused, as CLS does, from its first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

test('islands hydrate without shifting the layout', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await hydrated(page);
  // Whatever could still move the page once hydrated: images above the fold, the web fonts;
  // then two frames for their layout to be done (and any shift reported).
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined)));
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await layoutShifted(page)).toBeLessThan(0.01);
});

test("cards and the footer's link columns are laid out as they near the view: scrolling through shifts nothing, and a card far down takes focus", async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/collection/all');
  await hydrated(page);
  const rendered = () =>
    page.evaluate(() => {
      // An element the browser skips is inside the one that skips it: a card's title, a footer column.
      const drawn = (element: Element | null) => element?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
      const titles = [...document.querySelectorAll('.product-card__title')];
      return { cards: titles.length, drawn: titles.filter(drawn).length, footer: drawn(document.querySelector('.site-footer__column')) };
    });
  const atFirst = await rendered();
  expect(atFirst.cards).toBeGreaterThan(20);
  expect(atFirst.drawn).toBeGreaterThan(0);
  expect(atFirst.drawn).toBeLessThan(atFirst.cards / 2);
  expect(atFirst.footer).toBe(false);

  // Scrolled through as a reader would, a frame at a time: every card is drawn as it passes.
  const drawnOnTheWay = await page.evaluate(async () => {
    const titles = [...document.querySelectorAll('.product-card__title')];
    const seen = new Set<Element>();
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, 120);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      for (const title of titles) if (title.checkVisibility({ contentVisibilityAuto: true })) seen.add(title);
    }
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return seen.size;
  });
  expect(drawnOnTheWay).toBe(atFirst.cards);
  const atEnd = await rendered();
  expect(atEnd.footer).toBe(true);
  await expect(page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' })).toBeInViewport();
  expect(await layoutShifted(page)).toBeLessThan(0.01);

  // Back at the top, a keyboard user's focus still reaches a card not yet drawn, and shows it.
  await page.evaluate(() => scrollTo(0, 0));
  const lastCardLink = page.locator('.product-card__title a').last();
  await lastCardLink.focus();
  await expect(lastCardLink).toBeFocused();
  await expect(lastCardLink).toBeInViewport();
});

test('hashed scripts and styles are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  const style = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href');
  for (const url of [script!, style!]) {
    expect(url).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('the page pushes a pageview to the analytics data layer', async ({ page }) => {
  await allowAnalytics(page);
  await page.goto('/visit');
  await hydrated(page);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain('pageview');
});

test.describe('with the pop-up and the banner present', () => {
  test.use({ showPopups: true });

  test('the home page loads at most 70 kB of gzipped JavaScript and 20 kB of CSS (issue targets)', async ({ page }) => {
    const { gzipSync } = await import('node:zlib');
    const { readFileSync } = await import('node:fs');
    const loaded: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/')) loaded.push(path);
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    await page.mouse.wheel(0, 4000); // cards load their analytics code when seen
    // Past half way the pop-up opens, with its dialog's code: that counts too.
    await expect(page.getByRole('dialog', { name: '10% off your first order' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gzipped = (suffix: string) => loaded.filter((path) => path.endsWith(suffix)).reduce((sum, path) => sum + gzipSync(readFileSync(`public${path}`)).byteLength, 0);
    const js = gzipped('.js');
    const css = gzipped('.css');
    test.info().annotations.push({ type: 'home page assets (gzip)', description: `JS ${(js / 1024).toFixed(1)} kB, CSS ${(css / 1024).toFixed(1)} kB` });
    console.log(`home page assets (gzip): JS ${(js / 1024).toFixed(1)} kB, CSS ${(css / 1024).toFixed(1)} kB`);
    expect(js).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(70 * 1024);
    expect(css).toBeLessThanOrEqual(20 * 1024);
  });
});
