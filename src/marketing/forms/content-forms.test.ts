import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORM_TYPES, formFields, getFormDefinition, POPUP_FORM_TYPES, SIGNUP_FORM_TYPES } from './definitions.ts';
import { formSchema } from './schema.ts';
import type { FormDefinition } from './types.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');
const BRAND = 'Triangle Ridge Winery';
const definition = (formType: string) => getFormDefinition(formType, { today: TODAY, brandName: BRAND })!;
const names = (form: FormDefinition) => formFields(form).map((field) => field.name);
const field = (form: FormDefinition, name: string) => formFields(form).find((f) => f.name === name)!;
const isRequired = (form: FormDefinition, name: string) => field(form, name).validationRules.some((rule) => rule.type === 'required');

describe('the form block offers every form type of the content spec', () => {
  it('by the names the spec spells', () => {
    expect(FORM_TYPES).toEqual([
      'Sweepstakes',
      'SweepstakesEmmys',
      'GeneralWebsiteContactForm',
      'EventSignup',
      'WineSocietyContactUs',
      'CorporateGifting',
      'Events',
      'BulkGifting',
      'BottleEngravingOrder',
      'VirtualTasting',
      'Isosceles2022750ml',
      'IsoscelesReserve2022750ml',
    ]);
    for (const formType of FORM_TYPES) expect(definition(formType).successMessage).toBe("Thanks for contacting us. We'll get back to you as soon as possible.");
  });

  it.each([
    ['Sweepstakes', ['first_name', 'last_name', 'user_email', 'phone_number', 'date_of_birth', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
    ['SweepstakesEmmys', ['first_name', 'last_name', 'user_email', 'phone_number', 'date_of_birth', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
    ['EventSignup', ['first_name', 'last_name', 'user_email', 'phone_number', 'date_of_birth', 'message', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
    ['WineSocietyContactUs', ['first_name', 'last_name', 'user_email', 'phone_number', 'message', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
    ['CorporateGifting', ['first_name', 'last_name', 'user_email', 'phone_number', 'company_name', 'message', 'email_opt_in', 'accept_legal']],
    ['Events', ['first_name', 'last_name', 'user_email', 'phone_number', 'date_of_birth', 'message', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
    ['BulkGifting', ['first_name', 'last_name', 'user_email', 'phone_number', 'company_name', 'message', 'email_opt_in', 'accept_legal']],
    ['BottleEngravingOrder', ['first_name', 'last_name', 'user_email', 'phone_number', 'message', 'email_opt_in', 'accept_legal']],
    ['VirtualTasting', ['first_name', 'last_name', 'user_email', 'phone_number', 'company_name', 'date_of_birth', 'message', 'email_opt_in', 'accept_legal']],
    ['Isosceles2022750ml', ['first_name', 'last_name', 'user_email', 'phone_number', 'date_of_birth', 'sms_opt_in', 'email_opt_in', 'accept_legal']],
  ])('%s asks %j', (formType, expected) => {
    expect(names(definition(formType))).toEqual(expected);
  });

  it('requires the phone where the form has "contact with required phone", and leaves it optional elsewhere', () => {
    for (const formType of ['EventSignup', 'CorporateGifting', 'Events', 'BulkGifting', 'BottleEngravingOrder']) expect(isRequired(definition(formType), 'phone_number')).toBe(true);
    for (const formType of ['Sweepstakes', 'WineSocietyContactUs', 'VirtualTasting', 'GeneralWebsiteContactForm']) {
      expect(isRequired(definition(formType), 'phone_number')).toBe(false);
      expect(field(definition(formType), 'phone_number').label).toBe('Phone Number');
    }
  });

  it('puts names and contact under the legend "General Information"', () => {
    for (const formType of ['CorporateGifting', 'Events', 'BulkGifting']) {
      const [first] = definition(formType).groups;
      expect(first?.legend).toBe('General Information');
      expect(first?.fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'user_email', 'phone_number']);
    }
  });

  it('sends corporate gifting under the analytics source "Klaviyo: Corporate Gifting Form"', () => {
    expect(definition('CorporateGifting').analyticsSource).toBe('Klaviyo: Corporate Gifting Form');
    expect(definition('BulkGifting').analyticsSource).toBeUndefined();
  });

  it('asks the message as "How can we help?*" (required) or as optional additional information', () => {
    expect(field(definition('WineSocietyContactUs'), 'message')).toMatchObject({ label: 'How can we help?*', maxLength: 1000 });
    expect(isRequired(definition('WineSocietyContactUs'), 'message')).toBe(true);
    expect(field(definition('EventSignup'), 'message')).toMatchObject({ label: 'Additional Information', maxLength: 1000 });
    expect(isRequired(definition('EventSignup'), 'message')).toBe(false);
  });

  it('words the opt-ins with the brand: the e-mail one required, the SMS one optional with the consent terms', () => {
    const sweepstakes = definition('Sweepstakes');
    expect(field(sweepstakes, 'email_opt_in').label).toBe('Yes, I would like to subscribe to updates from Triangle Ridge Winery.*');
    const sms = field(sweepstakes, 'sms_opt_in');
    expect(sms.label).toContain('recurring automated marketing text messages from Triangle Ridge Winery');
    for (const words of ['Consent is not a condition of purchase', 'Reply HELP for help and STOP to cancel', 'Message frequency varies', 'Message and data rates may apply']) {
      expect(sms.label).toContain(words);
    }
    expect(sms.validationRules).toEqual([]);
  });

  it('validates with the spec messages on the server', () => {
    const result = v.safeParse(formSchema(definition('EventSignup'), TODAY), { phone_number: '555', date_of_birth: '2010-01-01' });
    const messages = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(messages).toEqual({
      first_name: 'Please enter first name',
      last_name: 'Please enter last name',
      user_email: 'Please enter email address',
      phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)',
      date_of_birth: 'Must be at least 21 years old',
      email_opt_in: 'This field is required',
      accept_legal: 'This field is required',
    });
  });
});

describe("the pop-up's forms", () => {
  it('are popup-email, popup-email-dob and popup-sms', () => {
    expect(POPUP_FORM_TYPES).toEqual(['popup-email', 'popup-email-dob', 'popup-sms']);
    expect(FORM_TYPES).not.toContain('popup-email');
  });

  it('send the date as YYYY-MM-DD, the phone as E.164 and consent as true whatever is sent', () => {
    const dob = v.parse(formSchema(definition('popup-email-dob'), TODAY), { email: ' ada@example.com ', age_gated_date_of_birth: '1990-04-01', consent: false, form_id: 'x' });
    expect(dob).toEqual({ email: 'ada@example.com', age_gated_date_of_birth: '1990-04-01', consent: true });
    const sms = v.parse(formSchema(definition('popup-sms'), TODAY), { phone_number: '(707) 555-0134', email: 'ada@example.com' });
    expect(sms).toEqual({ phone_number: '+17075550134', email: 'ada@example.com', sms_consent: true, consent: true });
  });

  it('require the phone for popup-sms and the date for popup-email-dob, 21 to 100 years', () => {
    const issues = (formType: string, input: object) =>
      Object.fromEntries((v.safeParse(formSchema(definition(formType), TODAY), input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(issues('popup-sms', {})).toEqual({ phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' });
    expect(issues('popup-email-dob', { email: 'ada@example.com', age_gated_date_of_birth: '1920-01-01' })).toEqual({
      age_gated_date_of_birth: 'Please enter a date within the date picker range',
    });
    expect(issues('popup-email-dob', { email: 'ada@example.com', age_gated_date_of_birth: '04/01/1990' })).toEqual({
      age_gated_date_of_birth: 'Please enter a valid date format MM-DD-YYYY',
    });
    expect(issues('popup-email', {})).toEqual({ email: 'Please enter email address' });
  });
});

describe("the signup form block's forms", () => {
  it('ask an e-mail (required), a phone (optional), the SMS consent, and carry consent true', () => {
    expect(SIGNUP_FORM_TYPES.length).toBeGreaterThan(0);
    const signup = definition(SIGNUP_FORM_TYPES[0]!);
    expect(names(signup)).toEqual(['email', 'phone_number', 'sms_consent', 'consent']);
    expect(isRequired(signup, 'email')).toBe(true);
    expect(isRequired(signup, 'phone_number')).toBe(false);
    expect(field(signup, 'consent')).toMatchObject({ type: 'hidden', defaultValue: true });
    expect(signup.successMessage).toBe('Thank you for signing up!');
    expect(v.parse(formSchema(signup, TODAY), { email: 'ada@example.com' })).toEqual({ email: 'ada@example.com', consent: true });
  });
});
