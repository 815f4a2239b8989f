// When the tenant's Commerce7 app-call budget is spent and there is no last
// good copy: every signed-in page still answers (< 500) with the store's busy words where the
// refused data would be and the rest of the page present; a page that is only that data is
// the store's frame with the words, a 429 and Retry-After; every JSON API a 429 {message:
// STORE_BUSY} with Retry-After. A real backend failure keeps its 503. The cart takes no app
// call, so no cart line is lost to the budget. The budget is spent as coordinator.test.ts does.
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_BUSY } from '../../src/commerce/index.ts';
import { forgetMemoryCache } from '../../src/platform/cache/index.ts';
import { SlidingBudget } from '../../src/platform/coordinator/budget.ts';
import type { TenantCoordinator } from '../../src/platform/coordinator/durable-object.ts';
import {
  cardToken,
  clearFaults,
  commerce,
  commerceCalls,
  commerceLogin,
  COMMERCE_TENANT,
  get,
  ORIGIN,
  post,
  recordedRequests,
  registerThroughStore,
  setFault,
  signInAs,
  startRecording,
  stopRecording,
  type CardTokenBody,
} from './helpers.ts';

const namespace = (env as unknown as { COORDINATOR: DurableObjectNamespace<TenantCoordinator> }).COORDINATOR;
const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
const storeCoordinator = () => namespace.get(namespace.idFromName(`tenant:${COMMERCE_TENANT}`));

/** The documented 100 a minute, back in the store's coordinator (the worker tests' config lifts it). */
async function useBudget(limit: number, windowMs = 60_000) {
  await runInDurableObject(storeCoordinator(), (instance: TenantCoordinator) => {
    instance.budget = new SlidingBudget(limit, windowMs);
  });
}
/** Spends the budget as a release's other traffic would: 'read' leaves the writes' share, 'write' all of it. */
async function spend(kind: 'read' | 'write') {
  for (let i = 0; i < (kind === 'read' ? 80 : 100); i++) await storeCoordinator().take(kind, 0);
}

const PASSWORD = 'Vintage-2026';
const SHIP_TO = { firstName: 'Ada', lastName: 'Lovelace', address: '1 Vine St', city: 'Napa', stateCode: 'CA', zipCode: '94558' };
const CLUB_TITLE = 'Wine Society — 6 Bottles, Red Wines';
let CARD: CardTokenBody;
beforeAll(async () => {
  CARD = await cardToken();
});
beforeEach(() => useBudget(100));
afterEach(async () => {
  await useBudget(100_000);
  await clearFaults();
  await stopRecording();
});

/** A new account (no last good copy of anything of theirs exists yet). */
const register = (tag: string) => registerThroughStore(tag, PASSWORD);

/** A new member of the red club, shipped to SHIP_TO and paying with CARD. */
async function member(tag: string) {
  const account = await register(tag);
  const response = await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD }, account.headers);
  expect(response.status).toBe(201);
  const { membership, receiptUrl } = (await response.json()) as { membership: { id: string }; receiptUrl: string };
  return { ...account, membershipId: membership.id, receiptUrl };
}

