// The marketing twin bound to Klaviyo's documentation (klaviyo/openapi, revision
// 2026-07-15; fixtures in tests/worker/fixtures/klaviyo/, each naming its source): the
// emulator refuses what Klaviyo refuses with Klaviyo's error envelope, takes the documented
// request bodies as Klaviyo does, answers in the documented shape; and the storefront's own
// outgoing requests, recorded on their way to the twin, carry the headers and only
// documented fields.
import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { KLAVIYO_REVISION } from '../../src/marketing/client/index.ts';
import { FORM_TYPES, formFields, getFormDefinition, POPUP_FORM_TYPES, SIGNUP_FORM_TYPES } from '../../src/marketing/forms/index.ts';
import worker from '../../src/worker/index.ts';
import { expectShape } from '../contract/shape.ts';
import errorFixture from './fixtures/klaviyo/error.response.json';
import eventFixture from './fixtures/klaviyo/event.request.json';
import profileImportFixture from './fixtures/klaviyo/profile-import.request.json';
import profileAnswerFixture from './fixtures/klaviyo/profile-import.response.json';
import subscribeFixture from './fixtures/klaviyo/subscribe-job.request.json';
import { emulator, ORIGIN } from './helpers.ts';

const KEY = 'local-marketing-key';
const LISTS = { newsletter: 'RnWs7Q', sms: 'Tx4mPb', popup: 'Pq8vLh', forms: 'Fm3kZc' };
const SUBSCRIBE = '/api/profile-subscription-bulk-create-jobs';
const PROFILE_IMPORT = '/api/profile-import';
const EVENTS = '/api/events';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;
const uniquePhone = () => `+1628555${String((Date.now() + ++sequence) % 10_000).padStart(4, '0')}`;

/** A fixture as a request body: its own `_source` and `_note` left out, values replaced where a run needs its own. */
function documented<T>(fixture: T, replace: (body: T) => void = () => {}): T {
  const body = JSON.parse(JSON.stringify(fixture, (key, value: unknown) => (key.startsWith('_') && key !== '_kx' ? undefined : value))) as T;
  replace(body);
  return body;
}

type Headers = Record<string, string | null>;
const GOOD_HEADERS: Headers = { authorization: `Klaviyo-API-Key ${KEY}`, revision: KLAVIYO_REVISION, 'content-type': 'application/vnd.api+json' };

