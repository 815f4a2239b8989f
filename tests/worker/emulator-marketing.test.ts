// The emulator's marketing service, called directly as the storefront's client does:
// Klaviyo's answers (202 with no body, errors in its shape, 429 throttled).
import { afterEach, describe, expect, it } from 'vitest';
import { emulator } from './helpers.ts';

const KEY = 'local-marketing-key';

function submit(formType: string, body: unknown, key: string | null = KEY) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['x-api-key'] = key;
  return emulator(`/marketing/forms/${formType}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

type KlaviyoErrors = { errors: { status: number; code: string; detail: string; source: { pointer: string } }[] };

afterEach(async () => {
  await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
});

describe('POST /marketing/forms/{formType}', () => {
  it('stores a submission and answers 202 with no body', async () => {
    const email = `emulator-${Date.now()}@example.com`;
    const response = await submit('EventSignup', { fields: { user_email: email, first_name: 'Ada', accept_legal: true }, source: 'Events page' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const { submissions } = (await (await emulator('/__emulator/form-submissions?formType=EventSignup')).json()) as {
      submissions: { email: string; payload: string }[];
    };
    const stored = submissions.find((s) => s.email === email);
    expect(JSON.parse(stored!.payload)).toEqual({ fields: { user_email: email, first_name: 'Ada', accept_legal: true }, source: 'Events page' });
  });

  it('refuses a missing or wrong API key with 401 not_authenticated', async () => {
    for (const key of [null, 'wrong-key']) {
      const response = await submit('EventSignup', { fields: { user_email: 'a@example.com' } }, key);
      expect(response.status).toBe(401);
      expect(((await response.json()) as KlaviyoErrors).errors[0]).toMatchObject({ status: 401, code: 'not_authenticated' });
    }
  });

  it('answers a submission it cannot store with 400 invalid, pointing at the problem', async () => {
    const noAddress = await submit('EventSignup', { fields: { first_name: 'Ada' } });
    expect(noAddress.status).toBe(400);
    expect(((await noAddress.json()) as KlaviyoErrors).errors[0]).toMatchObject({ code: 'invalid', source: { pointer: '/fields' } });
    expect((await submit('EventSignup', '{"fields": ')).status).toBe(400);
    expect((await submit('EventSignup', { fields: { user_email: 'a@example.com', nested: { x: 1 } } })).status).toBe(400);
  });

  it('answers 429 throttled, with the wait, while the throttle switch is on', async () => {
    await emulator('/__emulator/marketing/throttle', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 1, retryAfterSeconds: 3 }),
    });
    const throttled = await submit('EventSignup', { fields: { user_email: 'a@example.com' } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('3');
    expect(((await throttled.json()) as KlaviyoErrors).errors[0]).toMatchObject({
      code: 'throttled',
      detail: 'Request was throttled. Expected available in 3 seconds.',
    });
    expect((await submit('EventSignup', { fields: { user_email: 'a@example.com' } })).status).toBe(202);
  });
});

describe('profiles (one per e-mail, one per phone number)', () => {
  const phone = () => `+1628555${String(Date.now() % 10_000).padStart(4, '0')}`;

  it('answers 409 duplicate_profile when the phone belongs to another e-mail, and stores nothing', async () => {
    const email = `dup-${Date.now()}@example.com`;
    const response = await submit('popup-sms', { fields: { email, phone_number: '+17075550100', consent: true, sms_consent: true } });
    expect(response.status).toBe(409);
    expect(((await response.json()) as KlaviyoErrors).errors[0]).toMatchObject({ status: 409, code: 'duplicate_profile', source: { pointer: '/fields/phone_number' } });
    const { submissions } = (await (await emulator('/__emulator/form-submissions?formType=popup-sms')).json()) as { submissions: { email: string }[] };
    expect(submissions.some((s) => s.email === email)).toBe(false);
  });

  it('lets a profile known by its phone alone take an e-mail, and the same pair sign up again', async () => {
    const number = phone();
    const email = `phone-first-${Date.now()}@example.com`;
    expect((await submit('popup-sms', { fields: { phone_number: number, consent: true, sms_consent: true } })).status).toBe(202);
    expect((await submit('popup-sms', { fields: { email, phone_number: number, consent: true, sms_consent: true } })).status).toBe(202);
    expect((await submit('popup-sms', { fields: { email, phone_number: number, consent: true, sms_consent: true } })).status).toBe(202);
    expect((await submit('popup-sms', { fields: { email: `other-${email}`, phone_number: number, consent: true, sms_consent: true } })).status).toBe(409);
  });

  it('keeps a phone left on a form without the texts consent out of the profiles: no 409 for it', async () => {
    const response = await submit('GeneralWebsiteContactForm', { fields: { user_email: `contact-${Date.now()}@example.com`, phone_number: '+17075550100' } });
    expect(response.status).toBe(202);
  });

  it('accepts a valid e-mail with an invalid phone on the e-mail alone, saying so in X-Klaviyo-Partial-Failure', async () => {
    const email = `partial-${Date.now()}@example.com`;
    const response = await submit('Signup', { fields: { email, phone_number: '555-0100', consent: true, sms_consent: true } });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-klaviyo-partial-failure')).toBe('phone_number');
    // The phone was not taken: another e-mail may still sign up with a real number.
    expect((await submit('Signup', { fields: { email: `x-${email}`, phone_number: '555-0100' } })).headers.get('x-klaviyo-partial-failure')).toBe('phone_number');
  });

  it('refuses a submission with neither a valid e-mail nor an E.164 phone', async () => {
    const response = await submit('popup-sms', { fields: { phone_number: '555-0100' } });
    expect(response.status).toBe(400);
  });
});

describe('under a fault', () => {
  it('answers 500 while the marketing fault is on', async () => {
    await emulator('/__emulator/faults/marketing', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: '500', times: 1 }) });
    expect((await submit('EventSignup', { fields: { user_email: 'a@example.com' } })).status).toBe(500);
    expect((await submit('EventSignup', { fields: { user_email: 'a@example.com' } })).status).toBe(202);
  });
});
