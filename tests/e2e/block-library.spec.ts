// The new blocks in a browser: FAQ filters and show more (and /faq#topic links), the
// quote carousel, the sticky sub-navigation, a data-layer button, and an embed that
// loads nothing third-party until the visitor asks, at phone and desktop widths.
import { allowAnalytics, asAdult, expect, hydrated, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => asAdult(page));

test.describe('FAQ', () => {
  test('filters by topic and shows more on request', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    const filters = page.getByRole('group', { name: 'Filter questions by topic' });
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const questions = page.locator('.faq__item:visible');
    await expect(questions).toHaveCount(6);

    await filters.getByRole('button', { name: 'Shipping' }).click();
    await expect(filters.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-pressed', 'true');
    await expect(questions).toHaveCount(5);
    await expect(page.getByText('Where can you ship wine?')).toBeVisible();
    await expect(page.getByText('Can I bring children or my dog?')).toBeHidden();

    await filters.getByRole('button', { name: 'All' }).click();
    await page.getByRole('button', { name: 'Show more questions' }).click();
    await expect(questions).toHaveCount(19);
    await expect(page.getByRole('button', { name: 'Show more questions' })).toHaveCount(0);

    await page.getByText('Is the estate accessible?').click();
    await expect(page.getByText('one suite at the Just Inn is fully accessible')).toBeVisible();
  });

  test('opens on the topic a link names (/faq#returns)', async ({ page }) => {
    await page.goto('/faq#returns');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.faq__item:visible')).toHaveCount(3);
  });
});

test('the quote carousel moves between quotes with its buttons and dots', async ({ page }) => {
  await page.goto('/our-story');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'Quotes' });
  await expect(carousel.getByText('We planted it anyway')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next quote' }).click();
  await expect(carousel.getByText('A winery is only a farm with a cellar')).toBeVisible();
  await expect(carousel.getByText('We planted it anyway')).toBeHidden();
  await carousel.getByRole('button', { name: 'Show quote 4' }).click();
  await expect(carousel.getByText('Isosceles is where they meet')).toBeVisible();
  await carousel.getByRole('button', { name: 'Next quote' }).click();
  await expect(carousel.getByText('We planted it anyway')).toBeVisible();
});

test('the sticky sub-navigation stays below the header once scrolled past, and its button reports to the data layer', async ({ page }) => {
  await allowAnalytics(page);
  await page.goto('/visit/vineyard-winery');
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Vineyard & Winery Tastings' });
  await expect(bar).not.toHaveClass(/sticky-nav--stuck/);
  await page.getByRole('heading', { name: 'Book your tasting' }).scrollIntoViewIfNeeded();
  await expect(bar).toHaveClass(/sticky-nav--stuck/);
  await expect(bar).toBeInViewport();
  // Leaving for Tock is not part of the test: the click is kept on the page.
  await page.route('https://www.exploretock.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Tock</title>' }));
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
  await bar.getByRole('link', { name: 'Reserve a Tasting' }).click();
  const events = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'wineryVisitClick'));
  expect(events).toEqual([{ event: 'wineryVisitClick', value: 'vineyard-winery', url: 'https://www.exploretock.com/triangleridgewinery' }]);
});

test('an embed asks nothing of its provider until the visitor opens it', async ({ page }) => {
  const calls: string[] = [];
  await page.route('https://calendar.google.com/**', (route) => {
    calls.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Harvest Celebration, October 18</p>' });
  });
  await page.goto('/visit/events');
  await hydrated(page);
  await expect(page.getByText('Loads Google Calendar from calendar.google.com')).toBeVisible();
  expect(calls).toEqual([]);
  await page.getByRole('button', { name: 'Show the calendar' }).click();
  const frame = page.frameLocator('iframe[title="This season at Triangle Ridge"]');
  await expect(frame.getByText('Harvest Celebration, October 18')).toBeVisible();
  await expect(page.getByRole('region', { name: 'This season at Triangle Ridge' })).toBeFocused();
  expect(calls).toHaveLength(1);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The other pages with new blocks are page types: page-types.spec.ts checks them (and this) at both widths.
    test('the visit and vineyard pages fit without sideways scrolling', async ({ page }) => {
      for (const path of ['/visit/vineyard-winery', '/visit/downtown-tasting-room', '/visit/just-inn', '/our-story/vineyards']) {
        await page.goto(path);
        await hydrated(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        // To look at, not asserted: only when asked for, as the page types' (a full-page capture costs a second or so).
        if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: test.info().outputPath(`${path.slice(1).replaceAll('/', '-') || 'home'}-${width}.png`), fullPage: true });
      }
    });
  });
}
