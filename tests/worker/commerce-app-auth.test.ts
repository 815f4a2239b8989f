// The storefront against Commerce7's app authentication and rate limit, end to end
// (storefront Worker + emulator): a customer who gave only an e-mail signs in and sees
// the account; the App Secret Key goes only to Commerce7's app endpoints, never to Klaviyo
// or Builder (the emulator's request recorder notes what each call carried, and keeps no
// credential itself); a 429 is retried after Retry-After within the
// deadline, and otherwise shown as the generic error without signing anyone out.
import { afterEach, describe, expect, it } from 'vitest';
import { ORDERS_MESSAGES } from '../../src/commerce/rules/orders.schema.ts';
import { forgetPersonalData } from '../../src/platform/cache/personal.ts';
import { env } from 'cloudflare:test';
import {
  ADULT,
  APP_AUTHORIZATION,
  cardToken,
  clearRateLimit,
  COMMERCE_APP,
  COMMERCE_TENANT,
  commerceCalls,
  get,
  post,
  recordedRequests,
  setRateLimit,
  signInAs,
  startRecording,
  stopRecording,
} from './helpers.ts';

afterEach(async () => {
  await clearRateLimit();
  await stopRecording();
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

/** Commerce7's app endpoints (commerce7-apis.md; the resources an app is granted), as commerceCalls writes their paths. */
const APP_ENDPOINT = [/^\/customer$/, /^\/customer\/[^/]+$/, /^\/customer\/[^/]+\/(address|credit-card)(\/[^/]+)?$/, /^\/club(\/[^/]+)?$/, /^\/club-membership(\/[^/]+)?$/, /^\/order(\/[^/]+)?$/];
const isAppEndpoint = (path: string) => !path.endsWith('/limited') && path !== '/customer/self' && path !== '/customer/login' && APP_ENDPOINT.some((re) => re.test(path));

describe('the App Secret Key goes only to app endpoints', () => {
  it('across a sign-in, the account pages, the cart, a sign-up, a join, a newsletter sign-up and a content page', async () => {
    await startRecording();
    const member = await signInAs('member@example.com');
    // The sign-in's answer is the token's reused record: forgotten, the account pages read
    // the customer with their token, so the recording holds a customer-token call to check.
    forgetPersonalData();
    for (const path of ['/profile', '/profile/orders', '/profile/club-membership', '/join?club=6-bottle-red-wines']) {
      expect((await get(path, member)).status, path).toBe(200);
    }
    expect((await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie: member.cookie })).status).toBe(200);
    const email = `app-auth-${crypto.randomUUID()}@example.com`;
    const registered = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Vintage-2026', birthDate: '1990-05-01' }, ADULT);
    expect(registered.status).toBe(201);
    const newcomer = {
      cookie: `age_gate=false; ${
        registered.headers
          .getSetCookie()
          .find((c) => c.startsWith('customerToken='))!
          .split(';')[0]
      }`,
    };
    const joined = await post('/api/club-memberships', { club: '6-bottle-red-wines', fulfillment: 'pickup', payment: await cardToken() }, newcomer);
    expect(joined.status).toBe(201);
    expect((await post('/api/newsletter', { email, email_opt_in: true, accept_legal: true })).status).toBe(201);
    expect((await get('/our-story')).status).toBe(200);

    const requests = await recordedRequests();
    const log = commerceCalls(requests);
    const app = log.filter((r) => r.auth === 'app');
    const customer = log.filter((r) => r.auth === 'customer-token');
    // The recording saw both kinds of commerce call, Klaviyo and Builder, so what follows is not vacuous.
    expect(app.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['GET /order', 'POST /customer', 'GET /club', 'POST /club-membership']));
    expect(customer.map((r) => r.path)).toContain('/customer/self');
    const klaviyo = requests.filter((r) => r.path.startsWith('/marketing/'));
    const builder = requests.filter((r) => r.path.startsWith('/content/'));
    expect(klaviyo.map((r) => `${r.method} ${r.path}`)).toContain('POST /marketing/api/profile-subscription-bulk-create-jobs');
    expect(builder.some((r) => r.path.includes('our-story'))).toBe(true);

    // Every request to any backend: the secret travelled only on an app endpoint, as the app's credentials.
    for (const request of requests) {
      if (!request.carriesAppSecret) continue;
      const call = commerceCalls([request])[0];
      expect(call && isAppEndpoint(call.path) && call.auth === 'app', `${request.method} ${request.path}`).toBe(true);
    }
    for (const request of app) expect(isAppEndpoint(request.path), `${request.method} ${request.path}`).toBe(true);
    // Klaviyo gets its own private key, Builder no credentials; neither the App Secret Key.
    for (const request of klaviyo) expect(request.headers.authorization, `${request.method} ${request.path}`).toBe('Klaviyo-API-Key [MARKETING_API_KEY]');
    for (const request of builder) expect(request.headers.authorization, request.path).toBeUndefined();
    // No storefront call (customer token or tenant only) carries the secret anywhere.
    for (const request of log.filter((r) => r.auth === 'customer-token' || r.auth === 'none')) {
      expect(request.carriesAppSecret, `${request.method} ${request.path}`).toBe(false);
    }
    // And every app endpoint was called with the app's credentials, never with a customer's token.
    for (const request of log.filter((r) => isAppEndpoint(r.path))) expect(request.auth, `${request.method} ${request.path}`).toBe('app');
    // No app call was refused.
    expect(app.filter((r) => r.status === 401)).toEqual([]);
    // What a developer reads from the recorder holds no credential: not the secret, not the Basic value.
    const recorded = JSON.stringify(requests);
    expect(recorded).not.toContain(COMMERCE_APP.secret);
    expect(recorded).not.toContain(APP_AUTHORIZATION.slice('Basic '.length));
    expect(recorded).not.toContain('local-marketing-key');
  });

  it('the recorder keeps which credential a call carried, never the credential, and flags the secret wherever it was', async () => {
    await startRecording();
    // Calls as the Worker would make them (no test marker), one carrying the secret where it must not go.
    const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
    const send = (path: string, init: RequestInit) => backend.fetch(new Request(`https://emulator.internal${path}`, init));
    await send('/commerce/v1/club', { headers: { tenant: COMMERCE_TENANT, authorization: APP_AUTHORIZATION } });
    await send('/commerce/v1/club', { headers: { tenant: COMMERCE_TENANT, authorization: `Basic ${btoa(`someone-else:${COMMERCE_APP.secret}`)}` } });
    await send(`/marketing/api/events?note=${COMMERCE_APP.secret}`, {
      method: 'POST',
      headers: { authorization: 'Klaviyo-API-Key local-marketing-key', revision: '2026-07-15', 'content-type': 'application/vnd.api+json', 'x-leak': COMMERCE_APP.secret },
      body: JSON.stringify({ data: { type: 'event', attributes: { note: COMMERCE_APP.secret } } }),
    });

    const [app, other, klaviyo] = await recordedRequests();
    expect(app).toMatchObject({ path: '/commerce/v1/club', status: 200, carriesAppSecret: true, headers: { authorization: 'Basic [COMMERCE_APP_ID:COMMERCE_APP_SECRET]' } });
    expect(other).toMatchObject({ status: 401, carriesAppSecret: true, headers: { authorization: 'Basic [other credentials]' } });
    expect(klaviyo).toMatchObject({
      path: '/marketing/api/events?note=[COMMERCE_APP_SECRET]',
      carriesAppSecret: true,
      headers: { authorization: 'Klaviyo-API-Key [MARKETING_API_KEY]', 'x-leak': '[COMMERCE_APP_SECRET]' },
    });
    expect(JSON.parse(klaviyo!.body)).toEqual({ data: { type: 'event', attributes: { note: '[COMMERCE_APP_SECRET]' } } });
    expect(JSON.stringify(await recordedRequests())).not.toContain(COMMERCE_APP.secret);
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
    await startRecording();
    await setRateLimit(3, 60);
    for (let i = 0; i < 5; i++) expect((await get('/join?club=6-bottle-red-wines')).status).toBe(200);
    const clubReads = commerceCalls(await recordedRequests()).filter((r) => r.method === 'GET' && r.path === '/club');
    expect(clubReads.length).toBeLessThanOrEqual(1);
  });

  it('a 429 is waited out (Retry-After) and retried once inside the 10 s deadline: the page still shows', async () => {
    const casey = await signInAs('customer@example.com');
    await startRecording();
    // One app request per 2-second window: the second page's order list meets a 429.
    await setRateLimit(1, 2);
    const first = await get('/profile/orders', casey);
    expect(first.status).toBe(200);
    const started = Date.now();
    const second = await get('/profile/orders', casey);
    expect(second.status).toBe(200);
    expect(await second.text()).toContain('#1005');
    const orderCalls = commerceCalls(await recordedRequests()).filter((r) => r.path === '/order');
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
