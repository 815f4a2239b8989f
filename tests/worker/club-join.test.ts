// Creating an account and joining a club through the storefront's API, against the
// emulated commerce backend: POST /api/customer/register, POST and GET /api/club-memberships,
// PUT /api/club-memberships/{id} and /{id}/cancel. The card arrives as the browser's
// tokeniser hands it over: the gateway stand-in's token (Commerce7's credit-card body).
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { yearsBefore } from '../../src/commerce/rules/date-of-birth.ts';
import { cardToken, commerce, get, ORIGIN, post, type CardTokenBody } from './helpers.ts';

const PASSWORD = 'Vintage-2026';
const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const RAW_CARD = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' };
let CARD: CardTokenBody;
let DECLINING_CARD: CardTokenBody;

beforeAll(async () => {
  CARD = await cardToken();
  DECLINING_CARD = await cardToken({ cardNumber: '4000 0000 0000 0002' });
});

type Body = { message: string; errors?: Record<string, string> };
type Membership = {
  id: string;
  status: string;
  club: { id: string; title: string; slug: string | null };
  delivery: string | null;
  card: { masked: string } | null;
  subscription: { frequency: string; nextProcessDate: string | null } | null;
  shipTo: { city: string } | null;
};

const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;

function tokenOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('customerToken='));
  return cookie?.split(';')[0]?.slice('customerToken='.length);
}

/** Registers a new account through the storefront; returns the cookie header that signs it in. */
async function register(tag = 'join') {
  const email = uniqueEmail(tag);
  const response = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, birthDate: '1990-05-01' });
  expect(response.status).toBe(201);
  const token = tokenOf(response)!;
  expect(token).toBeTruthy();
  return { email, token, headers: { cookie: `age_gate=false; customerToken=${token}` } };
}

const joinBody = (club: string, extra: Record<string, unknown> = {}) => ({ club, fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD, ...extra });

async function memberships(headers: Record<string, string>): Promise<Membership[]> {
  const response = await get('/api/club-memberships', headers);
  expect(response.status).toBe(200);
  return ((await response.json()) as { memberships: Membership[] }).memberships;
}

async function sessionOf(headers: Record<string, string>) {
  return (await (await get('/api/session', headers)).json()) as { customer: { email: string } | null; customerHasActiveClub: boolean };
}

describe('POST /api/customer/register', () => {
  it('creates an account, signs it in with the customerToken cookie and answers 201 with the session', async () => {
    const email = uniqueEmail('register');
    const response = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email: email.toUpperCase(), password: PASSWORD, birthDate: '1990-05-01' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { customer: { email: string; firstName: string }; customerHasActiveClub: boolean };
    expect(body.customer).toMatchObject({ email, firstName: 'Ada' });
    expect(body.customerHasActiveClub).toBe(false);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('customerToken='))!;
    // Shared with Commerce7's widget (ADR 0012): readable by its script.
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const session = await sessionOf({ cookie: `customerToken=${tokenOf(response)}` });
    expect(session.customer?.email).toBe(email);
    // The new password signs in.
    expect((await post('/api/customer/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('answers an e-mail that already has an account with 409 and tells the visitor to sign in', async () => {
    const response = await post('/api/customer/register', { firstName: 'Morgan', lastName: 'Vance', email: 'member@example.com', password: PASSWORD, birthDate: '1980-01-01' });
    expect(response.status).toBe(409);
    const body = (await response.json()) as Body;
    expect(body.message).toBe('An account with this email already exists. Please sign in instead.');
    expect(body.errors?.email).toBe(body.message);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('customerToken='))).toBe(false);
  });

  it('makes one account of concurrent sign-ups with one e-mail; the rest are 409', async () => {
    const email = uniqueEmail('race-register');
    const body = { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, birthDate: '1990-05-01' };
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => post('/api/customer/register', body)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });

  it('refuses anyone under 21 and every missing or bad field with 400 and the checkout’s messages', async () => {
    const valid = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('young'), password: PASSWORD, birthDate: '1990-05-01' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ birthDate: yearsBefore(new Date(), 20) }, 'birthDate', 'Must be at least 21 years old'],
      [{ birthDate: '' }, 'birthDate', 'Please enter a valid date'],
      [{ birthDate: '01-05-1990' }, 'birthDate', 'Please enter a valid date format MM-DD-YYYY'],
      [{ firstName: ' ' }, 'firstName', 'Please enter first name'],
      [{ lastName: undefined }, 'lastName', 'Please enter last name'],
      [{ email: 'not-an-email' }, 'email', 'Please provide a valid email address (eg: name@example.com)'],
      [{ email: '' }, 'email', 'Please enter email address'],
      [{ password: 'short' }, 'password', 'Use at least 8 characters'],
      [{ password: '' }, 'password', 'Please enter a password'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/customer/register', { ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(((await response.json()) as Body).errors?.[field], JSON.stringify(change)).toBe(message);
    }
    expect((await post('/api/customer/register', 'not json')).status).toBe(400);
  });
});

