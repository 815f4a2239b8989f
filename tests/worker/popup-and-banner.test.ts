// The pencil banner and the pop-up at the edge: the banner is in the page's first bytes
// (or left out when dismissed or past its countdown), and the pop-up's configuration
// reaches only pages and visitors that may get it, never with a marketing key.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { dismissalKey } from '../../src/marketing/pencil-banner/dismissal.ts';
import worker from '../../src/worker/index.ts';
import { ADULT, get, ORIGIN, pageEntry, post, publishedPerTest } from './helpers.ts';
import { LIST_IDS, storedFor, storedForms } from './marketing-stored.ts';

const SEEDED_BANNER_TEXT = 'Complimentary ground shipping on 6 or more bottles';
const MARKETING_KEY = 'local-marketing-key';
const publishAll = publishedPerTest();

const targeted = (id: string, model: string, path: string, data: Record<string, unknown>) => ({
  id,
  model,
  name: id,
  query: [{ property: 'urlPath', operator: 'is', value: path }],
  data,
});

const textPage = (id: string, path: string) => pageEntry(id, path, { title: id, blocks: [{ id: `${id}-text`, component: { name: 'Text', options: { text: '<p>Test page.</p>' } } }] });

/** The pop-up island's props, or null when the page has none. */
function popupProps(html: string): { config: Record<string, unknown> } | null {
  const match = /data-island="popup" data-props="([^"]*)"/.exec(html);
  if (!match) return null;
  const json = match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'");
  return JSON.parse(json) as { config: Record<string, unknown> };
}

async function login(email: string) {
  const response = await post('/api/customer/login', { email, password: 'Cellar-door-21' });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('customerToken='))!;
  return cookie.split(';')[0]!;
}

describe('the pencil banner', () => {
  it('is rendered at the edge on the home page, above the header, with its link and close button', async () => {
    const html = await (await get('/')).text();
    const banner = html.indexOf('<section class="pencil-banner pencil-banner--red" aria-label="Announcement">');
    expect(banner).toBeGreaterThan(0);
    expect(banner).toBeLessThan(html.indexOf('<header class="site-header'));
    expect(html).toContain(`<a href="/collection/all">${SEEDED_BANNER_TEXT}</a>`);
    expect(html).toContain('aria-label="Dismiss announcement"');
  });

  it('is left out for a visitor whose dismissal cookie (named after its text) is set, and only that text', async () => {
    const key = dismissalKey(SEEDED_BANNER_TEXT);
    expect(await (await get('/', { cookie: `age_gate=false; ${key}=1` })).text()).not.toContain('pencil-banner');
    const other = dismissalKey('Last year’s banner');
    expect(await (await get('/', { cookie: `age_gate=false; ${other}=1` })).text()).toContain('class="pencil-banner');
  });

  it('shows a countdown with a future end date, as a timer counted at the edge', async () => {
    const end = new Date(Date.now() + (2 * 86_400 + 3_600) * 1000 + 30_000).toISOString();
    await publishAll(
      textPage('test-banner-future-page', '/test-banner-future'),
      targeted('test-banner-future', 'pencil-banner', '/test-banner-future', { bannerType: 'countdown', endDate: end, text: 'Harvest sale ends in', design: 'black', hideCloseBtn: true }),
    );
    const html = await (await get('/test-banner-future')).text();
    expect(html).toContain('<section class="pencil-banner pencil-banner--black" aria-label="Announcement">');
    expect(html).toMatch(/<span class="pencil-banner__countdown" role="timer" aria-label="2 days, 1 hour, 0 minutes, \d+ seconds">2d 01h 00m \d\ds<\/span>/);
    expect(html).not.toContain('Dismiss announcement');
  });

  it('leaves out a countdown whose end date has passed, or that has none', async () => {
    await publishAll(
      textPage('test-banner-past-page', '/test-banner-past'),
      targeted('test-banner-past', 'pencil-banner', '/test-banner-past', { bannerType: 'countdown', endDate: '2020-01-01T00:00:00Z', text: 'Sale over' }),
      textPage('test-banner-undated-page', '/test-banner-undated'),
      targeted('test-banner-undated', 'pencil-banner', '/test-banner-undated', { bannerType: 'countdown', endDate: null, text: 'When?' }),
    );
    for (const path of ['/test-banner-past', '/test-banner-undated']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text(), path).not.toContain('pencil-banner');
    }
  });

  it('leaves out a banner without text, and the page still renders', async () => {
    await publishAll(textPage('test-banner-empty-page', '/test-banner-empty'), targeted('test-banner-empty', 'pencil-banner', '/test-banner-empty', { text: null }));
    const response = await get('/test-banner-empty');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('pencil-banner');
  });

  it('is looked up for every unknown path as one: /404, which editors may target', async () => {
    await publishAll(targeted('test-banner-404', 'pencil-banner', '/404', { text: 'Lost? Our tasting room is open daily' }));
    for (const path of ['/no-such-page-1', '/no-such-page-2']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Lost? Our tasting room is open daily');
    }
    const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
    const { keys } = await kv.list({ prefix: 'content:pencil-banner:' });
    expect(keys.map((key) => decodeURIComponent(key.name)).filter((name) => name.includes('no-such-page'))).toEqual([]);
  });
});

