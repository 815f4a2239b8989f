import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach } from 'vitest';
import { APP_CREDENTIALS_MARKER } from '../../src/emulator/admin/recording.ts';

export const ORIGIN = 'http://localhost';
export const ADULT = { cookie: 'age_gate=false' };

/**
 * Calls the emulator directly, as a developer would from its admin routes. Marked as the
 * test's own call, so the emulator's request recording (what the storefront sends) leaves
 * it out.
 */
export async function emulator(path: string, init?: RequestInit): Promise<Response> {
  const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
  const headers = new Headers(init?.headers);
  headers.set('x-emulator-caller', 'test');
  return backend.fetch(new Request(`https://emulator.internal${path}`, { ...init, headers }));
}

export const COMMERCE_TENANT = 'triangle-ridge';
/** The storefront app's example credentials (wrangler.toml COMMERCE_APP_ID, .dev.vars.example COMMERCE_APP_SECRET). */
export const COMMERCE_APP = { id: 'triangle-ridge-storefront', secret: 'local-commerce-secret' };
/** Commerce7 app authentication: HTTP Basic, user = app id, password = App Secret Key. */
export const APP_AUTHORIZATION = `Basic ${btoa(`${COMMERCE_APP.id}:${COMMERCE_APP.secret}`)}`;

/**
 * Calls the emulated commerce API (path after /commerce/v1) as the storefront does: tenant
 * header, JSON. `app: true` adds the app's Basic credentials, as the Worker sends them on
 * Commerce7's app endpoints (customers, addresses, cards, clubs, memberships, orders).
 */
export async function commerce(path: string, init: RequestInit & { app?: boolean } = {}): Promise<Response> {
  const { app, ...rest } = init;
  init = rest;
  const headers = new Headers(init.headers);
  if (app) headers.set('authorization', APP_AUTHORIZATION);
  if (!headers.has('tenant')) headers.set('tenant', COMMERCE_TENANT);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return emulator(`/commerce/v1${path}`, { ...init, headers });
}

export type TypedCard = { cardholderName: string; cardNumber: string; expiry: string; cvv: string };

/** What the browser's tokeniser does: the card goes to the gateway stand-in, which answers a token (201) or a refusal (400). */
export async function tokenize(card: TypedCard): Promise<Response> {
  return emulator('/__emulator/gateway/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv, cardHolderName: card.cardholderName }),
  });
}

/** The approved test card's token, as the join wizard sends it to the store (Commerce7's credit-card create body). */
export async function cardToken(card: Partial<TypedCard> = {}): Promise<CardTokenBody> {
  const response = await tokenize({ cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', ...card });
  if (response.status !== 201) throw new Error(`the gateway refused the card: ${response.status} ${await response.text()}`);
  return (await response.json()) as CardTokenBody;
}

export type CardTokenBody = { tokenOnFile: string; gateway: string; cardBrand: string; maskedCardNumber: string; expiryMo: number; expiryYr: number; cardHolderName: string };

export const DEMO_PASSWORD = 'Cellar-door-21';

/** Logs a demo account in; returns its token and customer id. */
export async function commerceLogin(email: string, password = DEMO_PASSWORD, cartId?: string) {
  const response = await commerce('/customer/login', { method: 'POST', body: JSON.stringify({ email, password, cartId }) });
  if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; customer: { id: string } };
  return { token: body.token, customerId: body.customer.id, body };
}

/** A new web cart, optionally for a customer; returns its id. */
export async function commerceCart(customerId?: string): Promise<string> {
  const response = await commerce('/cart', {
    method: 'POST',
    body: JSON.stringify({ channel: 'Web', connectionInformation: { userAgent: 'vitest' }, customerId }),
  });
  if (response.status !== 201) throw new Error(`cart create failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export async function setFault(service: 'content' | 'marketing' | 'commerce' | 'errors', mode: '500' | 'hang' | 'invalid-json' | 'slow', times?: number) {
  const response = await emulator(`/__emulator/faults/${service}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, times }),
  });
  if (!response.ok) throw new Error(`could not set fault: ${response.status}`);
}

