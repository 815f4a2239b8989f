import { describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../../platform/config/index.ts';
import { createMarketingClient, FORM_METRIC, isDuplicateProfile, KLAVIYO_REVISION, MarketingError, planFormSubmission, type MarketingTransport } from './index.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json', ...headers } });
const klaviyoError = (status: number, code: string, detail = 'Something is wrong.') => json(status, { errors: [{ id: 'e1', status, code, title: 'Error', detail, source: { pointer: '/data' } }] });
const accepted = () => new Response(null, { status: 202 });
const profileAnswer = (status = 201) => json(status, { data: { type: 'profile', id: '01JD2M7Q4N8R5T6V7W8X9Y0Z1B', attributes: { email: 'sam@example.com' }, links: { self: 'x' } } });

const LISTS = { newsletter: 'RnWs7Q', sms: 'Tx4mPb', popup: 'Pq8vLh', forms: 'Fm3kZc' };

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
    apiUrl: 'https://a.klaviyo.example',
    apiKey: 'pk_123',
    lists: LISTS,
    fetcher,
    report: (error) => reports.push(error),
    backoffMs: 1,
    ...overrides,
  });
  return { client, requests, reports, fetcher };
}

/** popup-email: one subscribe job, then the event. */
const POPUP = { email: 'sam@example.com', consent: true };
const bodies = async (requests: Request[]) => Promise.all(requests.map(async (request) => [new URL(request.url).pathname, await request.clone().json()] as const));

