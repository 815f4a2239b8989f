// Where the store and Commerce7's widget meet, by COMMERCE_WIDGET_ROUTES: storefront spec 2
// ("The consent-management script is not loaded on checkout") on whichever path the
// winery's checkout route is; the widget's fixed /privacy and /terms links
// (michaelbourne/wp-commerce7 includes/class-c7wp.php: required pages `privacy` and `terms`);
// and, without a payment tokeniser (production), the widget's account page as the place a
// member replaces a membership's card and a visitor creates an account.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { REPLACE_CARD_ELSEWHERE } from '../../src/shell/account/membership-manager.tsx';
import { buttonClassName } from '../../src/ui/button/button.tsx';
import worker from '../../src/worker/index.ts';
import { CREATE_ACCOUNT } from '../../src/shell/login/login-form.tsx';
import { ADULT, ORIGIN, signInAs, islandProps, PRODUCTION_VARS } from './helpers.ts';

const PRODUCTION = PRODUCTION_VARS;

function fetchWith(path: string, vars: Record<string, string> = {}, headers: Record<string, string> = ADULT) {
  const request = new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
  return worker.fetch(request, { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off', ...vars } as never, createExecutionContext());
}

const hasConsentManager = (html: string) => html.includes('data-island="consent"');

describe('storefront spec 2: the consent manager is not loaded on checkout, wherever Commerce7 routes it', () => {
  it('leaves it out on the configured checkout route and keeps it on the other widget pages and on /checkout when that is not the checkout', async () => {
    const moved = { COMMERCE_WIDGET_ROUTES: 'checkout=/pay cart=/checkout' };
    const pay = await fetchWith('/pay', moved);
    expect(pay.status).toBe(200);
    const payHtml = await pay.text();
    expect(payHtml).toContain('<div id="c7-content"></div>');
    expect(hasConsentManager(payHtml)).toBe(false);
    // The old address is now the widget's cart page: the consent manager loads there.
    expect(hasConsentManager(await (await fetchWith('/checkout', moved)).text())).toBe(true);
    expect(hasConsentManager(await (await fetchWith('/checkout')).text())).toBe(false);
    expect(hasConsentManager(await (await fetchWith('/cart')).text())).toBe(true);
  });
});

describe("the widget's fixed legal links lead to the store's legal pages", () => {
  it('redirects /privacy and /terms permanently to the configured privacy and terms routes, keeping the query', async () => {
    const privacy = await fetchWith('/privacy?from=widget');
    expect([301, 308]).toContain(privacy.status);
    expect(privacy.headers.get('location')).toBe('/privacy-policy?from=widget');
    const terms = await fetchWith('/terms');
    expect([301, 308]).toContain(terms.status);
    expect(terms.headers.get('location')).toBe('/terms-of-use');
    const moved = await fetchWith('/terms', { COMMERCE_WIDGET_ROUTES: 'terms=/legal' });
    expect(moved.headers.get('location')).toBe('/legal');
  });

  it('lands on the pages themselves', async () => {
    const page = await fetchWith('/privacy-policy');
    expect(page.status).toBe(200);
  });
});

describe("without a payment tokeniser the store's account leads to the widget's account page", () => {
  it('the membership page links each running membership to the account page to replace its card, and offers no card form', async () => {
    const { cookie } = await signInAs('member@example.com');
    const html = await (await fetchWith('/profile/club-membership', { ...PRODUCTION, COMMERCE_WIDGET_ROUTES: 'profile=/my-account' }, { cookie })).text();
    expect(html).toContain(`<a class="${buttonClassName('gray', true)}" href="/my-account">${REPLACE_CARD_ELSEWHERE}</a>`);
    expect(html).not.toContain('>Replace card<');
  });

  it("the sign-in page and the header's sign-in say where an account is created", async () => {
    const html = await (await fetchWith('/profile/login', PRODUCTION)).text();
    expect(html).toContain(`${CREATE_ACCOUNT.lead} <a href="/account">${CREATE_ACCOUNT.link}</a>`);
    // The header's sign-in dialog renders its form when opened, from the island's links.
    expect(islandProps(await (await fetchWith('/collection/all', PRODUCTION)).text(), 'header')?.widgetLinks).toEqual({ cart: '/cart', checkout: '/checkout', createAccount: '/account' });
  });

  it('with a tokeniser (locally) the store replaces the card itself and links to no other account page', async () => {
    const { cookie } = await signInAs('member@example.com');
    const membership = await (await fetchWith('/profile/club-membership', {}, { cookie })).text();
    expect(membership).toContain('>Replace card<');
    expect(membership).not.toContain(REPLACE_CARD_ELSEWHERE);
    const login = await (await fetchWith('/profile/login')).text();
    expect(login).not.toContain(CREATE_ACCOUNT.link);
    expect(islandProps(login, 'header')?.widgetLinks).toEqual({ cart: '/cart', checkout: '/checkout' });
  });
});
