// POST /api/newsletter, the one endpoint of the footer's STAY IN TOUCH and the
// email-signup block, and the marketing blocks on the content pages that carry them.
import { afterEach, describe, expect, it } from 'vitest';
import { clearFaults, emulator, get, post, setFault } from './helpers.ts';
import { LIST_IDS, storedFor } from './marketing-stored.ts';

const valid = () => ({ email: `letters-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`, email_opt_in: true, accept_legal: true });

/** The newsletter sign-ups of an e-mail: the consent its subscribe jobs gave to the newsletter list. */
async function storedNewsletter(email: string) {
  const { subscriptions } = await storedFor({ email });
  return subscriptions.filter((s) => s.list?.id === LIST_IDS.newsletter);
}

afterEach(async () => {
  await clearFaults();
  await emulator('/__emulator/marketing/throttle', { method: 'DELETE' });
});

describe('POST /api/newsletter', () => {
  it("subscribes the e-mail to the newsletter list (e-mail marketing consent) under the block's source, and thanks the visitor", async () => {
    const body = valid();
    const response = await post('/api/newsletter', { ...body, source: 'Email signup: Letters from the cellar' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Thank you for signing up! Look for our next letter from the cellar soon.' });
    expect(await storedNewsletter(body.email)).toMatchObject([
      {
        list: { id: LIST_IDS.newsletter, name: 'Newsletter' },
        email: body.email,
        consent: { email_marketing: 'SUBSCRIBED', sms_marketing: null, sms_transactional: null },
        custom_source: 'Email signup: Letters from the cellar',
      },
    ]);
  });

  it.each([
    [{ email: '' }, { email: 'Email Address is required.' }],
    [{ email: 'letters@example' }, { email: 'Please enter a valid email address (i.e., name@example.com)' }],
    [{ accept_legal: false }, { accept_legal: 'Privacy policy and Terms of Use consent is required.' }],
    [{ email_opt_in: false }, { email_opt_in: 'Marketing consent is required.' }],
  ])('refuses %j with %j', async (change, errors) => {
    const body = { ...valid(), ...change };
    const response = await post('/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual(errors);
    expect(await storedNewsletter(body.email)).toEqual([]);
  });

  it('retries through a throttle and stores the sign-up once', async () => {
    await emulator('/__emulator/marketing/throttle', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ times: 2, retryAfterSeconds: 0 }) });
    const body = valid();
    expect((await post('/api/newsletter', body)).status).toBe(201);
    expect(await storedNewsletter(body.email)).toHaveLength(1);
  });

  it("answers 'Oops, something went wrong! Please try again later.' when the service keeps failing", async () => {
    await setFault('marketing', '500');
    const body = valid();
    const response = await post('/api/newsletter', body);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Oops, something went wrong! Please try again later.' });
  });
});

describe('the marketing blocks on the content pages', () => {
  it('/learn shows the email-signup block beside the footer sign-up', async () => {
    const html = (await (await get('/learn')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('data-island="email-signup"');
    expect(html).toContain('Letters from the cellar');
    expect(html).toContain('data-island="newsletter-signup"');
  });

  it('/our-story shows the signup form (e-mail, phone, SMS consent)', async () => {
    const html = await (await get('/our-story')).text();
    expect(html).toContain('aria-label="Signup"');
    expect(html).toContain('name="consent" value="true"');
  });

  it.each([
    ['/visit/events', 'Event signup'],
    ['/virtual-tastings', 'Virtual tasting'],
    ['/wine-society', 'Wine society contact us'],
  ])('%s shows its form (%s)', async (path, label) => {
    const html = await (await get(path)).text();
    expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('data-island="form-block"');
  });
});
