// The emulated commerce backend's clubs and joining them, as Commerce7 has them: the 36
// clubs, creating a customer, a card and an address on file, and club memberships that
// are race-free (one running membership per customer and club). All of these are app
// endpoints: they take the app's Basic credentials, never a customer token.
import { describe, expect, it } from 'vitest';
import { expectShape } from '../contract/shape.ts';
import createCardRequest from './fixtures/commerce7/credit-card-create.request.json';
import creditCardObject from './fixtures/commerce7/credit-card.json';
import { cardToken, commerce, commerceLogin, emulator } from './helpers.ts';

type Club = { id: string; slug: string; title: string; type: string; content: string; seo: { title: string }; webStatus: string; adminStatus: string };

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const uniqueEmail = (tag: string) => `${tag}-${crypto.randomUUID()}@example.com`;

export async function newCustomer(tag = 'club') {
  const email = uniqueEmail(tag);
  const created = await commerce('/customer', { ...json({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-05-01', emails: [{ email }] }), app: true });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // Unverified in Commerce7's docs: the login password set through the customer update.
  const password = await commerce(`/customer/${id}`, { method: 'PUT', body: JSON.stringify({ password: 'Vintage-2026' }), app: true });
  expect(password.status).toBe(200);
  const login = await commerceLogin(email, 'Vintage-2026');
  return { ...login, email, auth: { authorization: login.token } };
}

async function clubs(): Promise<Club[]> {
  const response = await commerce('/club', { app: true });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { clubs: Club[]; total: number };
  expect(body.total).toBe(body.clubs.length);
  return body.clubs;
}

/** Commerce7's documented create body for a card the gateway stand-in tokenised. */
async function tokenisedCard(cardNumber = '4242 4242 4242 4242') {
  const token = await cardToken({ cardNumber });
  return {
    cardBrand: token.cardBrand,
    gateway: token.gateway,
    maskedCardNumber: token.maskedCardNumber,
    tokenOnFile: token.tokenOnFile,
    expiryMo: token.expiryMo,
    expiryYr: token.expiryYr,
    cardHolderName: token.cardHolderName,
    isDefault: true,
  };
}

async function onFile(customer: { customerId: string; auth: Record<string, string> }, cardNumber = '4242 4242 4242 4242') {
  const body = await tokenisedCard(cardNumber);
  expectShape(body, createCardRequest, { partial: true });
  const card = await commerce(`/customer/${customer.customerId}/credit-card`, { ...json(body), app: true });
  const address = await commerce(`/customer/${customer.customerId}/address`, {
    ...json({ firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'ca', zipCode: '94558' }),
    app: true,
  });
  return { card, address };
}

async function join(customer: { customerId: string; auth: Record<string, string> }, clubId: string, extra: Record<string, unknown> = {}) {
  const { card, address } = await onFile(customer);
  const cardId = ((await card.json()) as { id: string }).id;
  const addressId = ((await address.json()) as { id: string }).id;
  const body = {
    customerId: customer.customerId,
    clubId,
    billToCustomerAddressId: addressId,
    shipToCustomerAddressId: addressId,
    customerCreditCardId: cardId,
    orderDeliveryMethod: 'Ship',
    cancelDate: null,
    ...extra,
  };
  return { body, send: () => commerce('/club-membership', { ...json(body), app: true }) };
}

describe('clubs', () => {
  it('lists the 9 traditional clubs and 27 subscriptions by their page slugs', async () => {
    const all = await clubs();
    expect(all).toHaveLength(36);
    const traditional = all.filter((c) => c.type === 'Traditional').map((c) => c.slug);
    expect(traditional).toHaveLength(9);
    for (const choice of ['red-wines', 'red-and-white-wines', 'isosceles-only']) {
      for (const bottles of [4, 6, 12]) expect(traditional).toContain(`${bottles}-bottle-${choice}`);
    }
    const subscriptions = all.filter((c) => c.type === 'Subscription').map((c) => c.slug);
    expect(subscriptions).toHaveLength(27);
    for (const wine of ['isosceles', 'cabernet-sauvignon', 'sauvignon-blanc']) {
      for (const bottles of [6, 12, 24]) for (const months of [1, 2, 3]) expect(subscriptions).toContain(`${bottles}-bottle-${wine}-subscription-${months}-month`);
    }
    for (const club of all) {
      expect(club).toMatchObject({ id: expect.any(String), title: expect.any(String), webStatus: 'Available', adminStatus: 'Available' });
      expect(club.content).toMatch(/^<p>/);
      expect(club.seo.title).toContain(club.title);
    }
  });

  it('reads one club by id; an unknown id is 404', async () => {
    const [first] = await clubs();
    const response = await commerce(`/club/${first!.id}`, { app: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(first);
    expect(first!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await commerce('/club/nope', { app: true })).status).toBe(404);
  });

  it('keeps the demo member in the 6-bottle red wines club', async () => {
    const { body } = await commerceLogin('member@example.com');
    const customer = body.customer as unknown as { clubs: { clubId: string; cancelDate: string | null }[] };
    const club = (await clubs()).find((c) => c.slug === '6-bottle-red-wines')!;
    expect(customer.clubs).toContainEqual(expect.objectContaining({ clubId: club.id, cancelDate: null }));
  });
});

describe('POST /customer', () => {
  it('creates a customer without a password (no login until one is set); a taken e-mail is 409', async () => {
    const email = uniqueEmail('nopassword');
    const created = await commerce('/customer', { ...json({ emails: [{ email }] }), app: true });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ firstName: null, lastName: null, birthDate: null, emailMarketingStatus: null, hasAccount: false, emails: [{ email }] });
    expect((await commerce('/customer/login', json({ email, password: '' }))).status).toBe(401);
    const customer = await newCustomer('register');
    expect(customer.body.customer).toMatchObject({ firstName: 'Ada', birthDate: '1990-05-01', clubs: [], hasAccount: true });
    const again = await commerce('/customer', { ...json({ firstName: 'A', lastName: 'B', emails: [{ email: customer.email.toUpperCase() }] }), app: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'A customer with this email already exists.' });
  });

  it('refuses a body without an e-mail, or a short password, with a message, never a 500', async () => {
    for (const body of [{}, { firstName: 'A', lastName: 'B', emails: [] }, { emails: [{ email: 'x' }], emailMarketingStatus: 'Maybe' }]) {
      const response = await commerce('/customer', { ...json(body), app: true });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    const customer = await newCustomer('shortpassword');
    const short = await commerce(`/customer/${customer.customerId}`, { method: 'PUT', body: JSON.stringify({ password: 'short' }), app: true });
    expect(short.status).toBe(422);
  });
});

describe('cards and addresses on file', () => {
  it('puts a gateway token on file with the documented body, answers the documented card object, and reads cards and addresses back by id', async () => {
    const customer = await newCustomer('card');
    const { card, address } = await onFile(customer);
    expect(card.status).toBe(201);
    const body = (await card.json()) as Record<string, unknown>;
    expectShape(body, creditCardObject);
    expect(body).toMatchObject({ cardBrand: 'Visa', maskedCardNumber: '************4242', expiryMo: 12, expiryYr: 2034, customerId: customer.customerId, tokenOnFile: expect.stringMatching(/^tok_/) });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(address.status).toBe(201);
    const saved = (await address.json()) as { id: string };
    expect(saved).toMatchObject({ stateCode: 'CA', zipCode: '94558', customerId: customer.customerId });
    const byId = await commerce(`/customer/${customer.customerId}/address/${saved.id}`, { app: true });
    expect(await byId.json()).toEqual(saved);
    expect(await (await commerce(`/customer/${customer.customerId}/credit-card/${body.id as string}`, { app: true })).json()).toEqual(body);
    expect((await commerce(`/customer/${customer.customerId}/credit-card`, { app: true }).then((r) => r.json())) as unknown).toMatchObject({ total: 1 });
    // Another customer's address is not found under this one.
    const other = await commerceLogin('customer@example.com');
    expect((await commerce(`/customer/${other.customerId}/address/${saved.id}`, { app: true })).status).toBe(404);
  });

  it('refuses a raw card number or CVV with a 422 in Commerce7’s error shape, and keeps nothing', async () => {
    const customer = await newCustomer('raw');
    const path = `/customer/${customer.customerId}/credit-card`;
    const token = await tokenisedCard();
    const bodies = [
      { cardNumber: '4242 4242 4242 4242', cardHolderName: 'Ada', expiryMo: 12, expiryYr: 2034, cvv: '123' },
      { ...token, cardNumber: '4242424242424242' },
      { ...token, cvv: '123' },
      { ...token, tokenOnFile: '4242 4242 4242 4242' },
    ];
    for (const body of bodies) {
      const response = await commerce(path, { ...json(body), app: true });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ statusCode: 422, type: 'validation', message: expect.stringMatching(/only as payment gateway tokens/) });
    }
    // A full number in the masked field is refused too.
    const unmasked = await commerce(path, { ...json({ ...token, maskedCardNumber: '4242424242424242' }), app: true });
    expect(unmasked.status).toBe(422);
    const clubId = (await clubs())[0]!.id;
    const joined = await commerce('/club-membership', { ...json({ customerId: customer.customerId, clubId, customerCreditCardId: 'any', orderDeliveryMethod: 'Pickup' }), app: true });
    expect(joined.status).toBe(422);
  });

  it('declines the declining test card’s token with 422 and keeps nothing; no app credentials is 401', async () => {
    const customer = await newCustomer('decline');
    const path = `/customer/${customer.customerId}/credit-card`;
    const declined = await commerce(path, { ...json(await tokenisedCard('4000 0000 0000 0002')), app: true });
    expect(declined.status).toBe(422);
    expect(await declined.json()).toMatchObject({ message: 'Your card was declined. Please use a different card.' });
    // The customer's own token is not an app's credentials.
    expect((await commerce(path, { ...json(await tokenisedCard()), headers: customer.auth })).status).toBe(401);
    // Nothing on file, so a join naming any card is refused.
    const clubId = (await clubs())[0]!.id;
    const joined = await commerce('/club-membership', { ...json({ customerId: customer.customerId, clubId, customerCreditCardId: 'any', orderDeliveryMethod: 'Pickup' }), app: true });
    expect(joined.status).toBe(422);
  });
});

describe('POST /club-membership', () => {
  it('joins a traditional club: Active at once, in the customer’s clubs[]', async () => {
    const customer = await newCustomer('join');
    const club = (await clubs()).find((c) => c.slug === '6-bottle-red-wines')!;
    const { send } = await join(customer, club.id);
    const response = await send();
    expect(response.status).toBe(201);
    const membership = (await response.json()) as Record<string, unknown>;
    expect(membership).toMatchObject({
      status: 'Active',
      customerId: customer.customerId,
      clubId: club.id,
      club: { id: club.id, slug: '6-bottle-red-wines', title: club.title },
      cancelDate: null,
      orderDeliveryMethod: 'Ship',
      shipToCustomerAddressId: expect.any(String),
      customerCreditCardId: expect.any(String),
      subscription: null,
    });
    // Commerce7's membership names the address and card by id only.
    expect(membership).not.toHaveProperty('shipTo');
    expect(membership).not.toHaveProperty('creditCard');
    const self = (await (await commerce('/customer/self', { headers: customer.auth })).json()) as { clubs: { clubId: string; cancelDate: null }[]; orderInformation: { currentClubTitle: string } };
    expect(self.clubs).toEqual([expect.objectContaining({ clubId: club.id, cancelDate: null })]);
    expect(self.orderInformation.currentClubTitle).toBe(club.title);
    const outbox = (await (await emulator('/__emulator/outbox')).json()) as { emails: { to: string; subject: string }[] };
    expect(outbox.emails).toContainEqual(expect.objectContaining({ to: customer.email, subject: `Welcome to ${club.title}` }));
  });

  it('a subscription carries its frequency and a first processing date two days after sign-up', async () => {
    const customer = await newCustomer('subscribe');
    const club = (await clubs()).find((c) => c.slug === '12-bottle-cabernet-sauvignon-subscription-2-month')!;
    const signupDate = '2026-11-23T10:00:00.000Z';
    const without = await join(customer, club.id, { orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, signupDate });
    expect((await without.send()).status).toBe(422);
    // club-memberships.md: the frequency is the number of months, as a string.
    const words = await join(customer, club.id, { orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, signupDate, subscription: { frequency: 'Every 2 Months' } });
    expect((await words.send()).status).toBe(422);
    const { send } = await join(customer, club.id, { orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, signupDate, subscription: { frequency: '2' } });
    const response = await send();
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, subscription: { frequency: '2', nextProcessDate: '2026-11-25T10:00:00.000Z' } });
  });

  it('refuses a second join while active (409); 20 concurrent identical joins make one membership', async () => {
    const customer = await newCustomer('race');
    const club = (await clubs()).find((c) => c.slug === '4-bottle-isosceles-only')!;
    const { send } = await join(customer, club.id);
    const statuses = (await Promise.all(Array.from({ length: 20 }, send))).map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const again = await send();
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This customer is already an active member of this club.' });
    const list = (await (await commerce(`/customer/${customer.customerId}/club-membership`, { headers: customer.auth })).json()) as { clubMemberships: unknown[] };
    expect(list.clubMemberships).toHaveLength(1);
    // Only the join that went in sent a confirmation.
    const outbox = (await (await emulator('/__emulator/outbox')).json()) as { emails: { to: string }[] };
    expect(outbox.emails.filter((e) => e.to === customer.email)).toHaveLength(1);
  });

  it('lets a cancelled member join again', async () => {
    const customer = await newCustomer('rejoin');
    const club = (await clubs()).find((c) => c.slug === '12-bottle-red-and-white-wines')!;
    const { send } = await join(customer, club.id);
    const first = (await (await send()).json()) as { id: string };
    const cancel = await commerce(`/customer/${customer.customerId}/club-membership/${first.id}/cancel`, {
      method: 'PUT',
      body: JSON.stringify({ cancellationReason: 'Moving' }),
      headers: customer.auth,
    });
    expect(cancel.status).toBe(200);
    const second = await send();
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: string }).id).not.toBe(first.id);
  });

  it('refuses a join without app credentials (401), a card or address not on file or an unknown club (422)', async () => {
    const customer = await newCustomer('guard');
    const club = (await clubs())[0]!;
    const { body } = await join(customer, club.id);
    expect((await commerce('/club-membership', { ...json(body), headers: customer.auth })).status).toBe(401);
    expect((await commerce('/club-membership', json(body))).status).toBe(401);
    const other = await commerceLogin('customer@example.com');
    for (const change of [
      { clubId: 'nope' },
      { customerCreditCardId: 'nope' },
      { shipToCustomerAddressId: 'nope' },
      { orderDeliveryMethod: 'Drone' },
      { shipToCustomerAddressId: null },
      { customerId: other.customerId },
    ]) {
      const response = await commerce('/club-membership', { ...json({ ...body, ...change }), app: true });
      expect(response.status, JSON.stringify(change)).toBe(422);
    }
  });

  it('PUT changes only the fields sent, with the member’s own card and address; an unknown membership is 404; a token is not enough', async () => {
    const customer = await newCustomer('put');
    const club = (await clubs()).find((c) => c.slug === '6-bottle-red-wines')!;
    const { send } = await join(customer, club.id);
    const membership = (await (await send()).json()) as { id: string; customerCreditCardId: string };
    const put = (body: unknown) => commerce(`/club-membership/${membership.id}`, { method: 'PUT', body: JSON.stringify(body), app: true });
    const pickup = await put({ orderDeliveryMethod: 'Pickup' });
    expect(pickup.status).toBe(200);
    expect(await pickup.json()).toMatchObject({ orderDeliveryMethod: 'Pickup', shipToCustomerAddressId: null, customerCreditCardId: membership.customerCreditCardId });
    expect((await put({ orderDeliveryMethod: 'Ship' })).status).toBe(422);
    expect((await put({ customerCreditCardId: 'not-mine' })).status).toBe(422);
    expect((await commerce(`/club-membership/${membership.id}`, { method: 'PUT', body: '{}', headers: customer.auth })).status).toBe(401);
    expect((await commerce('/club-membership/nope', { method: 'PUT', body: '{}', app: true })).status).toBe(404);
    expect(await (await commerce(`/club-membership/${membership.id}`, { app: true })).json()).toMatchObject({ id: membership.id, orderDeliveryMethod: 'Pickup' });
  });
});
