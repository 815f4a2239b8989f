// POST /api/forms/{formType} for every form type there is: the form block's twelve, the
// signup block's and the pop-up's three. Each is stored by the emulated marketing service
// (2xx), refused field by field with the spec's messages (400), refused as a duplicate
// profile when the phone belongs to someone else (409), retried through a throttle (429)
// and answered with the spec's failure when the service fails (502).
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_TYPES, formFields, getFormDefinition, POPUP_FORM_TYPES, SIGNUP_FORM_TYPES, type FieldDefinition } from '../../src/marketing/forms/index.ts';
import { clearFaults, emulator, post, setFault } from './helpers.ts';
import { storedFor, storedForms } from './marketing-stored.ts';

const ALL_TYPES = [...FORM_TYPES, ...SIGNUP_FORM_TYPES, ...POPUP_FORM_TYPES];
const FAILURE = 'Something went wrong, please try again in a few minutes.';
const DUPLICATE = 'Sorry this phone number is already associated with an account.';
/** Seeded by the emulator (migration 0007): member@example.com's number. */
const TAKEN_PHONE = '(707) 555-0100';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;
/** A 555 number nobody else in the run has. */
const uniquePhone = () => `(415) 555-${String((Date.now() + ++sequence) % 10_000).padStart(4, '0')}`;

/** What a visitor fills in for a field to be accepted. */
function validValue(field: FieldDefinition, email: string, phone: string): string | boolean | undefined {
  switch (field.name) {
    case 'first_name':
      return 'Ada';
    case 'last_name':
      return 'Lovelace';
    case 'user_email':
    case 'email':
      return email;
    case 'phone_number':
      return phone;
    case 'date_of_birth':
    case 'age_gated_date_of_birth':
      return '1980-05-17';
    case 'message':
      return 'Two cases for the office party, please.';
    case 'company_name':
      return 'Analytical Engines Ltd';
    case 'topic':
    case 'consent':
      return undefined;
    default:
      return field.type === 'checkbox' ? true : 'x';
  }
}

function validBody(formType: string, email = `${formType.toLowerCase()}-${unique()}@example.com`, phone = uniquePhone()) {
  const body: Record<string, string | boolean> = {};
  for (const field of formFields(getFormDefinition(formType)!)) {
    const value = validValue(field, email, phone);
    if (value !== undefined) body[field.name] = value;
  }
  return { body, email, phone };
}

/** The spec's message for each required field left blank (content spec section 5). */
const BLANK_MESSAGES: Record<string, string> = {
  first_name: 'Please enter first name',
  last_name: 'Please enter last name',
  user_email: 'Please enter email address',
  email: 'Please enter email address',
  phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)',
  date_of_birth: 'Please enter a valid date',
  age_gated_date_of_birth: 'Please enter a valid date',
  message: 'Please enter a valid message',
  email_opt_in: 'This field is required',
  accept_legal: 'This field is required',
};

const requiredNames = (formType: string) =>
  formFields(getFormDefinition(formType)!)
    .filter((field) => field.validationRules.some((rule) => rule.type === 'required'))
    .map((field) => field.name);

/** The submissions of one form type the twin stored for an e-mail (or, without one, a phone). */
const stored = (formType: string, email: string) => storedForms(formType, { email });

async function throttle(times: number) {
  await emulator('/__emulator/marketing/throttle', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times, retryAfterSeconds: 0 }),
  });
}

afterEach(async () => {
  await clearFaults();
  await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
});

const hasPhone = (formType: string) => formFields(getFormDefinition(formType)!).some((field) => field.name === 'phone_number');
/** An SMS sign-up: the form asks (or, for popup-sms, always gives) the texts consent. */
const isSmsSignup = (formType: string) => formFields(getFormDefinition(formType)!).some((field) => field.name === 'sms_opt_in' || field.name === 'sms_consent');

