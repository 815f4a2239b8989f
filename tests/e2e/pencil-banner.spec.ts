// The pencil banner in Chromium: on the home page from the first bytes, dismissed for 7
// days (surviving a reload), and a countdown that ticks and goes at zero.
import { publish, RUN, targeted, textPage, unpublish } from './content.ts';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const SEEDED_TEXT = 'Complimentary ground shipping on 6 or more bottles';

test.beforeEach(async ({ page }) => asAdult(page));

test('the home page shows its banner above the header, linking to the shop', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner).toBeVisible();
  const [bannerBox, headerBox] = [await banner.boundingBox(), await page.locator('header.site-header').boundingBox()];
  expect(bannerBox!.y).toBe(0);
  expect(headerBox!.y).toBeGreaterThanOrEqual(bannerBox!.height);
  await banner.getByRole('link', { name: SEEDED_TEXT }).click();
  await expect(page).toHaveURL(/\/collection\/all$/);
});

test('dismissing it survives a reload: the edge leaves it out for 7 days', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Announcement' });
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();

  const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('pencil_banner_'));
  expect(cookie?.value).toBe('1');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  const response = await page.reload();
  expect(await response!.text()).not.toContain('pencil-banner');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
});

test.describe('a countdown banner', () => {
  const ids: string[] = [];
  test.afterEach(async ({ page, baseURL }) => {
    await unpublish(page.request, baseURL!, ...ids.splice(0));
  });

  test('ticks every second and disappears at zero', async ({ page, baseURL }) => {
    const path = `/banner-e2e/${RUN}/countdown`;
    const start = Date.now();
    const endDate = new Date(start + 60_000).toISOString();
    const id = `e2e-${RUN}-countdown`;
    await publish(
      page.request,
      baseURL!,
      textPage(`${id}-page`, path, 3),
      targeted(`${id}-banner`, 'pencil-banner', path, { bannerType: 'countdown', endDate, text: 'Flash sale ends in', design: 'black' }),
    );
    ids.push(`${id}-page`, `${id}-banner`);

    // The page's clock is the test's: each second is stepped, not waited for.
    // (Paused only once hydrated: the islands wait for the page's timers to hydrate.)
    await page.clock.install({ time: start });
    await page.goto(path);
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner).toContainText('Flash sale ends in');
    const timer = banner.getByRole('timer');
    await expect(timer).toHaveText(/^0d 00h 0[01]m \d\ds$/);
    // Each second stepped moves it on: a slower tick would leave one of two steps unseen.
    for (let second = 0; second < 2; second++) {
      const before = await timer.textContent();
      await page.clock.runFor(1_000);
      await expect(timer).not.toHaveText(before!);
    }
    await expect(timer).toHaveAccessibleName(/^0 days, 0 hours, [01] minutes?, \d+ seconds?$/);
    await page.clock.runFor(60_000);
    await expect(banner).toHaveCount(0);
  });

  test('past its end, the edge does not send it at all', async ({ page, baseURL }) => {
    const path = `/banner-e2e/${RUN}/ended`;
    const id = `e2e-${RUN}-ended`;
    await publish(
      page.request,
      baseURL!,
      textPage(`${id}-page`, path, 3),
      targeted(`${id}-banner`, 'pencil-banner', path, { bannerType: 'countdown', endDate: new Date(Date.now() - 1_000).toISOString(), text: 'Flash sale ends in', design: 'black' }),
    );
    ids.push(`${id}-page`, `${id}-banner`);
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    expect(await response!.text()).not.toContain('pencil-banner');
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });
});
