// The join wizard on /join?club={slug}: a new visitor creates an account in place, ships
// to an address, pays by test card, reviews and joins, and lands on the club receipt; a
// reload mid-wizard resumes at the same step (without the card).
import type { Page } from '@playwright/test';
import { asAdult, expect, hydrated, test } from './fixtures.ts';

const CLUB = '6-bottle-red-wines';

const uniqueEmail = () => `join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const heading = (page: Page) => page.locator('#join-step-heading');
const currentStep = (page: Page) => page.locator('.join-wizard__step[aria-current="step"]');

async function createAccount(page: Page, email: string) {
  const form = page.locator('form.join-wizard__register');
  await form.getByLabel('First name*').fill('Jordan');
  await form.getByLabel('Last name*').fill('Reyes');
  await form.getByLabel('Email*').fill(email);
  await form.getByLabel('Password*').fill('Cellar-door-21');
  await form.getByLabel('Date of Birth*').fill('1985-04-12');
  await form.getByRole('button', { name: 'Create account and continue' }).click();
}

async function fillAddress(page: Page) {
  await page.getByLabel('Street address*').fill('12 Vine Street');
  await page.getByLabel('City*').fill('Napa');
  await page.getByLabel('State*').selectOption('CA');
  await page.getByLabel('Zip code*').fill('94558');
}

test.describe('the join wizard', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('a new visitor creates an account and joins the 6-bottle red wines club by shipping, and lands on the receipt', async ({ page }) => {
    await page.goto(`/join?club=${CLUB}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Red Wines');
    await expect(currentStep(page)).toContainText('Account');
    const events = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)).filter((e) => /^wizard|^clubJoin/.test(e)));
    await expect.poll(events).toEqual(['wizardStepOne']);

    await createAccount(page, uniqueEmail());
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await expect(heading(page)).toBeFocused();
    await expect(currentStep(page)).toContainText('Delivery');
    // The account's names are the address's defaults.
    await expect(page.getByLabel('First name*')).toHaveValue('Jordan');

    // Next with no address: the checkout's messages.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter street address')).toBeVisible();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(heading(page)).toHaveText('Step 3 of 4: Payment');
    await expect(heading(page)).toBeFocused();
    await page.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)*').fill('12/39');
    await page.getByLabel('Security code*').fill('123');
    await page.getByRole('button', { name: 'Review' }).click();

    await expect(heading(page)).toHaveText('Step 4 of 4: Review and join');
    const review = page.locator('.join-wizard__review');
    await expect(review).toContainText('6');
    await expect(review).toContainText('$260–$280');
    await expect(review).toContainText('20%');
    await expect(review).toContainText('12 Vine Street');
    await expect(review).toContainText('•••• 4242');
    await expect(review).not.toContainText('4242 4242');
    // The card is never kept in the browser's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('4242');
    expect(stored).toContain('12 Vine Street');

    await review.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/profile\/club-membership\/receipt\/[^/]+$/);
    const receipt = await page.request.get(page.url());
    if (receipt.status() === 200) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).toContainText('Red Wines');
    }
  });

  test('a reload mid-wizard keeps the step and the address, not the card', async ({ page }) => {
    await page.goto(`/join?club=${CLUB}`);
    await hydrated(page);
    await createAccount(page, uniqueEmail());
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await fillAddress(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page)).toHaveText('Step 3 of 4: Payment');
    await page.getByLabel('Card number*').fill('4242 4242 4242 4242');

    await page.reload();
    await hydrated(page);
    await expect(heading(page)).toHaveText('Step 3 of 4: Payment');
    await expect(currentStep(page)).toContainText('Payment');
    await expect(page.getByLabel('Card number*')).toHaveValue('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await expect(page.getByLabel('Street address*')).toHaveValue('12 Vine Street');
    await expect(page.getByLabel('Zip code*')).toHaveValue('94558');
  });
});
