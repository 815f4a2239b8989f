import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../../platform/validation/index.ts';
import { getFormDefinition } from './definitions.ts';
import { formSchema } from './schema.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');
const check = (formType: string, body: unknown) => {
  const result = v.safeParse(formSchema(getFormDefinition(formType, TODAY)!, TODAY), body);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: issuesToErrors(result.issues) };
};

describe("the pop-up's form types", () => {
  it('are registered with the other form definitions', () => {
    for (const formType of ['popup-email', 'popup-email-dob', 'popup-sms']) expect(getFormDefinition(formType)?.formType).toBe(formType);
  });

  it('popup-email takes the e-mail with consent (always sent as true), and nothing unasked', () => {
    expect(check('popup-email', { email: ' sam@example.com ', consent: true, source: 'x', admin: true })).toEqual({ ok: true, value: { email: 'sam@example.com', consent: true } });
    expect(check('popup-email', { consent: false })).toEqual({ ok: false, errors: { email: 'Please enter email address' } });
  });

  it('popup-email-dob checks the date of birth: YYYY-MM-DD, 21 or over, within 100 years', () => {
    expect(check('popup-email-dob', { email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', consent: true }).ok).toBe(true);
    expect(check('popup-email-dob', { email: 'sam@example.com', age_gated_date_of_birth: '2010-01-01', consent: true })).toEqual({
      ok: false,
      errors: { age_gated_date_of_birth: 'Must be at least 21 years old' },
    });
    expect(check('popup-email-dob', { email: 'sam@example.com', age_gated_date_of_birth: '04/05/1990', consent: true })).toEqual({
      ok: false,
      errors: { age_gated_date_of_birth: 'Please enter a valid date format MM-DD-YYYY' },
    });
    expect(check('popup-email-dob', { email: 'sam@example.com', age_gated_date_of_birth: '1920-01-01', consent: true })).toEqual({
      ok: false,
      errors: { age_gated_date_of_birth: 'Please enter a date within the date picker range' },
    });
  });

  it('popup-sms needs the phone (as E.164) and carries what was submitted before', () => {
    expect(check('popup-sms', { phone_number: '(707) 555-0134', email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', consent: true })).toEqual({
      ok: true,
      value: { phone_number: '+17075550134', email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', consent: true, sms_consent: true },
    });
    // popup-sms is an SMS sign-up by definition: its texts consent goes along, always given.
    expect(check('popup-sms', { phone_number: '+17075550134', consent: true })).toEqual({ ok: true, value: { phone_number: '+17075550134', consent: true, sms_consent: true } });
    expect(check('popup-sms', { consent: true })).toEqual({ ok: false, errors: { phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' } });
  });
});
