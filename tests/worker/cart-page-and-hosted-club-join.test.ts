// The cart page and the club-join events after a hosted sign-up.
// Storefront spec section 2, "Add-to-cart form variants" (the cart-page update variant):
// Commerce7's widget owns the cart route (COMMERCE_WIDGET_ROUTES' cart always has a path),
// so the cart page is the widget's and the store's cart links follow the setting.
// Storefront spec section 7, "Analytics events pushed to the page data layer" (clubJoin,
// wizard steps one to four with isSubscriptionFlow and type): a join made in the platform's
// hosted sign-up is reported from the store's club receipt, where the sign-up hands back.
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { ADULT, cardToken, COMMERCE_TENANT, DEMO_PASSWORD, get, ORIGIN, islandProps } from './helpers.ts';

/** The widget's club sign-up, as its script calls it from the club route's page. */
async function hostedSignup(club: string) {
  const email = `hosted-join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await SELF.fetch(`${ORIGIN}/__emulator/hosted/v1/club/${club}/signup`, {
    method: 'POST',
    headers: { origin: ORIGIN, tenant: COMMERCE_TENANT, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      account: { firstName: 'Jordan', lastName: 'Reyes', email, password: DEMO_PASSWORD, birthDate: '1985-04-12' },
      fulfillment: 'ship',
      address: { firstName: 'Jordan', lastName: 'Reyes', address: '12 Vine Street', city: 'Napa', stateCode: 'CA', zipCode: '94558' },
      card: await cardToken({ cardholderName: 'Jordan Reyes' }),
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { membershipId: string; token: string };
}

describe('storefront spec 2, Add-to-cart form variants: the cart-page update variant is the widget’s cart page', () => {
  const fetchWith = (path: string, vars: Record<string, string>) =>
    worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), PAGE_CACHE: 'off', ...vars } as never, createExecutionContext());

  it('the cart sidebar links to the widget’s cart and checkout routes as COMMERCE_WIDGET_ROUTES sets them', async () => {
    const defaults = islandProps(await (await fetchWith('/product/merlot-2022', {})).text(), 'header');
    expect(defaults?.widgetLinks).toEqual({ cart: '/cart', checkout: '/checkout' });

    const moved = await fetchWith('/product/merlot-2022', { COMMERCE_WIDGET_ROUTES: 'cart=/basket checkout=/pay' });
    expect(islandProps(await moved.text(), 'header')?.widgetLinks).toEqual({ cart: '/basket', checkout: '/pay' });
    // The path the winery set is the widget's cart page; the default one is no longer served as one.
    const basket = await fetchWith('/basket', { COMMERCE_WIDGET_ROUTES: 'cart=/basket checkout=/pay' });
    expect(basket.status).toBe(200);
    expect(await basket.text()).toContain('<div id="c7-content"></div>');
    const old = await fetchWith('/cart', { COMMERCE_WIDGET_ROUTES: 'cart=/basket checkout=/pay' });
    expect(await old.text()).not.toContain('<div id="c7-content"></div>');
  });
});

describe('storefront spec 7, Analytics events pushed to the page data layer: clubJoin and wizard steps after the hosted sign-up', () => {
  it('the club receipt a hosted sign-up hands back to carries the join’s facts for its one report', async () => {
    const { membershipId, token } = await hostedSignup('6-bottle-red-wines');
    const html = await (await get(`/profile/club-membership/receipt/${membershipId}`, { cookie: `age_gate=false; customerToken=${token}` })).text();
    expect(islandProps(html, 'club-join-tracker')).toEqual({ membershipId, club: '6-bottle-red-wines', type: 'red-wines', isSubscriptionFlow: false });
  });

  it('a subscription’s join reports isSubscriptionFlow and the subscription’s type', async () => {
    const { membershipId, token } = await hostedSignup('12-bottle-cabernet-sauvignon-subscription-1-month');
    const html = await (await get(`/profile/club-membership/receipt/${membershipId}`, { cookie: `age_gate=false; customerToken=${token}` })).text();
    expect(islandProps(html, 'club-join-tracker')).toMatchObject({ membershipId, isSubscriptionFlow: true, type: 'cabernet-sauvignon' });
  });

  it('a cancelled membership’s receipt reports no join', async () => {
    const { membershipId, token } = await hostedSignup('6-bottle-red-wines');
    const cookie = `age_gate=false; customerToken=${token}`;
    const cancelled = await SELF.fetch(`${ORIGIN}/api/club-memberships/${membershipId}/cancel`, {
      method: 'PUT',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Too much wine' }),
    });
    expect(cancelled.status).toBeLessThan(300);
    const html = await (await get(`/profile/club-membership/receipt/${membershipId}`, { cookie })).text();
    expect(html).toContain('Your Wine Society membership');
    expect(islandProps(html, 'club-join-tracker')).toBeNull();
  });
});
