import type { Locator, Page } from '@playwright/test';
import { asAdult, expect, expectFailedRequest, hydrated, hydratedOnUse, test } from './fixtures.ts';
import { storedForms } from './marketing-stored.ts';

const SUCCESS = "Thanks for contacting us. We'll get back to you as soon as possible.";
const FAILURE = 'Something went wrong, please try again in a few minutes.';
const FORM_API = '/api/forms/GeneralWebsiteContactForm';

async function openContactForm(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/contact${query}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'General website contact form' });
  await expect(form).toBeVisible();
  return form;
}

const legal = (form: Locator) => form.getByRole('checkbox', { name: /I agree to the Privacy Policy and Terms of Use/ });

async function fillContactForm(form: Locator, email: string) {
  await form.getByLabel('First Name*').fill('Ada');
  await form.getByLabel('Last Name*').fill('Lovelace');
  await form.getByLabel('Email*').fill(email);
  await form.getByLabel('Phone Number').fill('(707) 555-0134');
  await form.getByLabel('How can we help?*').fill('The order page showed an error when I chose pickup.');
  await legal(form).check();
}

test.describe('the contact form on /contact', () => {
  test.beforeEach(async ({ page }) => asAdult(page));

  test('says what a field needs when it is left, and a submit names every missing field and focuses the first', async ({ page }) => {
    const form = await openContactForm(page);
    await expect(form).toContainText('* Denotes a required field');
    // Checking a field as it is left takes the form's code, fetched on first use.
    await hydratedOnUse(page.locator('[data-island="form-block"]'));
    const firstName = form.getByLabel('First Name*');
    await firstName.focus();
    await page.keyboard.press('Tab');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Please enter first name');
    await expect(form.getByLabel('Last Name*')).toBeFocused();
    // Fixed, the message goes at once.
    await firstName.fill('Ada');
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    // An optional field is only checked once something is typed into it.
    const phone = form.getByLabel('Phone Number');
    await phone.focus();
    await page.keyboard.press('Tab');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await phone.fill('12');
    await page.keyboard.press('Tab');
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number (e.g. 555-555-5555)');
    await phone.fill('');

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the fields in red');
    const lastName = form.getByLabel('Last Name*');
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAccessibleDescription('Please enter last name');
    await expect(form.getByLabel('Email*')).toHaveAccessibleDescription('Please enter email address');
    await expect(form.getByLabel('How can we help?*')).toHaveAccessibleDescription('Please enter a valid message');
    await expect(legal(form)).toHaveAccessibleDescription('This field is required');
    await expect(firstName).not.toHaveAttribute('aria-invalid');

    await form.getByLabel('Email*').fill('ada@');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Email*')).toHaveAccessibleDescription('Please provide a valid email address (eg: name@example.com)');
  });

  test('sends a message from "Report feedback": the thanks replace the form and the emulator has it, tagged', async ({ page }) => {
    const form = await openContactForm(page, '?topic=website-feedback&ref=abc123');
    await expect(page.getByText('Topic: Website feedback')).toBeVisible();
    const email = `contact-${Date.now()}@example.com`;
    await fillContactForm(form, email);
    await form.getByRole('button', { name: 'Submit' }).click();

    const thanks = page.getByRole('status').filter({ hasText: SUCCESS });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(form).toHaveCount(0);

    const [mine] = await storedForms(page, 'GeneralWebsiteContactForm', { email });
    expect(mine?.fields).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+17075550134',
      message: 'The order page showed an error when I chose pickup.',
      topic: 'website-feedback',
      accept_legal: true,
    });
  });

  test('a failing backend shows the failure message and keeps every typed value', async ({ page, baseURL, consoleErrors }) => {
    const form = await openContactForm(page);
    const fault = await page.request.put('/__emulator/faults/marketing', { data: { mode: '500' }, headers: { origin: baseURL! } });
    expect(fault.ok()).toBe(true);
    try {
      await fillContactForm(form, 'ada@example.com');
      await form.getByRole('button', { name: 'Submit' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(FAILURE);
      await expect(alert).toBeFocused();
      expectFailedRequest(consoleErrors, 502, FORM_API);
    } finally {
      await page.request.delete('/__emulator/faults', { headers: { origin: baseURL! } });
    }
    await expect(form.getByLabel('First Name*')).toHaveValue('Ada');
    await expect(form.getByLabel('Last Name*')).toHaveValue('Lovelace');
    await expect(form.getByLabel('Email*')).toHaveValue('ada@example.com');
    await expect(form.getByLabel('Phone Number')).toHaveValue('(707) 555-0134');
    await expect(form.getByLabel('How can we help?*')).toHaveValue('The order page showed an error when I chose pickup.');
    await expect(legal(form)).toBeChecked();

    // With the backend back, the same values go through.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  });
});
