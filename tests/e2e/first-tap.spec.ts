// No tap is lost before hydration. Each island's primary control is tapped
// at DOMContentLoaded while the islands' code is held back on the wire, so the tap always
// lands before the island hydrates (no race, no timer, no retry; holding the code is what
// orders them, so the CPU is not throttled: a 4x throttle only made each test slower); once
// the code arrives the tap must have taken effect: by itself (a form with an action, a link)
// or replayed by the early capture script (src/ui/island/early-taps.ts).
import type { Page, Route } from '@playwright/test';
import { asAdult, expect, hydrated, hydratedNear, signedInAs, test } from './fixtures.ts';
import { LIST_IDS, storedFor, storedForms } from './marketing-stored.ts';
import { publish, RUN, targeted, unpublish } from './content.ts';

/** Opens `path` with every script of ours held back; `hydrate()` lets them through. */
async function beforeHydration(page: Page, path: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    /** No island can have hydrated yet: its code has not arrived. */
    async expectNotHydrated() {
      await expect(page.locator('[data-island][data-hydrated="true"]')).toHaveCount(0);
    },
    /** Lets the code through, for a tap whose effect is to leave the page. */
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
    /** Lets the code through and waits for the islands to be ready. */
    async hydrate() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
      await hydrated(page);
    },
  };
}

