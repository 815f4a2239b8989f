// The marketing forms as a visitor meets them: a form block other than the contact form
// (EventSignup on /visit/events) sent through to the emulated marketing service, the
// email-signup block on /learn with every newsletter message, and the signup form block
// on /our-story refused with the spec's 409 message for a phone that is someone else's.
import { asAdult, expect, expectFailedRequest, hydrated, test } from './fixtures.ts';
import { LIST_IDS, storedFor, storedForms } from './marketing-stored.ts';

const uniqueEmail = (what: string) => `${what}-${Date.now()}@example.com`;

test.describe('marketing forms', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('the event sign-up on /visit/events is sent, thanked and stored with its SMS consent', async ({ page }) => {
    await page.goto('/visit/events');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Event signup' });
    await expect(form).toBeVisible();
    const sms = form.getByRole('checkbox', { name: /recurring automated marketing text messages from Triangle Ridge Winery/ });
    // The SMS consent is offered once there is a number to text.
    await expect(sms).toHaveCount(0);

    const email = uniqueEmail('event');
    await form.getByLabel('First Name*').fill('Ada');
    await form.getByLabel('Last Name*').fill('Lovelace');
    await form.getByLabel('Email*').fill(email);
    await form.getByLabel('Phone Number*').fill(`(415) 555-${String(Date.now() % 10_000).padStart(4, '0')}`);
    await form.getByLabel('Date of Birth*').fill('1980-05-17');
    await form.getByLabel('Additional Information').fill('Two seats for the harvest dinner, please.');
    await expect(sms).toBeVisible();
    await expect(form.getByText(/Consent is not a condition of purchase\. Reply HELP for help and STOP to cancel\./)).toBeVisible();
    await sms.check();
    await form.getByRole('checkbox', { name: 'Yes, I would like to subscribe to updates from Triangle Ridge Winery.*' }).check();
    await form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Use/ }).check();
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const thanks = page.getByRole('status').filter({ hasText: "Thanks for contacting us. We'll get back to you as soon as possible." });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();

    const [stored] = await storedForms(page, 'EventSignup', { email });
    expect(stored).toMatchObject({
      source: 'Events page',
      fields: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1980-05-17',
        message: 'Two seats for the harvest dinner, please.',
        sms_opt_in: true,
        email_opt_in: true,
        accept_legal: true,
      },
    });
    expect(stored?.fields.phone_number).toMatch(/^\+1415555\d{4}$/);
    // Both opt-ins ticked: the e-mail joined the forms list, the phone the SMS list.
    const { subscriptions } = await storedFor(page, { email });
    expect(subscriptions.map((s) => s.list?.id).sort()).toEqual([LIST_IDS.forms, LIST_IDS.sms].sort());
  });

  test('the email-signup block on /learn says each newsletter message, keeps what was typed through a failure, then signs up and resets', async ({ page, baseURL, consoleErrors }) => {
    await page.goto('/learn');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Letters from the cellar' });
    await expect(form).toBeVisible();
    const email = form.getByLabel('Email address');
    const marketing = form.getByRole('checkbox', { name: 'Yes, I would like to subscribe to updates from Triangle Ridge Winery.*' });
    const legal = form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Use/ });
    const status = form.getByRole('status');

    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(email).toHaveAccessibleDescription('Email Address is required.');
    await expect(email).toBeFocused();
    await expect(marketing).toHaveAccessibleDescription('Marketing consent is required.');
    await expect(legal).toHaveAccessibleDescription('Privacy policy and Terms of Use consent is required.');

    await email.fill('ada@example');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address (i.e., name@example.com)');

    const address = uniqueEmail('letters');
    await email.fill(address);
    await marketing.check();
    await legal.check();
    const fault = await page.request.put('/__emulator/faults/marketing', { data: { mode: '500' }, headers: { origin: baseURL! } });
    expect(fault.ok()).toBe(true);
    try {
      await form.getByRole('button', { name: 'Sign up' }).click();
      await expect(status).toHaveText('Oops, something went wrong! Please try again later.');
      expectFailedRequest(consoleErrors, 502, '/api/newsletter');
    } finally {
      await page.request.delete('/__emulator/faults', { headers: { origin: baseURL! } });
    }
    await expect(email).toHaveValue(address);
    await expect(marketing).toBeChecked();
    await expect(legal).toBeChecked();

    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(status).toHaveText('Thank you for signing up! Look for our next letter from the cellar soon.');
    await expect(email).toHaveValue('');
    await expect(marketing).not.toBeChecked();
    await expect(legal).not.toBeChecked();

    const { subscriptions } = await storedFor(page, { email: address });
    expect(subscriptions).toMatchObject([{ list: { id: LIST_IDS.newsletter }, email: address, consent: { email_marketing: 'SUBSCRIBED' }, custom_source: 'Email signup: Letters from the cellar' }]);
  });

  test('a text sign-up with a phone that belongs to another profile is refused with the spec message, and keeps what was typed', async ({ page, consoleErrors }) => {
    await page.goto('/our-story');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Signup' });
    await expect(form).toBeVisible();
    const address = uniqueEmail('texts');
    await form.getByLabel('Email*').fill(address);
    const phone = form.getByRole('textbox', { name: 'Phone Number' });
    // Seeded in the emulator as member@example.com's number.
    await phone.fill('(707) 555-0100');
    // Content spec section 2: the SMS consent links the mobile terms (SMS_TERMS_URL), opening beside the form.
    const terms = form.getByRole('link', { name: 'Mobile Terms of Service (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/mobile-terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await form.getByRole('checkbox', { name: /recurring automated marketing text messages/ }).check();
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await expect(phone).toHaveAccessibleDescription('Sorry this phone number is already associated with an account.');
    await expect(form.getByRole('alert')).toHaveText('Please correct the fields in red');
    await expect(phone).toBeFocused();
    expectFailedRequest(consoleErrors, 409, '/api/forms/Signup');
    await expect(form.getByLabel('Email*')).toHaveValue(address);
    await expect(phone).toHaveValue('(707) 555-0100');
    expect(await storedFor(page, { email: address })).toMatchObject({ profiles: [], subscriptions: [], events: [] });

    // Another number goes through.
    await phone.fill(`(628) 555-${String(Date.now() % 10_000).padStart(4, '0')}`);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for signing up!' })).toBeVisible();
  });
});