/** Commerce7's rate limit switched on in the emulator (off again with clearRateLimit). */
export async function setRateLimit(limitPerMinute: number, windowSeconds?: number) {
  const response = await emulator('/__emulator/commerce/rate-limit', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limitPerMinute, windowSeconds }),
  });
  if (!response.ok) throw new Error(`could not set the rate limit: ${response.status}`);
}

export async function clearRateLimit() {
  await emulator('/__emulator/commerce/rate-limit', { method: 'DELETE' });
}

/**
 * A request an emulated service received from the store, as the emulator's recorder keeps
 * it (GET /__emulator/requests): Authorization values only as their scheme and which
 * credential they were, the App Secret Key anywhere else as "[COMMERCE_APP_SECRET]".
 */
export type RecordedRequest = { method: string; path: string; headers: Record<string, string>; body: string; status: number | null; carriesAppSecret: boolean };

/** Starts (and empties) the emulator's recording of what the store sends its backends. */
export async function startRecording() {
  const response = await emulator('/__emulator/requests/recording', { method: 'PUT' });
  if (response.status !== 200) throw new Error(`could not start recording: ${response.status}`);
}

export async function recordedRequests(): Promise<RecordedRequest[]> {
  const response = await emulator('/__emulator/requests');
  return ((await response.json()) as { requests: RecordedRequest[] }).requests;
}

/** Stops recording and forgets what was recorded. */
export async function stopRecording() {
  await emulator('/__emulator/requests/recording', { method: 'DELETE' });
}

export type CommerceCredentials = 'app' | 'basic-other' | 'customer-token' | 'none';

/**
 * The recorded commerce calls, each with its path as Commerce7 names it (after /commerce/v1,
 * no query) and the credentials it carried, read from the recorder's marker: the app's own
 * Basic credentials, other Basic ones, a customer's token (bare or Bearer), or none.
 */
export function commerceCalls(requests: RecordedRequest[]): (RecordedRequest & { auth: CommerceCredentials })[] {
  const credentials = (authorization = ''): CommerceCredentials =>
    !authorization.trim() ? 'none' : authorization === APP_CREDENTIALS_MARKER ? 'app' : /^Basic\s/i.test(authorization) ? 'basic-other' : 'customer-token';
  return requests.filter((r) => r.path.startsWith('/commerce/v1/')).map((r) => ({ ...r, path: r.path.slice('/commerce/v1'.length).split('?')[0]!, auth: credentials(r.headers.authorization) }));
}

export async function clearFaults() {
  await emulator('/__emulator/faults', { method: 'DELETE' });
}

/** What the emulator's publish answered about Builder's webhook (src/emulator/content/webhook.ts). */
type WebhookDelivery = { delivered: boolean; status?: number; pending?: { path: string; headers: Record<string, string>; body: string } };

/**
 * Delivers the webhook request a publish made, as the network would: the emulator cannot
 * address the worker under test, so it hands the request back. Returns the store's status.
 */
export async function deliverWebhook(delivery: WebhookDelivery | undefined): Promise<number | undefined> {
  if (!delivery?.pending) return delivery?.status;
  const { path, headers, body } = delivery.pending;
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, body });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`the content webhook answered ${response.status}`);
  return response.status;
}

/** Publishes an entry as an editor would: the emulator stores it and Builder's webhook purges the store's caches. */
export async function publish(entry: Record<string, unknown>): Promise<number | undefined> {
  const response = await emulator('/__emulator/content', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  });
  if (!response.ok) throw new Error(`could not publish: ${response.status} ${await response.text()}`);
  return deliverWebhook(((await response.json()) as { webhook?: WebhookDelivery }).webhook);
}

/**
 * A publisher for one test file: what it publishes is unpublished after each test.
 * `const publishAll = publishedPerTest();` at the top of the file, then `await publishAll(entry, ...)`.
 */
