import type { Page } from '@playwright/test';
import { addFromProductPage, allowAnalytics, asAdult, cartSidebar, expect, hydrated, test, widgetConfirmsOn } from './fixtures.ts';

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \(\d+\)$/ });
const sidebar = cartSidebar;

/**
 * The checkout form is Commerce7's widget, which fills #c7-content on the checkout route
 * (locally the emulator's stand-in) and finds the cart in the cookie it shares with the
 * store: the card goes to its gateway, never to the store.
 */
const widget = (page: Page) => page.locator('#c7-content');

async function fillCheckout(page: Page, email: string | null) {
  const form = widget(page).locator('form');
  if (email !== null) await form.getByLabel('Email*').fill(email);
  await form.getByLabel('First name*').fill('Ada');
  await form.getByLabel('Last name*').fill('Lovelace');
  await form.getByLabel('Street address*').fill('1 Vineyard Way');
  await form.getByLabel('City*').fill('Napa');
  await form.getByLabel('State*').selectOption('CA');
  await form.getByLabel('Zip code*').fill('94558');
  await form.getByLabel('Date of Birth*').fill('1985-06-01');
  await form.getByLabel('Name on card*').fill('Ada Lovelace');
  await form.getByLabel('Card number*').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)*').fill('12/35');
  await form.getByLabel('Security code*').fill('123');
  return form;
}

test.describe('cart and checkout', () => {
  test.beforeEach(async ({ page }) => asAdult(page));
  // These read the store's own receipt: the widget stand-in hands back to it (its own receipt: widget.spec.ts).
  test.beforeAll(async ({ request, baseURL }) => widgetConfirmsOn(request, baseURL!, 'store'));

  // The member's order (and the stock taken) would change what later specs see: the seed data back.
  test.afterAll(async ({ request, baseURL }) => {
    await widgetConfirmsOn(request, baseURL!, null);
    const reseeded = await request.post('/__emulator/reseed?service=commerce', { headers: { origin: baseURL! } });
    expect(reseeded.ok()).toBe(true);
  });

  test('adds from a card and from the product page, changes quantities in the sidebar, and Escape returns focus to the cart button', async ({ page }) => {
    await page.goto('/collection/white-wines');
    await hydrated(page);
    await expect(cartButton(page)).toHaveText('Cart (0)');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Sauvignon Blanc 2024', exact: true }) });
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible();
    await expect(cartButton(page)).toHaveText('Cart (1)');
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();

    await page.goto('/product/merlot-2022');
    await hydrated(page);
    const hero = page.locator('.product-hero');
    await hero.getByRole('button', { name: 'Increase quantity of Merlot 2022' }).click();
    await hero.getByRole('button', { name: 'Add To Cart' }).click();
    const cart = sidebar(page);
    await expect(cart.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible();
    await expect(cartButton(page)).toHaveText('Cart (3)');

    // 2 -> 1 submits at once.
    await cart.getByRole('button', { name: 'Decrease quantity of Merlot 2022' }).click();
    await expect(cart.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible();
    // Other changes wait for "Update".
    await cart.getByRole('button', { name: 'Increase quantity of Sauvignon Blanc 2024' }).click();
    await cart.getByRole('button', { name: 'Increase quantity of Sauvignon Blanc 2024' }).click();
    await expect(cart.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible();
    await cart.getByRole('button', { name: 'Update quantity of Sauvignon Blanc 2024' }).click();
    await expect(cart.getByRole('heading', { name: 'Your Cart (4)' })).toBeVisible();
    // Decrementing from 1 removes.
    await cart.getByRole('button', { name: 'Decrease quantity of Merlot 2022' }).click();
    await expect(cart.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible();
    await expect(cart.getByText('Merlot 2022')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await expect(cartButton(page)).toHaveText('Cart (3)');
  });

  test('a dropped Add To Cart request says the connection failed and keeps the cart; the button stays usable and adds once the connection is back', async ({ page, consoleErrors }) => {
    const cart = await addFromProductPage(page, 'sauvignon-blanc-2024');
    await expect(cart.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/product/merlot-2022');
    await hydrated(page);
    await page.route('**/api/cart/items', (route) => route.abort('internetdisconnected'), { times: 1 });
    const hero = page.locator('.product-hero');
    const addToCart = hero.getByRole('button', { name: 'Add To Cart' }).first();
    await addToCart.click();
    await expect(hero.getByRole('alert')).toHaveText("We couldn't reach the store. Check your connection and try again.");
    await expect(addToCart).toBeEnabled();
    await expect(hero.getByRole('button', { name: /sold out/i })).toHaveCount(0);
    await expect(cartButton(page)).toHaveText('Cart (1)');
    // The browser logs the dropped request; nothing else may be.
    const dropped = consoleErrors.findIndex((error) => error.includes('/api/cart/items'));
    expect(dropped, 'the dropped request in the console').toBeGreaterThanOrEqual(0);
    consoleErrors.splice(dropped, 1);

    // The connection is back: the same button adds to the same cart.
    await addToCart.click();
    await expect(cart.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible();
    await expect(cart.getByText('Sauvignon Blanc 2024')).toBeVisible();
    await expect(cart.getByText('Merlot 2022')).toBeVisible();
  });

  test("the cart sidebar's View cart saves the gift message, then opens the widget's cart page", async ({ page }) => {
    const cart = await addFromProductPage(page, 'sauvignon-blanc-2024');
    await cart.getByLabel('Gift message').fill('Happy anniversary!');
    await cart.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(widget(page).getByRole('region', { name: 'Your cart' })).toContainText('Sauvignon Blanc 2024');
    const session = (await (await page.request.get('/api/session')).json()) as { cart: { giftMessage: string } | null };
    expect(session.cart?.giftMessage).toBe('Happy anniversary!');
  });

  test('a guest buys a virtual gift card and checks out through to the receipt', async ({ page }) => {
    await allowAnalytics(page);
    await page.goto('/product/e-gift-card');
    await hydrated(page);
    const hero = page.locator('.product-hero');
    await hero.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(hero.getByText('Email address is required')).toBeVisible();
    await expect(hero.getByText('Gift message is required')).toBeVisible();
    await hero.getByLabel('Recipient email*').fill('friend@');
    await hero.getByLabel('Gift message*').fill('Happy birthday, from the whole family!');
    await hero.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(hero.getByText('Invalid email address')).toBeVisible();
    await hero.getByLabel('Recipient email*').fill('friend@example.com');
    await hero.getByRole('button', { name: 'Add To Cart' }).click();
    const cart = sidebar(page);
    await expect(cart.getByText('Triangle Ridge e-Gift Card')).toBeVisible();

    await cart.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await hydrated(page);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    // The hosted checkout shows the same cart the sidebar did.
    await expect(widget(page).getByRole('complementary', { name: 'Order summary' })).toContainText('Triangle Ridge e-Gift Card');
    const form = await fillCheckout(page, 'guest@example.com');
    await form.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/profile\/order-receipt\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText(/Order number #\d+/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Triangle Ridge e-Gift Card' })).toBeVisible();
    await hydrated(page);
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'purchase_wine'))).toBe(true);
    await expect(cartButton(page)).toHaveText('Cart (0)');
  });

  // The declined card and the member's club price are checked in the widget on the store's
  // production configuration: tests/e2e/widget.spec.ts.
});
