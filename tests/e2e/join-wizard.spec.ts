// The join wizard on /join?club={slug}: a new visitor creates an account in place, ships
// to an address, pays by test card, reviews and joins, and lands on the club receipt; a
// reload mid-wizard resumes at the same step (without the card).
import type { Page } from '@playwright/test';
import { allowAnalytics, asAdult, expect, expectFailedRequest, hydrated, test } from './fixtures.ts';

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
    await allowAnalytics(page);
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

    await expect.poll(events).toEqual(['wizardStepOne', 'wizardNavigation', 'wizardStepTwo', 'wizardNavigation', 'wizardStepThree', 'wizardNavigation', 'wizardStepFour']);
    const stepFour = await page.evaluate(() => (window.dataLayer ?? []).find((entry) => entry.event === 'wizardStepFour'));
    expect(stepFour).toMatchObject({ isSubscriptionFlow: false, type: 'red-wines' });
    // clubJoin is pushed just before the page leaves for the receipt: kept across the navigation.
    await page.exposeFunction('recordClubJoin', (entry: unknown) => joins.push(entry));
    const joins: unknown[] = [];
    await page.evaluate(() => {
      const layer = (window.dataLayer ??= []);
      const push = layer.push.bind(layer);
      layer.push = (...entries) => {
        for (const entry of entries) if (entry.event === 'clubJoin') void (window as unknown as { recordClubJoin(e: unknown): Promise<void> }).recordClubJoin(entry);
        return push(...entries);
      };
    });

    await review.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/profile\/club-membership\/receipt\/[^/]+$/);
    expect(joins).toEqual([expect.objectContaining({ event: 'clubJoin', isSubscriptionFlow: false, type: 'red-wines' })]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('Red Wines');
    // The receipt reports joins made in the platform's hosted sign-up; this one the wizard already reported.
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'pageview'))).toBe(true);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => /^wizardStep|^clubJoin$/.test(String(entry.event))))).toEqual([]);

    // At once the member's view: wine in the cart at the Wine Society price.
    await page.goto('/product/cabernet-franc-2022');
    await hydrated(page);
    await page.locator('.product-hero').getByRole('button', { name: 'Add To Cart' }).click();
    const cart = page.locator('dialog.cart-sidebar');
    await expect(cart.getByText('Cabernet Franc 2022')).toBeVisible();
    await expect(cart.getByText('You save', { exact: true })).toBeVisible();
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

  test('an e-mail that has an account is told to sign in without losing what was typed; a declined card keeps the wizard, another card joins a subscription by pickup', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    // An account made elsewhere (its own cookies, not the page's).
    const email = uniqueEmail();
    const made = await request.post('/api/customer/register', {
      headers: { origin: baseURL as string },
      data: { firstName: 'Sam', lastName: 'Okoro', email, password: 'Cellar-door-21', birthDate: '1979-02-03' },
    });
    expect(made.status()).toBe(201);

    const slug = '6-bottle-sauvignon-blanc-subscription-2-month';
    await page.goto(`/join?club=${slug}`);
    await hydrated(page);
    await createAccount(page, email);
    const register = page.locator('form.join-wizard__register');
    await expect(register.getByRole('alert')).toContainText('An account with this email already exists. Please sign in instead.');
    expectFailedRequest(consoleErrors, 409, '/api/customer/register');
    await expect(register.getByLabel('First name*')).toHaveValue('Jordan');
    await expect(register.getByLabel('Email*')).toHaveValue(email);

    await register.getByRole('alert').getByRole('button', { name: 'Sign in' }).click();
    const login = page.locator('form.login-form');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Cellar-door-21');
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await page.getByText('Pick up at the winery').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(heading(page)).toHaveText('Step 3 of 4: Payment');
    await page.getByLabel('Card number*').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)*').fill('12/39');
    await page.getByLabel('Security code*').fill('123');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.locator('.join-wizard__review');
    await expect(review).toContainText('Every 2 Months');
    await expect(review).toContainText('Pick up at the winery');
    await review.getByRole('button', { name: 'Join' }).click();
    await expect(review.getByRole('alert')).toContainText(/declined/i);
    expectFailedRequest(consoleErrors, 422, '/api/club-memberships');
    await expect(heading(page)).toHaveText('Step 4 of 4: Review and join');

    await review.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page)).toHaveText('Step 3 of 4: Payment');
    await page.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.locator('.join-wizard__review').getByRole('button', { name: 'Join' }).click();
    await page.waitForURL(/\/profile\/club-membership\/receipt\/[^/]+$/);
  });

  test('a signed-in visitor starts at delivery and is shown who they are', async ({ page, baseURL }) => {
    const email = uniqueEmail();
    // Signs the page's own browser context in.
    const made = await page.request.post('/api/customer/register', {
      headers: { origin: baseURL as string },
      data: { firstName: 'Ada', lastName: 'Marsh', email, password: 'Cellar-door-21', birthDate: '1970-07-07' },
    });
    expect(made.status()).toBe(201);
    await page.goto('/join?club=12-bottle-red-and-white-wines');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await expect(currentStep(page)).toContainText('Delivery');
    await expect(page.locator('.join-wizard__who')).toHaveText(`Signed in as Ada Marsh (${email}).`);
    await expect(page.getByLabel('First name*')).toHaveValue('Ada');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page)).toHaveText('Step 1 of 4: Account');
    await expect(heading(page)).toBeFocused();
    await expect(page.locator('.join-wizard__panel')).toContainText('Signed in as Ada Marsh');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
  });

  test('a join refused as signed out (401) goes back to step 1 with the choices kept', async ({ page, baseURL, consoleErrors }) => {
    const email = uniqueEmail();
    const made = await page.request.post('/api/customer/register', {
      headers: { origin: baseURL as string },
      data: { firstName: 'Lee', lastName: 'Tran', email, password: 'Cellar-door-21', birthDate: '1990-01-15' },
    });
    expect(made.status()).toBe(201);
    await page.goto('/join?club=4-bottle-isosceles-only');
    await hydrated(page);
    await page.getByText('Pick up at the winery').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)*').fill('12/39');
    await page.getByLabel('Security code*').fill('123');
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(heading(page)).toHaveText('Step 4 of 4: Review and join');

    // The session ends elsewhere (another tab signs out).
    await page.context().clearCookies();
    await asAdult(page);
    await page.locator('.join-wizard__review').getByRole('button', { name: 'Join' }).click();
    await expect(heading(page)).toHaveText('Step 1 of 4: Account');
    await expect(heading(page)).toBeFocused();
    await expect(page.locator('.join-wizard__panel')).toContainText('Please sign in again to finish joining.');
    expectFailedRequest(consoleErrors, 401, '/api/club-memberships');

    await page.locator('.join-wizard__panel').getByRole('button', { name: 'Sign in' }).first().click();
    const login = page.locator('form.login-form');
    await login.getByLabel('Email address').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Cellar-door-21');
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(heading(page)).toHaveText('Step 2 of 4: Delivery');
    await expect(page.getByLabel('Pick up at the winery')).toBeChecked();
  });
});