function put(path: string, body: unknown, headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}${path}`, { method: 'PUT', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function expectBusyJson(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('60');
  expect(await response.json()).toEqual({ message: STORE_BUSY });
}

describe('signed-in pages over budget, with no last good copy', () => {
  it('/profile/orders (the page is its list): the account frame with the busy words, 429 and Retry-After, not a 503', async () => {
    const { headers } = await register('busy-orders');
    await spend('read');
    const response = await get('/profile/orders', headers);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(STORE_BUSY);
    expect(html).toMatch(/<h1[^>]*>Your orders<\/h1>/);
    expect(html).toContain('href="/profile/club-membership"');
    expect(html).not.toMatch(/Please reload the page in a moment/);
  });

  it('/profile/club-membership: the membership shows, the busy words stand where its address and card would be', async () => {
    const { headers } = await member('busy-memberships');
    await spend('read');
    const response = await get('/profile/club-membership', headers);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).toContain(CLUB_TITLE);
    expect(html).toContain('Shipped to you');
    expect(html).toContain('Shipping to');
    expect(html).toContain('<dt>Card</dt>');
    expect(html.split(STORE_BUSY).length - 1).toBeGreaterThanOrEqual(2);
    expect(html).toContain('Change delivery');
  });

  it('the membership receipt: the confirmation shows, the busy words stand where its address and card would be', async () => {
    const { headers, receiptUrl } = await member('busy-receipt');
    await spend('read');
    const response = await get(receiptUrl, headers);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).toContain('Welcome to the Wine Society');
    expect(html).toContain(CLUB_TITLE);
    expect(html).toContain('What happens next');
    expect(html).toContain('Shipping to');
    expect(html).toContain('<dt>Card</dt>');
    expect(html.split(STORE_BUSY).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('/join?club= (the page is the club): the store’s frame with the busy words, 429 and Retry-After, never the error screen', async () => {
    await storeCoordinator().forget('club:list');
    await kv.delete('club:list');
    forgetMemoryCache('club:list');
    await spend('read');
    const response = await get('/join?club=6-bottle-red-wines');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    const html = await response.text();
    expect(html).toContain(STORE_BUSY);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
  });

  it('a real backend failure still answers as before: the orders page is a 503 with the spec’s message', async () => {
    const { headers } = await register('real-failure');
    await setFault('commerce', '500', 10);
    const response = await get('/profile/orders', headers);
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toMatch(/Please reload the page in a moment/);
    expect(html).not.toContain(STORE_BUSY);
  });
});

describe('JSON APIs over budget: 429 {message: STORE_BUSY} with Retry-After', () => {
  it('GET /api/orders', async () => {
    const { headers } = await register('busy-orders-api');
    await spend('read');
    await expectBusyJson(await get('/api/orders', headers));
  });

  it('GET /api/club-memberships: an answer without its card and address is not sent as if there were none', async () => {
    const { headers } = await member('busy-memberships-api');
    await spend('read');
    await expectBusyJson(await get('/api/club-memberships', headers));
  });

  it('POST /api/club-memberships (a join whose card could not wait long enough): nothing stored, the shopper told plainly', async () => {
    const { email, headers } = await register('busy-join');
    await spend('write');
    await expectBusyJson(await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD }, headers));
    await useBudget(100_000);
    const { customerId } = await commerceLogin(email, PASSWORD);
    const cards = (await (await commerce(`/customer/${customerId}/credit-card`, { app: true })).json()) as { customerCreditCards?: unknown[] };
    expect(cards.customerCreditCards ?? []).toHaveLength(0);
  });

  it('POST /api/customer/register with room for one write only: refused whole (no account without its password), and the same e-mail signs up once there is room', async () => {
    for (let i = 0; i < 99; i++) await storeCoordinator().take('write', 0);
    const email = `busy-signup-${crypto.randomUUID()}@example.com`;
    const body = { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, birthDate: '1990-05-01' };
    await expectBusyJson(await post('/api/customer/register', body));
    await useBudget(100_000);
    // Had the account been made without its password, this would be a 409 (the e-mail taken).
    expect((await post('/api/customer/register', body)).status).toBe(201);
    await commerceLogin(email, PASSWORD);
  });

  it('POST /api/club-memberships with room for two of its three writes: refused whole, no card left on file', async () => {
    const { email, headers } = await register('busy-join-part');
    // The card, the address and the membership: three writes; two fit (the sign-up's own calls forgotten).
    await useBudget(100);
    for (let i = 0; i < 98; i++) await storeCoordinator().take('write', 0);
    await expectBusyJson(await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'ship', shipTo: SHIP_TO, payment: CARD }, headers));
    await useBudget(100_000);
    const { customerId } = await commerceLogin(email, PASSWORD);
    const cards = (await (await commerce(`/customer/${customerId}/credit-card`, { app: true })).json()) as { customerCreditCards?: unknown[] };
    expect(cards.customerCreditCards ?? []).toHaveLength(0);
  });

  it('PUT /api/consent with the whole budget spent: 429 (the cookie still holds the choice)', async () => {
    const headers = await signInAs('second-member@example.com');
    await spend('write');
    const response = await put('/api/consent', { analytics: true, marketing: false, personalisation: false }, headers);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('consent=v1.a1.m0.p0;'))).toBe(true);
    await expectBusyJson(response);
  });
});

describe('writes over the reads’ share', () => {
  it('PUT /api/consent: the read before the write takes the write’s share, and the choice is kept on the account', async () => {
    const headers = await signInAs('customer@example.com');
    await spend('read');
    const response = await put('/api/consent', { analytics: true, marketing: true, personalisation: false }, headers);
    expect(response.status).toBe(204);
    await useBudget(100_000);
    const { customerId } = await commerceLogin('customer@example.com');
    const customer = (await (await commerce(`/customer/${customerId}`, { app: true })).json()) as { metaData: Record<string, unknown> | null };
    expect(customer.metaData?.['storefront-consent']).toBe('v1.a1.m1.p0');
  });

  it('PUT /api/club-memberships/{id}: a change of delivery completes while reads are spent', async () => {
    const { headers, membershipId } = await member('busy-change');
    await spend('read');
    const response = await put(`/api/club-memberships/${membershipId}`, { fulfillment: 'pickup' }, headers);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { membership: { delivery: string } }).membership.delivery).toBe('pickup');
  });
});

describe('the cart over budget', () => {
  it('takes no app call: with the whole budget spent a line is added, kept and shown', async () => {
    const headers = await signInAs('former-member@example.com');
    await spend('write');
    await startRecording();
    const added = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, headers);
    expect(added.status).toBe(200);
    const cart = (await added.json()) as { cart: { items: { sku: string }[] } };
    expect(cart.cart.items.some((item) => item.sku === 'CS22-750')).toBe(true);
    const page = await get('/cart', {
      cookie: `${headers.cookie}; ${added.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')}`,
    });
    expect(page.status).toBe(200);
    expect(commerceCalls(await recordedRequests()).filter((c) => c.auth === 'app')).toHaveLength(0);
  });
});