describe('the pop-up', () => {
  it("reaches the home page as its island's configuration, without any marketing key", async () => {
    const html = await (await get('/')).text();
    const props = popupProps(html);
    expect(props?.config).toMatchObject({
      id: 'popup-home-welcome',
      formType: 'Email and DOB + SMS',
      loadConditions: 'Scroll',
      threshold: 50,
      minimizedText: 'Get 10% Off',
      maxWidth: 600,
      minHeight: 550,
      excludedUrls: ['/privacy-policy', '/terms-of-use'],
    });
    expect(html).not.toContain(MARKETING_KEY);
    expect(JSON.stringify(props)).not.toMatch(/api[-_]?key|endpoint|klaviyo/i);
    // Its dialog is not in the page: its code loads in the browser when the condition fires.
    expect(html).not.toContain('class="dialog popup');
  });

  it('is not sent with the test cookie, after a sign-up in this browser, or to a signed-in subscribed customer', async () => {
    expect(popupProps(await (await get('/', { cookie: 'age_gate=false; popup_test=1' })).text())).toBeNull();
    expect(popupProps(await (await get('/', { cookie: 'age_gate=false; popup_signed_up=1' })).text())).toBeNull();
    const member = await login('member@example.com');
    expect(popupProps(await (await get('/', { cookie: `age_gate=false; ${member}` })).text())).toBeNull();
  });

  it('is not sent to pages whose path holds an excluded fragment, nor to checkout or the account pages', async () => {
    const popup = (id: string, path: string, extra: Record<string, unknown> = {}) => targeted(id, 'popup', path, { formType: 'Email Only', ...extra });
    await publishAll(
      popup('test-popup-privacy', '/privacy-policy'),
      popup('test-popup-checkout', '/checkout'),
      popup('test-popup-login', '/profile/login'),
      textPage('test-popup-visit-page', '/test-popup/visit-us'),
      popup('test-popup-visit', '/test-popup/visit-us', { excludedUrls: [{ excludedUrl: '/visit' }] }),
      textPage('test-popup-ok-page', '/test-popup/ok'),
      popup('test-popup-ok', '/test-popup/ok', { excludedUrls: [{ excludedUrl: '/visit' }] }),
    );
    for (const path of ['/privacy-policy', '/checkout', '/profile/login', '/test-popup/visit-us']) {
      expect(popupProps(await (await get(path)).text()), path).toBeNull();
    }
    expect(popupProps(await (await get('/test-popup/ok')).text())?.config.id).toBe('test-popup-ok');
  });

  it("keeps the banner off the platform's checkout and the pop-up off every widget page, wherever Commerce7 routes them", async () => {
    // A winery that set Commerce7's checkout route to /pay: the store's literal /checkout is
    // then the widget's cart page, and /pay the checkout.
    const moved = { COMMERCE_WIDGET_ROUTES: 'checkout=/pay cart=/checkout' };
    const fetchMoved = (path: string) =>
      worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off', ...moved } as never, createExecutionContext());
    await publishAll(
      targeted('test-banner-pay', 'pencil-banner', '/pay', { text: 'Banner on the moved checkout' }),
      targeted('test-popup-pay', 'popup', '/pay', { formType: 'Email Only' }),
      targeted('test-banner-cart', 'pencil-banner', '/checkout', { text: 'Banner on the widget cart' }),
      targeted('test-popup-cart', 'popup', '/checkout', { formType: 'Email Only' }),
    );
    const pay = await (await fetchMoved('/pay')).text();
    expect(pay).toContain('<div id="c7-content"></div>');
    expect(pay).not.toContain('Banner on the moved checkout');
    expect(popupProps(pay)).toBeNull();
    // The widget's cart page is no checkout: the banner shows; a pop-up would cover the widget's flow.
    const cart = await (await fetchMoved('/checkout')).text();
    expect(cart).toContain('<div id="c7-content"></div>');
    expect(cart).toContain('Banner on the widget cart');
    expect(popupProps(cart)).toBeNull();
  });

  it('is left out when its form type is unknown, and the page still renders', async () => {
    await publishAll(textPage('test-popup-bad-page', '/test-popup/bad'), targeted('test-popup-bad', 'popup', '/test-popup/bad', { formType: 'Fax Only' }));
    const response = await get('/test-popup/bad');
    expect(response.status).toBe(200);
    expect(popupProps(await response.text())).toBeNull();
  });
});

