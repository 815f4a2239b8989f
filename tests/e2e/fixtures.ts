import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HYDRATE_ON_USE, HYDRATE_WHEN_NEAR } from '../../src/ui/island/attributes.ts';

/** The consent record's cookie (src/analytics/consent/record.ts). */
export const CONSENT_COOKIE = 'consent';

/** The pop-up's test cookie (content spec section 4: "Hidden if a test cookie is set"). */
export const POPUP_TEST_COOKIE = 'popup_test';

type Fixtures = {
  consoleErrors: string[];
  /**
   * Pop-ups are kept away from every test (the test cookie is set in its browser context),
   * so one opening on a scroll never covers what a test clicks. Pop-up tests opt in with
   * `test.use({ showPopups: true })`.
   */
  showPopups: boolean;
  popupTestCookie: void;
  /**
   * Every test but the consent ones starts with a decision made (all purposes refused, the
   * `consent` cookie), so the consent banner fixed at the foot of the view never covers what
   * a test clicks and nothing third-party loads. Tests of the banner or of what waits for
   * consent opt in with `test.use({ askConsent: true })`.
   */
  askConsent: boolean;
  consentDecided: void;
};

/** Every page must load without console errors (hydration mismatches included). */
export const test = base.extend<Fixtures>({
  showPopups: [false, { option: true }],
  popupTestCookie: [
    async ({ context, showPopups, baseURL }, use) => {
      if (!showPopups) await context.addCookies([{ name: POPUP_TEST_COOKIE, value: '1', url: baseURL ?? 'http://127.0.0.1' }]);
      await use();
    },
    { auto: true },
  ],
  askConsent: [false, { option: true }],
  consentDecided: [
    async ({ context, askConsent, baseURL }, use) => {
      if (!askConsent) await context.addCookies([{ name: CONSENT_COOKIE, value: 'v1.a0.m0.p0', url: baseURL ?? 'http://127.0.0.1' }]);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A visitor who has already confirmed their age. */
export async function asAdult(page: Page) {
  const url = new URL(page.context().browser() ? (test.info().project.use.baseURL as string) : 'http://127.0.0.1');
  await page.context().addCookies([{ name: 'age_gate', value: 'false', domain: url.hostname, path: '/' }]);
}

/** The seeded demo accounts' password (src/emulator/commerce/seed). */
export const DEMO_PASSWORD = 'Cellar-door-21';

/**
 * Signs the page's context in through the store's sign-in API, as the login form does: for a
 * test whose subject is what a signed-in visitor does, not the sign-in (the forms' own tests
 * are login.spec.ts's).
 */
export async function signedInAs(page: Page, email: string) {
  const response = await page.request.post('/api/customer/login', { data: { email, password: DEMO_PASSWORD }, headers: { origin: test.info().project.use.baseURL as string } });
  expect(response.status()).toBe(200);
}

/**
 * Waits until every island on the page that hydrates at load has hydrated. One that hydrates
 * only near the viewport (HYDRATE_WHEN_NEAR: the footer's sign-up) is waited for by
 * `hydratedNear`, which scrolls to it as a visitor would; one that hydrates on first use
 * (HYDRATE_ON_USE: the add-to-cart forms, the contact and sign-in forms) is not waited for: a
 * test uses it as a visitor would, and its first tap is held and replayed.
 */
export async function hydrated(page: Page) {
  const deferred = [...HYDRATE_WHEN_NEAR, ...HYDRATE_ON_USE].map((name) => `:not([data-island="${name}"])`).join('');
  await expect(page.locator(`[data-island]:not([data-hydrated="true"])${deferred}`)).toHaveCount(0);
}

/**
 * Starts an island that hydrates on first use (HYDRATE_ON_USE) as a visitor's pointer does, by
 * coming over it, and waits until it has hydrated: for a test of what the island does once
 * ready (a key it refuses, a field checked when left), not of the first tap, which
 * first-tap.spec.ts holds.
 */
export async function hydratedOnUse(island: Locator) {
  // The island's element has no box of its own (`display: contents`): the pointer goes to its content.
  await island.locator('> *').first().hover();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/** Scrolls the island named `name` into view and waits until it has hydrated. */
export async function hydratedNear(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The browser logs every 4xx answer to fetch as a console error. A test that provokes
 * one on purpose takes it off the fixture's list; any other console error still fails.
 */
export function expectFailedRequest(consoleErrors: string[], status: number, path: string) {
  const index = consoleErrors.findIndex((error) => error.includes(`status of ${status}`) && error.includes(path));
  expect(index, `a ${status} from ${path} in the console`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** The page's console errors and uncaught exceptions from now on, as they happen. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A 404 or 500 page is logged by the browser as a failed load of the document
    // itself; tests assert those statuses directly. Any other failure counts.
    const documentItself = message.location().url === page.url() && /Failed to load resource/.test(message.text());
    if (!documentItself) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A visitor who has decided (the `consent` cookie the consent preferences store,
 * `v1.a<0|1>.m<0|1>.p<0|1>`): with analytics allowed the data layer fills and the tag
 * manager's stand-in loads; refused, nothing does. Set like any test's default decision
 * (by URL), so it replaces one.
 */
export async function decideConsent(page: Page, decision: { analytics: boolean; marketing?: boolean; personalisation?: boolean }) {
  const value = `v1.a${decision.analytics ? 1 : 0}.m${decision.marketing ? 1 : 0}.p${decision.personalisation ? 1 : 0}`;
  await page.context().addCookies([{ name: 'consent', value, url: test.info().project.use.baseURL as string, sameSite: 'Lax' }]);
}

/** The data layer reaches the page only with analytics allowed: specs that read it allow it. */
export const allowAnalytics = (page: Page) => decideConsent(page, { analytics: true });

/** The cart sidebar, open or not. */
export const cartSidebar = (page: Page) => page.getByRole('dialog', { name: /^Your Cart \(\d+\)$/ });

/** Opens a product's page, adds its first variant from the hero, and waits for the cart sidebar: the sidebar. */
export async function addFromProductPage(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  await hydrated(page);
  await page.locator('.product-hero').getByRole('button', { name: 'Add To Cart' }).first().click();
  const sidebar = cartSidebar(page);
  await expect(sidebar).toBeVisible();
  return sidebar;
}

/**
 * Where the emulator's widget stand-in confirms a checkout or a club sign-up: `widget`, its
 * own receipt under the profile route (the default), or `store`, the hand-back to the
 * store's /profile receipts; null goes back to the default (src/emulator/hosted/).
 */
export async function widgetConfirmsOn(request: APIRequestContext, baseURL: string, receipt: 'widget' | 'store' | null) {
  const url = `${baseURL}/__emulator/widget-receipt`;
  const headers = { origin: baseURL };
  const response = receipt ? await request.put(url, { data: { receipt }, headers }) : await request.delete(url, { headers });
  expect(response.ok()).toBe(true);
}
