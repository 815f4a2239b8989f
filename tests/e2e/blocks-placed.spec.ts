// The newly placed blocks in a browser: the text-media list's tag filter on /visit, the
// virtual-tasting hero's add-to-cart, and axe on their pages at phone and desktop widths.
import { axeViolations } from './axe.ts';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => asAdult(page));

test('the experiences on /visit filter by tag, All first, and come back with All', async ({ page }) => {
  await page.goto('/visit');
  await hydrated(page);
  const filters = page.getByRole('group', { name: 'Filter Experiences' });
  const items = page.locator('.text-media-list__item:visible');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(6);

  await filters.getByRole('button', { name: 'Dining' }).click();
  await expect(filters.getByRole('button', { name: 'Dining' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Lunch at the Restaurant' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estate Tasting' })).toBeHidden();
  await expect(page.getByText('2 of 6 shown for Dining')).toBeAttached();
  // The two shown still alternate their images' sides.
  await expect(items.nth(0)).not.toHaveAttribute('data-flipped');
  await expect(items.nth(1)).toHaveAttribute('data-flipped', 'true');

  await filters.getByRole('button', { name: 'Tours' }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Cave & Barrel Tour' })).toBeVisible();

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(items).toHaveCount(6);
});

test('without script every experience is listed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([
    { name: 'age_gate', value: 'false', url: baseURL ?? 'http://127.0.0.1' },
    { name: 'popup_test', value: '1', url: baseURL ?? 'http://127.0.0.1' },
  ]);
  const page = await context.newPage();
  await page.goto('/visit');
  await expect(page.locator('.text-media-list__item:visible')).toHaveCount(6);
  await context.close();
});

test('the virtual-tasting hero puts its kit in the cart', async ({ page }) => {
  await page.goto('/virtual-tastings');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Isosceles Vertical Trio' })).toBeVisible();
  const hero = page.locator('.virtual-tasting-hero');
  const added = page.waitForResponse((response) => response.url().endsWith('/api/cart/items') && response.request().method() === 'POST');
  await hero.getByRole('button', { name: /Add To Cart/i }).click();
  expect((await added).status()).toBeLessThan(300);
});

// Axe over the placed blocks themselves: the pages' other parts are audited where they are built.
const PLACED: [string, string[]][] = [
  ['/visit', ['.text-media-list']],
  ['/virtual-tastings', ['.virtual-tasting-hero']],
  ['/wine-society', ['.cta-breaker', '.container']],
  ['/trade-media', ['.logo-list']],
];

for (const width of [375, 1280]) {
  test(`axe finds no serious or critical violation in the placed blocks at ${width}px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    for (const [path, selectors] of PLACED) {
      await page.goto(path);
      await hydrated(page);
      const violations = await axeViolations(page, { include: selectors });
      found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      // To look at, not asserted: only when asked for, as the page types' (a full-page capture costs a second or so).
      if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: test.info().outputPath(`${path.slice(1)}-${width}.png`), fullPage: true });
    }
    expect(found).toEqual([]);
  });
}
