import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../platform/config/index.ts';
import { createMarketingClient, isDuplicateProfile, MarketingError, type MarketingTransport } from './index.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const klaviyoError = (status: number, code: string, detail = 'Something is wrong.') =>
  json(status, { errors: [{ id: 'e1', status, code, title: 'Error', detail, source: { pointer: '/data' } }] });

function setup(answers: (() => Response | Promise<Response>)[], overrides: Partial<MarketingTransport> = {}) {
  const requests: Request[] = [];
  const reports: unknown[] = [];
  const fetcher = vi.fn(async (request: Request) => {
    requests.push(request);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const client = createMarketingClient({
    apiUrl: 'https://marketing.example',
    apiKey: 'key-123',
    fetcher,
    report: (error) => reports.push(error),
    backoffMs: 1,
    ...overrides,
  });
  return { client, requests, reports, fetcher };
}

const FIELDS = { first_name: 'Sam', user_email: 'sam@example.com', accept_legal: true };

describe('the marketing client', () => {
  it('posts a form under its type with the API key, and resolves on 202', async () => {
    const { client, requests } = setup([() => new Response(null, { status: 202 })]);
    await client.submitForm('GeneralWebsiteContactForm', FIELDS);
    const [request] = requests;
    expect(request?.url).toBe('https://marketing.example/forms/GeneralWebsiteContactForm');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('x-api-key')).toBe('key-123');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ fields: FIELDS });
  });

  it('signs up for the newsletter with consent true', async () => {
    const { client, requests } = setup([() => new Response(null, { status: 202 })]);
    await client.signUpForNewsletter({ email: 'sam@example.com', email_opt_in: true, accept_legal: true, source: 'Footer' });
    expect(requests[0]?.url).toBe('https://marketing.example/newsletter');
    expect(await requests[0]?.json()).toEqual({ email: 'sam@example.com', email_opt_in: true, accept_legal: true, source: 'Footer', consent: true });
  });

  it.each([undefined, '', '   '])('refuses to send anything with the API key %j, naming the missing setting', async (apiKey) => {
    const { client, fetcher } = setup([], { apiKey });
    const failure = client.submitForm('GeneralWebsiteContactForm', FIELDS);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow("Couldn't find environment variable(s): MARKETING_API_KEY");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('retries a throttled call after the wait the backend asks for, and succeeds', async () => {
    vi.useFakeTimers();
    try {
      const { client, fetcher } = setup(
        [() => klaviyoError(429, 'throttled', 'Request was throttled. Expected available in 1 seconds.'), () => new Response(null, { status: 202 })],
        { backoffMs: 250 },
      );
      const done = client.submitForm('GeneralWebsiteContactForm', FIELDS);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(fetcher).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 3 tries of 503 and 504, and reports the failure', async () => {
    const { client, fetcher, reports } = setup([() => json(503, {}), () => json(504, {}), () => json(503, {})]);
    const error = await client.submitForm('X', FIELDS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketingError);
    expect((error as MarketingError).status).toBe(503);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(reports).toHaveLength(1);
  });

  it('does not hold a visitor for a throttle longer than its bound', async () => {
    const { client, fetcher } = setup([() => klaviyoError(429, 'throttled', 'Request was throttled. Expected available in 60 seconds.')]);
    const error = (await client.submitForm('X', FIELDS).catch((e: unknown) => e)) as MarketingError;
    expect(error.code).toBe('throttled');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('retries a 500 and a 502 with back-off, and succeeds once the backend takes it', async () => {
    const { client, fetcher, reports } = setup([() => json(500, { message: 'boom' }), () => json(502, {}), () => new Response(null, { status: 202 })]);
    await client.submitForm('X', FIELDS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(reports).toHaveLength(0);
  });

  it('never retries a 400, which will fail again', async () => {
    const { client, fetcher } = setup([() => klaviyoError(400, 'invalid')]);
    await expect(client.submitForm('X', FIELDS)).rejects.toMatchObject({ status: 400, code: 'invalid' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when the next wait would outlast the call\'s budget', async () => {
    const { client, fetcher } = setup([() => json(503, {}), () => json(503, {})], { backoffMs: 40, budgetMs: 60 });
    await expect(client.submitForm('X', FIELDS)).rejects.toMatchObject({ status: 503 });
    // The first wait (40 ms) fits in 60 ms; the second (80 ms) does not.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('sends the source, the sweepstakes name and the A/B variant beside the fields, blanks left out', async () => {
    const { client, requests } = setup([() => new Response(null, { status: 202 }), () => new Response(null, { status: 202 })]);
    await client.submitForm('Sweepstakes', FIELDS, { source: 'Harvest page', sweepstakesName: 'Harvest 2026', extraFields: { variant: 'B' } });
    expect(await requests[0]!.json()).toEqual({ fields: FIELDS, source: 'Harvest page', sweepstakes_name: 'Harvest 2026', extra_fields: { variant: 'B' } });
    await client.submitForm('Sweepstakes', FIELDS, { source: '', extraFields: {} });
    expect(await requests[1]!.json()).toEqual({ fields: FIELDS });
  });

  it('takes a partial failure (the e-mail stored, the phone not) as accepted, and reports it without the number', async () => {
    const { client, reports } = setup([() => new Response(null, { status: 202, headers: { 'X-Klaviyo-Partial-Failure': 'phone_number' } })]);
    await client.submitForm('X', { ...FIELDS, phone_number: '+1555' });
    expect(reports).toHaveLength(1);
    expect(String(reports[0])).toContain('phone_number');
    expect(String(reports[0])).not.toContain('+1555');
  });

  it('reads a 409 duplicate_profile without reporting it, and keeps the detail (it may quote an e-mail) out of the error', async () => {
    const { client, reports } = setup([() => klaviyoError(409, 'duplicate_profile', 'sam@example.com belongs to another profile')]);
    const error = await client.submitForm('X', FIELDS).catch((e: unknown) => e);
    expect(isDuplicateProfile(error)).toBe(true);
    expect((error as Error).message).not.toContain('sam@example.com');
    expect(reports).toHaveLength(0);
  });

  it('turns a network failure into a 503 MarketingError', async () => {
    const { client } = setup([() => Promise.reject(new TypeError('fetch failed'))]);
    await expect(client.submitForm('X', FIELDS)).rejects.toMatchObject({ name: 'MarketingError', status: 503 });
  });

  it('turns a hung backend into a 408 "Request timed out." without sending again', async () => {
    const { client, fetcher } = setup([() => new Promise<Response>(() => {})], { timeoutMs: 5 });
    await expect(client.submitForm('X', FIELDS)).rejects.toMatchObject({ status: 408, message: 'Request timed out.' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