describe("the pop-up's form endpoints", () => {
  it('take the e-mail and date-of-birth part with its source and A/B variant, then the SMS part with the rest', async () => {
    const email = `popup-${Date.now()}@example.com`;
    const first = await post('/api/forms/popup-email-dob', {
      consent: true,
      email,
      age_gated_date_of_birth: '1990-04-05',
      source: 'Pop-up: Home',
      extra_fields: { variant: 'Welcome 10 - A' },
      form_id: 'dropped',
    });
    expect(first.status).toBe(201);
    const second = await post('/api/forms/popup-sms', {
      consent: true,
      email,
      age_gated_date_of_birth: '1990-04-05',
      phone_number: '+17075550134',
      source: 'Pop-up: Home',
      extra_fields: { variant: 'Welcome 10 - A' },
    });
    expect(second.status).toBe(201);

    expect(await storedForms('popup-email-dob', { email })).toEqual([
      { form_type: 'popup-email-dob', source: 'Pop-up: Home', variant: 'Welcome 10 - A', fields: { age_gated_date_of_birth: '1990-04-05' } },
    ]);
    expect(await storedForms('popup-sms', { email })).toEqual([
      // popup-sms is an SMS sign-up by definition: its texts consent goes along.
      { form_type: 'popup-sms', source: 'Pop-up: Home', variant: 'Welcome 10 - A', fields: { phone_number: '+17075550134', age_gated_date_of_birth: '1990-04-05', sms_consent: true } },
    ]);
    const { profiles, subscriptions } = await storedFor({ email });
    expect(profiles).toMatchObject([{ attributes: { email, phone_number: '+17075550134', properties: { date_of_birth: '1990-04-05' } } }]);
    // The e-mail joined the pop-up list, the phone the SMS list with the birth date Klaviyo's age gate asks for.
    expect(subscriptions.map((s) => [s.list?.id, s.consent.email_marketing, s.consent.sms_marketing, s.age_gated_date_of_birth, s.custom_source]).sort()).toEqual(
      [
        [LIST_IDS.popup, 'SUBSCRIBED', null, null, 'Pop-up: Home'],
        [LIST_IDS.sms, null, 'SUBSCRIBED', '1990-04-05', 'Pop-up: Home'],
      ].sort(),
    );
  });

  it('refuse a missing phone and an under-age date with the spec messages; the consent is always sent as given', async () => {
    const sms = await post('/api/forms/popup-sms', { consent: true });
    expect(sms.status).toBe(400);
    expect(((await sms.json()) as { errors: Record<string, string> }).errors).toEqual({ phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' });
    const dob = await post('/api/forms/popup-email-dob', { email: 'a@example.com', age_gated_date_of_birth: '2015-01-01' });
    expect(((await dob.json()) as { errors: Record<string, string> }).errors).toEqual({
      age_gated_date_of_birth: 'Must be at least 21 years old',
    });
  });

  it('drop extra fields that are not a few short strings, and still take the submission', async () => {
    const email = `popup-extra-${Date.now()}@example.com`;
    const response = await post('/api/forms/popup-email', { consent: true, email, extra_fields: { variant: { nested: true } } });
    expect(response.status).toBe(201);
    const [stored] = await storedForms('popup-email', { email });
    expect(stored).not.toHaveProperty('variant');
    expect(stored?.fields).toEqual({});
  });
});
