// Storefront spec section 3: "Checkout types: Direct Checkout, Single Step, Default" (the
// product's page entry), and "Allocation" (the members-only prompt's tooltip title, URL and
// URL title), as a shopper meets them.
import { asAdult, expect, hydrated, test } from './fixtures.ts';

test.describe('Checkout types (storefront spec 3, enumerations)', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('Direct Checkout: "Buy Now" adds the ticket and goes straight to checkout, skipping the cart sidebar', async ({ page }) => {
    await page.goto('/product/harvest-dinner-2026');
    await hydrated(page);
    await page.getByRole('form', { name: 'Add Harvest Dinner 2026 to cart' }).first().getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const session = (await (await page.request.get('/api/session')).json()) as { cart: { items: { sku: string; quantity: number }[] } | null };
    expect(session.cart?.items).toEqual([expect.objectContaining({ sku: 'EVT-HARVEST26', quantity: 1 })]);
  });

  test('Single Step: the corkscrew is added in place, the sidebar stays shut, and "View cart" opens the widget\'s cart page as the sidebar\'s does', async ({ page }) => {
    await page.goto('/product/sommelier-corkscrew');
    await hydrated(page);
    await page.getByRole('form', { name: 'Add Sommelier Corkscrew to cart' }).first().getByRole('button', { name: 'Add To Cart' }).click();
    const status = page.locator('.product-hero').getByRole('status');
    await expect(status).toContainText('Added to your cart.');
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeHidden();
    await status.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('#c7-content').getByRole('region', { name: 'Your cart' })).toContainText('Sommelier Corkscrew');
  });

  test('Default: adding opens the cart sidebar with the wine in it', async ({ page }) => {
    await page.goto('/product/isosceles-2021');
    await hydrated(page);
    await page.getByRole('form', { name: 'Add Isosceles 2021 to cart' }).first().getByRole('button', { name: 'Add To Cart' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Your Cart (1)' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar).toContainText('Isosceles 2021');
  });
});

test.describe('Allocation (storefront spec 3): the members-only prompt', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('the product’s tooltip opens on the first tap and holds its description and its link', async ({ page }) => {
    await page.goto('/product/apex-block-cabernet-sauvignon-2021');
    const prompt = page.locator('.product-hero').getByRole('group', { name: 'Allocation Only' });
    await expect(prompt.getByText('offered to Wine Society members each spring')).toBeHidden();
    await prompt.getByText('How allocations work').click();
    await expect(prompt.getByText('offered to Wine Society members each spring')).toBeVisible();
    await prompt.getByRole('link', { name: 'About the Wine Society' }).click();
    await expect(page).toHaveURL(/\/wine-society$/);
  });
});