describe('the Klaviyo client', () => {
  it("sends every call with the private key, the revision and a JSON:API body, and resolves on Klaviyo's 202", async () => {
    const { client, requests } = setup([accepted, accepted]);
    await client.submitForm('popup-email', POPUP, { source: 'Pop-up: Home' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/profile-subscription-bulk-create-jobs', '/api/events']);
    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.headers.get('authorization')).toBe('Klaviyo-API-Key pk_123');
      expect(request.headers.get('revision')).toBe(KLAVIYO_REVISION);
      expect(request.headers.get('content-type')).toBe('application/vnd.api+json');
      expect(request.headers.get('x-api-key')).toBeNull();
    }
    expect(KLAVIYO_REVISION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("subscribes the newsletter's e-mail to the newsletter list, under the block's source", async () => {
    const { client, requests } = setup([accepted]);
    await client.signUpForNewsletter({ email: 'sam@example.com', email_opt_in: true, accept_legal: true, source: 'Footer' });
    expect(await bodies(requests)).toEqual([
      [
        '/api/profile-subscription-bulk-create-jobs',
        {
          data: {
            type: 'profile-subscription-bulk-create-job',
            attributes: {
              custom_source: 'Footer',
              profiles: { data: [{ type: 'profile', attributes: { email: 'sam@example.com', subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
            },
            relationships: { list: { data: { type: 'list', id: 'RnWs7Q' } } },
          },
        },
      ],
    ]);
  });

  it.each([undefined, '', '   '])('refuses to send anything with the API key %j, naming the missing setting', async (apiKey) => {
    const { client, fetcher } = setup([], { apiKey });
    const failure = client.submitForm('popup-email', POPUP);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow("Couldn't find environment variable(s): MARKETING_API_KEY");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('retries a throttled call after the wait Klaviyo asks for (Retry-After), and succeeds', async () => {
    vi.useFakeTimers();
    try {
      const { client, fetcher } = setup([() => klaviyoError(429, 'throttled', 'Request was throttled. Expected available in 1 seconds.'), accepted, accepted], { backoffMs: 250 });
      const done = client.submitForm('popup-email', POPUP);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetcher).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(fetcher).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 3 tries of 503 and 504, and reports the failure', async () => {
    const { client, fetcher, reports } = setup([() => json(503, {}), () => json(504, {}), () => json(503, {})]);
    const error = await client.submitForm('popup-email', POPUP).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketingError);
    expect((error as MarketingError).status).toBe(503);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(reports).toHaveLength(1);
  });

  it('does not hold a visitor for a throttle longer than its bound', async () => {
    const { client, fetcher } = setup([() => klaviyoError(429, 'throttled', 'Request was throttled. Expected available in 60 seconds.')]);
    const error = (await client.submitForm('popup-email', POPUP).catch((e: unknown) => e)) as MarketingError;
    expect(error.code).toBe('throttled');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('retries a 500 and a 502 with back-off, and succeeds once Klaviyo takes it', async () => {
    const { client, fetcher, reports } = setup([() => json(500, { message: 'boom' }), () => json(502, {}), accepted, accepted]);
    await client.submitForm('popup-email', POPUP);
    expect(fetcher).toHaveBeenCalledTimes(4);
    expect(reports).toHaveLength(0);
  });

  it('never retries a 400, which will fail again', async () => {
    const { client, fetcher } = setup([() => klaviyoError(400, 'invalid')]);
    await expect(client.submitForm('popup-email', POPUP)).rejects.toMatchObject({ status: 400, code: 'invalid' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("stops retrying when the next wait would outlast the call's budget", async () => {
    const { client, fetcher } = setup([() => json(503, {}), () => json(503, {})], { backoffMs: 40, budgetMs: 60 });
    await expect(client.submitForm('popup-email', POPUP)).rejects.toMatchObject({ status: 503 });
    // The first wait (40 ms) fits in 60 ms; the second (80 ms) does not.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('takes a partial failure (the e-mail stored, the phone not) as accepted, and reports it without the number', async () => {
    const { client, reports } = setup([() => new Response(null, { status: 202, headers: { 'X-Klaviyo-Partial-Failure': 'phone_number' } }), accepted]);
    await client.submitForm('popup-email', POPUP);
    expect(reports).toHaveLength(1);
    expect(String(reports[0])).toContain('phone_number');
  });

  it('reads a 409 duplicate_profile from profile-import without reporting it, sends nothing after it, and keeps the detail out of the error', async () => {
    const { client, reports, fetcher } = setup([() => klaviyoError(409, 'duplicate_profile', 'sam@example.com belongs to another profile')]);
    const error = await client.submitForm('popup-sms', { phone_number: '+17075550100', email: 'sam@example.com', consent: true, sms_consent: true }).catch((e: unknown) => e);
    expect(isDuplicateProfile(error)).toBe(true);
    expect((error as Error).message).not.toContain('sam@example.com');
    expect(reports).toHaveLength(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("validates profile-import's answer: one that is not Klaviyo's profile is reported, and the sign-up still goes through", async () => {
    const { client, reports, fetcher } = setup([() => json(200, { ok: true }), accepted, accepted]);
    await client.submitForm('popup-sms', { phone_number: '+14155550123', consent: true, sms_consent: true });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(reports).toHaveLength(1);
    expect((reports[0] as MarketingError).code).toBe('invalid_response');
  });

  it('turns a network failure into a 503 MarketingError', async () => {
    const { client } = setup([() => Promise.reject(new TypeError('fetch failed'))]);
    await expect(client.submitForm('popup-email', POPUP)).rejects.toMatchObject({ name: 'MarketingError', status: 503 });
  });

  it('turns a hung backend into a 408 "Request timed out." without sending again', async () => {
    const { client, fetcher } = setup([() => new Promise<Response>(() => {})], { timeoutMs: 5 });
    await expect(client.submitForm('popup-email', POPUP)).rejects.toMatchObject({ status: 408, message: 'Request timed out.' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('sends a profile-import first and reads its answer', async () => {
    const { client, requests } = setup([() => profileAnswer(201), accepted, accepted]);
    await client.submitForm('popup-email-dob', { email: 'sam@example.com', age_gated_date_of_birth: '1980-05-17', consent: true });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/profile-import', '/api/profile-subscription-bulk-create-jobs', '/api/events']);
  });
});

describe('which calls a sign-up makes', () => {
  const plan = (formType: string, fields: Record<string, string | boolean>, meta = {}) => planFormSubmission(formType, fields, meta, LISTS, 'uid-1');
  type Body = { data: { attributes: Record<string, unknown>; relationships?: { list: { data: { id: string } } } } };
  const listOf = (body: unknown) => (body as Body).data.relationships?.list.data.id;

  it('Form posts: the legacy-brand sign-up subscribes the e-mail to the forms list, never the newsletter, and records its form type', () => {
    const calls = plan('LegacyBrandSignup', { email: 'ada@example.com', consent: true });
    const subscribe = calls.find((call) => call.path === '/api/profile-subscription-bulk-create-jobs');
    expect(listOf(subscribe?.body)).toBe(LISTS.forms);
    expect(JSON.stringify(calls)).toContain('LegacyBrandSignup');
  });

  it('a contact message: the names on the profile, no subscription (no opt-in asked), the message as an event the winery can be e-mailed about', () => {
    const calls = plan(
      'GeneralWebsiteContactForm',
      { first_name: 'Sam', last_name: 'Vance', user_email: 'sam@example.com', phone_number: '+17075550100', message: 'Do you ship?', topic: 'feedback', accept_legal: true },
      { source: 'Contact page' },
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/profile-import', '/api/events']);
    // A phone typed without the texts consent is no identity of the profile.
    expect(calls[0]!.body).toEqual({ data: { type: 'profile', attributes: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Vance' } } });
    expect(calls[1]!.body).toEqual({
      data: {
        type: 'event',
        attributes: {
          properties: {
            form_type: 'GeneralWebsiteContactForm',
            source: 'Contact page',
            first_name: 'Sam',
            last_name: 'Vance',
            phone_number: '+17075550100',
            message: 'Do you ship?',
            topic: 'feedback',
            accept_legal: true,
          },
          unique_id: 'uid-1',
          metric: { data: { type: 'metric', attributes: { name: FORM_METRIC } } },
          profile: { data: { type: 'profile', attributes: { email: 'sam@example.com' } } },
        },
      },
    });
  });

  it('an event sign-up with both opt-ins: profile (with phone and birth date), e-mail to the forms list, SMS to the SMS list, then the event', () => {
    const calls = plan('EventSignup', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_email: 'ada@example.com',
      phone_number: '+14155550123',
      date_of_birth: '1980-05-17',
      email_opt_in: true,
      sms_opt_in: true,
      accept_legal: true,
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/profile-import', '/api/profile-subscription-bulk-create-jobs', '/api/profile-subscription-bulk-create-jobs', '/api/events']);
    expect((calls[0]!.body as Body).data.attributes).toEqual({
      email: 'ada@example.com',
      phone_number: '+14155550123',
      first_name: 'Ada',
      last_name: 'Lovelace',
      properties: { date_of_birth: '1980-05-17' },
    });
    expect(listOf(calls[1]!.body)).toBe('Fm3kZc');
    expect(listOf(calls[2]!.body)).toBe('Tx4mPb');
    expect((calls[2]!.body as { data: { attributes: { profiles: { data: { attributes: unknown }[] } } } }).data.attributes.profiles.data[0]!.attributes).toEqual({
      email: 'ada@example.com',
      phone_number: '+14155550123',
      age_gated_date_of_birth: '1980-05-17',
      subscriptions: { sms: { marketing: { consent: 'SUBSCRIBED' } } },
    });
  });

  it("the pop-up's e-mail joins the pop-up list with its source; its A/B variant travels on the event", () => {
    const calls = plan('popup-email', { email: 'sam@example.com', consent: true }, { source: 'Pop-up: Home', extraFields: { variant: 'B' } });
    expect(calls.map((call) => call.path)).toEqual(['/api/profile-subscription-bulk-create-jobs', '/api/events']);
    expect(listOf(calls[0]!.body)).toBe('Pq8vLh');
    expect((calls[0]!.body as Body).data.attributes.custom_source).toBe('Pop-up: Home');
    expect((calls[1]!.body as { data: { attributes: { properties: unknown } } }).data.attributes.properties).toEqual({ form_type: 'popup-email', source: 'Pop-up: Home', variant: 'B' });
  });

  it("the pop-up's texts step without an e-mail: the phone's profile, SMS consent to the SMS list, the event under the phone", () => {
    const calls = plan('popup-sms', { phone_number: '+14155550199', consent: true, sms_consent: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/profile-import', '/api/profile-subscription-bulk-create-jobs', '/api/events']);
    expect((calls[0]!.body as Body).data.attributes).toEqual({ phone_number: '+14155550199' });
    expect(listOf(calls[1]!.body)).toBe('Tx4mPb');
  });

  it("the pop-up's texts step after its e-mail step: the e-mail names the profile and is not subscribed again", () => {
    const calls = plan('popup-sms', { phone_number: '+14155550198', email: 'sam@example.com', consent: true, sms_consent: true });
    expect(calls.map((call) => call.path)).toEqual(['/api/profile-import', '/api/profile-subscription-bulk-create-jobs', '/api/events']);
    expect(listOf(calls[1]!.body)).toBe('Tx4mPb');
  });

  it("the signup block's e-mail joins the newsletter list", () => {
    const calls = plan('Signup', { email: 'sam@example.com', consent: true });
    expect(listOf(calls[0]!.body)).toBe('RnWs7Q');
  });

  it('corporate gifting: the company on the profile as its organisation', () => {
    const calls = plan('CorporateGifting', {
      first_name: 'A',
      last_name: 'B',
      user_email: 'a@example.com',
      phone_number: '+14155550100',
      company_name: 'Engines Ltd',
      message: 'x',
      email_opt_in: true,
      accept_legal: true,
    });
    expect((calls[0]!.body as Body).data.attributes).toMatchObject({ organization: 'Engines Ltd' });
    expect((calls[0]!.body as Body).data.attributes).not.toHaveProperty('phone_number');
  });
});