describe('POST /api/club-memberships', () => {
  it('joins the 6-bottle red wines club by shipping: 201 with the membership and its receipt URL, and the session turns member at once', async () => {
    const { headers } = await register();
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(false);
    const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines'), headers);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { membership: Membership; receiptUrl: string };
    expect(body.membership).toMatchObject({
      status: 'Active',
      club: { slug: '6-bottle-red-wines', title: 'Wine Society — 6 Bottles, Red Wines' },
      delivery: 'ship',
      shipTo: { city: 'Napa' },
      card: { masked: '************4242' },
      subscription: null,
    });
    expect(body.receiptUrl).toBe(`/profile/club-membership/receipt/${body.membership.id}`);
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(true);
    expect(await memberships(headers)).toEqual([body.membership]);
  });

  it('joins a subscription by pickup with the frequency its slug names, first processed two days after sign-up', async () => {
    const { headers } = await register('subscribe');
    const response = await post('/api/club-memberships', { club: '12-bottle-sauvignon-blanc-subscription-3-month', fulfillment: 'pickup', payment: CARD, frequency: 'Every 3 Months' }, headers);
    expect(response.status).toBe(201);
    const { membership } = (await response.json()) as { membership: Membership };
    expect(membership).toMatchObject({ delivery: 'pickup', shipTo: null, subscription: { frequency: 'Every 3 Months' } });
    const days = (Date.parse(membership.subscription!.nextProcessDate!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThanOrEqual(2);
  });

  it('is 401 signed out', async () => {
    const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in to continue.' });
    expect((await get('/api/club-memberships')).status).toBe(401);
  });

  it('is 409 for an active member of the club, and the demo member is one', async () => {
    const { headers } = await register('twice');
    expect((await post('/api/club-memberships', joinBody('4-bottle-red-wines'), headers)).status).toBe(201);
    const again = await post('/api/club-memberships', joinBody('4-bottle-red-wines'), headers);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'You are already a member of this club. You can manage your membership in your account.' });
    // Another club is still open to them.
    expect((await post('/api/club-memberships', joinBody('4-bottle-isosceles-only'), headers)).status).toBe(201);
    expect(await memberships(headers)).toHaveLength(2);

    const login = await post('/api/customer/login', { email: 'member@example.com', password: 'Cellar-door-21' });
    const member = { cookie: `customerToken=${tokenOf(login)}` };
    expect((await post('/api/club-memberships', joinBody('6-bottle-red-wines'), member)).status).toBe(409);
  });

  it('answers a declined card with 422 in the backend’s words and creates nothing', async () => {
    const { headers } = await register('declined');
    const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines', { payment: DECLINING_CARD }), headers);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Your card was declined. Please use a different card.' });
    expect(await memberships(headers)).toEqual([]);
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(false);
  });

  it('answers an unknown club with 400 on the club field', async () => {
    const { headers } = await register('unknown');
    for (const club of ['7-bottle-red-wines', 'Not A Slug!', '']) {
      const response = await post('/api/club-memberships', joinBody(club), headers);
      expect(response.status, club).toBe(400);
      expect(((await response.json()) as Body).errors?.club).toBe('Please choose a club');
    }
  });

  it('answers every bad field with 400 and the checkout’s message for it, never a 500', async () => {
    const { headers } = await register('fields');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fulfillment: 'drone' }, 'fulfillment', 'Please choose shipping or pickup'],
      [{ shipTo: undefined }, 'shipTo', 'Please enter street address'],
      [{ shipTo: { ...SHIP_TO, zipCode: '123' } }, 'shipTo.zipCode', 'Please enter a 5 or 9 digit zip code'],
      [{ shipTo: { ...SHIP_TO, stateCode: 'XX' } }, 'shipTo.stateCode', 'Please select a state'],
      [{ shipTo: { ...SHIP_TO, firstName: '' } }, 'shipTo.firstName', 'Please enter first name'],
      [{ payment: { ...CARD, maskedCardNumber: '4242424242424241' } }, 'payment.maskedCardNumber', 'Please enter the card again'],
      [{ payment: { ...CARD, tokenOnFile: '' } }, 'payment.tokenOnFile', 'Please enter the card again'],
      [{ payment: { ...CARD, cardHolderName: '' } }, 'payment.cardHolderName', 'Please enter the name on the card'],
      [{ frequency: 'Weekly' }, 'frequency', 'Please choose how often you would like your subscription'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines', change), headers);
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = (await response.json()) as Body;
      expect(body.errors?.[field], JSON.stringify(change)).toBe(message);
      expect(JSON.stringify(body)).not.toContain('4242424242424241');
    }
    // A subscription's frequency must be the one its page names.
    const mismatch = await post('/api/club-memberships', joinBody('6-bottle-isosceles-subscription-1-month', { frequency: 'Every 2 Months' }), headers);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as Body).errors?.frequency).toBeTruthy();
    for (const raw of ['not json', '[]', 'null']) expect((await post('/api/club-memberships', raw, headers)).status).toBe(400);
    expect(await memberships(headers)).toEqual([]);
  });

  it('makes one membership of 20 concurrent identical joins; the rest are 409', async () => {
    const { headers } = await register('race');
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/api/club-memberships', joinBody('12-bottle-red-wines'), headers)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await memberships(headers)).toHaveLength(1);
  });

  it('lets a cancelled member join the same club again', async () => {
    const { headers, token } = await register('rejoin');
    const first = (await (await post('/api/club-memberships', joinBody('6-bottle-isosceles-only'), headers)).json()) as { membership: Membership };
    const self = (await (await commerce('/customer/self', { headers: { authorization: token } })).json()) as { id: string };
    const cancel = await commerce(`/customer/${self.id}/club-membership/${first.membership.id}/cancel`, {
      method: 'PUT',
      body: JSON.stringify({ cancellationReason: 'Moving' }),
      headers: { authorization: token },
    });
    expect(cancel.status).toBe(200);
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(false);
    const again = await post('/api/club-memberships', joinBody('6-bottle-isosceles-only'), headers);
    expect(again.status).toBe(201);
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(true);
    expect((await memberships(headers)).map((m) => m.status)).toEqual(['Cancelled', 'Active']);
  });

  it('prices the new member’s cart at the club price right after joining', async () => {
    const { headers } = await register('cart');
    const added = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, headers);
    expect(added.status).toBe(200);
    const cartCookie = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cartId='))!
      .split(';')[0]!;
    const withCart = { cookie: `${headers.cookie}; ${cartCookie}` };
    type Snapshot = { cart: { items: { sku: string; price: number; comparePrice: number | null }[] }; customerHasActiveClub: boolean };
    const before = (await (await get('/api/session', withCart)).json()) as Snapshot;
    expect(before.cart.items[0]).toMatchObject({ sku: 'CS22-750', price: 9500, comparePrice: null });
    expect((await post('/api/club-memberships', joinBody('6-bottle-red-wines'), withCart)).status).toBe(201);
    const after = (await (await get('/api/session', withCart)).json()) as Snapshot;
    expect(after.customerHasActiveClub).toBe(true);
    expect(after.cart.items[0]).toMatchObject({ sku: 'CS22-750', price: 7600, comparePrice: 9500 });
  });

  it('refuses a cross-origin join', async () => {
    const { headers } = await register('origin');
    const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines'), { ...headers, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await memberships(headers)).toEqual([]);
  });

  it('refuses a raw card number or CVV with 400, alone or beside a token, and puts nothing on file', async () => {
    const { headers } = await register('raw-card');
    for (const payment of [RAW_CARD, { ...CARD, cardNumber: RAW_CARD.cardNumber }, { ...CARD, cvv: '123' }]) {
      const response = await post('/api/club-memberships', joinBody('6-bottle-red-wines', { payment }), headers);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).not.toContain('4242 4242 4242 4242');
    }
    expect(await memberships(headers)).toEqual([]);
  });
});

