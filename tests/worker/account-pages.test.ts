// The account pages under /profile/: the overview promises only what exists, the orders
// (newest first, paged), one order whole, the Wine Society memberships, and the guest
// order lookup. Another customer's order, an unknown or a malformed id is the 404 page.
import { afterEach, describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { cardToken, clearFaults, get, ORIGIN, post, setFault, signInAs } from './helpers.ts';

const MEMBER_FIRST_ORDER = '0026266d-955f-4bfe-9b3b-524f90fc7fe7'; // #1001
const CUSTOMER_ORDER = '57f4be1b-2ff9-4e32-aa05-e86154556b2a'; // #1002, customer@example.com

async function page(path: string, headers: Record<string, string>) {
  const response = await get(path, headers);
  return { response, html: await response.text() };
}

afterEach(clearFaults);

describe('/profile for a signed-in customer', () => {
  it('shows the account frame, who they are and what they can do here, and no "Log In"', async () => {
    const { response, html } = await page('/profile', await signInAs('member@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/<h1[^>]*>Manage Account<\/h1>/);
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('Welcome back, Morgan');
    expect(html).toContain('3 orders placed.');
    expect(html).toContain('href="/profile/orders"');
    expect(html).toContain('Manage your membership');
    expect(html).toContain('href="/profile/club-membership"');
    expect(html).toContain('href="/profile/order-lookup"');
    expect(html).not.toMatch(/>Log In</);
    // No promise of what the account does not have.
    for (const promise of ['tracking links', 'saved cards', 'Addresses &amp; payment', 'customize your next shipment']) expect(html).not.toContain(promise);
  });

  it('invites a customer without a club to join instead of managing one', async () => {
    const { html } = await page('/profile', await signInAs('customer@example.com'));
    expect(html).toContain('Join the Wine Society');
    expect(html).toContain('Choose your club');
    expect(html).not.toContain('Manage your membership');
  });
});

describe('/profile/orders', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const response = await get('/profile/orders?page=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile/login?redirect=%2Fprofile%2Forders%3Fpage%3D1');
  });

  it('clears a token the backend refuses and sends the visitor to sign in and back', async () => {
    const response = await get('/profile/orders', { cookie: 'age_gate=false; customerToken=revoked-or-forged' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile/login?redirect=%2Fprofile%2Forders');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('customerToken=;') || /^customerToken=[^;]*;.*Max-Age=0/i.test(c))).toBe(true);
  });

  it('lists every order newest first with number, date, status and total, each linking to its page', async () => {
    const { response, html } = await page('/profile/orders', await signInAs('member@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/<h1[^>]*>Your orders<\/h1>/);
    const numbers = [...html.matchAll(/>#(\d{4})</g)].map((m) => m[1]);
    expect(numbers).toEqual(['1007', '1004', '1001']);
    expect(html).toContain(`href="/profile/orders/${MEMBER_FIRST_ORDER}"`);
    expect(html).toContain('January 9, 2026');
    expect(html).toContain('Not Fulfilled');
    expect(html).toContain('Fulfilled');
  });

  it('answers a page past the last, or not a page number, with the 404 page', async () => {
    const headers = await signInAs('member@example.com');
    for (const query of ['?page=2', '?page=zero', '?page=0']) {
      const { response } = await page(`/profile/orders${query}`, headers);
      expect(response.status, query).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('keeps the page usable with the spec’s message when the backend fails', async () => {
    const headers = await signInAs('member@example.com');
    await setFault('commerce', '500', 10);
    const { response, html } = await page('/profile/orders', headers);
    expect(response.status).toBe(503);
    expect(html).toMatch(/Please reload the page in a moment/);
    expect(html).toContain('href="/profile/club-membership"');
  });
});

describe('/profile/orders/{id}', () => {
  it('shows the customer’s own order whole: member savings, delivery address, the card’s brand and last four, its confirmation', async () => {
    const { response, html } = await page(`/profile/orders/${MEMBER_FIRST_ORDER}`, await signInAs('member@example.com'));
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Order #1001<\/h1>/);
    expect(html).toContain('Savings');
    expect(html).toMatch(/<s>\$[\d,.]+<\/s>/);
    expect(html).toContain('1200 Ridge Road');
    expect(html).toContain('Visa ending 4242');
    expect(html).toContain(`href="/profile/order-receipt/${MEMBER_FIRST_ORDER}"`);
  });

  it('is the 404 page for another customer’s order, an unknown id and a malformed one', async () => {
    const headers = await signInAs('member@example.com');
    for (const id of [CUSTOMER_ORDER, crypto.randomUUID(), 'bad%20id']) {
      const { response, html } = await page(`/profile/orders/${id}`, headers);
      expect(response.status, id).toBe(404);
      expect(html).not.toContain('Order #1002');
      expect(html).not.toContain('Casey');
    }
  });
});

describe('/profile/club-membership', () => {
  it('shows a member their club, status, delivery, ship-to and card, with the self-service actions', async () => {
    const { response, html } = await page('/profile/club-membership', await signInAs('member@example.com'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/<h1[^>]*>Your Wine Society membership<\/h1>/);
    expect(html).toContain('Wine Society — 6 Bottles, Red Wines');
    expect(html).toContain('Active');
    expect(html).toContain('Member since');
    expect(html).toContain('1200 Ridge Road');
    expect(html).toContain('Visa ************4242');
    expect(html).toContain('Change delivery');
    expect(html).toContain('Replace card');
    expect(html).toContain('Cancel membership');
    expect(html).toContain('data-island="membership-manager"');
    expect(html).toContain('/profile/club-membership/receipt/478be209-4f97-4e27-91f7-8d7f548ee1fc');
  });

  it('shows a former member the cancelled membership without changes, and the way back', async () => {
    const { html } = await page('/profile/club-membership', await signInAs('former-member@example.com'));
    expect(html).toContain('Cancelled');
    expect(html).toContain('Cancelled on');
    expect(html).toContain('Join the Wine Society again');
    expect(html).not.toContain('Replace card');
  });

  it('keeps the reason a member gave for cancelling, and shows it', async () => {
    const email = `cancel-reason-${crypto.randomUUID()}@example.com`;
    const registered = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' });
    expect(registered.status).toBe(201);
    const headers = {
      cookie: `age_gate=false; ${
        registered.headers
          .getSetCookie()
          .find((c) => c.startsWith('customerToken='))!
          .split(';')[0]
      }`,
    };
    const card = await cardToken();
    const joined = await post('/api/club-memberships', { club: '4-bottle-isosceles-only', fulfillment: 'pickup', payment: card }, headers);
    expect(joined.status).toBe(201);
    const { membership } = (await joined.json()) as { membership: { id: string } };
    const cancel = await SELF.fetch(`${ORIGIN}/api/club-memberships/${membership.id}/cancel`, {
      method: 'PUT',
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Moving' }),
    });
    expect(cancel.status).toBe(200);
    const list = (await (await get('/api/club-memberships', headers)).json()) as { memberships: { id: string; status: string; cancellationReason: string | null }[] };
    expect(list.memberships.find((m) => m.id === membership.id)).toMatchObject({ status: 'Cancelled', cancellationReason: 'Moving' });
    const { html } = await page('/profile/club-membership', headers);
    expect(html).toMatch(/<dt>Reason<\/dt><dd>Moving<\/dd>/);
  });

  it('tells a customer without a club how to join', async () => {
    const { html } = await page('/profile/club-membership', await signInAs('customer@example.com'));
    expect(html).toContain('You are not a Wine Society member yet.');
    expect(html).toContain('href="/club#choose-your-club"');
  });
});

describe('/profile/order-lookup', () => {
  it('offers a guest the lookup form, never cached', async () => {
    const { response, html } = await page('/profile/order-lookup', { cookie: 'age_gate=false' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(html).toMatch(/<h1[^>]*>Find an order<\/h1>/);
    expect(html).toContain('data-island="order-lookup"');
    expect(html).toContain('Order number');
    expect(html).toContain('Sign in to see every order');
  });
});
