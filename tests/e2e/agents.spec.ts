import { expect, test } from './fixtures.ts';

// What only a browser shows: a person opening the cart link an agent built (the MCP tool
// build_cart_link) passes the age gate, presses Add to cart and finds the wines in the cart.
test.describe('a cart link from an AI agent', () => {
  test('passes the age gate, adds the wines only on the press of Add to cart, and opens the cart with them', async ({ page }) => {
    await page.goto('/add-to-cart?items=CS22-750:2,ME22-750:1');
    const gate = page.getByRole('dialog', { name: 'Welcome' });
    await gate.getByRole('button', { name: 'Yes, I am at least 21 years of age' }).click();
    await expect(gate).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Add these wines to your cart' })).toBeVisible();
    const wines = page.getByRole('list', { name: 'Wines in this link' });
    await expect(wines.getByRole('listitem')).toHaveText(['2 × Estate Cabernet Sauvignon 2022, $95 each', '1 × Merlot 2022, $49 each']);
    await expect(page.getByRole('button', { name: /^Cart \(\d+\)$/ })).toHaveText('Cart (0)');

    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = page.locator('#c7-content').getByRole('region', { name: 'Your cart' });
    await expect(cart).toContainText('Estate Cabernet Sauvignon 2022');
    await expect(cart).toContainText('Merlot 2022');
    await expect(page.getByRole('button', { name: /^Cart \(\d+\)$/ })).toHaveText('Cart (3)');
  });
});
