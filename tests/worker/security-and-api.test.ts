import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../src/worker/index.ts';
import { clearFaults, get, ORIGIN, post, setFault } from './helpers.ts';
import { LIST_IDS, storedFor } from './marketing-stored.ts';

afterEach(clearFaults);

describe('security headers', () => {
  it('sends a nonce-based CSP whose nonce matches the page script', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('uses a fresh nonce on every response', async () => {
    const a = (await get('/')).headers.get('content-security-policy');
    const b = (await get('/')).headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });

  it('marks pages private so no shared cache keeps a visitor session', async () => {
    expect((await get('/')).headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('same-origin mutations', () => {
  it('refuses a POST without an Origin header', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This request must come from the storefront itself.' });
  });

  it('refuses a POST from another site', async () => {
    const response = await post('/api/newsletter', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toContain('No such API route');
  });
});

describe('POST /api/newsletter (the footer STAY IN TOUCH form)', () => {
  const valid = { email: 'sam@example.com', email_opt_in: true, accept_legal: true };

  it('stores a valid sign-up with the marketing service', async () => {
    const email = `signup-${Date.now()}@example.com`;
    const response = await post('/api/newsletter', { ...valid, email });
    expect(response.status).toBe(201);
    const { subscriptions } = await storedFor({ email });
    expect(subscriptions).toMatchObject([{ email, list: { id: LIST_IDS.newsletter }, consent: { email_marketing: 'SUBSCRIBED' } }]);
  });

  it('answers field errors with the spec messages and stores nothing', async () => {
    const response = await post('/api/newsletter', { email: 'not-an-email', email_opt_in: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({
      email: 'Please enter a valid email address (i.e., name@example.com)',
      email_opt_in: 'Marketing consent is required.',
      accept_legal: 'Privacy policy and Terms of Use consent is required.',
    });
  });

  it('rejects malformed JSON, a non-JSON body, a 10 kB email and SQL-looking input with 400', async () => {
    expect((await post('/api/newsletter', '{"email": ')).status).toBe(400);
    expect((await post('/api/newsletter', 'email=a@b.co', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await post('/api/newsletter', { ...valid, email: `${'a'.repeat(10_000)}@example.com` })).status).toBe(400);
    expect((await post('/api/newsletter', { ...valid, email: "x'); DROP TABLE klaviyo_profiles;--" })).status).toBe(400);
    expect((await post('/api/newsletter', [1, 2, 3])).status).toBe(400);
  });

  it('shows the spec failure message when the marketing service is down', async () => {
    await setFault('marketing', '500');
    const response = await post('/api/newsletter', valid);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Oops, something went wrong! Please try again later.' });
  });
});

describe('configuration', () => {
  it('fails with "Couldn\'t find environment variable(s)" naming each missing setting', async () => {
    const broken = { ...(env as unknown as Record<string, unknown>), PREVIEW_SECRET: '', CONTENT_API_KEY: undefined };
    const response = await worker.fetch(new Request(`${ORIGIN}/`), broken as never, createExecutionContext());
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Couldn't find environment variable(s): CONTENT_API_KEY, PREVIEW_SECRET");
  });
});

describe('the emulator controls in local development', () => {
  it('reaches the emulator outbox through the storefront', async () => {
    const response = await get('/__emulator/outbox');
    expect(response.status).toBe(200);
  });
});
