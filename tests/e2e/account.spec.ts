// The customer account in Chromium: the demo member's orders and one order, changing the
// membership to pickup and back, replacing the card, cancelling with a reason and seeing
// non-member prices at once; a guest's order lookup and its limit.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { asAdult, expect, expectFailedRequest, hydrated, signedInAs, test } from './fixtures.ts';

/** Signed in (the form's own tests are login.spec.ts's), then on /profile. */
async function signInAs(page: Page, email: string) {
  await signedInAs(page, email);
  await page.goto('/profile');
  await hydrated(page);
}

test.describe('the member’s account', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  // The journey cancels the demo member's club: the next tests get the seed data back.
  test.afterAll(async ({ request, baseURL }) => {
    const reseeded = await request.post('/__emulator/reseed?service=commerce', { headers: { origin: baseURL! } });
    expect(reseeded.ok()).toBe(true);
  });

  test('orders, one order, pickup and back, a new card, and cancelling with a reason; non-member prices at once', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'member@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    const accountNav = page.getByRole('navigation', { name: 'Your account' });
    await expect(accountNav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    // Past orders, newest first, and one of them whole.
    await page.getByRole('link', { name: 'See your orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    const rows = page.locator('table.account-orders tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('#1007');
    await expect(rows.last()).toContainText('#1001');
    await page.getByRole('link', { name: 'Order number 1001' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order #1001' })).toBeVisible();
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
    await expect(page.getByText('1200 Ridge Road')).toBeVisible();
    await expect(page.getByText('Savings')).toBeVisible();

    // The membership: pickup, then back to shipping at a new address.
    await accountNav.getByRole('link', { name: 'Wine Society' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Wine Society membership' })).toBeVisible();
    await hydrated(page);
    const card = page.getByRole('article', { name: 'Wine Society — 6 Bottles, Red Wines' });
    await card.getByRole('button', { name: 'Change delivery' }).click();
    const delivery = card.getByRole('form', { name: 'Change delivery' });
    await delivery.getByRole('radio', { name: /Pick up at the winery/ }).check();
    await delivery.getByRole('button', { name: 'Save delivery' }).click();
    const notice = card.getByRole('status');
    await expect(notice).toHaveText('Saved: your shipments will wait for you at the winery.');
    await expect(notice).toBeFocused();
    await page.reload();
    await hydrated(page);
    await expect(card.getByRole('heading', { name: 'Pick up at the winery' })).toBeVisible();

    await card.getByRole('button', { name: 'Change delivery' }).click();
    await delivery.getByRole('radio', { name: /Ship to me/ }).check();
    await delivery.getByLabel('First name*').fill('Morgan');
    await delivery.getByLabel('Last name*').fill('Vance');
    await delivery.getByLabel('Street address*').fill('500 Vine Ave');
    await delivery.getByLabel('City*').fill('Sonoma');
    await delivery.getByLabel('State*').selectOption('CA');
    await delivery.getByLabel('Zip code*').fill('95476');
    await delivery.getByRole('button', { name: 'Save delivery' }).click();
    await expect(notice).toHaveText('Saved: your shipments will go to 500 Vine Ave, Sonoma, CA 95476.');

    // A declined card keeps what was typed and says so; the test card replaces it.
    await card.getByRole('button', { name: 'Replace card' }).click();
    const payment = card.getByRole('form', { name: 'Replace card' });
    await payment.getByLabel('Name on card*').fill('Morgan Vance');
    await payment.getByLabel('Card number*').fill('4000 0000 0000 0002');
    await payment.getByLabel('Expiry (MM/YY)*').fill('12/34');
    await payment.getByLabel('Security code*').fill('123');
    await payment.getByRole('button', { name: 'Save card' }).click();
    await expect(payment.getByRole('alert')).toContainText(/declined/i);
    expectFailedRequest(consoleErrors, 422, '/api/club-memberships/');
    await expect(payment.getByLabel('Name on card*')).toHaveValue('Morgan Vance');
    await payment.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await payment.getByRole('button', { name: 'Save card' }).click();
    await expect(notice).toHaveText('Saved: your Visa card ending 4242 is now on file.');

    // Cancelling: the confirmation offers the alternatives first, then asks why.
    await card.getByRole('button', { name: 'Cancel membership' }).click();
    const confirm = page.getByRole('dialog', { name: 'Before you cancel' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Change delivery' })).toBeVisible();
    await expect(confirm.getByRole('link', { name: 'switch clubs' })).toHaveAttribute('href', '/club#choose-your-club');
    await confirm.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(confirm.getByText('Please choose a reason for cancelling')).toBeVisible();
    await confirm.getByLabel('Why are you cancelling?*').selectOption('Too much wine');
    await confirm.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(confirm).toBeHidden();
    await expect(notice).toHaveText('Your membership is cancelled. Member prices no longer apply from now on.');
    await expect(card.getByText('Cancelled on')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Replace card' })).toHaveCount(0);

    // At once a non-member: retail price in the cart, members-only wines behind the prompt.
    await page.goto('/product/cabernet-franc-2022');
    await hydrated(page);
    await page.locator('.product-hero').getByRole('button', { name: 'Add To Cart' }).click();
    const cart = page.locator('dialog.cart-sidebar');
    await expect(cart.getByText('Cabernet Franc 2022')).toBeVisible();
    await expect(cart.getByText('You save', { exact: true })).toHaveCount(0);
    await page.goto('/product/isosceles-reserve-2021');
    await hydrated(page);
    await expect(page.getByRole('group', { name: 'Members Exclusive' }).first()).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Choose your club' })).toHaveAttribute('href', '/club#choose-your-club');
  });
});

test.describe('accessibility of the account', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('axe finds no serious or critical violation on the account pages, with the cancel dialog open', async ({ page }) => {
    await signInAs(page, 'second-member@example.com');
    const seriousOn = async (label: string) => {
      const violations = await axeViolations(page);
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    const found = [...(await seriousOn('/profile'))];
    for (const path of ['/profile/orders', '/profile/club-membership', '/profile/order-lookup']) {
      await page.goto(path);
      await hydrated(page);
      found.push(...(await seriousOn(path)));
    }
    await page.goto('/profile/club-membership');
    await hydrated(page);
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(page.getByRole('dialog', { name: 'Before you cancel' })).toBeVisible();
    found.push(...(await seriousOn('cancel dialog')));
    expect(found).toEqual([]);
  });
});

test.describe('a guest’s order lookup', () => {
  test('finds an order by e-mail and number, shows no address or card, and refuses the eleventh failed lookup', async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    // Lookups are counted per client: this run is a client of its own.
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${Date.now() % 250}` });
    await asAdult(page);
    await page.goto('/profile/order-lookup');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Find an order' });
    await form.getByLabel('Email address*').fill('customer@example.com');
    await form.getByLabel('Order number*').fill('#1002');
    await form.getByRole('button', { name: 'Find my order' }).click();
    const result = page.getByRole('heading', { level: 2, name: 'Order #1002' });
    await expect(result).toBeFocused();
    await expect(page.getByText('Chardonnay 2023')).toBeVisible();
    await expect(page.locator('.order-lookup__result')).not.toContainText('Ridge Road');
    await expect(page.locator('.order-lookup__result')).not.toContainText('4242');

    // Guessing: ten misses for one e-mail (a new one each run, so a real customer is never locked out here).
    const guessed = `guess-${Date.now()}@example.com`;
    await form.getByLabel('Email address*').fill(guessed);
    const alert = form.getByRole('alert');
    for (let attempt = 1; attempt <= 10; attempt++) {
      await form.getByLabel('Order number*').fill(String(5000 + attempt));
      // The alert's words repeat: each answer is awaited as it arrives.
      const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/orders/lookup')), form.getByRole('button', { name: 'Find my order' }).click()]);
      expect(answer.status()).toBe(404);
      await expect(alert).toHaveText('We could not find an order with that e-mail address and order number. Please check both and try again.');
      expectFailedRequest(consoleErrors, 404, '/api/orders/lookup');
    }
    await form.getByLabel('Order number*').fill('1002');
    await form.getByRole('button', { name: 'Find my order' }).click();
    await expect(alert).toHaveText('Too many order lookups. For your security, please wait 15 minutes and try again.');
    expectFailedRequest(consoleErrors, 429, '/api/orders/lookup');
    await expect(form.getByLabel('Email address*')).toHaveValue(guessed);
  });
});
