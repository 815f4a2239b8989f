// Analytics through the tag manager (storefront spec 7, content spec 7): nothing leaves the
// page before the visitor decides, what happened meanwhile waits in order, a yes loads the
// tag manager (locally the emulator's stand-in, by the production path) and sends it, a no
// drops it; each event fires on its action with its payload; checkout never loads it.
// The decision is taken here as the consent preferences take it (the seam: the `consent`
// cookie, then the `consent-change` window event). Covered elsewhere with analytics allowed:
// the pop-up's events and 'Active on Site' (popup.spec.ts), the wizard's steps two to four,
// wizardNavigation and clubJoin (join-wizard.spec.ts), purchase_wine (cart-checkout.spec.ts),
// clubHero (club-hero.spec.ts), an editor's button's wineryVisitClick (block-library.spec.ts).
import type { Page } from '@playwright/test';
import { publish, RUN, targeted, unpublish } from './content.ts';
import { asAdult, cartSidebar, decideConsent, expect, hydrated, test } from './fixtures.ts';

type Entry = Record<string, unknown> & { event?: string };

/** What the tag manager's stand-in received, or null when it never loaded. */
const received = (page: Page) => page.evaluate(() => (window as unknown as { __emulatorTagManager?: { received: Entry[] } }).__emulatorTagManager?.received ?? null);
// Events only: Consent Mode's gtag commands (no `event`) are checked in consent-trackers.spec.ts.
const receivedEvents = async (page: Page) => (await received(page))?.flatMap((entry) => (entry.event ? [entry.event] : [])) ?? null;
const entry = async (page: Page, event: string) => (await received(page))?.find((e) => e.event === event);

/** The consent preferences' way of storing a decision on this page. */
async function decideInPage(page: Page, analytics: boolean) {
  await page.evaluate((a) => {
    document.cookie = `consent=v1.a${a ? 1 : 0}.m0.p0; path=/; SameSite=Lax`;
    window.dispatchEvent(new Event('consent-change'));
  }, analytics);
}

/** Keeps the next click's navigation from happening, so its event can be read on this page. */
const stayOnPage = (page: Page) => page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }));

/** Every request the page makes, and those for another origin or the tag manager. */
function watchRequests(page: Page, origin: string) {
  const seen = { foreign: [] as string[], tagManager: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) seen.foreign.push(request.url());
    if (url.pathname.endsWith('/gtm.js')) seen.tagManager.push(request.url());
  });
  return seen;
}

const cartDialog = cartSidebar;

test.beforeEach(async ({ page }) => asAdult(page));

/** A visitor who has not decided yet (whatever decision the fixtures start tests with). */
const undecided = (page: Page) => page.context().clearCookies({ name: 'consent' });

test('before a decision nothing leaves for another origin and events wait; allowing analytics loads the tag manager and sends them in order; checkout never loads it', async ({ page, baseURL }) => {
  await undecided(page);
  const seen = watchRequests(page, new URL(baseURL!).origin);
  await page.goto('/product/merlot-2022');
  await hydrated(page);
  await page.locator('.product-hero').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartDialog(page).getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible();

  // Undecided: nothing reached the data layer, no tag manager, no other origin.
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
  expect(await received(page)).toBeNull();
  expect(seen.tagManager).toEqual([]);

  await decideInPage(page, true);
  // The add reports once it succeeded; the sidebar it opens reports view_cart once painted.
  await expect.poll(() => receivedEvents(page)).toEqual(['gtm.js', 'pageview', 'productDetailImpression', 'viewedProduct', 'addToCart', 'view_cart']);
  expect(seen.tagManager).toEqual([`${baseURL}/__emulator/gtm/gtm.js?id=GTM-EMUL8R`]);
  expect(await page.evaluate(() => (window as unknown as { __emulatorTagManager: { containerId: string } }).__emulatorTagManager.containerId)).toBe('GTM-EMUL8R');

  // Payloads (spec 7): view_cart with currency USD, value and items (item_id, item_name, index, price, quantity, discount).
  const viewCart = await entry(page, 'view_cart');
  expect(viewCart).toEqual({
    event: 'view_cart',
    ecommerce: { currency: 'USD', value: expect.any(Number), items: [{ item_id: expect.any(String), item_name: 'Merlot 2022', index: 0, price: expect.any(Number), quantity: 1, discount: 0 }] },
  });
  const item = (viewCart!.ecommerce as { value: number; items: { item_id: string; price: number }[] }).items[0]!;
  expect((viewCart!.ecommerce as { value: number }).value).toBe(item.price);
  expect(await entry(page, 'addToCart')).toEqual({
    event: 'addToCart',
    ecommerce: { currencyCode: 'USD', add: { products: [{ id: expect.any(String), sku: item.item_id, name: 'Merlot 2022', price: item.price, quantity: 1 }] } },
  });
  expect(await entry(page, 'productDetailImpression')).toMatchObject({ ecommerce: { currencyCode: 'USD', detail: { products: [{ sku: item.item_id, name: 'Merlot 2022', price: item.price }] } } });
  expect(await entry(page, 'viewedProduct')).toMatchObject({ product: { name: 'Merlot 2022', url: `${baseURL}/product/merlot-2022`, price: item.price, image: expect.stringMatching(/^http/) } });
  expect(await entry(page, 'pageview')).toEqual({ event: 'pageview', page: { path: '/product/merlot-2022', title: expect.stringContaining('Merlot 2022') }, user: { segment: 'anonymous' } });

  // Once allowed, events go at once: checkout (kept on the page), then removing the line.
  await stayOnPage(page);
  await cartDialog(page).getByRole('link', { name: 'Checkout' }).click();
  expect(await entry(page, 'beginCheckout')).toEqual({ ...viewCart, event: 'beginCheckout' });
  await cartDialog(page).getByRole('button', { name: 'Remove Merlot 2022' }).click();
  await expect(cartDialog(page).getByRole('heading', { name: 'Your Cart (0)' })).toBeVisible();
  await expect
    .poll(() => entry(page, 'removeFromCart'))
    .toEqual({
      event: 'removeFromCart',
      ecommerce: { currencyCode: 'USD', remove: { products: [{ id: item.item_id, sku: item.item_id, name: 'Merlot 2022', price: item.price, quantity: 1 }] } },
    });
  expect(seen.foreign).toEqual([]);

  // Checkout never loads the tag manager, whatever the decision, and its CSP names none.
  const checkout = await page.goto('/checkout');
  await expect(page.locator('meta[name="tag-manager"]')).toHaveCount(0);
  expect(await received(page)).toBeNull();
  expect(seen.tagManager).toHaveLength(1);
  expect(checkout?.headers()['content-security-policy']).not.toContain('googletagmanager');
});

