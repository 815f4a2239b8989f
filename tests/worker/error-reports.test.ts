// POST /api/errors end to end: the storefront scrubs a browser's report and forwards it to
// the error service, here the emulator's stand-in of Sentry's envelope ingest, whose store
// (GET /__emulator/error-reports) shows exactly what would have left.
import { SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADULT, clearFaults, emulator, ORIGIN, setFault } from './helpers.ts';

afterEach(clearFaults);

type Stored = { id: number; type: string; eventId: string | null; payload: Record<string, unknown> };

async function storedReports(type?: string): Promise<Stored[]> {
  const response = await emulator(`/__emulator/error-reports${type ? `?type=${type}` : ''}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { reports: Stored[] }).reports;
}

// The emulator migrates and seeds itself on its first request (seconds on a busy machine):
// done here, so the first report's forward is not what pays for it inside a test's wait.
beforeAll(async () => {
  await storedReports();
});

/**
 * A marker the scrubber leaves alone: lowercase letters only. A random UUID is not: about one
 * in fifty holds thirteen or more decimal digits between its dashes, which the card rule
 * rightly turns into "[card]", and the test then never found its own report (a flaky test).
 */
function markerOf(prefix: string): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${prefix}-${letters}`;
}

/** Each test reports from its own client address, so the per-client limit of one never touches another. */
let clients = 0;
const newClient = () => `198.51.100.${++clients}`;

function report(body: unknown, init: { client?: string; origin?: string; raw?: string } = {}) {
  return SELF.fetch(`${ORIGIN}/api/errors`, {
    method: 'POST',
    headers: { origin: init.origin ?? ORIGIN, 'content-type': 'text/plain;charset=UTF-8', 'cf-connecting-ip': init.client ?? newClient(), 'user-agent': 'vitest-browser' },
    body: init.raw ?? JSON.stringify(body),
  });
}

const PLANTED = {
  email: 'ada.lovelace@example.com',
  bearer: 'Bearer planted-token-51HxQpT2eZvKYlo2C0ffee',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0LTQyIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  cookie: 'customerToken=tok_9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d',
  card: '4242 4242 4242 4242',
};

describe('POST /api/errors', () => {
  it('answers 202 with an empty body, and what reaches the error service has no planted personal data', async () => {
    const marker = markerOf('marker');
    const response = await report({
      kind: 'error',
      name: 'TypeError',
      message: `${marker} add failed for ${PLANTED.email} with ${PLANTED.bearer}`,
      stack: `TypeError: boom\n  at add (/assets/entry.js:1:2) token ${PLANTED.jwt}\n  document.cookie: ${PLANTED.cookie}`,
      tags: { section: 'cart', card: `paid with ${PLANTED.card}`, query: `email=${encodeURIComponent(PLANTED.email)}` },
      url: `/product/cabernet?email=${encodeURIComponent(PLANTED.email)}`,
    });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');

    let event: Stored | undefined;
    await expect.poll(async () => (event = (await storedReports('event')).find((r) => JSON.stringify(r.payload).includes(marker))), { timeout: 5000 }).toBeTruthy();
    const sent = JSON.stringify(event!.payload);
    for (const planted of [PLANTED.email, 'ada.lovelace', 'ada.lovelace%40example.com', 'planted-token', PLANTED.jwt.slice(0, 20), 'tok_9b1deb4d', '4242 4242', 'cabernet?']) {
      expect(sent, planted).not.toContain(planted);
    }
    // The report itself arrives: where, what, and the tags the island gave.
    expect(event!.payload).toMatchObject({ level: 'error', environment: 'local', tags: { section: 'cart', source: 'browser' }, request: { url: '/product/cabernet' } });
    expect(sent).toContain('[email]');
    expect(sent).toContain('[card]');
  });

  it('stores the feedback the error screen sends, scrubbed, as Sentry user feedback', async () => {
    const marker = markerOf('feedback');
    const response = await report({ kind: 'feedback', message: `${marker}: the page broke when I paid; write me at ${PLANTED.email}`, tags: { reference: 'r-1' }, url: '/checkout' });
    expect(response.status).toBe(202);
    let item: Stored | undefined;
    await expect.poll(async () => (item = (await storedReports('feedback')).find((r) => JSON.stringify(r.payload).includes(marker))), { timeout: 5000 }).toBeTruthy();
    expect(item!.payload).toMatchObject({ type: 'feedback', contexts: { feedback: { message: `${marker}: the page broke when I paid; write me at [email]`, url: '/checkout' } } });
  });

  it('refuses a body past 16 kB with 413', async () => {
    const response = await report({ kind: 'error', message: 'x'.repeat(17 * 1024), url: '/' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'An error report may be at most 16 kB.' });
  });

  it('refuses a malformed report with 400, echoing none of it', async () => {
    const notJson = await report(null, { raw: '{"kind": "error", "message": "secret-words' });
    expect(notJson.status).toBe(400);
    const wrongShape = await report({ kind: 'crash', message: 'secret-words', url: '/' });
    expect(wrongShape.status).toBe(400);
    const text = await wrongShape.text();
    expect(text).not.toContain('secret-words');
    expect(text).not.toContain('crash');
  });

  it('answers 429 past 30 reports from one client in the window', async () => {
    const client = newClient();
    for (let i = 0; i < 30; i++) {
      const response = await report({ kind: 'error', message: `flood ${i}`, url: '/' }, { client });
      expect(response.status, `report ${i + 1}`).toBe(202);
    }
    const refused = await report({ kind: 'error', message: 'one too many', url: '/' }, { client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect((await report({ kind: 'error', message: 'another client', url: '/' })).status).toBe(202);
  });

  it('still answers 202 when the error service fails, and nothing breaks', async () => {
    await setFault('errors', '500');
    const response = await report({ kind: 'error', message: 'while the service is down', url: '/' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    expect((await SELF.fetch(`${ORIGIN}/`, { headers: { cookie: 'age_gate=false' } })).status).toBe(200);
  });

  it('refuses a cross-origin POST with 403', async () => {
    const response = await report({ kind: 'error', message: 'from elsewhere', url: '/' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('the error screen', () => {
  it("offers the feedback form under the page's CSP nonce, and the server's own error reaches the stand-in", async () => {
    await setFault('content', '500');
    const path = `/${markerOf('errors-never-seen')}`;
    const response = await SELF.fetch(`${ORIGIN}${path}?email=ada%40example.com`, { headers: ADULT });
    expect(response.status).toBe(500);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const html = await response.text();
    expect(html).toContain('Sorry, there has been an error.');
    expect(html).toMatch(/<label[^>]*for="error-feedback-message"[^>]*>What were you doing when the error happened\?<\/label>/);
    expect(nonce).toBeTruthy();
    expect(html).toMatch(new RegExp(`<script type="module" src="/assets/entry-[^"]+\\.js" nonce="${nonce!.replace(/[+/=]/g, (c) => `\\${c}`)}"`));

    let event: Stored | undefined;
    await expect.poll(async () => (event = (await storedReports('event')).find((r) => JSON.stringify(r.payload).includes(path))), { timeout: 5000 }).toBeTruthy();
    // Method and path only: the query (an e-mail here) never leaves. (Not the bare 'ada': the
    // path's random letters may hold it.)
    expect(JSON.stringify(event!.payload)).not.toContain('ada@example.com');
    expect(JSON.stringify(event!.payload)).not.toContain('ada%40example.com');
    expect(JSON.stringify(event!.payload)).not.toContain('email=');
  });
});

describe("the error service's stand-in (Sentry's envelope ingest)", () => {
  const envelope = (eventId: string) => `{"event_id":"${eventId}","sent_at":"2026-11-25T18:00:00.000Z"}\n{"type":"event"}\n{"event_id":"${eventId}","message":"hello"}\n`;

  it('takes an envelope with sentry_key in the query or in X-Sentry-Auth, and answers its id', async () => {
    const id = crypto.randomUUID().replaceAll('-', '');
    const viaQuery = await emulator('/sentry/api/1/envelope/?sentry_key=0123456789abcdef0123456789abcdef&sentry_version=7', { method: 'POST', body: envelope(id) });
    expect(viaQuery.status).toBe(200);
    expect(await viaQuery.json()).toEqual({ id });
    const viaHeader = await emulator('/sentry/api/1/envelope/', {
      method: 'POST',
      headers: { 'x-sentry-auth': 'Sentry sentry_version=7, sentry_key=0123456789abcdef0123456789abcdef, sentry_client=test/1' },
      body: envelope(id),
    });
    expect(viaHeader.status).toBe(200);
    const noSlash = await emulator('/sentry/api/1/envelope?sentry_key=0123456789abcdef0123456789abcdef', { method: 'POST', body: envelope(id) });
    expect(noSlash.status).toBe(200);
  });

  it('refuses a body that is not an envelope with 400', async () => {
    const response = await emulator('/sentry/api/1/envelope/?sentry_key=0123456789abcdef0123456789abcdef', { method: 'POST', body: 'not an envelope' });
    expect(response.status).toBe(400);
  });

  it('refuses a missing or unknown key with 401', async () => {
    expect((await emulator('/sentry/api/1/envelope/', { method: 'POST', body: envelope('a'.repeat(32)) })).status).toBe(401);
    expect((await emulator('/sentry/api/1/envelope/?sentry_key=ffffffffffffffffffffffffffffffff', { method: 'POST', body: envelope('a'.repeat(32)) })).status).toBe(401);
  });
});