function klaviyo(path: string, body: unknown, headers: Headers = {}) {
  const sent = new Headers();
  for (const [name, value] of Object.entries({ ...GOOD_HEADERS, ...headers })) if (value !== null) sent.set(name, value);
  return emulator(`/marketing${path}`, { method: 'POST', headers: sent, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

type KlaviyoErrors = { errors: { id: string; status: number; code: string; title: string; detail: string; source: Record<string, string> }[] };

async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/vnd.api+json');
  const body = (await response.json()) as KlaviyoErrors;
  expectShape(body, errorFixture);
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({ status, code });
  return body.errors[0]!;
}

const subscribeJob = (email: string, listId: string | null = LISTS.newsletter) =>
  documented(subscribeFixture, (body) => {
    const profile = body.data.attributes.profiles.data[0]!;
    profile.id = null as unknown as string;
    profile.attributes.email = email;
    profile.attributes.phone_number = uniquePhone();
    if (listId === null) delete (body.data as { relationships?: unknown }).relationships;
    else body.data.relationships.list.data.id = listId;
  });

async function stored(query: string) {
  return (await (await emulator(`/__emulator/form-submissions?${query}`)).json()) as {
    lists: { id: string; name: string }[];
    profiles: { id: string; attributes: Record<string, unknown> }[];
    subscriptions: { list: { id: string } | null; email: string | null; phone_number: string | null; consent: Record<string, string | null>; custom_source: string | null }[];
    events: { metric: string; profile: { email: string | null; phone_number: string | null }; properties: Record<string, unknown>; unique_id: string | null }[];
  };
}

afterEach(async () => {
  await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
});

describe('every call to the Klaviyo twin', () => {
  it.each([SUBSCRIBE, PROFILE_IMPORT, EVENTS])('%s without the revision header is refused: 400 invalid, naming the header', async (path) => {
    const error = await refusal(await klaviyo(path, {}, { revision: null }), 400, 'invalid');
    expect(error.source).toEqual({ parameter: 'revision' });
  });

  it.each(['2026-7-15', 'latest', '2026-02-30', '2099-01-15'])('refuses the revision %j, which names no revision', async (revision) => {
    await refusal(await klaviyo(SUBSCRIBE, subscribeJob(`rev-${unique()}@example.com`), { revision }), 400, 'invalid');
  });

  it.each([SUBSCRIBE, PROFILE_IMPORT, EVENTS])('%s without the private key is refused: 401 not_authenticated', async (path) => {
    await refusal(await klaviyo(path, {}, { authorization: null }), 401, 'not_authenticated');
  });

  it('refuses a wrong key, a key without its "Klaviyo-API-Key" scheme and the old x-api-key header: 401', async () => {
    const body = subscribeJob(`key-${unique()}@example.com`);
    await refusal(await klaviyo(SUBSCRIBE, body, { authorization: 'Klaviyo-API-Key pk_wrong' }), 401, 'authentication_failed');
    await refusal(await klaviyo(SUBSCRIBE, body, { authorization: `Bearer ${KEY}` }), 401, 'authentication_failed');
    await refusal(await klaviyo(SUBSCRIBE, body, { authorization: null, 'x-api-key': KEY }), 401, 'not_authenticated');
  });

  it('refuses a body that is not JSON:API (415) or not JSON (400)', async () => {
    await refusal(await klaviyo(EVENTS, 'email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
    await refusal(await klaviyo(EVENTS, '{"data": '), 400, 'invalid');
  });

  it("answers 429 throttled with Retry-After and Klaviyo's wording while the throttle switch is on", async () => {
    await emulator('/__emulator/marketing/throttle', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 1, retryAfterSeconds: 3 }) });
    const body = subscribeJob(`throttle-${unique()}@example.com`);
    const response = await klaviyo(SUBSCRIBE, body);
    expect(response.headers.get('retry-after')).toBe('3');
    const error = await refusal(response, 429, 'throttled');
    expect(error.detail).toBe('Request was throttled. Expected available in 3 seconds.');
    expect((await klaviyo(SUBSCRIBE, body)).status).toBe(202);
  });
});

describe('POST /api/profile-subscription-bulk-create-jobs (bulk_subscribe_profiles)', () => {
  it('takes the documented body: 202 with no body, the consent stored against the list', async () => {
    const email = `subscribe-${unique()}@example.com`;
    const response = await klaviyo(SUBSCRIBE, subscribeJob(email));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const { subscriptions, profiles } = await stored(`email=${encodeURIComponent(email)}`);
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      list: { id: LISTS.newsletter },
      email,
      consent: { email_marketing: 'SUBSCRIBED', sms_marketing: 'SUBSCRIBED', sms_transactional: 'SUBSCRIBED' },
      custom_source: 'Marketing Event',
    });
    // "If a profile cannot be found matching the given identifier(s), a new profile will be created".
    expect(profiles).toHaveLength(1);
  });

  it('refuses a list id that names no list of the account (404 not_found, pointing at the list)', async () => {
    const error = await refusal(await klaviyo(SUBSCRIBE, subscribeJob(`nolist-${unique()}@example.com`, 'Zz9Zz9')), 404, 'not_found');
    expect(error.source).toEqual({ pointer: '/data/relationships/list/data/id' });
  });

  it('takes a job without a list, as Klaviyo has since revision 2024-02-15: the account default applies and the profile joins no list', async () => {
    // The storefront never sends one (see the request test below): such a sign-up reaches no list-triggered flow.
    const email = `default-${unique()}@example.com`;
    expect((await klaviyo(SUBSCRIBE, subscribeJob(email, null))).status).toBe(202);
    expect((await stored(`email=${encodeURIComponent(email)}`)).subscriptions[0]?.list).toBeNull();
  });

  it('refuses a profile with neither e-mail nor phone, a phone that is not E.164, an unknown field and a consent other than SUBSCRIBED', async () => {
    const noAddress = subscribeJob('x@example.com');
    const attributes = noAddress.data.attributes.profiles.data[0]!.attributes as Record<string, unknown>;
    delete attributes.email;
    delete attributes.phone_number;
    attributes.subscriptions = {};
    expect((await refusal(await klaviyo(SUBSCRIBE, noAddress), 400, 'invalid')).source).toEqual({ pointer: '/data/attributes/profiles/data/0/attributes' });

    const badPhone = subscribeJob(`phone-${unique()}@example.com`);
    badPhone.data.attributes.profiles.data[0]!.attributes.phone_number = '(707) 555-0100';
    expect((await refusal(await klaviyo(SUBSCRIBE, badPhone), 400, 'invalid')).source).toEqual({ pointer: '/data/attributes/profiles/data/0/attributes/phone_number' });

    const unknown = subscribeJob(`unknown-${unique()}@example.com`);
    (unknown.data.attributes as Record<string, unknown>).list_id = LISTS.newsletter;
    expect((await refusal(await klaviyo(SUBSCRIBE, unknown), 400, 'invalid')).source).toEqual({ pointer: '/data/attributes/list_id' });

    const unsubscribed = subscribeJob(`consent-${unique()}@example.com`);
    (unsubscribed.data.attributes.profiles.data[0]!.attributes.subscriptions.email.marketing as { consent: string }).consent = 'UNSUBSCRIBED';
    await refusal(await klaviyo(SUBSCRIBE, unsubscribed), 400, 'invalid');
  });

  it('refuses consented_at without historical_import', async () => {
    const job = subscribeJob(`consented-${unique()}@example.com`);
    job.data.attributes.profiles.data[0]!.attributes.subscriptions.email.marketing.consented_at = '2024-01-01T00:00:00+00:00' as unknown as null;
    await refusal(await klaviyo(SUBSCRIBE, job), 400, 'invalid');
  });
});

