// The club confirmation page, /profile/club-membership/receipt/{id}: its own customer sees
// the membership; anyone else, an unknown or a malformed id gets the 404 page; signed out
// is sent to sign in and back.
import { beforeAll, describe, expect, it } from 'vitest';
import { cardToken, get, post, registerThroughStore, signInAs, type CardTokenBody } from './helpers.ts';

const PASSWORD = 'Vintage-2026';
const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
// The card as the browser's tokeniser hands it over.
let CARD: CardTokenBody;
beforeAll(async () => {
  CARD = await cardToken();
});

/** A new account (no last good copy of anything of theirs exists yet). */
const register = (tag: string) => registerThroughStore(tag, PASSWORD);

async function join(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await post('/api/club-memberships', body, headers);
  expect(response.status).toBe(201);
  return (await response.json()) as { membership: { id: string }; receiptUrl: string };
}

const notFound = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.text();
};

describe('/profile/club-membership/receipt/{id}', () => {
  it('shows its own customer the club confirmation: title, status, delivery, ship-to, masked card and what happens next', async () => {
    const { email, headers } = await register('receipt-ship');
    const { membership, receiptUrl } = await join(headers, { club: '6-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD });
    expect(receiptUrl).toBe(`/profile/club-membership/receipt/${membership.id}`);

    const response = await get(receiptUrl, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).toContain('Welcome to the Wine Society');
    expect(html).toContain('Wine Society — 6 Bottles, Red Wines');
    expect(html).toContain('Active');
    expect(html).toContain('Shipped to you');
    expect(html).toContain('1 Vine St');
    expect(html).toContain('4242');
    expect(html).not.toContain('4242 4242 4242 4242');
    expect(html).toContain(`A confirmation is on its way to ${email}`);
    expect(html).toContain('Your member prices apply now');
    expect(html).toContain('href="/profile"');
    expect(html).toContain('href="/collection/all"');
  });

  it('shows a subscription’s schedule and pickup', async () => {
    const { headers } = await register('receipt-pickup');
    const { receiptUrl } = await join(headers, { club: '6-bottle-sauvignon-blanc-subscription-2-month', fulfillment: 'pickup', payment: CARD });
    const response = await get(receiptUrl, headers);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Every 2 Months');
    expect(html).toContain('next shipment processed');
    expect(html).toContain('Pick up at the winery');
    expect(html).not.toContain('Shipping to');
  });

  it('is the 404 page for another customer’s membership, and shows none of it', async () => {
    const owner = await register('receipt-owner');
    const { receiptUrl } = await join(owner.headers, { club: '4-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD });
    const stranger = await signInAs('customer@example.com');
    const html = await notFound(await get(receiptUrl, stranger));
    expect(html).not.toContain('Wine Society — 4 Bottles');
    expect(html).not.toContain('1 Vine St');
    expect(html).not.toContain('Welcome to the Wine Society');
  });

  it('is the 404 page for an unknown or malformed id', async () => {
    const headers = await signInAs('customer@example.com');
    await notFound(await get('/profile/club-membership/receipt/00000000-0000-0000-0000-000000000000', headers));
    await notFound(await get('/profile/club-membership/receipt/not%20an%20id', headers));
    await notFound(await get(`/profile/club-membership/receipt/${'a'.repeat(65)}`, headers));
  });

  it('sends a signed-out visitor to sign in and back (303)', async () => {
    const response = await get('/profile/club-membership/receipt/some-membership-id');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/profile/login?redirect=${encodeURIComponent('/profile/club-membership/receipt/some-membership-id')}`);
  });
});
