// axe (WCAG 2.0, 2.1 and 2.2 A and AA, no violation of any impact) on the states a shopper
// meets beyond a page's first paint, at 390 and 1440 px: the age gate, the consent banner
// and its dialog, the cart sidebar, form errors, the join wizard's steps and their errors.
// Three short visits per width, each state reached with the fewest steps. The page types themselves
// (the account pages, the 404 and error screens, the pop-up's form included) are
// page-types.spec.ts's; docs/accessibility-conformance.md reports both.

import type { Page } from '@playwright/test';
import { axe, WCAG_AA_WIDTHS } from './axe.ts';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const CLUB = '6-bottle-red-wines';

type Check = (state: string) => Promise<void>;

/** A visit at `width`: `check(state)` runs axe on the page as it is, and the visit fails at its end on any violation. */
function visitAt(width: number, name: string, steps: (page: Page, check: Check) => Promise<void>) {
  test(`${name} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    const found: string[] = [];
    await steps(page, async (state) => void found.push(...(await axe(page)).map((line) => `${state} at ${width}px: ${line}`)));
    expect(found).toEqual([]);
  });
}

for (const width of WCAG_AA_WIDTHS) {
  test.describe('a first visit', () => {
    // The consent banner is one of the states: this visitor has not decided yet.
    test.use({ askConsent: true });
    visitAt(width, 'the age gate, the consent banner and its dialog', async (page, check) => {
      await page.goto('/');
      await hydrated(page);
      const gate = page.getByRole('dialog', { name: 'Welcome' });
      await expect(gate).toBeVisible();
      await check('age gate');
      await gate.getByRole('button', { name: 'Yes, I am at least 21 years of age' }).click();
      const banner = page.getByRole('region', { name: 'Your privacy choices' });
      await expect(banner).toBeVisible();
      await check('consent banner');
      await banner.getByRole('button', { name: 'Manage choices' }).click();
      const choices = page.getByRole('dialog', { name: 'Your privacy choices' });
      await expect(choices).toBeVisible();
      await check('consent dialog');
    });
  });

  visitAt(width, 'the cart sidebar and a form with errors', async (page, check) => {
    await asAdult(page);
    await page.goto('/product/isosceles-2021');
    await hydrated(page);
    await page.locator('.product-hero').getByRole('button', { name: 'Add To Cart' }).first().click();
    await expect(page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ })).toBeVisible();
    await check('cart sidebar');
    await page.goto('/profile/login');
    await hydrated(page);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signIn.getByText('Please enter email address')).toBeVisible();
    await check('sign-in errors');
  });

  visitAt(width, "the join wizard's steps and their errors", async (page, check) => {
    await asAdult(page);
    await page.goto(`/join?club=${CLUB}`);
    await hydrated(page);
    const register = page.locator('form.join-wizard__register');
    await register.getByRole('button', { name: 'Create account and continue' }).click();
    await expect(register.getByLabel('Email*')).toHaveAttribute('aria-invalid', 'true');
    await check('join wizard account step with errors');
    await register.getByLabel('First name*').fill('Jordan');
    await register.getByLabel('Last name*').fill('Reyes');
    await register.getByLabel('Email*').fill(`a11y-${width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await register.getByLabel('Password*').fill('Cellar-door-21');
    await register.getByLabel('Date of Birth*').fill('1985-04-12');
    await register.getByRole('button', { name: 'Create account and continue' }).click();
    const heading = page.locator('#join-step-heading');
    await expect(heading).toHaveText('Step 2 of 4: Delivery');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter street address')).toBeVisible();
    await check('join wizard delivery step with errors');
    await page.getByLabel('Street address*').fill('12 Vine Street');
    await page.getByLabel('City*').fill('Napa');
    await page.getByLabel('State*').selectOption('CA');
    await page.getByLabel('Zip code*').fill('94558');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading).toHaveText('Step 3 of 4: Payment');
    await check('join wizard payment step');
    await page.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)*').fill('12/39');
    await page.getByLabel('Security code*').fill('123');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(heading).toHaveText('Step 4 of 4: Review and join');
    await check('join wizard review step');
  });
}