describe.each(ALL_TYPES)('POST /api/forms/%s', (formType) => {
  const url = `/api/forms/${formType}`;

  it('is stored by the marketing service and answered 201 with the success message', async () => {
    const { body, email } = validBody(formType);
    const response = await post(url, { ...body, source: 'Worker test' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { message: string }).message).toBe(getFormDefinition(formType)!.successMessage);
    const [submission] = await stored(formType, email);
    expect(submission?.source).toBe('Worker test');
    // Phone numbers travel as E.164.
    if (hasPhone(formType)) expect(submission?.fields.phone_number).toMatch(/^\+1415555\d{4}$/);
  });

  it('refuses each required field left out with its own spec message, and stores nothing', async () => {
    const response = await post(url, {});
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(json.message).toBe('Please correct the fields in red');
    const expected = Object.fromEntries(
      requiredNames(formType)
        .filter((name) => name in BLANK_MESSAGES)
        .map((name) => [name, BLANK_MESSAGES[name]]),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(json.errors).toEqual(expected);

    for (const name of Object.keys(expected)) {
      const { body } = validBody(formType);
      delete body[name];
      const one = await post(url, body);
      expect(one.status, name).toBe(400);
      expect(((await one.json()) as { errors: Record<string, string> }).errors).toEqual({ [name]: expected[name] });
    }
  });

  it('refuses a bad e-mail, phone and date of birth with the spec messages', async () => {
    const definition = getFormDefinition(formType)!;
    const names = formFields(definition).map((field) => field.name);
    const emailField = names.includes('user_email') ? 'user_email' : names.includes('email') ? 'email' : null;
    const dobField = names.find((name) => name.endsWith('date_of_birth'));
    const { body } = validBody(formType);
    const bad: Record<string, string> = hasPhone(formType) ? { phone_number: '555-0123' } : {};
    if (emailField) bad[emailField] = 'ada@example';
    if (dobField) bad[dobField] = '2015-01-01';
    const response = await post(url, { ...body, ...bad });
    expect(response.status).toBe(400);
    const expected: Record<string, string> = hasPhone(formType) ? { phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' } : {};
    if (emailField) expected[emailField] = 'Please provide a valid email address (eg: name@example.com)';
    if (dobField) expected[dobField] = 'Must be at least 21 years old';
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual(expected);
  });

  it.runIf(isSmsSignup(formType))('answers 409 with the spec message when the phone of an SMS sign-up already belongs to another profile', async () => {
    const { body, email } = validBody(formType, undefined, TAKEN_PHONE);
    const response = await post(url, body);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: DUPLICATE, errors: { phone_number: DUPLICATE } });
    expect(await stored(formType, email)).toEqual([]);
  });

  it.runIf(hasPhone(formType) && !isSmsSignup(formType))('takes a phone that is on another profile: without the texts consent it is no SMS sign-up', async () => {
    const { body, email } = validBody(formType, undefined, TAKEN_PHONE);
    expect((await post(url, body)).status).toBe(201);
    expect(await stored(formType, email)).toHaveLength(1);
  });

  it('retries through a throttle (429) and is stored once the service takes it', async () => {
    await throttle(1);
    const { body, email } = validBody(formType);
    expect((await post(url, body)).status).toBe(201);
    expect(await stored(formType, email)).toHaveLength(1);
  });

  it('answers 502 with the spec message when the service keeps failing, and stores nothing', async () => {
    await setFault('marketing', '500');
    const { body, email } = validBody(formType);
    const response = await post(url, body);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: FAILURE });
    await clearFaults();
    expect(await stored(formType, email)).toEqual([]);
  });
});

describe('what travels beside the fields', () => {
  it("sends corporate gifting under 'Klaviyo: Corporate Gifting Form' unless the block names a source", async () => {
    const { body, email } = validBody('CorporateGifting');
    expect((await post('/api/forms/CorporateGifting', body)).status).toBe(201);
    expect((await stored('CorporateGifting', email))[0]?.source).toBe('Klaviyo: Corporate Gifting Form');
    // The opt-in's consent carries the same source.
    expect((await storedFor({ email })).subscriptions.map((s) => s.custom_source)).toEqual(['Klaviyo: Corporate Gifting Form']);
  });

  it("carries the sweepstakes' name and the pop-up's A/B variant; drops form_id and consent sent as false", async () => {
    const sweep = validBody('Sweepstakes');
    expect((await post('/api/forms/Sweepstakes', { ...sweep.body, sweepstakesName: 'Harvest 2026' })).status).toBe(201);
    expect((await stored('Sweepstakes', sweep.email))[0]?.sweepstakes_name).toBe('Harvest 2026');

    const email = `popup-${unique()}@example.com`;
    const response = await post('/api/forms/popup-email-dob', {
      email,
      age_gated_date_of_birth: '1985-02-03',
      source: 'Pop-up: Email and DOB + SMS',
      consent: false,
      form_id: 'abc',
      extra_fields: { variant: 'Variant B' },
    });
    expect(response.status).toBe(201);
    expect(await stored('popup-email-dob', email)).toEqual([
      { form_type: 'popup-email-dob', source: 'Pop-up: Email and DOB + SMS', variant: 'Variant B', fields: { age_gated_date_of_birth: '1985-02-03' } },
    ]);
    // consent sent as false is still given: the pop-up's e-mail joined its list.
    expect((await storedFor({ email })).subscriptions).toMatchObject([{ consent: { email_marketing: 'SUBSCRIBED' } }]);
  });

  it('gives the same e-mail its phone again without a 409 (the same profile)', async () => {
    const { body } = validBody('popup-sms');
    expect((await post('/api/forms/popup-sms', body)).status).toBe(201);
    expect((await post('/api/forms/popup-sms', body)).status).toBe(201);
  });
});
