// Consent decides every tracker, checked as docs/privacy.md's table "Cookies, storage
// and requests by consent" states it: for a visitor who refused, one whose browser sends
// Global Privacy Control and who then accepts everything, and one who accepted, this test
// watches every request the page makes, the cookie jar and the browser's storage on a page
// running a Builder A/B test and carrying Builder's tracking pixel.
import type { APIRequestContext, Page } from '@playwright/test';
import { asAdult, expect, hydrated, test } from './fixtures.ts';
import { RUN, targeted, unpublish } from './content.ts';

test.use({ askConsent: true });
test.beforeEach(async ({ page }) => asAdult(page));

const ID = `consent-ab-${RUN}`;
const VARIATION = `${ID}-b`;
const PATH = `/consent-trackers-${RUN}`;
const PIXEL = 'https://cdn.builder.io/api/v1/pixel?apiKey=emulator-content-key';

const text = (id: string, words: string) => ({ id, component: { name: 'Text', options: { text: `<p>${words}</p>` } } });
const pixel = { id: `builder-pixel-${RUN}`, tagName: 'img', properties: { src: PIXEL, 'aria-hidden': 'true', alt: '', role: 'presentation', width: '0', height: '0' } };

/** A page whose A/B test gives every visitor drawn into it the variation (the default's share is 0). */
async function publishTestedPage(request: APIRequestContext, baseURL: string) {
  const entry = {
    ...targeted(ID, 'page', PATH, { title: 'Tasting notes', url: PATH, blocks: [text(`${ID}-t`, 'The default tasting notes'), pixel] }),
    testRatio: 0,
    variations: {
      [VARIATION]: { id: VARIATION, name: 'Variation B', testRatio: 1, data: { title: 'Tasting notes', url: PATH, blocks: [text(`${VARIATION}-t`, 'The variation tasting notes'), pixel] } },
    },
  };
  const response = await request.put('/__emulator/content', { data: entry, headers: { origin: baseURL } });
  expect(response.ok()).toBe(true);
}

type Seen = { track: string[]; pixel: string[]; tagManager: string[]; vitals: string[]; foreign: string[] };

/** Every request of the page, sorted by the tracker it belongs to; Builder's pixel answered here (the machine is offline). */
async function watch(page: Page, origin: string): Promise<Seen> {
  const seen: Seen = { track: [], pixel: [], tagManager: [], vitals: [], foreign: [] };
  await page.route('https://cdn.builder.io/api/v1/pixel**', (route) => route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') }));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v1/track')) seen.track.push(request.postData() ?? '');
    else if (url.pathname === '/api/v1/pixel') seen.pixel.push(request.url());
    else if (url.pathname.endsWith('/gtm.js')) seen.tagManager.push(request.url());
    else if (url.pathname === '/api/vitals') seen.vitals.push(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin && url.pathname !== '/api/v1/pixel') seen.foreign.push(request.url());
  });
  return seen;
}

