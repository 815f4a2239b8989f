// Markup the browser adds nothing to (the header's active section, "Cart (0)" and Login for
// an anonymous visitor, the footer's year and its absence on account pages, the 404 page) is
// checked on the server's HTML in tests/worker/pages.test.ts.
import { asAdult, expect, expectFailedRequest, hydrated, hydratedNear, test } from './fixtures.ts';

test.describe('age gate', () => {
  test('accepting it hides it, and it stays gone after a reload', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: 'Welcome' });
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('By entering this website you are confirming that you are at least 21 years of age.');
    await hydrated(page);
    await gate.getByRole('button', { name: 'Yes, I am at least 21 years of age' }).click();
    await expect(gate).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'age_gate')?.value).toBe('false');

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Yes, I am at least 21 years of age' })).toHaveCount(0);
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    await page.goto('/visit');
    await hydrated(page);
    const accept = page.getByRole('button', { name: 'Yes, I am at least 21 years of age' });
    await expect(accept).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.age-gate')) || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(accept).toBeVisible();
  });

  test('works without script: the form sets the cookie and returns to the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/our-story');
    await page.getByRole('button', { name: 'Yes, I am at least 21 years of age' }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole('button', { name: 'Yes, I am at least 21 years of age' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('header', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('hides when scrolling down and shows again when scrolling up', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).toHaveClass(/site-header--scrolled/);
    // The header hides while Chromium's smooth scroll is still on its way down; a wheel up
    // sent then only shortens that scroll (no upward scroll event at all), so the page must
    // first have arrived.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.mouse.wheel(0, -300);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect(header).toBeInViewport();
  });

  test('has a skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/visit');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => asAdult(page));

  test('opens from Menu, locks scrolling, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/scroll-locked/);
    await expect(menu.getByRole('link', { name: 'Manage Account' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
  });

  test('closes when the route changes', async ({ page }) => {
    await page.goto('/visit');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dine' }).click();
    await expect(page).toHaveURL(/\/dine$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('smallest phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ page }) => asAdult(page));

  test('fit the header and the page in 320 px without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/visit', '/faq']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('islands and dialogs', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('the cart island hydrates: a click opens the sidebar, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const cartButton = page.getByRole('button', { name: 'Cart (0)' });
    await cartButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Your Cart (0)' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close sidebar cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('an island that fails in the browser shows the error message in its place, and the others still work', async ({ page, consoleErrors }) => {
    // The header island gets props it cannot render with (as a broken deploy might send).
    await page.route('**/', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-island="header" data-props=)"[^"]*"/, '$1"{}"');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/');
    await hydrated(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Sorry, there has been an error.' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    // Another island on the same page still hydrated and answers a click.
    await page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click();
    await expect(page.getByRole('dialog', { name: 'Your privacy choices' })).toBeVisible();
    const logged = consoleErrors.findIndex((error) => error.includes('Island "header" failed'));
    expect(logged, 'the failure is logged').toBeGreaterThanOrEqual(0);
    // Only the failure itself (and the runtime's own report of it) may be in the console.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/Island "header" failed|TypeError|Cannot read/.test(error)));
  });

  test('the privacy dialog closes on Escape and on a click outside it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('signs a visitor up to STAY IN TOUCH, with the spec messages on mistakes', async ({ page }) => {
    await page.goto('/');
    await hydratedNear(page, 'newsletter-signup');
    const form = page.getByRole('form', { name: 'STAY IN TOUCH' });
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form).toContainText('Email Address is required.');
    await expect(form).toContainText('Marketing consent is required.');
    await expect(form).toContainText('Privacy policy and Terms of Use consent is required.');

    await form.getByLabel('Email address').fill(`e2e-${Date.now()}@example.com`);
    await form.getByLabel('Yes, I would like to subscribe to updates from Triangle Ridge Winery.*').check();
    await form.getByLabel(/I agree to the Privacy Policy/).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for signing up!');
  });

  test('the sign-up hydrates, fetching its code, only once it nears the viewport', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const island = page.locator('[data-island="newsletter-signup"]');
    await expect(island).not.toHaveAttribute('data-hydrated', 'true');
    await hydratedNear(page, 'newsletter-signup');
  });
});

test.describe('error and missing pages', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('a thrown render error shows the error screen with its three actions', async ({ page, request, consoleErrors }) => {
    const response = await page.goto('/__debug/render-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Sorry, there has been an error.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload this page' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report feedback' })).toBeVisible();

    // Report feedback: a failed send keeps the visitor's words; the next one reaches the error service.
    await hydrated(page);
    await page.getByRole('link', { name: 'Report feedback' }).click();
    const words = `The page broke after I chose a case ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
    const field = page.getByLabel('What were you doing when the error happened?');
    await field.fill(words);
    await page.route('**/api/errors', (route) => route.fulfill({ status: 503, body: '' }), { times: 1 });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Sorry, your feedback could not be sent. Please try again in a few minutes.')).toBeVisible();
    await expect(field).toHaveValue(words);
    expectFailedRequest(consoleErrors, 503, '/api/errors');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status')).toHaveText('Thank you. Your feedback has been sent.');
    await expect
      .poll(async () => {
        const stored = (await (await request.get('/__emulator/error-reports?type=feedback')).json()) as { reports: { payload: { contexts?: { feedback?: { message?: string } } } }[] };
        return stored.reports.some((report) => report.payload.contexts?.feedback?.message === words);
      })
      .toBe(true);

    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
