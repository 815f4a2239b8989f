import type { Locator, Page } from '@playwright/test';
import { asAdult, expect, expectFailedRequest, hydrated, signedInAs, test } from './fixtures.ts';

const PASSWORD = 'Cellar-door-21';
const WRONG_LOGIN = 'The email or password you entered is incorrect.';

const ACCOUNTS = [
  { email: 'member@example.com', name: 'Morgan Vance', initials: 'MV', club: 'Active member' },
  { email: 'customer@example.com', name: 'Casey Lindqvist', initials: 'CL', club: 'Not a member' },
  { email: 'former-member@example.com', name: 'Riley Okafor', initials: 'RO', club: 'Not a member' },
] as const;

async function openLoginModal(page: Page): Promise<Locator> {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(form: Locator, email: string, password = PASSWORD) {
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('the login modal', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  for (const account of ACCOUNTS) {
    test(`signs ${account.email} in: the header shows the avatar and the profile modal their name and e-mail`, async ({ page }) => {
      const dialog = await openLoginModal(page);
      await expect(dialog.getByLabel('Email address')).toBeFocused();
      await signIn(dialog, account.email);

      await expect(dialog).toBeHidden();
      const avatar = page.getByRole('button', { name: `Account: ${account.name}` });
      await expect(avatar).toHaveText(account.initials);
      await expect(avatar).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(avatar).toBeFocused();
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

      await avatar.click();
      const profile = page.getByRole('dialog', { name: account.name });
      await expect(profile).toBeVisible();
      await expect(profile).toContainText(account.email);
      await expect(profile.getByRole('link', { name: 'Manage Account' })).toHaveAttribute('href', '/profile');
      await profile.getByRole('button', { name: 'Close account' }).click();
      await expect(profile).toBeHidden();
      await expect(avatar).toBeFocused();

      // The login is held by the cookie: the server renders the avatar on the next page.
      await page.goto('/visit');
      await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toHaveText(account.initials);
    });
  }

  test('opens with focus on the e-mail field, closes on Escape and gives focus back to Login', async ({ page }) => {
    const dialog = await openLoginModal(page);
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeFocused();
  });

  test('checks the fields before sending them, with the API messages', async ({ page }) => {
    const dialog = await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = dialog.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter email address');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Please enter your password');
    await expect(email).toBeFocused();

    await email.fill('casey@');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Please provide a valid email address (eg: name@example.com)');
  });

  test("shows the backend's message for a wrong password, and signs in with the right one", async ({ page, consoleErrors }) => {
    const dialog = await openLoginModal(page);
    await signIn(dialog, 'customer@example.com', 'not-the-password');
    await expect(dialog.getByRole('alert')).toHaveText(WRONG_LOGIN);
    await expect(dialog).toBeVisible();
    expectFailedRequest(consoleErrors, 401, '/api/customer/login');

    await signIn(dialog, 'customer@example.com');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account: Casey Lindqvist' })).toBeVisible();
  });

  test('sends a password reset link and says so', async ({ page }) => {
    const dialog = await openLoginModal(page);
    await dialog.getByLabel('Email address').fill('customer@example.com');
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(reset.getByLabel('Email address')).toBeFocused();
    await expect(reset.getByLabel('Email address')).toHaveValue('customer@example.com');
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(reset.getByRole('status')).toHaveText('We have sent a link to reset your password to your email.');
    await expect(reset.getByRole('alert')).toHaveCount(0);
  });

  test('sends a sign-in link, and says when there is no such account', async ({ page, consoleErrors }) => {
    const dialog = await openLoginModal(page);
    await dialog.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const magic = page.getByRole('dialog', { name: 'Sign in with a link' });
    await magic.getByLabel('Email address').fill('nobody-here@example.com');
    await magic.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(magic.getByRole('alert')).toHaveText("We couldn't find an account with that email.");
    expectFailedRequest(consoleErrors, 404, '/api/customer/magic-link');

    await magic.getByLabel('Email address').fill('member@example.com');
    await magic.getByRole('button', { name: 'Send sign-in link' }).click();
    await expect(magic.getByRole('status')).toHaveText('We have sent a sign-in link to your email.');
    await expect(magic.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the profile modal', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('signs out: the header shows Login again, also after a reload', async ({ page }) => {
    await signIn(await openLoginModal(page), 'member@example.com');
    await page.getByRole('button', { name: 'Account: Morgan Vance' }).click();
    const profile = page.getByRole('dialog', { name: 'Morgan Vance' });
    await profile.getByRole('button', { name: 'Sign out' }).click();

    await expect(profile).toBeHidden();
    const login = page.getByRole('link', { name: 'Login', exact: true });
    await expect(login).toBeVisible();
    await expect(login).toBeFocused();
    await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'customerToken')).toBeUndefined();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('signing out on an account page leaves it for the home page', async ({ page }) => {
    await signedInAs(page, 'customer@example.com');
    await page.goto('/profile');
    await hydrated(page);
    await page.getByRole('button', { name: 'Account: Casey Lindqvist' }).click();
    await page.getByRole('dialog', { name: 'Casey Lindqvist' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});

test.describe('the account pages', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  for (const account of ACCOUNTS) {
    test(`${account.email} signs in on /profile/login and lands on /profile, "${account.club}"`, async ({ page }) => {
      await page.goto('/profile/login');
      await expect(page.getByRole('heading', { name: 'Member Login', level: 1 })).toBeVisible();
      await hydrated(page);
      await signIn(page.getByRole('form', { name: 'Sign in' }), account.email);

      await expect(page).toHaveURL(/\/profile$/);
      const summary = page.getByRole('region', { name: `Welcome back, ${account.name.split(' ')[0]}` });
      await expect(summary).toContainText(account.name);
      await expect(summary).toContainText(account.email);
      await expect(summary.getByText(account.club, { exact: true })).toBeVisible();
      if (account.club === 'Not a member') {
        await expect(summary.getByRole('link', { name: 'Join the Wine Society' })).toHaveAttribute('href', '/club');
      }
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      // Signed in, the login page is no place to be.
      await page.goto('/profile/login');
      await expect(page).toHaveURL(/\/profile$/);
    });
  }

  test('the Sign out button on /profile signs out and goes home', async ({ page }) => {
    await signedInAs(page, 'former-member@example.com');
    await page.goto('/profile');
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('an anonymous visitor at /profile is sent to /profile/login, and back after signing in', async ({ page }) => {
    const response = await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/login\?redirect=%2Fprofile$/);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/profile$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await hydrated(page);
    await signIn(page.getByRole('form', { name: 'Sign in' }), 'customer@example.com');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('main')).toContainText('Casey');
  });

  test('a used or unknown sign-in link says so on the login page', async ({ page }) => {
    await page.goto('/profile/login?magicToken=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('This sign-in link has expired or was already used.');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('a reset link that is no longer valid is refused with a way to ask for a new one', async ({ page, consoleErrors }) => {
    await page.goto('/profile/reset-password?token=not-a-real-token');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(form.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Use at least 8 characters');

    await form.getByLabel('New password', { exact: true }).fill('a-new-password-2026');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await expect(form.getByRole('alert')).toContainText('This link has expired or was already used.');
    await expect(form.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/profile/login');
    expectFailedRequest(consoleErrors, 401, '/api/customer/password');
  });
});