const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();
const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const storageKeys = (page: Page) => page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }));
/** Consent Mode's commands as the tag manager's stand-in received them (gtag's Arguments, serialised as {0, 1, 2}). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { __emulatorTagManager?: { received: Record<string, unknown>[] } }).__emulatorTagManager?.received ?? [])
      .filter((entry) => entry['0'] === 'consent')
      .map((entry) => [entry['1'], entry['2']]),
  );
/** The A/B test events Builder's track twin kept for this run's page. */
async function trackEvents(request: APIRequestContext) {
  const events = (await (await request.get('/__emulator/builder-track-events')).json()) as { type: string; data: { contentId?: string; variationId?: string; ownerId: string } }[];
  return events.filter((event) => event.data.contentId === ID);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test.describe
  .serial('consent decides every tracker', () => {
    test.beforeAll(async ({ request, baseURL }) => publishTestedPage(request, baseURL!));
    test.afterAll(async ({ request, baseURL }) => unpublish(request, baseURL!, ID));

    test('a visitor who refused: the default content, no test cookie, no pixel, no Builder event, no tag manager, no web-vitals, nothing stored', async ({ page, baseURL, request }) => {
      const seen = await watch(page, new URL(baseURL!).origin);
      await page.goto(PATH);
      await hydrated(page);
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect.poll(() => cookie(page, 'consent')).toBe('v1.a0.m0.p0');
      for (let visit = 0; visit < 2; visit++) {
        await page.goto(PATH);
        await hydrated(page);
        await expect(page.getByText('The default tasting notes')).toBeVisible();
        await expect(page.getByText('The variation tasting notes')).toHaveCount(0);
      }
      await page.waitForLoadState('networkidle');
      // popup_test: the tests' own QA cookie (fixtures.ts), set by the test, not the store.
      expect(await cookieNames(page)).toEqual(['age_gate', 'consent', 'popup_test']);
      expect(await storageKeys(page)).toEqual({ local: [], session: [] });
      expect(seen).toEqual({ track: [], pixel: [], tagManager: [], vitals: [], foreign: [] });
      // The pixel is on the page, without an address.
      await expect(page.locator(`img[data-analytics-src="${PIXEL}"]`)).toHaveCount(1);
      expect(await trackEvents(request)).toEqual([]);
    });

    test.describe('a browser with Global Privacy Control', () => {
      test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
      });

      test('that accepts everything: analytics and the test run, the tag manager is told sale and sharing are denied', async ({ page, baseURL, request }) => {
        const seen = await watch(page, new URL(baseURL!).origin);
        await page.goto(PATH);
        await hydrated(page);
        // Undecided: nothing yet.
        await expect(page.getByText('The default tasting notes')).toBeVisible();
        expect(await cookieNames(page)).toEqual(['age_gate', 'popup_test']);
        await banner(page).getByRole('button', { name: 'Accept all' }).click();
        await expect.poll(() => cookie(page, 'consent')).toBe('v1.a1.m0.p1');
        // Analytics allowed on this page: the pixel loads, the tag manager with Consent Mode denied
        // by default, then this visitor's choice: analytics granted, the three ad signals denied.
        await expect.poll(() => seen.pixel).toEqual([PIXEL]);
        await expect
          .poll(() => consentCommands(page))
          .toEqual([
            ['default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' }],
            ['update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'granted' }],
          ]);
        // This view showed the default to a visitor not in the test: no impression for it, no cookie.
        expect(seen.track).toEqual([]);
        expect(await cookie(page, `builder.tests.${ID}`)).toBeUndefined();

        // The next view draws them into the test (its whole share is the variation) and tells Builder.
        await page.goto(PATH);
        await hydrated(page);
        await expect(page.getByText('The variation tasting notes')).toBeVisible();
        expect(await cookie(page, `builder.tests.${ID}`)).toBe(VARIATION);
        await expect.poll(() => seen.track.length).toBe(1);
        await expect.poll(async () => (await trackEvents(request)).map((event) => [event.type, event.data.variationId])).toEqual([['impression', VARIATION]]);
        expect(await storageKeys(page)).toEqual({ local: ['builderVisitorId'], session: ['builderSessionId'] });
        expect(seen.foreign).toEqual([]);
      });
    });

    test("a visitor who accepted: the variation, its cookie and impression, the pixel, the tag manager with every signal granted; withdrawing tells the tag manager and forgets Builder's ids", async ({
      page,
      baseURL,
      request,
      context,
    }) => {
      await context.addCookies([{ name: 'consent', value: 'v1.a1.m1.p1', url: baseURL! }]);
      const before = (await trackEvents(request)).length;
      const seen = await watch(page, new URL(baseURL!).origin);
      await page.goto(PATH);
      await hydrated(page);
      await expect(page.getByText('The variation tasting notes')).toBeVisible();
      expect(await cookie(page, `builder.tests.${ID}`)).toBe(VARIATION);
      await expect.poll(() => seen.pixel).toEqual([PIXEL]);
      await expect
        .poll(() => consentCommands(page))
        .toEqual([
          ['default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' }],
          ['update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', personalization_storage: 'granted' }],
        ]);
      await expect.poll(async () => (await trackEvents(request)).length).toBe(before + 1);
      const [impression] = await trackEvents(request);
      expect(impression).toMatchObject({ type: 'impression', data: { contentId: ID, variationId: VARIATION } });
      expect(JSON.parse(seen.track[0]!)).toMatchObject({ events: [{ type: 'impression', data: { contentId: ID, variationId: VARIATION, metadata: { url: `${baseURL}${PATH}` } } }] });
      expect(await storageKeys(page)).toEqual({ local: ['builderVisitorId'], session: ['builderSessionId'] });
      expect(seen.tagManager).toEqual([`${baseURL}/__emulator/gtm/gtm.js?id=GTM-EMUL8R`]);
      expect(seen.foreign).toEqual([]);

      // Withdrawing on the page: the tag manager is told at once, Builder's ids are forgotten.
      await page.getByRole('button', { name: 'Do Not Sell or Share My Personal Information' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your privacy choices' });
      await dialog.getByRole('button', { name: 'Reject all' }).click();
      await expect
        .poll(async () => (await consentCommands(page)).at(-1))
        .toEqual(['update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' }]);
      await expect.poll(() => storageKeys(page)).toEqual({ local: [], session: [] });
      // The test cookie goes with the withdrawal (PUT /api/consent removes it).
      await expect.poll(() => cookie(page, `builder.tests.${ID}`)).toBeUndefined();
      // The next view: the default again.
      await page.goto(PATH);
      await hydrated(page);
      await expect(page.getByText('The default tasting notes')).toBeVisible();
    });

    test("a visitor who accepted and buys: the receipt sends Builder one conversion with the order's amount, in their Builder session", async ({ page, baseURL, request, context }) => {
      await context.addCookies([{ name: 'consent', value: 'v1.a1.m1.p1', url: baseURL! }]);
      const seen = await watch(page, new URL(baseURL!).origin);
      await page.goto('/product/e-gift-card');
      await hydrated(page);
      const hero = page.locator('.product-hero');
      await hero.getByLabel('Recipient email*').fill('friend@example.com');
      await hero.getByLabel('Gift message*').fill('Happy birthday!');
      await hero.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await hydrated(page);
      const form = page.locator('#c7-content form');
      await form.getByLabel('Email*').fill('guest@example.com');
      for (const [label, value] of [
        ['First name*', 'Ada'],
        ['Last name*', 'Lovelace'],
        ['Street address*', '1 Vineyard Way'],
        ['City*', 'Napa'],
        ['Zip code*', '94558'],
        ['Date of Birth*', '1985-06-01'],
        ['Name on card*', 'Ada Lovelace'],
        ['Card number*', '4242 4242 4242 4242'],
        ['Expiry (MM/YY)*', '12/35'],
        ['Security code*', '123'],
      ] as const) {
        await form.getByLabel(label).fill(value);
      }
      await form.getByLabel('State*').selectOption('CA');
      await form.getByRole('button', { name: /^Place order/ }).click();
      // The widget's own receipt (the stand-in's default), where the store's receipt work runs too.
      await expect(page).toHaveURL(/\/account\/order-receipt\//);
      await hydrated(page);
      await expect.poll(() => seen.track.length).toBe(1);
      const sent = JSON.parse(seen.track[0]!) as { events: { type: string; data: { amount: number; sessionId: string; ownerId: string } }[] };
      expect(sent.events).toHaveLength(1);
      expect(sent.events[0]).toMatchObject({ type: 'conversion', data: { amount: expect.any(Number) } });
      expect(sent.events[0]!.data.amount).toBeGreaterThan(0);
      const sessionId = await page.evaluate(() => sessionStorage.getItem('builderSessionId'));
      expect(sent.events[0]!.data.sessionId).toBe(sessionId);
      // Builder's twin kept it. The browser's request was seen leaving; the twin stores it when it
      // arrives, so read until it has (reading once raced the request).
      const conversionsKept = async () => {
        const kept = (await (await request.get('/__emulator/builder-track-events')).json()) as { type: string; data: { sessionId?: string } }[];
        return kept.filter((event) => event.type === 'conversion' && event.data.sessionId === sessionId).length;
      };
      await expect.poll(conversionsKept).toBe(1);
      expect(seen.foreign).toEqual([]);
      // The order changed the commerce data later specs read: the seed back.
      expect((await request.post('/__emulator/reseed?service=commerce', { headers: { origin: baseURL! } })).ok()).toBe(true);
    });
  });