describe('POST /api/profile-import (create_or_update_profile)', () => {
  const importBody = (email: string, phone = uniquePhone()) =>
    documented(profileImportFixture, (body) => {
      body.data.id = null as unknown as string;
      body.data.attributes.email = email;
      body.data.attributes.phone_number = phone;
      (body.data.attributes as Record<string, unknown>).properties = { date_of_birth: '1980-05-17' };
    });

  it('creates a profile from the documented body (201) and updates it (200), answering the documented profile', async () => {
    const email = `import-${unique()}@example.com`;
    const created = await klaviyo(PROFILE_IMPORT, importBody(email));
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { data: { id: string; attributes: Record<string, unknown> } };
    expectShape(answer, profileAnswerFixture);
    expect(answer.data.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(answer.data.attributes).toMatchObject({ email, first_name: 'Sarah', properties: { date_of_birth: '1980-05-17' } });

    const updated = await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { email, first_name: 'Sally', properties: { wine: 'red' } } } });
    expect(updated.status).toBe(200);
    const again = (await updated.json()) as { data: { id: string; attributes: Record<string, unknown> } };
    expectShape(again, profileAnswerFixture);
    // "not including a field in your request will leave it unchanged".
    expect(again.data).toMatchObject({ id: answer.data.id, attributes: { first_name: 'Sally', last_name: 'Mason', properties: { date_of_birth: '1980-05-17', wine: 'red' } } });
  });

  it("answers 409 duplicate_profile when the phone is another profile's (the seeded (707) 555-0100 is member@example.com's), and stores nothing", async () => {
    const email = `dup-${unique()}@example.com`;
    await refusal(await klaviyo(PROFILE_IMPORT, importBody(email, '+17075550100')), 409, 'duplicate_profile');
    expect((await stored(`email=${encodeURIComponent(email)}`)).profiles).toEqual([]);
    // The number's own profile may import it again.
    expect((await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { email: 'member@example.com', phone_number: '+17075550100' } } })).status).toBe(200);
  });

  it('lets a profile known by its phone alone take an e-mail; a second e-mail for the same phone is a duplicate', async () => {
    const phone = uniquePhone();
    const email = `phone-first-${unique()}@example.com`;
    expect((await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { phone_number: phone } } })).status).toBe(201);
    expect((await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { email, phone_number: phone } } })).status).toBe(200);
    await refusal(await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { email: `other-${email}`, phone_number: phone } } }), 409, 'duplicate_profile');
  });

  it('refuses a profile without an identifier and an attribute the schema does not have', async () => {
    await refusal(await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { first_name: 'Ada' } } }), 400, 'invalid');
    const error = await refusal(await klaviyo(PROFILE_IMPORT, { data: { type: 'profile', attributes: { email: `x-${unique()}@example.com`, birthday: '1980-01-01' } } }), 400, 'invalid');
    expect(error.source).toEqual({ pointer: '/data/attributes/birthday' });
  });
});

