// The widget stand-in's server side for its account sign-in and the club join button's
// sign-up. The real widget talks to Commerce7 with the platform's own powers; how is not
// public (unverified). The stand-in does what Commerce7's documented API does for the same
// result, through the emulator's own Commerce7 twin (commerce/), so the same rules hold:
// a customer (customers.md "Create customer", no password), its login password the way the
// store sets it today (src/commerce/customers.ts setPassword: unverified), an address
// (customer-addresses.md), the gateway's card token (customer-credit-cards.md), the
// membership (club-memberships.md), then Commerce7's customer/login for the token the
// browser keeps in the customerToken cookie.
import type { Context } from 'hono';
import * as v from 'valibot';
import { commerceApi } from '../commerce/index.ts';
import { fail, invalid, readBody } from '../commerce/http.ts';
import type { EmulatorEnv } from '../env.ts';

type Json = Record<string, unknown>;

/** One call to the emulator's Commerce7 API, as the platform itself (app credentials) or as the customer (token). */
async function commerce(c: Context<EmulatorEnv>, path: string, init: { method?: string; body?: unknown; token?: string; app?: boolean } = {}) {
  const headers: Record<string, string> = { tenant: c.env.COMMERCE_TENANT, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.app) headers.authorization = `Basic ${btoa(`${c.env.COMMERCE_APP_ID}:${c.env.COMMERCE_APP_SECRET}`)}`;
  else if (init.token) headers.authorization = init.token;
  const response = await commerceApi.request(`/${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }, c.env);
  const body = (await response.json().catch(() => ({}))) as Json;
  return { status: response.status, body };
}

/** The browser's call as Commerce7 would take it: same body, the customer's Authorization, answered as it is. */
export async function forwardToCommerce(c: Context<EmulatorEnv>, path: string): Promise<Response> {
  const token = c.req.header('authorization') ?? undefined;
  const text = c.req.method === 'GET' ? undefined : await c.req.text();
  const headers: Record<string, string> = { tenant: c.req.header('tenant') ?? '', accept: 'application/json' };
  if (text) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await commerceApi.request(`/${path}`, { method: c.req.method, headers, body: text || undefined }, c.env);
  return new Response(response.body, { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } });
}

const Text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

const SignupBody = v.object({
  account: v.optional(
    v.object({
      firstName: Text(100, 'Please enter first name'),
      lastName: Text(100, 'Please enter last name'),
      email: v.pipe(v.string(), v.trim(), v.email('Please provide a valid email address (eg: name@example.com)'), v.maxLength(254)),
      password: v.pipe(v.string(), v.minLength(8, 'Please choose a password of at least 8 characters'), v.maxLength(200)),
      birthDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth')),
    }),
  ),
  fulfillment: v.picklist(['ship', 'pickup']),
  address: v.object({
    firstName: Text(100, 'Please enter first name'),
    lastName: Text(100, 'Please enter last name'),
    address: Text(200, 'Please enter street address'),
    address2: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
    city: Text(100, 'Please enter city'),
    stateCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Please select a state')),
    zipCode: v.pipe(v.string(), v.regex(/^\d{5}(-?\d{4})?$/, 'Please enter a 5 or 9 digit zip code')),
  }),
  // The gateway's answer (gateway/tokens.ts): a token and what Commerce7 keeps beside it, never the card.
  card: v.strictObject({
    tokenOnFile: Text(200, 'The card token is missing.'),
    gateway: Text(50, 'The gateway is missing.'),
    cardBrand: Text(50, 'The card brand is missing.'),
    maskedCardNumber: Text(30, 'The masked card number is missing.'),
    expiryMo: v.number(),
    expiryYr: v.number(),
    cardHolderName: Text(100, 'Please enter the name on the card'),
  }),
});

/** The sign-up's refusal in Commerce7's error shape (the widget shows its message). */
const refuse = (c: Context<EmulatorEnv>, status: number, body: Json) =>
  fail(c, status === 409 ? 409 : 422, status === 409 ? 'conflict' : 'validation', typeof body.message === 'string' ? body.message : 'The sign-up could not be completed.');

/**
 * POST /v1/club/{slug}/signup: joins the club for the signed-in customer (Authorization:
 * their token) or for a new account (`account`). Answers 201 `{ membershipId, token }`.
 */
export async function clubSignup(c: Context<EmulatorEnv>): Promise<Response> {
  const read = await readBody(c, SignupBody, { status: 400, prefixPath: false });
  if (!read.ok) return read.response;
  const input = read.value;
  const slug = c.req.param('slug') ?? '';
  const clubs = await commerce(c, 'club', { app: true });
  const club = ((clubs.body.clubs ?? []) as Json[]).find((entry) => entry.slug === slug);
  if (!club) return fail(c, 404, 'notFound', 'Club not found.');

  let token = c.req.header('authorization') ?? '';
  let customerId: string;
  if (token) {
    const self = await commerce(c, 'customer/self', { token });
    if (self.status !== 200) return fail(c, 401, 'unauthorized', 'Your session has expired. Please log in again.');
    customerId = String(self.body.id);
  } else {
    const account = input.account;
    if (!account) return invalid(c, 'Please create an account or sign in to join.');
    const created = await commerce(c, 'customer', {
      method: 'POST',
      app: true,
      body: { firstName: account.firstName, lastName: account.lastName, birthDate: account.birthDate, emails: [{ email: account.email }], isSendTransactionEmail: false },
    });
    if (created.status === 409) return fail(c, 409, 'conflict', 'An account with this email already exists. Please sign in to join.');
    if (created.status !== 201) return refuse(c, created.status, created.body);
    customerId = String(created.body.id);
    const password = await commerce(c, `customer/${customerId}`, { method: 'PUT', app: true, body: { password: account.password } });
    if (password.status !== 200) return refuse(c, password.status, password.body);
    const login = await commerce(c, 'customer/login', { method: 'POST', body: { email: account.email, password: account.password } });
    if (login.status !== 200) return refuse(c, login.status, login.body);
    token = String(login.body.token);
  }

  const address = await commerce(c, `customer/${customerId}/address`, { method: 'POST', app: true, body: { ...input.address, countryCode: 'US', isDefault: true } });
  if (address.status !== 201) return refuse(c, address.status, address.body);
  const card = await commerce(c, `customer/${customerId}/credit-card`, { method: 'POST', app: true, body: { ...input.card, isDefault: true } });
  if (card.status !== 201) return refuse(c, card.status, card.body);
  const ship = input.fulfillment === 'ship';
  const membership = await commerce(c, 'club-membership', {
    method: 'POST',
    app: true,
    body: {
      customerId,
      clubId: club.id,
      billToCustomerAddressId: address.body.id,
      shipToCustomerAddressId: ship ? address.body.id : null,
      customerCreditCardId: card.body.id,
      orderDeliveryMethod: ship ? 'Ship' : 'Pickup',
      signupDate: new Date().toISOString(),
      cancelDate: null,
      // Unverified: which frequency the widget offers a subscription's new member; the emulator's seed's shortest.
      ...(club.type === 'Subscription' ? { subscription: { frequency: '3' } } : {}),
    },
  });
  if (membership.status !== 201) return refuse(c, membership.status, membership.body);
  return c.json({ membershipId: membership.body.id, token }, 201);
}