test.describe('the first tap, before the islands hydrate', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('Pencil banner: its close dismisses it, and it stays away on reload', async ({ page }) => {
    const load = await beforeHydration(page, '/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await load.expectNotHydrated();
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await load.hydrate();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  });

  test('Header: the cart button opens the cart', async ({ page }) => {
    const load = await beforeHydration(page, '/our-story');
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Cart (0)' }).click();
    await load.hydrate();
    await expect(page.getByRole('dialog', { name: 'Your Cart (0)' })).toBeVisible();
  });

  test('Header: the mobile Menu button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const load = await beforeHydration(page, '/our-story');
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Menu' }).click();
    await load.hydrate();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  test('Add to cart: the product hero adds the wine', async ({ page }) => {
    const load = await beforeHydration(page, '/product/merlot-2022');
    await load.expectNotHydrated();
    await page
      .locator('.product-hero')
      .getByRole('button', { name: /^Add To Cart/ })
      .first()
      .click();
    await load.hydrate();
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  });

  test('Add to cart (hydrates on first use): the tap that fetches its code adds the wine once it arrives', async ({ page }) => {
    await page.goto('/collection/all');
    await hydrated(page);
    const card = page.locator('[data-island="add-to-cart"]').first();
    // Its code is fetched on the visitor's first intent in it, not at load.
    await expect(card).not.toHaveAttribute('data-hydrated', 'true');
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(route)));
    await card.getByRole('button', { name: /^Add To Cart/ }).click();
    // The pointer on its way to the button asked for the code; the tap waits for it.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await expect(card).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
  });

  test('FAQ: a topic filter filters', async ({ page }) => {
    const load = await beforeHydration(page, '/faq');
    const filters = page.getByRole('group', { name: 'Filter questions by topic' });
    await load.expectNotHydrated();
    await filters.getByRole('button', { name: 'Shipping' }).click();
    await load.hydrate();
    await expect(filters.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.faq__item:visible')).toHaveCount(5);
  });

  test('Quote carousel: Next shows the next quote', async ({ page }) => {
    const load = await beforeHydration(page, '/our-story');
    const carousel = page.getByRole('region', { name: 'Quotes' });
    await load.expectNotHydrated();
    await carousel.getByRole('button', { name: 'Next quote' }).click();
    await load.hydrate();
    await expect(carousel.getByText('A winery is only a farm with a cellar')).toBeVisible();
  });

  test('Text-media list: a tag filter filters', async ({ page }) => {
    const load = await beforeHydration(page, '/visit');
    const filters = page.getByRole('group', { name: 'Filter Experiences' });
    await load.expectNotHydrated();
    await filters.getByRole('button', { name: 'Dining' }).click();
    await load.hydrate();
    await expect(filters.getByRole('button', { name: 'Dining' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.text-media-list__item:visible')).toHaveCount(2);
  });

  test('Club hero: choosing a quantity changes where its button leads', async ({ page }) => {
    const load = await beforeHydration(page, '/club');
    await load.expectNotHydrated();
    await page
      .locator('.club-hero')
      .getByRole('radio', { name: /12 Bottles/ })
      .first()
      .click();
    await load.hydrate();
    await expect(
      page
        .locator('.club-hero')
        .getByRole('radio', { name: /12 Bottles/ })
        .first(),
    ).toBeChecked();
    await expect(page.locator('.club-hero a[href^="/club/12-bottle-"]').first()).toBeVisible();
  });
});

test.describe('fields typed into before the islands hydrate', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('Login page: a sign-in typed and sent before hydration signs in', async ({ page }) => {
    const load = await beforeHydration(page, '/profile/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await load.expectNotHydrated();
    await form.getByLabel('Email address').fill('customer@example.com');
    await form.getByLabel('Password', { exact: true }).fill('Cellar-door-21');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await load.hydrate();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('region', { name: 'Welcome back, Casey' })).toContainText('customer@example.com');
  });

  test('Order lookup: a number and e-mail typed and sent before hydration find the order', async ({ page }) => {
    // Lookups are counted per client: this run is a client of its own.
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${Date.now() % 250}` });
    const load = await beforeHydration(page, '/profile/order-lookup');
    const form = page.getByRole('form', { name: 'Find an order' });
    await load.expectNotHydrated();
    await form.getByLabel('Email address*').fill('customer@example.com');
    await form.getByLabel('Order number*').fill('#1002');
    await form.getByRole('button', { name: 'Find my order' }).click();
    await load.hydrate();
    await expect(page.getByRole('heading', { level: 2, name: 'Order #1002' })).toBeVisible();
  });

  test('Contact form: every field typed, the box ticked and Submit tapped before hydration send the message', async ({ page }) => {
    const load = await beforeHydration(page, '/contact');
    const form = page.getByRole('form', { name: 'General website contact form' });
    await load.expectNotHydrated();
    const email = `first-tap-${Date.now()}@example.com`;
    await form.getByLabel('First Name*').fill('Ada');
    await form.getByLabel('Last Name*').fill('Lovelace');
    await form.getByLabel('Email*').fill(email);
    await form.getByLabel('How can we help?*').fill('Typed before the page was ready.');
    // Held by the capture (its island is not ready): it ticks when replayed.
    await form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Use/ }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await load.hydrate();
    await expect(page.getByRole('status').filter({ hasText: "Thanks for contacting us. We'll get back to you as soon as possible." })).toBeVisible();
    const [mine] = await storedForms(page, 'GeneralWebsiteContactForm', { email });
    expect(mine?.fields).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', message: 'Typed before the page was ready.', accept_legal: true });
  });

  test('Footer newsletter (a form with an action): what was typed and ticked before hydration is what it signs up', async ({ page }) => {
    const load = await beforeHydration(page, '/our-story');
    const form = page.getByRole('form', { name: 'STAY IN TOUCH' });
    await load.expectNotHydrated();
    const email = `first-tap-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    // Native boxes (the form posts to the Worker without JavaScript): they tick at once.
    await form.getByRole('checkbox', { name: /subscribe to updates/ }).check();
    await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await load.hydrate();
    // It hydrates once near the viewport: filling it in scrolled it there.
    await hydratedNear(page, 'newsletter-signup');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('status')).not.toBeEmpty();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    const { subscriptions } = await storedFor(page, { email });
    expect(subscriptions).toMatchObject([{ list: { id: LIST_IDS.newsletter }, email }]);
  });
});

test.describe('the first tap on the other islands', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  const ID = `first-tap-${RUN}`;
  const PATH = `/e2e/first-tap-${RUN}`;
  test.beforeAll(async ({ request, baseURL }) =>
    publish(
      request,
      baseURL ?? '',
      // No seeded page has a video, nor a subscription hero with a choice of sizes.
      targeted(ID, 'page', PATH, {
        title: 'First taps',
        url: PATH,
        blocks: [
          {
            id: `${ID}-subscription`,
            component: {
              name: 'SubscriptionHero',
              options: {
                title: 'Cabernet Sauvignon Subscription',
                subTitle: 'Every 2 months.',
                image: { src: '/images/products/bottle-cabernet.svg', altText: 'A bottle of Cabernet Sauvignon' },
                prices: [
                  { category: '6 Bottles', price: 330 },
                  { category: '12 Bottles', price: 640 },
                ],
                subscriptionType: 'cabernet-sauvignon',
              },
            },
          },
          {
            id: `${ID}-video`,
            component: {
              name: 'VideoPlayer',
              options: { title: 'Harvest on the ridge', vimeoId: 76979871, imageOverlay: { image: '/images/harvest.jpg', altText: 'Pickers among the rows at dawn' } },
            },
          },
        ],
      }),
    ),
  );
  test.afterAll(async ({ request, baseURL }) => unpublish(request, baseURL ?? '', ID));

  test('Video facade: Play puts the player in its place', async ({ page }) => {
    await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' }));
    const load = await beforeHydration(page, PATH);
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Play video: Harvest on the ridge' }).click();
    await load.hydrate();
    await expect(page.locator('iframe[title="Harvest on the ridge"]')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1');
  });

  test('Subscription hero: choosing a size chooses it', async ({ page }) => {
    const load = await beforeHydration(page, PATH);
    await load.expectNotHydrated();
    await page.getByRole('radio', { name: '12 Bottles' }).click();
    await load.hydrate();
    await expect(page.getByRole('radio', { name: '12 Bottles' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '6 Bottles' })).not.toBeChecked();
  });

  test('Join wizard: the account typed and sent before hydration is created, and the wizard moves on', async ({ page }) => {
    const load = await beforeHydration(page, '/join?club=6-bottle-red-wines');
    const form = page.locator('form.join-wizard__register');
    await load.expectNotHydrated();
    await form.getByLabel('First name*').fill('Jordan');
    await form.getByLabel('Last name*').fill('Reyes');
    await form.getByLabel('Email*').fill(`first-tap-join-${Date.now()}@example.com`);
    await form.getByLabel('Password*').fill('Cellar-door-21');
    await form.getByLabel('Date of Birth*').fill('1985-04-12');
    await form.getByRole('button', { name: 'Create account and continue' }).click();
    await load.hydrate();
    await expect(page.locator('#join-step-heading')).toHaveText('Step 2 of 4: Delivery');
    await expect(page.getByLabel('First name*')).toHaveValue('Jordan');
  });

  test('Sign out (an account island behind a sign-in): it signs out and leaves for the home page', async ({ page }) => {
    await signedInAs(page, 'customer@example.com');
    const load = await beforeHydration(page, '/profile');
    await load.expectNotHydrated();
    await page.locator('.sign-out').getByRole('button', { name: 'Sign out' }).click();
    await load.release();
    await page.waitForURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('Embed facade: Show the calendar loads the frame', async ({ page }) => {
    await page.route('https://calendar.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title><p>Harvest Celebration, October 18</p>' }));
    const load = await beforeHydration(page, '/visit/events');
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Show the calendar' }).click();
    await load.hydrate();
    await expect(page.frameLocator('iframe[title="This season at Triangle Ridge"]').getByText('Harvest Celebration, October 18')).toBeVisible();
  });

  test('Membership manager (behind a sign-in): Change delivery opens its form', async ({ page }) => {
    await signedInAs(page, 'member@example.com');
    const load = await beforeHydration(page, '/profile/club-membership');
    const card = page.getByRole('article', { name: 'Wine Society — 6 Bottles, Red Wines' });
    await load.expectNotHydrated();
    await card.getByRole('button', { name: 'Change delivery' }).click();
    await load.hydrate();
    await expect(card.getByRole('button', { name: 'Change delivery' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('form', { name: 'Change delivery' })).toBeVisible();
  });

  test('Email sign-up block: what was typed and ticked before hydration is what it signs up', async ({ page }) => {
    const load = await beforeHydration(page, '/learn');
    const form = page.getByRole('form', { name: 'Letters from the cellar' });
    await load.expectNotHydrated();
    const email = `first-tap-letters-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox', { name: /subscribe to updates/ }).check();
    await form.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await load.hydrate();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByLabel('Email address')).toHaveValue('');
    const { subscriptions } = await storedFor(page, { email });
    expect(subscriptions).toMatchObject([{ list: { id: LIST_IDS.newsletter }, email }]);
  });

  test('Error feedback (a form with an action): words sent before hydration open the contact form on its feedback topic', async ({ page, consoleErrors }) => {
    const load = await beforeHydration(page, '/__debug/render-error');
    await load.expectNotHydrated();
    await page.getByRole('link', { name: 'Report feedback' }).click();
    await page.getByLabel('What were you doing when the error happened?').fill('The page broke before it was ready.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(/\/contact\?topic=website-feedback/);
    await load.hydrate();
    await expect(page.getByText('Topic: Website feedback')).toBeVisible();
    consoleErrors.length = 0;
  });
});

test.describe('the first tap, before the islands hydrate, for a new visitor', () => {
  test.use({ askConsent: true });

  test('Age gate: its button lets the visitor in (a form the Worker answers)', async ({ page }) => {
    const load = await beforeHydration(page, '/our-story');
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Yes, I am at least 21 years of age' }).click();
    await load.hydrate();
    await expect(page.getByRole('button', { name: 'Yes, I am at least 21 years of age' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'age_gate')?.value).toBe('false');
  });

  test('Consent banner: Reject all records the decision', async ({ page }) => {
    await asAdult(page);
    const load = await beforeHydration(page, '/our-story');
    await load.expectNotHydrated();
    await page.getByRole('button', { name: 'Reject all' }).click();
    await load.hydrate();
    await expect(page.getByRole('button', { name: 'Reject all' })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('v1.a0.m0.p0');
  });
});
