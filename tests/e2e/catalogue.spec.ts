import { allowAnalytics, asAdult, expect, hydrated, hydratedOnUse, test } from './fixtures.ts';

test.describe('shop', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('a shopper opens the shop, clicks a card and sees the product page, its prices and the sticky bar', async ({ page }) => {
    await allowAnalytics(page);
    await page.goto('/collection/all');
    await hydrated(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Isosceles 2021', exact: true }) });
    await expect(card).toContainText('$150');
    await expect(card).toContainText('$120');
    await expect(card).toContainText('Wine Society');
    await card.getByRole('link', { name: 'Isosceles 2021', exact: true }).click();

    await expect(page).toHaveURL(/\/product\/isosceles-2021$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Isosceles 2021' })).toBeVisible();
    await hydrated(page);
    const hero = page.locator('.product-hero');
    await expect(hero.locator('s')).toContainText('$150');
    await expect(hero.getByText('Retail', { exact: true })).toBeVisible();
    await expect(hero.getByText('Wine Society', { exact: true })).toBeVisible();
    await expect(hero.getByText('$120', { exact: true })).toBeVisible();

    const sticky = page.getByRole('region', { name: 'Isosceles 2021: quick add' });
    await expect(sticky).toBeHidden();
    await page.getByRole('heading', { name: 'Complete the Vertical' }).scrollIntoViewIfNeeded();
    await expect(sticky).toBeVisible();
    await expect(sticky).toContainText('$120');
    await expect(sticky.getByRole('button', { name: 'Add To Cart' })).toBeVisible();

    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain('productDetailImpression');
    expect(events).toContain('viewedProduct');
  });

  test('a card click is reported to the data layer', async ({ page }) => {
    await allowAnalytics(page);
    await page.goto('/collection/red-wines');
    await hydrated(page);
    await page.evaluate(() => {
      // Keep the shopper on the page long enough to read the event.
      document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    });
    await page.getByRole('link', { name: 'Merlot 2022', exact: true }).click();
    const click = await page.evaluate(() => (window.dataLayer ?? []).find((entry) => entry.event === 'productClick'));
    expect(JSON.stringify(click)).toContain('Merlot 2022');
  });

  test('the quantity selector clamps typed values to the per-cart limit and blocks "e" and "-"', async ({ page }) => {
    await page.goto('/product/isosceles-2021');
    await hydrated(page);
    const hero = page.locator('.product-hero');
    const quantity = hero.getByRole('spinbutton', { name: 'Quantity of Isosceles 2021' });
    const increase = hero.getByRole('button', { name: 'Increase quantity of Isosceles 2021' });
    const decrease = hero.getByRole('button', { name: 'Decrease quantity of Isosceles 2021' });
    await expect(decrease).toBeDisabled();
    // Refusing a key takes the island's code, fetched on first use.
    await hydratedOnUse(hero.locator('[data-island="add-to-cart"]').first());
    await quantity.fill('');
    await quantity.pressSequentially('e-9');
    await expect(quantity).toHaveValue('6');
    await expect(increase).toBeDisabled();
    await decrease.click();
    await expect(quantity).toHaveValue('5');
    await expect(increase).toBeEnabled();
  });

  test('members-only wine shows "Members Exclusive" and "Join Now" to a visitor', async ({ page }) => {
    await page.goto('/product/isosceles-reserve-2021');
    await hydrated(page);
    const prompt = page.getByRole('group', { name: 'Members Exclusive' }).first();
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/club#choose-your-club');
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  });

  test('a sold-out wine offers only a disabled button', async ({ page }) => {
    await page.goto('/product/late-harvest-viognier-2022');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Late Harvest Viognier 2022 is sold out' }).first()).toBeDisabled();
  });
});
