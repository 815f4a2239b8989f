// PUT /api/consent and the consent record's trip through sign-in (storefront Worker +
// emulator): everyone gets the `consent` cookie, a signed-in customer's choice is kept on
// their Commerce7 account (as our app's data) and comes back at sign-in in a new browser;
// Global Privacy Control opts out of sale and sharing; bad input is a 400 and another
// origin a 403.
import { afterEach, describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { CONSENT_MESSAGES } from '../../src/worker/routes/consent.ts';
import { clearFaults, COMMERCE_APP, commerce, commerceLogin, get, ORIGIN, post, setFault, signInAs } from './helpers.ts';

afterEach(clearFaults);

function putConsent(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/api/consent`, {
    method: 'PUT',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const consentCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('consent='));

/**
 * The record kept on a customer, read back through the commerce API as an app would: in the
 * customer's metaData field (CONSENT_METADATA_FIELD, default storefront-consent), never in
 * the app data, which Commerce7 documents as public (custom-app-data.md).
 */
async function storedOn(email: string): Promise<unknown> {
  const { customerId } = await commerceLogin(email);
  const customer = (await (await commerce(`/customer/${customerId}`, { app: true })).json()) as { metaData: Record<string, unknown> | null; appData: Record<string, unknown> | null };
  expect(customer.appData?.[COMMERCE_APP.id] ?? null).toBeNull();
  return customer.metaData?.['storefront-consent'] ?? null;
}

describe('PUT /api/consent', () => {
  it('gives an anonymous visitor the consent cookie (204): a year, site-wide, Lax, readable by the browser', async () => {
    const response = await putConsent({ analytics: true, marketing: false, personalisation: true });
    expect(response.status).toBe(204);
    const cookie = consentCookie(response);
    expect(cookie).toMatch(/^consent=v1\.a1\.m0\.p1;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('removes the A/B test cookies of a visitor who withdraws personalisation, and keeps them otherwise', async () => {
    const cookie = 'builder.tests.page-a=var-b; builder.tests.banner-1=banner-1; age_gate=false';
    const withdrawn = await putConsent({ analytics: true, marketing: true, personalisation: false }, { cookie });
    expect(withdrawn.headers.getSetCookie().filter((c) => c.startsWith('builder.tests.'))).toEqual([
      'builder.tests.page-a=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'builder.tests.banner-1=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    const kept = await putConsent({ analytics: false, marketing: false, personalisation: true }, { cookie });
    expect(kept.headers.getSetCookie().filter((c) => c.startsWith('builder.tests.'))).toEqual([]);
  });

  it('opts a browser sending Sec-GPC: 1 out of sale and sharing, whatever it asked for', async () => {
    const response = await putConsent({ analytics: true, marketing: true, personalisation: true }, { 'sec-gpc': '1' });
    expect(response.status).toBe(204);
    expect(consentCookie(response)).toMatch(/^consent=v1\.a1\.m0\.p1;/);
  });

  it('refuses a body that is not the three purposes as booleans with a 400 and sets nothing', async () => {
    for (const body of [{ analytics: true, marketing: false }, { analytics: 'yes', marketing: false, personalisation: true }, '{not json', 'v1.a1.m1.p1']) {
      const response = await putConsent(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
      expect(consentCookie(response)).toBeUndefined();
    }
  });

  it('refuses another origin with a 403 and sets nothing', async () => {
    const response = await putConsent({ analytics: true, marketing: true, personalisation: true }, { origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(consentCookie(response)).toBeUndefined();
  });

  it("keeps a signed-in customer's choice on their account", async () => {
    const { cookie } = await signInAs('customer@example.com');
    const response = await putConsent({ analytics: false, marketing: false, personalisation: true }, { cookie });
    expect(response.status).toBe(204);
    expect(consentCookie(response)).toMatch(/^consent=v1\.a0\.m0\.p1;/);
    expect(await storedOn('customer@example.com')).toBe('v1.a0.m0.p1');
  });

  it('says when the account could not take it, and still sets the cookie', async () => {
    const { cookie } = await signInAs('second-member@example.com');
    await setFault('commerce', '500');
    const response = await putConsent({ analytics: true, marketing: true, personalisation: true }, { cookie });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: CONSENT_MESSAGES.accountUnavailable });
    expect(consentCookie(response)).toMatch(/^consent=v1\.a1\.m1\.p1;/);
  });
});

describe('signing in', () => {
  it("brings the account's choice to a new browser", async () => {
    const { cookie } = await signInAs('member@example.com');
    expect((await putConsent({ analytics: true, marketing: false, personalisation: false }, { cookie })).status).toBe(204);

    // Another browser: no consent cookie yet.
    const login = await post('/api/customer/login', { email: 'member@example.com', password: 'Cellar-door-21' });
    expect(login.status).toBe(200);
    expect(consentCookie(login)).toMatch(/^consent=v1\.a1\.m0\.p0;/);
  });

  it("keeps this browser's choice on an account that had none", async () => {
    expect(await storedOn('former-member@example.com')).toBeNull();
    const login = await post('/api/customer/login', { email: 'former-member@example.com', password: 'Cellar-door-21' }, { cookie: 'consent=v1.a0.m1.p1' });
    expect(login.status).toBe(200);
    expect(await storedOn('former-member@example.com')).toBe('v1.a0.m1.p1');
  });

  it('takes a malformed or older cookie for no decision: nothing is kept on the account', async () => {
    for (const value of ['v0.a1.m1.p1', 'yes']) {
      const login = await post('/api/customer/login', { email: 'email-only@example.com', password: 'Cellar-door-21' }, { cookie: `consent=${value}` });
      expect(login.status).toBe(200);
      expect(consentCookie(login)).toBeUndefined();
    }
    expect(await storedOn('email-only@example.com')).toBeNull();
  });
});

describe('the consent manager in pages', () => {
  const island = (html: string) => /<div class="island" data-island="consent"[^>]*>.*?<\/section><\/div>/s.exec(html)?.[0];

  it('is on pages but never on checkout (storefront spec, "Layout rules")', async () => {
    expect(island(await (await get('/')).text())).toBeDefined();
    expect(island(await (await get('/club/6-bottle-red-wines')).text())).toBeDefined();
    const checkout = await get('/checkout');
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).not.toContain('data-island="consent"');
  });

  it('is the same markup whatever the visitor decided (the edge cache shares pages): the browser applies it', async () => {
    const none = island(await (await get('/')).text());
    const decided = island(await (await get('/', { cookie: 'age_gate=false; consent=v1.a1.m1.p1' })).text());
    const gpc = island(await (await get('/', { cookie: 'age_gate=false', 'sec-gpc': '1' })).text());
    expect(decided).toBe(none);
    expect(gpc).toBe(none);
    // The banner in the markup, shown only where the head script finds
    // no decision: whether to ask is the browser's call, made before the first paint.
    expect(none).toContain('class="consent-banner"');
    const page = await (await get('/')).text();
    expect(page.indexOf('data-consent-ask')).toBeGreaterThan(0);
    expect(page.indexOf('data-consent-ask')).toBeLessThan(page.indexOf('</head>'));
    // The preferences dialog is not in the markup: its code loads when a visitor opens it.
    expect(none).not.toContain('consent-preferences-title');
    expect(none).not.toMatch(/<dialog [^>]* open=""/);
  });
});