describe('PUT /api/club-memberships/{id}', () => {
  const change = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    SELF.fetch(`${ORIGIN}/api/club-memberships/${id}`, { method: 'PUT', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('changes the delivery, the address and the card of the customer’s own membership', async () => {
    const { headers } = await register('change');
    const { membership } = (await (await post('/api/club-memberships', joinBody('4-bottle-red-wines'), headers)).json()) as { membership: Membership };
    const pickup = await change(membership.id, { fulfillment: 'pickup' }, headers);
    expect(pickup.status).toBe(200);
    expect(((await pickup.json()) as { membership: Membership }).membership).toMatchObject({ delivery: 'pickup', shipTo: null, card: { masked: '************4242' } });
    // Back to shipping needs an address again.
    const noAddress = await change(membership.id, { fulfillment: 'ship' }, headers);
    expect(noAddress.status).toBe(400);
    expect(((await noAddress.json()) as Body).errors?.shipTo).toBe('Please enter street address');
    const moved = await change(membership.id, { fulfillment: 'ship', shipTo: { ...SHIP_TO, city: 'Sonoma', zipCode: '95476' } }, headers);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { membership: Membership }).membership).toMatchObject({ delivery: 'ship', shipTo: { city: 'Sonoma' } });
    const declined = await change(membership.id, { payment: DECLINING_CARD }, headers);
    expect(declined.status).toBe(422);
    expect(await declined.json()).toEqual({ message: 'Your card was declined. Please use a different card.' });
    const [kept] = await memberships(headers);
    expect(kept).toMatchObject({ delivery: 'ship', shipTo: { city: 'Sonoma' }, card: { masked: '************4242' } });
  });

  it('is 400 with nothing to change, 404 for another customer’s membership, 422 once cancelled', async () => {
    const owner = await register('change-owner');
    const { membership } = (await (await post('/api/club-memberships', joinBody('6-bottle-red-wines'), owner.headers)).json()) as { membership: Membership };
    expect((await change(membership.id, {}, owner.headers)).status).toBe(400);
    const other = await register('change-other');
    expect((await change(membership.id, { fulfillment: 'pickup' }, other.headers)).status).toBe(404);
    expect((await change(membership.id, { fulfillment: 'pickup' })).status).toBe(401);
    const cancelled = await SELF.fetch(`${ORIGIN}/api/club-memberships/${membership.id}/cancel`, {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...owner.headers },
      body: JSON.stringify({ reason: 'Moving' }),
    });
    expect(cancelled.status).toBe(200);
    const late = await change(membership.id, { fulfillment: 'pickup' }, owner.headers);
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({ message: 'A cancelled club membership cannot be changed.' });
  });
});

