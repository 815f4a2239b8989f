// POST /api/forms/{formType}: the generic form block's submissions, validated with the
// spec's messages and stored by the emulator's marketing service.
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker/index.ts';
import { clearFaults, emulator, ORIGIN, post, setFault } from './helpers.ts';
import { storedFor as storedInKlaviyo, storedForms } from './marketing-stored.ts';

const FORM = '/api/forms/GeneralWebsiteContactForm';
const FAILURE = { message: 'Something went wrong, please try again in a few minutes.' };

let sequence = 0;
const uniqueEmail = () => `contact-${Date.now()}-${++sequence}@example.com`;
const validForm = (email = uniqueEmail()) => ({
  first_name: 'Sam',
  last_name: 'Vance',
  user_email: email,
  message: 'Do you ship to Oregon?',
  accept_legal: true,
});

/** The contact forms the twin stored for this e-mail (the form's event). */
const storedFor = (email: string) => storedForms('GeneralWebsiteContactForm', { email });

async function errorsOf(body: unknown) {
  const response = await post(FORM, body);
  expect(response.status).toBe(400);
  const json = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(json.message).toBe('Please correct the fields in red');
  return json.errors;
}

afterEach(async () => {
  await clearFaults();
  await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
  vi.restoreAllMocks();
});

describe('POST /api/forms/GeneralWebsiteContactForm', () => {
  it('thanks the visitor with the spec message once the marketing service has stored the submission', async () => {
    const email = uniqueEmail();
    const response = await post(FORM, { ...validForm(email), phone_number: '(555) 555-0123', topic: 'feedback' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Thanks for contacting us. We'll get back to you as soon as possible." });

    const [stored] = await storedFor(email);
    // The message travels as the form's event; the e-mail identifies its profile; the names go on the profile.
    expect(stored).toEqual({
      form_type: 'GeneralWebsiteContactForm',
      source: 'GeneralWebsiteContactForm',
      fields: { first_name: 'Sam', last_name: 'Vance', message: 'Do you ship to Oregon?', accept_legal: true, phone_number: '+15555550123', topic: 'feedback' },
    });
    const { profiles, subscriptions } = await storedInKlaviyo({ email });
    expect(profiles).toMatchObject([{ attributes: { email, first_name: 'Sam', last_name: 'Vance', phone_number: null } }]);
    // The contact form asks no marketing opt-in: writing to us is not subscribing.
    expect(subscriptions).toEqual([]);
  });

  it("passes the form block's source label along with the fields", async () => {
    const email = uniqueEmail();
    expect((await post(FORM, { ...validForm(email), source: ' Contact page ' })).status).toBe(201);
    const [stored] = await storedFor(email);
    expect(stored?.source).toBe('Contact page');
  });

  it('forwards only the form fields: an extra key in the body never reaches the marketing service', async () => {
    const email = uniqueEmail();
    expect((await post(FORM, { ...validForm(email), list_id: 'another-list', is_admin: true })).status).toBe(201);
    const [stored] = await storedFor(email);
    expect(Object.keys(stored!.fields)).not.toContain('list_id');
    expect(Object.keys(stored!.fields)).not.toContain('is_admin');
    expect((await storedInKlaviyo({ email })).subscriptions).toEqual([]);
  });

  it('answers an empty form with every required field and its spec message, and stores nothing', async () => {
    expect(await errorsOf({})).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      user_email: 'Please enter email address',
      message: 'Please enter a valid message',
      accept_legal: 'This field is required',
    });
  });

  it('rejects an invalid e-mail address with the example in the message', async () => {
    const email = 'sam@example';
    expect(await errorsOf({ ...validForm(), user_email: email })).toEqual({
      user_email: 'Please provide a valid email address (eg: name@example.com)',
    });
    expect(await storedFor(email)).toEqual([]);
  });

  // Each number once: the marketing service keeps one profile per phone (a second e-mail with it is a 409).
  it('rejects a phone number that is not a US 10-digit number, and accepts one with a leading 1', async () => {
    for (const phone_number of ['555-0123', '+44 20 7946 0958']) {
      expect(await errorsOf({ ...validForm(), phone_number })).toEqual({ phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' });
    }
    expect((await post(FORM, { ...validForm(), phone_number: '1 555 555 0124' })).status).toBe(201);
  });

  it('rejects a message over 1000 characters and an unticked legal checkbox', async () => {
    expect(await errorsOf({ ...validForm(), message: 'a'.repeat(1001), accept_legal: false })).toEqual({
      message: 'Please enter a valid message',
      accept_legal: 'This field is required',
    });
    expect((await post(FORM, { ...validForm(), message: 'a'.repeat(1000) })).status).toBe(201);
  });

  it('rejects a blank-looking name made of spaces, and an over-long one', async () => {
    expect(await errorsOf({ ...validForm(), first_name: '   ', last_name: 'V'.repeat(101) })).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please use at most 100 characters',
    });
  });

  it('answers an unknown form type with a JSON 404', async () => {
    const response = await post('/api/forms/NoSuchForm', validForm());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This form does not exist.' });
  });

  it('rejects a body that is not JSON, malformed JSON, or not an object with 400', async () => {
    const notJson = await post(FORM, 'first_name=Sam', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json).' });
    expect((await post(FORM, '{"first_name": ')).status).toBe(400);
    const list = await post(FORM, [validForm()]);
    expect(list.status).toBe(400);
    expect(((await list.json()) as { errors: Record<string, string> }).errors).toEqual({ body: 'Send the form fields as a JSON object.' });
  });

  it('refuses a submission from another site, or without an Origin', async () => {
    expect((await post(FORM, validForm(), { origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await SELF.fetch(`${ORIGIN}${FORM}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validForm()) });
    expect(noOrigin.status).toBe(403);
  });
});

describe('when the marketing service fails', () => {
  it('answers 502 with the spec message, and the e-mail is not written to the logs', async () => {
    const logged = vi.spyOn(console, 'error');
    await setFault('marketing', '500');
    const email = uniqueEmail();
    const response = await post(FORM, validForm(email));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(FAILURE);
    await clearFaults();
    expect(await storedFor(email)).toEqual([]);
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls.map((args) => args.map(String)))).not.toContain(email);
  });

  it('retries a throttled submission and thanks the visitor once it is stored', async () => {
    const throttle = await emulator('/__emulator/marketing/throttle', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 1, retryAfterSeconds: 0 }),
    });
    expect(throttle.status).toBe(200);
    const email = uniqueEmail();
    expect((await post(FORM, validForm(email))).status).toBe(201);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('gives up with the spec message when the throttle outlasts the retries', async () => {
    await emulator('/__emulator/marketing/throttle', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 5, retryAfterSeconds: 0 }),
    });
    const email = uniqueEmail();
    const response = await post(FORM, validForm(email));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual(FAILURE);
    await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
    expect(await storedFor(email)).toEqual([]);
  });

  it('fails without sending anything when MARKETING_API_KEY is missing, naming the setting', async () => {
    const unkeyed = { ...(env as unknown as Record<string, unknown>), MARKETING_API_KEY: '' };
    const email = uniqueEmail();
    const request = new Request(`${ORIGIN}${FORM}`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(validForm(email)),
    });
    const response = await worker.fetch(request, unkeyed as never, createExecutionContext());
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Couldn't find environment variable(s): MARKETING_API_KEY");
    expect(await storedFor(email)).toEqual([]);
  });
});
