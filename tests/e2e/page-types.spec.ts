// Every page type at a phone's width and a desktop's (390 and 1440 px): no console error, axe (WCAG 2.0, 2.1 and 2.2
// A and AA) finding no violation at all, no horizontal scroll; with E2E_SCREENSHOTS=1
// also a full-page screenshot under test-results/page-types/ to look at (not asserted, so
// not taken in `npm test`: 70-odd full-page captures cost it most of a minute).
// Adding a route is one line in PAGES (or ACCOUNT_PAGES for a signed-in page).
import type { BrowserContext, Page } from '@playwright/test';
import { axe, WCAG_AA_WIDTHS } from './axe.ts';
import { addFromProductPage, asAdult, collectConsoleErrors, expect, hydrated, POPUP_TEST_COOKIE, test } from './fixtures.ts';

type PageType = {
  name: string;
  path: string;
  /** Runs before the visit, e.g. to put an item in the cart. */
  setup?: (page: Page) => Promise<void>;
  /** A visitor who has not yet confirmed their age (the gate is part of the page). */
  noAgeCookie?: true;
  /** The answer's status when it is not 200. */
  status?: number;
  /** What shows once a page drawn in the browser has drawn (Commerce7's widget fills #c7-content after load). */
  drawn?: string;
};

const addToCart = (slug: string) => async (page: Page) => void (await addFromProductPage(page, slug));

const PAGES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'collection', path: '/collection/red-wines' },
  { name: 'product-wine', path: '/product/isosceles-2021' },
  { name: 'product-gift-card', path: '/product/e-gift-card' },
  { name: 'product-tasting', path: '/product/estate-tasting-for-two' },
  { name: 'product-allocation', path: '/product/apex-block-cabernet-sauvignon-2021' },
  { name: 'product-multiple', path: '/product/isosceles-vertical-trio' },
  { name: 'club', path: '/club' },
  { name: 'club-page', path: '/club/6-bottle-red-wines' },
  { name: 'subscription', path: '/club/6-bottle-cabernet-sauvignon-subscription-1-month' },
  { name: 'join', path: '/join' },
  { name: 'checkout', path: '/checkout', setup: addToCart('sauvignon-blanc-2024'), drawn: '#c7-content h1' },
  { name: 'login', path: '/profile/login' },
  { name: 'faq', path: '/faq' },
  { name: 'visit', path: '/visit' },
  { name: 'visit-events', path: '/visit/events' },
  { name: 'where-to-buy', path: '/where-to-buy' },
  { name: 'refer', path: '/refer' },
  { name: 'trade-media', path: '/trade-media' },
  { name: 'virtual-tastings', path: '/virtual-tastings' },
  { name: 'dine', path: '/dine' },
  { name: 'learn', path: '/learn' },
  { name: 'learn-wine-101', path: '/learn/wine-101' },
  { name: 'our-story', path: '/our-story' },
  { name: 'wine-society', path: '/wine-society' },
  { name: 'blog', path: '/blog' },
  { name: 'recipes', path: '/recipes' },
  { name: 'recipe', path: '/recipe' },
  { name: 'blog-post', path: '/blog/harvest-report-2026' },
  { name: 'recipes-entry', path: '/recipes/lamb-chops-with-salsa-verde' },
  { name: 'campaign', path: '/holiday-gifting' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'age-gate', path: '/our-story', noAgeCookie: true },
  { name: 'not-found', path: '/no-such-page-here', status: 404 },
  // The error screen (a development-only route that fails its render).
  { name: 'error-screen', path: '/__debug/render-error', status: 500 },
];

/** Visited in one signed-in context, as the demo member. */
const ACCOUNT_PAGES: PageType[] = [
  { name: 'account-overview', path: '/profile' },
  { name: 'account-orders', path: '/profile/orders' },
  { name: 'account-order', path: '/profile/orders/0026266d-955f-4bfe-9b3b-524f90fc7fe7' },
  { name: 'account-club-membership', path: '/profile/club-membership' },
];

const WIDTHS = WCAG_AA_WIDTHS;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';
/**
 * What axe's WCAG tags leave to best practice: one h1, one main landmark, and headings
 * that never skip a level on the way down (h2 then h4).
 */
async function structure(page: Page) {
  return page.evaluate(() => {
    const visible = (element: Element) => !element.closest('[hidden], [aria-hidden="true"], dialog:not([open]), template');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(visible);
    const skips: string[] = [];
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName[1]);
      if (previous && level > previous + 1) skips.push(`h${previous} → h${level} "${heading.textContent?.trim().slice(0, 40)}"`);
      previous = level;
    }
    // A skip link shows only when focused: one painted over the page hides what is beneath.
    const shownSkipLinks = [...document.querySelectorAll<HTMLElement>('.skip-link')]
      .filter((link) => link !== document.activeElement && link.getBoundingClientRect().width > 1)
      .map((link) => link.textContent);
    return { shownSkipLinks, h1: headings.filter((h) => h.tagName === 'H1').map((h) => h.textContent?.trim()), main: document.querySelectorAll('main, [role="main"]').length, skips };
  });
}