describe('PUT /api/club-memberships/{id}/cancel', () => {
  const cancel = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    SELF.fetch(`${ORIGIN}/api/club-memberships/${id}/cancel`, { method: 'PUT', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('cancels the customer’s own membership with one of Commerce7’s reasons; the session stops being a member', async () => {
    const { headers } = await register('cancel');
    const { membership } = (await (await post('/api/club-memberships', joinBody('4-bottle-red-and-white-wines'), headers)).json()) as { membership: Membership };
    const bad = await cancel(membership.id, { reason: 'Bored' }, headers);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Body).errors?.reason).toBe('Please choose a reason for cancelling');
    const response = await cancel(membership.id, { reason: 'Too much wine' }, headers);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { membership: Membership & { cancelDate: string | null } }).membership).toMatchObject({
      id: membership.id,
      status: 'Cancelled',
      cancelDate: expect.any(String),
    });
    expect((await sessionOf(headers)).customerHasActiveClub).toBe(false);
    const again = await cancel(membership.id, { reason: 'Too much wine' }, headers);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: 'This club membership is already cancelled.' });
  });

  it('is 404 for another customer’s membership and 401 signed out', async () => {
    const owner = await register('owner');
    const { membership } = (await (await post('/api/club-memberships', joinBody('12-bottle-isosceles-only'), owner.headers)).json()) as { membership: Membership };
    const other = await register('other');
    const response = await cancel(membership.id, { reason: 'Other' }, other.headers);
    expect(response.status).toBe(404);
    expect((await cancel(membership.id, { reason: 'Other' })).status).toBe(401);
    expect((await memberships(owner.headers))[0]!.status).toBe('Active');
  });
});
