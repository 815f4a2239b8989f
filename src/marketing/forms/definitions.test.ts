import { describe, expect, it } from 'vitest';
import { dateOfBirthRange, formFields, getFormDefinition } from './definitions.ts';
import { STANDARD_FIELDS } from './standard-fields.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('getFormDefinition', () => {
  it('defines the general website contact form: names, email, optional phone, message, topic, legal', () => {
    const form = getFormDefinition('GeneralWebsiteContactForm', TODAY);
    expect(form?.successMessage).toBe("Thanks for contacting us. We'll get back to you as soon as possible.");
    const fields = formFields(form!);
    expect(fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'user_email', 'phone_number', 'message', 'topic', 'accept_legal']);
    const phone = fields.find((f) => f.name === 'phone_number')!;
    expect(phone.label).toBe('Phone Number');
    expect(phone.validationRules.map((r) => r.type)).toEqual(['phone']);
    expect(fields.find((f) => f.name === 'topic')?.type).toBe('hidden');
    expect(fields.find((f) => f.name === 'message')?.label).toBe('How can we help?*');
  });

  it.each(['Signup', 'WineSocietySignup', 'LegacyBrandSignup', 'Sweepstakes', 'EventSignup'])('%s links its SMS consent to the mobile terms (SMS_TERMS_URL), in a new tab', (formType) => {
    const form = getFormDefinition(formType, { today: TODAY, brandName: 'Triangle Ridge Winery', smsTermsUrl: 'https://pages.example/mobile-terms' });
    const sms = formFields(form!).find((f) => f.name === 'sms_opt_in' || f.name === 'sms_consent')!;
    expect(sms.label).toContain('Message and data rates may apply. See our Mobile Terms of Service.');
    expect(sms.labelLinks).toEqual([{ text: 'Mobile Terms of Service', href: 'https://pages.example/mobile-terms', newTab: true }]);
  });

  it('leaves the mobile terms unlinked, never linked to a placeholder, without the setting', () => {
    const sms = formFields(getFormDefinition('Signup', TODAY)!).find((f) => f.name === 'sms_consent')!;
    expect(sms.label).toContain('Mobile Terms of Service');
    expect(sms.labelLinks).toEqual([]);
  });

  it('knows no other form type', () => {
    expect(getFormDefinition('toString')).toBeUndefined();
    expect(getFormDefinition('')).toBeUndefined();
    expect(getFormDefinition('sweepstakes')).toBeUndefined();
  });
});

describe('the standard fields', () => {
  it('are full width on mobile for names and contact; date of birth is 6 columns on tablet and desktop', () => {
    for (const field of [STANDARD_FIELDS.first_name, STANDARD_FIELDS.last_name, STANDARD_FIELDS.user_email, STANDARD_FIELDS.phone_number]) {
      expect(field.size.mobile).toBe(12);
    }
    expect(STANDARD_FIELDS.date_of_birth.size).toMatchObject({ tablet: 6, desktop: 6 });
    expect(STANDARD_FIELDS.date_of_birth.label).toBe('Date of Birth*');
  });

  it('link the legal checkbox to the privacy policy and the terms of use', () => {
    const legal = STANDARD_FIELDS.accept_legal;
    expect(legal.labelLinks.map((link) => link.href)).toEqual(['/privacy-policy', '/terms-of-use']);
    for (const link of legal.labelLinks) expect(legal.label).toContain(link.text);
  });

  it('give the date picker a window of 100 to 21 years ago', () => {
    expect(dateOfBirthRange(TODAY)).toEqual({ min: '1926-11-23', max: '2005-11-23' });
  });
});
