// Checkout and the club join in Commerce7's widget (locally the emulator's stand-in, which
// behaves as commerce7.js is documented and observed: src/emulator/hosted/), on the store in
// its production configuration (no payment tokeniser: /join hands over to the widget's
// club sign-up). The store and the widget share one session through the customerToken and
// cartId cookies: what one does, the other shows.
import type { Page } from '@playwright/test';
import { PRODUCTION_CONFIG_URL } from '../../playwright.config.ts';
import { addFromProductPage, allowAnalytics, asAdult, cartSidebar, decideConsent, expect, expectFailedRequest, hydrated, test, widgetConfirmsOn } from './fixtures.ts';

test.use({ baseURL: PRODUCTION_CONFIG_URL });

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \(\d+\)$/ });
const widget = (page: Page) => page.locator('#c7-content');
const uniqueEmail = () => `widget-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillAddress(scope: ReturnType<Page['locator']>) {
  await scope.getByLabel('First name*').fill('Ada');
  await scope.getByLabel('Last name*').fill('Lovelace');
  await scope.getByLabel('Street address*').fill('1 Vineyard Way');
  await scope.getByLabel('City*').fill('Napa');
  await scope.getByLabel('State*').selectOption('CA');
  await scope.getByLabel('Zip code*').fill('94558');
}

async function fillCard(scope: ReturnType<Page['locator']>, number = '4242 4242 4242 4242') {
  await scope.getByLabel('Name on card*').fill('Ada Lovelace');
  await scope.getByLabel('Card number*').fill(number);
  await scope.getByLabel('Expiry (MM/YY)*').fill('12/35');
  await scope.getByLabel('Security code*').fill('123');
}

async function fillCheckout(page: Page, email: string) {
  const form = widget(page).getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email*').fill(email);
  await fillAddress(form.getByRole('group', { name: 'Shipping address' }));
  await form.getByLabel('Date of Birth*').fill('1985-06-01');
  await fillCard(form);
  return form;
}

/** A signed-out visitor's join in the widget's club sign-up, from /join to the receipt (the store's, or the widget's own): the membership's id. */
async function joinInWidget(page: Page, receipt: RegExp = /\/profile\/club-membership\/receipt\//) {
  await page.goto('/join?club=6-bottle-red-wines');
  await page.getByRole('link', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/club-signup\/6-bottle-red-wines$/);
  const form = widget(page).getByRole('form', { name: 'Join the club' });
  const account = form.getByRole('group', { name: 'Your account' });
  await account.getByLabel('First name*').fill('Jordan');
  await account.getByLabel('Last name*').fill('Reyes');
  await account.getByLabel('Email*').fill(uniqueEmail());
  await account.getByLabel('Password*').fill('Cellar-door-21');
  await account.getByLabel('Date of Birth*').fill('1985-04-12');
  await fillAddress(form.getByRole('group', { name: 'Billing and shipping address' }));
  await fillCard(form);
  await form.getByRole('button', { name: 'Join now' }).click();
  await expect(page).toHaveURL(receipt);
  return page.url().split('/').pop();
}

const joinEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => /^wizardStep|^clubJoin$/.test(String(entry.event))));

test.describe("Commerce7's widget, in the production configuration", () => {
  test.beforeEach(async ({ page }) => asAdult(page));
  // These read the store's own receipts: the widget stand-in hands back to them (its own receipts: below).
  test.beforeAll(async ({ request }) => widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, 'store'));

  // Orders, stock and the new members would change what later specs see: the seed data back.
  test.afterAll(async ({ request }) => {
    await widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, null);
    const reseeded = await request.post(`${PRODUCTION_CONFIG_URL}/__emulator/reseed?service=commerce`, { headers: { origin: PRODUCTION_CONFIG_URL } });
    expect(reseeded.ok()).toBe(true);
  });

  test("a guest checks out a cart built on the store's pages, in the widget, and lands on the store's receipt", async ({ page }) => {
    await allowAnalytics(page);
    const cart = await addFromProductPage(page, 'sauvignon-blanc-2024');
    await expect(cart.getByText('Sauvignon Blanc 2024')).toBeVisible();
    await cart.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    // The widget found the store's cart in the shared cookie.
    await expect(widget(page).getByRole('complementary', { name: 'Order summary' })).toContainText('Sauvignon Blanc 2024');
    const form = await fillCheckout(page, 'guest@example.com');
    await form.getByRole('button', { name: /^Place order/ }).click();

    await expect(page).toHaveURL(/\/profile\/order-receipt\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Sauvignon Blanc 2024' })).toBeVisible();
    await hydrated(page);
    await expect(cartButton(page)).toHaveText('Cart (0)');
  });

  test('a declined card in the widget says so and keeps what was typed; another card places the order', async ({ page, consoleErrors }) => {
    await addFromProductPage(page, 'sauvignon-blanc-2024');
    await page.goto('/checkout');
    const form = await fillCheckout(page, 'guest@example.com');
    await form.getByLabel('Card number*').fill('4000 0000 0000 0002');
    await form.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Please use a different card.' })).toBeVisible();
    expectFailedRequest(consoleErrors, 422, '/__emulator/hosted/v1/cart/');
    await expect(form.getByLabel('Street address*')).toHaveValue('1 Vineyard Way');
    await form.getByLabel('Card number*').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  });

  test('a club member signed in on the store checks out in the widget at the club price', async ({ page }) => {
    const login = await page.request.post('/api/customer/login', { data: { email: 'member@example.com', password: 'Cellar-door-21' }, headers: { origin: PRODUCTION_CONFIG_URL } });
    expect(login.status()).toBe(200);
    await page.goto('/product/cabernet-franc-2022');
    await hydrated(page);
    const hero = page.locator('.product-hero');
    await expect(hero.getByText('Wine Society', { exact: true })).toBeVisible();
    await hero.getByRole('button', { name: 'Add To Cart' }).click();
    await cartSidebar(page).getByRole('link', { name: 'Checkout' }).click();
    const summary = widget(page).getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Cabernet Franc 2022');
    await expect(summary).toContainText('Wine Society savings');
    // The widget knows who is signed in from the shared customerToken cookie.
    await expect(widget(page).getByLabel('Email*')).toHaveValue('member@example.com');
    const form = await fillCheckout(page, 'member@example.com');
    await form.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    const line = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cabernet Franc 2022' }) });
    await expect(line.locator('s')).toBeVisible();
  });

  test("a signed-out visitor joins a club from /join through the widget's sign-up and lands on the store's receipt, signed in", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/join?club=6-bottle-red-wines');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Red Wines');
    // The widget's join button: a link to its club route.
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/club-signup\/6-bottle-red-wines$/);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    const form = widget(page).getByRole('form', { name: 'Join the club' });
    const account = form.getByRole('group', { name: 'Your account' });
    await account.getByLabel('First name*').fill('Jordan');
    await account.getByLabel('Last name*').fill('Reyes');
    await account.getByLabel('Email*').fill(email);
    await account.getByLabel('Password*').fill('Cellar-door-21');
    await account.getByLabel('Date of Birth*').fill('1985-04-12');
    await fillAddress(form.getByRole('group', { name: 'Billing and shipping address' }));
    await fillCard(form);
    await form.getByRole('button', { name: 'Join now' }).click();

    await expect(page).toHaveURL(/\/profile\/club-membership\/receipt\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to the Wine Society');
    await hydrated(page);
    // The sign-up signed them in, in the cookie the store reads: its header shows them.
    await expect(page.getByRole('button', { name: 'Account: Jordan Reyes' })).toBeVisible();
  });

  test("storefront spec 2, Add-to-cart form variants: the cart sidebar's View cart opens the widget's cart page (the cart-page variant) with the store's cart", async ({ page }) => {
    const cart = await addFromProductPage(page, 'sauvignon-blanc-2024');
    await expect(cart.getByText('Sauvignon Blanc 2024')).toBeVisible();
    await cart.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const widgetCart = widget(page).getByRole('region', { name: 'Your cart' });
    await expect(widgetCart.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(widgetCart).toContainText('Sauvignon Blanc 2024');
  });

  test("storefront spec 7, Analytics events pushed to the page data layer: a join in the widget's sign-up reports the wizard steps and clubJoin once, from the receipt", async ({ page }) => {
    await allowAnalytics(page);
    const membershipId = await joinInWidget(page);
    await expect.poll(async () => (await joinEvents(page)).map((entry) => entry.event)).toEqual(['wizardStepOne', 'wizardStepTwo', 'wizardStepThree', 'wizardStepFour', 'clubJoin']);
    for (const entry of await joinEvents(page)) expect(entry).toMatchObject({ isSubscriptionFlow: false, type: 'red-wines', club: '6-bottle-red-wines', hostedSignup: true });
    expect((await joinEvents(page)).at(-1)).toMatchObject({ membershipId });

    // A reload of the receipt is not a second join: the page view comes, the join does not.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'pageview'))).toBe(true);
    expect(await joinEvents(page)).toEqual([]);
  });

  test('storefront spec 7, Analytics events pushed to the page data layer: a hosted join is reported only with analytics consent, and once it is given', async ({ page }) => {
    await decideConsent(page, { analytics: false });
    const membershipId = await joinInWidget(page);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to the Wine Society');
    // Refused: nothing reaches the data layer, and the join is not marked as reported.
    expect(await joinEvents(page)).toEqual([]);
    expect(await page.evaluate((id) => sessionStorage.getItem(`club-join-reported:${id}`), membershipId)).toBeNull();

    await allowAnalytics(page);
    await page.reload();
    await expect.poll(async () => (await joinEvents(page)).map((entry) => entry.event)).toEqual(['wizardStepOne', 'wizardStepTwo', 'wizardStepThree', 'wizardStepFour', 'clubJoin']);
    expect((await joinEvents(page)).at(-1)).toMatchObject({ membershipId });
  });

  test("a sign-in inside the widget shows on the store's header, and a sign-out there signs the store out", async ({ page }) => {
    await page.goto('/account');
    const form = widget(page).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email*').fill('member@example.com');
    await form.getByLabel('Password*').fill('Cellar-door-21');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(widget(page).getByText('Signed in as Morgan Vance')).toBeVisible();

    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Account: Morgan Vance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    await page.goto('/account');
    await widget(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(widget(page).getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
  test("the widget's checkout sits inside the store's gutters on a phone and a wide screen, never against the window's edge", async ({ page }) => {
    await addFromProductPage(page, 'sauvignon-blanc-2024');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/checkout');
      await expect(widget(page).getByRole('form', { name: 'Checkout' }).getByLabel('Email*')).toBeVisible();
      // The outermost edges of everything the widget drew, and the page's gutter (--space-3).
      const { left, right, gutter, viewport } = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('#c7-content *')].map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0 && box.height > 0);
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        return { left: Math.min(...boxes.map((box) => box.left)), right: Math.max(...boxes.map((box) => box.right)), gutter: rem, viewport: document.documentElement.clientWidth };
      });
      expect(left, `left edge at ${width} px`).toBeGreaterThanOrEqual(gutter);
      expect(viewport - right, `right edge at ${width} px`).toBeGreaterThanOrEqual(gutter);
    }
  });
});

/** What the tag manager's stand-in received (it loads only with analytics consent, and sends nothing on). */
const received = (page: Page) => page.evaluate(() => (window as unknown as { __emulatorTagManager?: { received: Record<string, unknown>[] } }).__emulatorTagManager?.received ?? []);
const purchases = async (page: Page) => (await received(page)).filter((entry) => entry.event === 'purchase_wine');
const cookieNamed = async (page: Page, name: string) => (await page.context().cookies()).find((cookie) => cookie.name === name);

/** The requests that count a sale: the tag manager's script (by the page that loaded it) and Builder's track endpoint. */
function watchTrackers(page: Page) {
  const seen = { tagManager: [] as string[], track: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/gtm.js')) seen.tagManager.push(new URL(request.frame().url()).pathname);
    else if (pathname.endsWith('/api/v1/track')) seen.track.push(request.postData() ?? '');
  });
  return seen;
}

/** A guest's order of one Sauvignon Blanc 2024, from the store's product page through the widget's checkout. */
async function checkOutAsGuest(page: Page) {
  const cart = await addFromProductPage(page, 'sauvignon-blanc-2024');
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(widget(page).getByRole('complementary', { name: 'Order summary' })).toContainText('Sauvignon Blanc 2024');
  const form = await fillCheckout(page, 'guest@example.com');
  await form.getByRole('button', { name: /^Place order/ }).click();
}

// The sale is counted wherever the shopper lands: the widget's own receipt under its profile
// route (the stand-in's default, as the real widget most likely confirms) or the store's
// receipt (the hand-back). Either way purchase_wine carries the order's items, reaches the tag
// manager only with consent, the cart cookie ends, and a reload adds nothing.
const LANDINGS = {
  widget: { name: "the widget's own receipt", url: /\/account\/order-receipt\/[A-Za-z0-9-]+$/ },
  store: { name: "the store's receipt", url: /\/profile\/order-receipt\/[A-Za-z0-9-]+$/ },
} as const;

for (const landing of ['widget', 'store'] as const) {
  test.describe(`the sale is counted on ${LANDINGS[landing].name}, in the production configuration`, () => {
    test.beforeEach(async ({ page, request }) => {
      await asAdult(page);
      await widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, landing);
    });
    test.afterAll(async ({ request }) => {
      await widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, null);
      expect((await request.post(`${PRODUCTION_CONFIG_URL}/__emulator/reseed?service=commerce`, { headers: { origin: PRODUCTION_CONFIG_URL } })).ok()).toBe(true);
    });

    test("with consent: purchase_wine with the order's items reaches the tag manager once, Builder gets the conversion, the cart ends, a reload adds nothing", async ({ page }) => {
      await decideConsent(page, { analytics: true, personalisation: true });
      const seen = watchTrackers(page);
      await checkOutAsGuest(page);
      await expect(page).toHaveURL(LANDINGS[landing].url);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      if (landing === 'widget') await expect(widget(page).getByRole('region', { name: 'Order confirmation' })).toContainText('Sauvignon Blanc 2024');
      await hydrated(page);
      await expect.poll(async () => (await purchases(page)).length).toBe(1);
      const [purchase] = await purchases(page);
      expect(purchase).toMatchObject({ ecommerce: { currency: 'USD', items: [{ item_id: 'SB24-750', item_name: 'Sauvignon Blanc 2024', quantity: 1, index: 0 }] } });
      // The receipt loaded the tag manager (as the product page before it did).
      expect(seen.tagManager.filter((path) => LANDINGS[landing].url.test(path))).toHaveLength(1);
      await expect.poll(() => seen.track.filter((body) => body.includes('"conversion"')).length).toBe(1);
      // The cart became the order: its cookie is gone and the header's cart is empty.
      expect(await cookieNamed(page, 'cartId')).toBeUndefined();
      await expect(cartButton(page)).toHaveText('Cart (0)');

      await page.reload();
      await hydrated(page);
      await expect.poll(async () => (await received(page)).some((entry) => entry.event === 'pageview')).toBe(true);
      expect(await purchases(page)).toEqual([]);
      expect(seen.track.filter((body) => body.includes('"conversion"'))).toHaveLength(1);
    });

    test('without consent: the receipt reports the sale to nobody, and the cart still ends', async ({ page }) => {
      const seen = watchTrackers(page);
      await checkOutAsGuest(page);
      await expect(page).toHaveURL(LANDINGS[landing].url);
      const orderId = page.url().split('/').pop()!;
      await hydrated(page);
      // The tracker ran (its once-per-order marker is set) and the consent gate dropped the report.
      await expect.poll(() => page.evaluate((id) => sessionStorage.getItem(`purchase-reported:${id}`), orderId)).toBe('1');
      expect(await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase_wine'))).toEqual([]);
      expect(seen.tagManager).toEqual([]);
      expect(seen.track).toEqual([]);
      expect(await cookieNamed(page, 'cartId')).toBeUndefined();
      await expect(cartButton(page)).toHaveText('Cart (0)');
    });
  });
}

test.describe("the hosted club join is counted on the widget's own club receipt, in the production configuration", () => {
  test.beforeEach(async ({ page, request }) => {
    await asAdult(page);
    await widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, 'widget');
  });
  test.afterAll(async ({ request }) => {
    await widgetConfirmsOn(request, PRODUCTION_CONFIG_URL, null);
    expect((await request.post(`${PRODUCTION_CONFIG_URL}/__emulator/reseed?service=commerce`, { headers: { origin: PRODUCTION_CONFIG_URL } })).ok()).toBe(true);
  });

  test('the wizard steps and clubJoin reach the tag manager once, and a reload adds nothing', async ({ page }) => {
    await allowAnalytics(page);
    const membershipId = await joinInWidget(page, /\/account\/club-membership\/receipt\/[A-Za-z0-9-]+$/);
    await expect(widget(page).getByRole('heading', { level: 1, name: 'Welcome to the club' })).toBeVisible();
    await hydrated(page);
    const joins = async () => (await received(page)).filter((entry) => /^wizardStep|^clubJoin$/.test(String(entry.event)));
    await expect.poll(async () => (await joins()).map((entry) => entry.event)).toEqual(['wizardStepOne', 'wizardStepTwo', 'wizardStepThree', 'wizardStepFour', 'clubJoin']);
    expect((await joins()).at(-1)).toMatchObject({ membershipId, club: '6-bottle-red-wines', hostedSignup: true });

    await page.reload();
    await hydrated(page);
    await expect.poll(async () => (await received(page)).some((entry) => entry.event === 'pageview')).toBe(true);
    expect(await joins()).toEqual([]);
  });
});
