// The storefront against Commerce7's app authentication and rate limit, end to end
// (storefront Worker + emulator): a customer who gave only an e-mail signs in and sees
// the account; the App Secret Key goes only to Commerce7's app endpoints (the emulator's
// request log notes what each call carried); a 429 is retried after Retry-After within the
// deadline, and otherwise shown as the generic error without signing anyone out.
import { afterEach, describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../../src/commerce/rules/orders.schema.ts';
import {
  ADULT,
  clearRateLimit,
  commerceRequestLog,
  get,
  post,
  setRateLimit,
  signInAs,
  startCommerceRequestLog,
  stopCommerceRequestLog,
} from './helpers.ts';

afterEach(async () => {
  await clearRateLimit();
  await stopCommerceRequestLog();
});

describe('a customer with only an e-mail (Commerce7 sends null names)', () => {
  it('signs in, and the session and /profile show the e-mail, never "null"', async () => {
    const login = await post('/api/customer/login', { email: 'email-only@example.com', password: 'Cellar-door-21' });
    expect(login.status).toBe(200);
    const snapshot = (await login.json()) as { customer: { firstName: string | null; lastName: string | null; email: string } };
    expect(snapshot.customer).toMatchObject({ firstName: null, lastName: null, email: 'email-only@example.com' });

    const { cookie } = await signInAs('email-only@example.com');
    const page = await get('/profile', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('email-only@example.com');
    expect(html).toContain('Welcome back');
    expect(html).not.toMatch(/null null|Welcome back, null|>null</);
    // Signed in, not mistaken for a visitor: the header offers the account, not the login.
    expect(html).toMatch(/aria-label="Account: email-only@example\.com, E"/);
  });
});

/** Commerce7's app endpoints (commerce7-apis.md; the resources an app is granted), as the log writes their paths. */
const APP_ENDPOINT = [
  /^\/customer$/,
  /^\/customer\/[^/]+$/,
  /^\/customer\/[^/]+\/(address|credit-card)(\/[^/]+)?$/,
  /^\/club(\/[^/]+)?$/,
  /^\/club-membership(\/[^/]+)?$/,
  /^\/order(\/[^/]+)?$/,
];
const isAppEndpoint = (path: string) => !path.endsWith('/limited') && path !== '/customer/self' && path !== '/customer/login' && APP_ENDPOINT.some((re) => re.test(path));

describe('the App Secret Key goes only to app endpoints', () => {
  it('across sign-in, the account pages, the cart, the join page and a sign-up', async () => {
    await startCommerceRequestLog();
    const member = await signInAs('member@example.com');
    for (const path of ['/profile', '/profile/orders', '/profile/club-membership', '/join?club=6-bottle-red-wines']) {
      expect((await get(path, member)).status, path).toBe(200);
    }
    expect((await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie: member.cookie })).status).toBe(200);
    const email = `app-auth-${crypto.randomUUID()}@example.com`;
    const registered = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' }, ADULT);
    expect(registered.status).toBe(201);

    const log = await commerceRequestLog();
    const app = log.filter((r) => r.auth === 'app');
    const customer = log.filter((r) => r.auth === 'customer-token');
    // The log saw both kinds, so what follows is not vacuous.
    expect(app.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['GET /order', 'POST /customer', 'GET /club']));
    expect(customer.map((r) => r.path)).toContain('/customer/self');
    for (const request of app) expect(isAppEndpoint(request.path), `${request.method} ${request.path}`).toBe(true);
    // No storefront call (customer token or tenant only) carries the secret anywhere.
    for (const request of log.filter((r) => r.auth === 'customer-token' || r.auth === 'none')) {
      expect(request.carriesAppSecret, `${request.method} ${request.path}`).toBe(false);
    }
    // And every app endpoint was called with the app's credentials, never with a customer's token.
    for (const request of log.filter((r) => isAppEndpoint(r.path))) expect(request.auth, `${request.method} ${request.path}`).toBe('app');
    // No app call was refused.
    expect(app.filter((r) => r.status === 401)).toEqual([]);
  });

  it('the App Secret Key is in no page the Worker serves', async () => {
    const member = await signInAs('member@example.com');
    for (const path of ['/profile/club-membership', '/join?club=6-bottle-red-wines', '/']) {
      expect(await (await get(path, member)).text(), path).not.toContain('local-commerce-secret');
    }
  });
});

describe('Commerce7’s rate limit (100 app requests a minute per tenant)', () => {
  it('the club list is read once and cached, so repeated join pages keep within the budget', async () => {
    await startCommerceRequestLog();
    await setRateLimit(3, 60);
    for (let i = 0; i < 5; i++) expect((await get('/join?club=6-bottle-red-wines')).status).toBe(200);
    const clubReads = (await commerceRequestLog()).filter((r) => r.method === 'GET' && r.path === '/club');
    expect(clubReads.length).toBeLessThanOrEqual(1);
  });

  it('a 429 is waited out (Retry-After) and retried once inside the 10 s deadline: the page still shows', async () => {
    const casey = await signInAs('customer@example.com');
    await startCommerceRequestLog();
    // One app request per 2-second window: the second page's order list meets a 429.
    await setRateLimit(1, 2);
    const first = await get('/profile/orders', casey);
    expect(first.status).toBe(200);
    const started = Date.now();
    const second = await get('/profile/orders', casey);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('#1005');
    const orderCalls = (await commerceRequestLog()).filter((r) => r.path === '/order');
    expect(orderCalls.map((r) => r.status)).toEqual([200, 429, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('a 429 whose Retry-After does not fit the deadline shows the error page, keeps the customer signed in, and recovers', async () => {
    const casey = await signInAs('customer@example.com');
    await setRateLimit(0, 60);
    const limited = await get('/profile/orders', casey);
    expect(limited.status).toBe(503);
    // The page's own message for a backend that cannot be read: never an empty order list.
    const html = await limited.text();
    expect(html).toContain(ORDERS_MESSAGES.unavailable);
    expect(html).not.toContain('#1005');
    expect(limited.headers.getSetCookie().some((c) => c.startsWith('customerToken=;') || /customerToken=[^;]*;.*Max-Age=0/i.test(c))).toBe(false);
    await clearRateLimit();
    const recovered = await get('/profile/orders', casey);
    expect(recovered.status).toBe(200);
    expect(await recovered.text()).toContain('#1005');
  });
});