/** Any request leaving 127.0.0.1: embeds are facades, so none may happen on load. */
function collectThirdParty(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) requests.push(url);
  });
  return requests;
}

async function visit(page: Page, type: PageType) {
  const response = await page.goto(type.path);
  expect(response?.status(), `${type.path} status`).toBe(type.status ?? 200);
  await hydrated(page);
  if (type.drawn) await page.locator(type.drawn).waitFor();
  // Fonts and late images settle the layout the screenshot and contrast checks see.
  await page.evaluate(() => document.fonts.ready);
}

/**
 * One load serves both widths: the page is opened at the first and the window then resized,
 * as a visitor turning a tablet does. The server renders the same HTML at every width (it is
 * never told the width) and no island of these pages decides anything from the width at
 * hydration (the pop-up does, and its test below loads it at each width), so what differs
 * between the widths is layout alone, which a resize redoes; a second load cost a navigation
 * and a hydration per page type and asserted nothing more.
 */
async function check(page: Page, type: PageType) {
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    if (index === 0) await visit(page, type);
    // Web fonts the wider layout uses settle before it is measured.
    else await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    const outline = await structure(page);
    const violations = await axe(page);
    if (SCREENSHOTS) await page.screenshot({ path: `test-results/page-types/${type.name}-${width}.png`, fullPage: true, animations: 'disabled', caret: 'hide' });
    const found = violations;
    expect.soft(found, `axe on ${type.path} at ${width}px`).toEqual([]);
    expect.soft(outline.h1, `one h1 on ${type.path} at ${width}px`).toHaveLength(1);
    expect.soft(outline.shownSkipLinks, `skip links shown without focus on ${type.path}`).toEqual([]);
    expect.soft(outline.main, `one main landmark on ${type.path}`).toBe(1);
    // A skipped level is best practice, not a WCAG A/AA failure, and comes from editors'
    // content (a Text block's <h3> under the hero): reported on the test, not failed.
    for (const skip of outline.skips) test.info().annotations.push({ type: 'heading level skipped', description: `${type.path} at ${width}px: ${skip}` });
    expect.soft(overflow.scroll, `horizontal scroll on ${type.path} at ${width}px`).toBeLessThanOrEqual(overflow.inner);
  }
}

test.describe('every page type at 390 and 1440 px', () => {
  for (const type of PAGES) {
    test(type.name, async ({ page, baseURL }) => {
      // Two widths with axe and a full-page capture each: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      const thirdParty = collectThirdParty(page, baseURL!);
      if (!type.noAgeCookie) await asAdult(page);
      await type.setup?.(page);
      await check(page, type);
      if (type.noAgeCookie) await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
      expect(thirdParty, 'third-party requests').toEqual([]);
    });
  }
});

test.describe('the account pages, signed in as the demo member', () => {
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let thirdParty: string[];

  test.beforeAll(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL });
    page = await context.newPage();
    errors = collectConsoleErrors(page);
    thirdParty = collectThirdParty(page, baseURL!);
    await asAdult(page);
    // As the fixture does for every other test: no pop-up opening over the account pages.
    await context.addCookies([{ name: POPUP_TEST_COOKIE, value: '1', url: baseURL! }]);
    const login = await page.request.post('/api/customer/login', { data: { email: 'member@example.com', password: 'Cellar-door-21' }, headers: { origin: baseURL! } });
    expect(login.status()).toBe(200);
  });
  test.afterAll(async () => context?.close());

  for (const type of ACCOUNT_PAGES) {
    test(type.name, async () => {
      test.setTimeout(90_000);
      errors.length = 0;
      thirdParty.length = 0;
      await check(page, type);
      expect(errors, 'console errors').toEqual([]);
      expect(thirdParty, 'third-party requests').toEqual([]);
    });
  }
});

test.describe('the home pop-up, as a visitor sees it', () => {
  test.use({ showPopups: true });

  test('home-popup', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const thirdParty = collectThirdParty(page, baseURL!);
    await asAdult(page);
    for (const width of WIDTHS) {
      // The pop-up shows once per session (sessionStorage): the second width starts afresh.
      if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await visit(page, { name: 'home-popup', path: '/' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const dialog = page.getByRole('dialog').filter({ hasText: '10% off your first order' });
      await expect(dialog).toBeVisible();
      const violations = await axe(page);
      if (SCREENSHOTS) await page.screenshot({ path: `test-results/page-types/home-popup-${width}.png` });
      const found = violations;
      expect.soft(found, `axe with the pop-up open at ${width}px`).toEqual([]);
    }
    expect(thirdParty, 'third-party requests').toEqual([]);
  });
});