describe('POST /api/events (create_event)', () => {
  it('takes the documented body: 202 with no body, the event stored under its metric and profile', async () => {
    const email = `event-${unique()}@example.com`;
    const body = documented(eventFixture, (event) => {
      event.data.attributes.properties = { message: 'Do you ship to Oregon?' } as unknown as null;
      event.data.attributes.profile.data.attributes.email = email;
      event.data.attributes.profile.data.attributes.phone_number = uniquePhone();
    });
    const response = await klaviyo(EVENTS, body);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const { events } = await stored(`email=${encodeURIComponent(email)}`);
    expect(events).toMatchObject([{ metric: 'Viewed Product', properties: { message: 'Do you ship to Oregon?' } }]);
  });

  it('refuses an event without a metric name or without a profile identifier', async () => {
    const noMetric = documented(eventFixture, (event) => {
      event.data.attributes.properties = {} as unknown as null;
      (event.data.attributes.metric.data.attributes as { name?: string }).name = '';
    });
    await refusal(await klaviyo(EVENTS, noMetric), 400, 'invalid');
    await refusal(
      await klaviyo(EVENTS, {
        data: { type: 'event', attributes: { properties: {}, metric: { data: { type: 'metric', attributes: { name: 'X' } } }, profile: { data: { type: 'profile', attributes: {} } } } },
      }),
      400,
      'invalid',
    );
  });
});