export function publishedPerTest(): (...entries: Record<string, unknown>[]) => Promise<void> {
  const published: string[] = [];
  afterEach(async () => {
    for (const id of published.splice(0)) await unpublish(id);
  });
  return async (...entries) => {
    for (const entry of entries) {
      await publish(entry);
      published.push(entry.id as string);
    }
  };
}

export async function unpublish(id: string) {
  const response = await emulator(`/__emulator/content/${id}`, { method: 'DELETE' });
  if (response.status === 200) await deliverWebhook(((await response.json()) as { webhook?: WebhookDelivery }).webhook);
  else await response.body?.cancel();
}

/** A page entry at `path` with the given blocks. */
export function pageEntry(id: string, path: string, data: Record<string, unknown>) {
  return { id, model: 'page', name: id, query: [{ property: 'urlPath', operator: 'is', value: path }], data: { url: path, ...data } };
}

export function get(path: string, headers: Record<string, string> = ADULT) {
  return SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' });
}

/** Requests `path` until the stored copy answers (the store writes it after the response, in waitUntil). */
export async function storedCopy(path: string, headers: Record<string, string> = ADULT): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await get(path, headers);
    if (response.headers.get('x-cache') === 'HIT') return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} was never stored`);
}

/**
 * A visitor's view of `path` through the Worker itself, under `vars` on top of the test
 * bindings, waiting for what the Worker does after answering (the page cache's store and
 * re-render) before it returns.
 */
export async function viewThroughWorker(path: string, vars: Record<string, string> = {}) {
  const { default: worker } = await import('../../src/worker/index.ts');
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: ADULT }), { ...(env as unknown as Record<string, unknown>), ...vars } as never, context);
  const html = await response.text();
  await waitOnExecutionContext(context);
  return { response, html };
}

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const isForm = body instanceof URLSearchParams;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
    body: isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Signs a demo account in through the storefront; the cookie header of its session (age gate passed). */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<{ cookie: string }> {
  const response = await post('/api/customer/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  const token = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('customerToken='))!
    .split(';')[0]!;
  return { cookie: `age_gate=false; ${token}` };
}

/** A new account made through the storefront's sign-up (signed in, age gate passed): its e-mail and cookie header. */
export async function registerThroughStore(tag: string, password = 'Vintage-2026') {
  const email = `${tag}-${crypto.randomUUID()}@example.com`;
  const response = await post('/api/customer/register', { firstName: 'Ada', lastName: 'Lovelace', email, password, birthDate: '1990-05-01' });
  if (response.status !== 201) throw new Error(`sign-up as ${email} failed: ${response.status} ${await response.text()}`);
  const token = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('customerToken='))!
    .split(';')[0]!;
  return { email, headers: { cookie: `age_gate=false; ${token}` } };
}

/**
 * A product cache over a Map instead of KV, for commerce verbs built outside the Worker.
 * Every read parses the stored JSON again, as KV hands back a new object each time.
 */
export function memoryCache() {
  const kv = new Map<string, string>();
  return {
    deps: {
      kv: {
        get: (async (key: string) => (kv.has(key) ? JSON.parse(kv.get(key)!) : null)) as KVNamespace['get'],
        put: async (key: string, value: string) => void kv.set(key, value),
        delete: async (key: string) => void kv.delete(key),
      },
      waitUntil: () => undefined,
    },
    policy: { freshSeconds: 60, staleSeconds: 60 },
  };
}

/** An island's serialised props on a page (its `data-props`, HTML-unescaped), or null when the page has none of it. */
export function islandProps(html: string, name: string): Record<string, unknown> | null {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!match) return null;
  const json = match[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * The store's production settings over the test's, for one request through `worker.fetch`:
 * https partner scripts and no payment tokeniser, as in wrangler.toml's [env.production]. The
 * emulator's tag manager stand-in is a local path, refused outside ENVIRONMENT=local.
 */
export const PRODUCTION_VARS = {
  ENVIRONMENT: 'production',
  COMMERCE_WIDGET_SCRIPT_URL: 'https://cdn.commerce7.com/v2/commerce7.js',
  PAYMENT_TOKENIZER_SCRIPT_URL: '',
  GTM_SCRIPT_URL: '',
} as const;
