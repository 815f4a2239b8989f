import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReporter, firstTimeEach, forwardBrowserReport } from './index.ts';

afterEach(() => vi.restoreAllMocks());

describe('firstTimeEach', () => {
  it('is true the first time a key is seen, then false', () => {
    const first = firstTimeEach(10);
    expect(first('Image|bad|invalid')).toBe(true);
    expect(first('Image|bad|invalid')).toBe(false);
    expect(first('Image|other|invalid')).toBe(true);
  });

  it('starts over once it remembers its limit, so memory stays bounded', () => {
    const first = firstTimeEach(2);
    first('a');
    first('b');
    expect(first('c')).toBe(true);
    expect(first('a')).toBe(true);
  });
});

describe('createReporter and forwardBrowserReport', () => {
  const DSN = 'https://0123456789abcdef0123456789abcdef@errors.example/sentry/7';

  function harness(fetcher: (request: Request) => Promise<Response>) {
    const pending: Promise<unknown>[] = [];
    const options = { sentryDsn: DSN, environment: 'production', fetcher };
    return { options, waitUntil: (promise: Promise<unknown>) => void pending.push(promise), settled: () => Promise.allSettled(pending) };
  }

  it("sends a server error as a Sentry envelope to the DSN's ingest path, scrubbed", async () => {
    const sent: Request[] = [];
    const bodies: string[] = [];
    const { options, waitUntil, settled } = harness(async (request) => {
      sent.push(request);
      bodies.push(await request.text());
      return new Response('{}');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createReporter(options, new Request('https://shop.example/profile?email=ada%40example.com', { headers: { cookie: 'customerToken=abc' } }), waitUntil);
    report(new Error('lookup failed for ada@example.com'), { section: 'orders' });
    await settled();
    expect(new URL(sent[0]!.url).pathname).toBe('/sentry/api/7/envelope/');
    expect(new URL(sent[0]!.url).searchParams.get('sentry_key')).toBe('0123456789abcdef0123456789abcdef');
    expect(bodies[0]).toContain('lookup failed for [email]');
    expect(bodies[0]).not.toMatch(/ada|customerToken=abc/);
  });

  it('never throws when the error service fails, nor sends without a DSN', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = harness(() => Promise.reject(new TypeError('network down')));
    expect(() => createReporter(failing.options, new Request('https://shop.example/'), failing.waitUntil)(new Error('x'))).not.toThrow();
    expect(forwardBrowserReport(failing.options, failing.waitUntil, { kind: 'error', message: 'y', url: '/' }, undefined)).toBe(true);
    await failing.settled();

    const calls: Request[] = [];
    const off = harness(async (request) => (calls.push(request), new Response('{}')));
    expect(forwardBrowserReport({ ...off.options, sentryDsn: undefined }, off.waitUntil, { kind: 'feedback', message: 'hi', url: '/' }, undefined)).toBe(false);
    await off.settled();
    expect(calls).toEqual([]);
  });
});