describe("the storefront's requests to Klaviyo", () => {
  type Recorded = { url: URL; headers: Headers; body: unknown };

  /** Runs one storefront request with the emulator binding wrapped, so every backend call is recorded on its way. */
  async function recording(path: string, body: unknown) {
    const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
    const calls: { url: URL; headers: globalThis.Headers; text: string }[] = [];
    const recorder = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        calls.push({ url: new URL(request.url), headers: request.headers, text: await request.clone().text() });
        return backend.fetch(request);
      },
    };
    const request = new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const response = await worker.fetch(request, { ...(env as unknown as Record<string, unknown>), BACKEND: recorder } as never, createExecutionContext());
    const marketing: Recorded[] = calls
      .filter((call) => call.url.pathname.startsWith('/marketing/'))
      .map((call) => ({ url: call.url, headers: call.headers as unknown as Headers, body: JSON.parse(call.text) as unknown }));
    return { response, calls, marketing };
  }

  const FIXTURE_OF: Record<string, unknown> = { [SUBSCRIBE]: subscribeFixture, [PROFILE_IMPORT]: profileImportFixture, [EVENTS]: eventFixture };

  function checkCall(call: Recorded) {
    const path = call.url.pathname.replace(/^\/marketing/, '');
    const headers = call.headers as unknown as globalThis.Headers;
    expect(headers.get('authorization')).toBe(`Klaviyo-API-Key ${KEY}`);
    expect(headers.get('revision')).toBe(KLAVIYO_REVISION);
    expect(headers.get('content-type')).toBe('application/vnd.api+json');
    expect(FIXTURE_OF[path], path).toBeDefined();
    expectShape(call.body, FIXTURE_OF[path], { partial: true });
    if (path === SUBSCRIBE) {
      // Every sign-up names its list: one of the configured lists, never the account default.
      const listId = (call.body as { data: { relationships?: { list?: { data?: { id?: string } } } } }).data.relationships?.list?.data?.id;
      expect(Object.values(LISTS)).toContain(listId);
    }
    return path;
  }

  /** What a visitor fills in for a form type to be accepted, with both opt-ins ticked where offered. */
  function validBody(formType: string) {
    const email = `${formType.toLowerCase()}-${unique()}@example.com`;
    const phone = `(415) 555-${String((Date.now() + ++sequence) % 10_000).padStart(4, '0')}`;
    const body: Record<string, string | boolean> = {};
    for (const field of formFields(getFormDefinition(formType)!)) {
      const value: Record<string, string | boolean | undefined> = {
        first_name: 'Ada',
        last_name: 'Lovelace',
        user_email: email,
        email,
        phone_number: phone,
        date_of_birth: '1980-05-17',
        age_gated_date_of_birth: '1980-05-17',
        message: 'Two cases, please.',
        company_name: 'Engines Ltd',
        topic: undefined,
        consent: undefined,
      };
      const filled = field.name in value ? value[field.name] : field.type === 'checkbox' ? true : 'x';
      if (filled !== undefined) body[field.name] = filled;
    }
    return body;
  }

  it.each([...FORM_TYPES, ...SIGNUP_FORM_TYPES, ...POPUP_FORM_TYPES])(
    '/api/forms/%s sends only documented fields, with the key and the revision, to the three documented endpoints',
    async (formType) => {
      const { response, marketing, calls } = await recording(`/api/forms/${formType}`, { ...validBody(formType), source: 'Contract test' });
      expect(response.status).toBe(201);
      expect(marketing.length).toBeGreaterThan(0);
      const paths = marketing.map(checkCall);
      // The message reaches Klaviyo as an event a flow can e-mail the winery about.
      expect(paths.at(-1)).toBe(EVENTS);
      // The private key goes to Klaviyo only.
      for (const call of calls.filter((c) => !c.url.pathname.startsWith('/marketing/'))) expect(call.headers.get('authorization') ?? '').not.toContain(KEY);
    },
  );

  it('/api/newsletter sends one documented subscribe job to the newsletter list', async () => {
    const email = `letters-${unique()}@example.com`;
    const { response, marketing } = await recording('/api/newsletter', { email, email_opt_in: true, accept_legal: true, source: 'Footer' });
    expect(response.status).toBe(201);
    expect(marketing.map(checkCall)).toEqual([SUBSCRIBE]);
    expect(marketing[0]!.body).toMatchObject({ data: { relationships: { list: { data: { type: 'list', id: LISTS.newsletter } } } } });
  });
});

describe("the twin's developer controls", () => {
  it('lists the seeded lists, one per sign-up kind, with 6-character ids', async () => {
    const { lists } = await stored('email=nobody@example.com');
    expect(lists.map((list) => list.id).sort()).toEqual(Object.values(LISTS).sort());
    for (const list of lists) expect(list.id).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('answers 500 while the marketing fault is on, then takes the call again', async () => {
    await emulator('/__emulator/faults/marketing', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: '500', times: 1 }) });
    const body = subscribeJob(`fault-${unique()}@example.com`);
    expect((await klaviyo(SUBSCRIBE, body)).status).toBe(500);
    expect((await klaviyo(SUBSCRIBE, body)).status).toBe(202);
  });
});
