// The emulated commerce API's account calls: reset and magic links through the outbox,
// order lookups, club memberships and cancelling one.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawClubMembershipSchema, RawCustomerSchema, RawErrorSchema, RawLoginSchema, RawOrderSchema } from '../../src/commerce/client/raw.schema.ts';
import { commerce, commerceLogin, DEMO_PASSWORD, emulator } from './helpers.ts';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => commerce(path, { method: 'POST', body: JSON.stringify(body), headers });

type Email = { to: string; subject: string; text: string; createdAt: string };

/** The link in the newest outbox e-mail to `to` whose subject matches. */
async function linkFromOutbox(to: string, subject: RegExp): Promise<URL> {
  const { emails } = (await (await emulator('/__emulator/outbox')).json()) as { emails: Email[] };
  const mail = emails.find((e) => e.to === to && subject.test(e.subject));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${subject} e-mail to ${to}`);
  return new URL(link);
}

async function error(response: Response, status: number) {
  expect(response.status).toBe(status);
  return v.parse(RawErrorSchema, await response.json());
}

describe('password reset and magic links', () => {
  it('answers 404 for an unknown e-mail', async () => {
    for (const path of ['/customer/generate-reset-password-link', '/customer/generate-magic-link']) {
      expect(await error(await post(path, { email: 'nobody@example.com' }), 404)).toEqual({
        statusCode: 404,
        type: 'notFound',
        message: "We couldn't find an account with that email.",
        errors: [],
      });
    }
  });

  it('sends a reset link to the outbox that sets a new password once', async () => {
    const sent = await post('/customer/generate-reset-password-link', { email: 'customer@example.com', redirectUrl: 'https://shop.example/' });
    expect(sent.status).toBe(200);
    expect(v.parse(RawErrorSchema, await sent.json()).message).toMatch(/sent/);
    const link = await linkFromOutbox('customer@example.com', /reset/i);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/profile/reset-password');
    const token = link.searchParams.get('token')!;

    expect(await error(await post('/customer/reset-password', { token, password: 'short' }), 422)).toMatchObject({ type: 'validation' });
    // The same password again, so other tests' logins keep working.
    expect((await post('/customer/reset-password', { token, password: DEMO_PASSWORD })).status).toBe(204);
    expect((await error(await post('/customer/reset-password', { token, password: DEMO_PASSWORD }), 401)).type).toBe('unauthorized');
    await commerceLogin('customer@example.com');
    expect((await post('/customer/reset-password', { token: 'made-up', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('sends a magic link that logs in once', async () => {
    expect((await post('/customer/generate-magic-link', { email: 'Former-Member@Example.com' })).status).toBe(200);
    const link = await linkFromOutbox('former-member@example.com', /sign-in/i);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:8787/profile/login');
    const token = link.searchParams.get('magicToken')!;
    const login = await post('/customer/login-with-magic-link', { token });
    expect(login.status).toBe(200);
    const body = v.parse(RawLoginSchema, await login.json());
    expect(body.customer.firstName).toBe('Riley');
    expect((await commerce('/customer/self', { headers: { authorization: body.token } })).status).toBe(200);
    expect((await error(await post('/customer/login-with-magic-link', { token }), 401)).type).toBe('unauthorized');
  });

  it('refuses a redirectUrl that is not an http(s) URL', async () => {
    expect((await post('/customer/generate-magic-link', { email: 'customer@example.com', redirectUrl: 'javascript:alert(1)' })).status).toBe(422);
  });
});

describe('orders', () => {
  it('finds an order by e-mail and order number, and by id, without addresses', async () => {
    const response = await commerce('/order/limited?email=customer%40example.com&orderNumber=1002');
    expect(response.status).toBe(200);
    const raw = (await response.json()) as Record<string, unknown>;
    const order = v.parse(RawOrderSchema, raw);
    expect(order).toMatchObject({ orderNumber: 1002, email: 'customer@example.com', items: [expect.objectContaining({ sku: 'CH23-750', quantity: 2 }), expect.anything()] });
    expect(order.total).toBe(order.subTotal + order.shipTotal! + order.taxTotal!);
    expect(raw).toMatchObject({ shipTo: null, billTo: null, tenders: [] });
    expect(raw).not.toHaveProperty('shippingAddress');
    const byId = v.parse(RawOrderSchema, await (await commerce(`/order/${order.id}/limited`)).json());
    expect(byId).toEqual(order);
  });

  it('answers 404 for a wrong e-mail or number, and 400 without them', async () => {
    expect((await error(await commerce('/order/limited?email=member%40example.com&orderNumber=1002'), 404)).type).toBe('notFound');
    expect((await commerce('/order/limited?email=customer%40example.com&orderNumber=9999')).status).toBe(404);
    expect((await commerce('/order/limited?email=customer%40example.com')).status).toBe(400);
    expect((await commerce('/order/no-such-order/limited')).status).toBe(404);
  });

  it('shows a customer their own order only', async () => {
    const member = await commerceLogin('member@example.com');
    const own = v.parse(RawOrderSchema, await (await commerce('/order/limited?email=member%40example.com&orderNumber=1001')).json());
    // price charged (club price), originalPrice before the discount, comparePrice the product's compare-at (none).
    expect(own.items[0]).toMatchObject({ sku: 'ISO21-750', price: 12000, originalPrice: 15000, comparePrice: null });
    const auth = { authorization: `Bearer ${member.token}` };
    const response = await commerce(`/customer/${member.customerId}/order/${own.id}`, { headers: auth });
    expect(v.parse(RawOrderSchema, await response.json()).orderNumber).toBe(1001);
    const casey = await commerceLogin('customer@example.com');
    expect((await error(await commerce(`/customer/${casey.customerId}/order/${own.id}`, { headers: auth }), 401)).type).toBe('unauthorized');
    expect((await commerce(`/customer/${member.customerId}/order/${own.id}`)).status).toBe(401);
  });
});

describe('club memberships', () => {
  it('lists a customer’s memberships and finds one by id', async () => {
    const { token, customerId } = await commerceLogin('former-member@example.com');
    const response = await commerce(`/customer/${customerId}/club-membership`, { headers: { authorization: token } });
    const { clubMemberships } = (await response.json()) as { clubMemberships: unknown[] };
    const [membership] = clubMemberships.map((m) => v.parse(RawClubMembershipSchema, m));
    expect(membership).toMatchObject({ status: 'Cancelled', cancelDate: '2025-08-31T00:00:00.000Z', club: { title: 'Wine Society — 6 Bottles, Red Wines', slug: '6-bottle-red-wines' } });
    const limited = v.parse(RawClubMembershipSchema, await (await commerce(`/club-membership/${membership!.id}/limited`)).json());
    expect(limited).toEqual(membership);
    expect((await commerce('/club-membership/nope/limited')).status).toBe(404);
    expect((await commerce(`/customer/${customerId}/club-membership`)).status).toBe(401);
  });

  it('cancels a membership, which ends the club discount', async () => {
    const { token, customerId } = await commerceLogin('second-member@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await commerce(`/customer/${customerId}/club-membership`, { headers: auth })).json()) as { clubMemberships: { id: string; status: string }[] };
    const active = list.clubMemberships.find((m) => m.status === 'Active');
    expect(active).toBeDefined();
    const someoneElse = await commerceLogin('customer@example.com');
    const path = `/customer/${customerId}/club-membership/${active!.id}/cancel`;
    expect((await commerce(path, { method: 'PUT', body: '{}', headers: { authorization: someoneElse.token } })).status).toBe(401);

    const cancelled = await commerce(path, { method: 'PUT', body: JSON.stringify({ cancellationReason: 'Too much wine' }), headers: auth });
    expect(cancelled.status).toBe(200);
    const membership = v.parse(RawClubMembershipSchema, await cancelled.json());
    expect(membership.status).toBe('Cancelled');
    expect(Date.now() - Date.parse(membership.cancelDate!)).toBeLessThan(60_000);

    const self = v.parse(RawCustomerSchema, await (await commerce('/customer/self', { headers: auth })).json());
    expect(self.clubs[0]?.cancelDate).toBe(membership.cancelDate);
    expect(self.clubs.every((club) => club.cancelDate !== null)).toBe(true);
    expect((await error(await commerce(path, { method: 'PUT', body: '{}', headers: auth }), 422)).message).toMatch(/already cancelled/);
  });
});