test('refusing analytics drops what waited and everything after; the tag manager never loads', async ({ page, baseURL }) => {
  await undecided(page);
  const seen = watchRequests(page, new URL(baseURL!).origin);
  await page.goto('/collection/red-wines');
  await hydrated(page);
  await decideInPage(page, false);
  await page.getByRole('button', { name: /^Cart \(\d+\)$/ }).click();
  await expect(cartDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.wheel(0, 3000);

  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: /^Cart \(\d+\)$/ }).click();
  await expect(cartDialog(page)).toBeVisible();
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
  expect(await received(page)).toBeNull();
  expect(seen.tagManager).toEqual([]);
  expect(seen.foreign).toEqual([]);
});

test.describe('with analytics allowed', () => {
  test.beforeEach(async ({ page }) => decideConsent(page, { analytics: true }));

  test('cards, footer links and the join wizard report their events with their payloads', async ({ page, baseURL }) => {
    await page.goto('/collection/red-wines');
    await hydrated(page);
    // An impression is a card coming into view: bring the first one in, wherever the layout put it.
    await page.locator('.product-card').first().scrollIntoViewIfNeeded();
    await expect.poll(() => receivedEvents(page)).toContain('productImpression');
    expect(await entry(page, 'productImpression')).toMatchObject({
      ecommerce: { currencyCode: 'USD', impressions: [{ id: expect.any(String), name: expect.any(String), price: expect.any(Number), list: expect.any(String), position: expect.any(Number) }] },
    });

    await stayOnPage(page);
    await page.getByRole('link', { name: 'Merlot 2022', exact: true }).click();
    expect(await entry(page, 'productClick')).toMatchObject({ ecommerce: { click: { products: [{ name: 'Merlot 2022', price: expect.any(Number) }] } } });

    await stayOnPage(page);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Wine Society' }).click();
    expect(await entry(page, 'footerMenuClick')).toEqual({ event: 'footerMenuClick', value: 'Wine Society', section: 'Club', url: `${baseURL}/club` });

    await page.goto('/join?club=6-bottle-red-wines');
    await hydrated(page);
    await expect.poll(() => entry(page, 'wizardStepOne')).toEqual({ event: 'wizardStepOne', isSubscriptionFlow: false, type: 'red-wines', club: '6-bottle-red-wines' });
  });

  // No seeded subscription page offers a choice of sizes: this run publishes one, with a Tock booking button.
  const path = `/analytics-${RUN}`;
  const page_ = targeted(`analytics-${RUN}`, 'page', path, {
    title: 'Analytics test',
    url: path,
    blocks: [
      {
        id: `analytics-${RUN}-subscription`,
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
        id: `analytics-${RUN}-tock`,
        component: {
          name: 'ReservationWidget',
          options: { tockId: 'triangleridgewinery', widgetType: 'button', tockButtonDesign: 'red', buttonText: 'Book a tasting', offeringType: 'all-offerings' },
        },
      },
    ],
  });
  test.afterAll(async ({ request, baseURL }) => unpublish(request, baseURL!, page_.id));

  test('the subscription hero reports a size chosen, a Tock booking button a winery visit', async ({ page, request, baseURL }) => {
    await publish(request, baseURL!, page_);
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('radio', { name: '12 Bottles' }).check();
    await expect.poll(() => entry(page, 'subscriptionHero')).toEqual({ event: 'subscriptionHero', subscriptionType: 'cabernet-sauvignon', category: '12 Bottles', price: 640 });

    await stayOnPage(page);
    await page.getByRole('link', { name: /^Book a tasting/ }).click();
    expect(await entry(page, 'wineryVisitClick')).toEqual({ event: 'wineryVisitClick', value: 'triangleridgewinery', url: 'https://www.exploretock.com/triangleridgewinery' });
  });
});
