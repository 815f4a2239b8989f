import { describe, expect, it } from 'vitest';
import { buildPayload, normalizeDate, normalizeValues, savedAfter, withoutFormIds } from './payload.ts';

describe('normalised values', () => {
  it('sends the phone as E.164 and the date as YYYY-MM-DD', () => {
    expect(normalizeValues({ email: ' sam@example.com ', phone_number: '(707) 555-0134', age_gated_date_of_birth: '04/05/1990' })).toEqual({
      email: 'sam@example.com',
      phone_number: '+17075550134',
      age_gated_date_of_birth: '1990-04-05',
    });
  });

  it('reorders a typed MM-DD-YYYY, pads a short ISO date, and leaves anything else for the date rule to name', () => {
    expect(normalizeDate('4-5-1990')).toBe('1990-04-05');
    expect(normalizeDate('1990-4-5')).toBe('1990-04-05');
    expect(normalizeDate(' 1990-04-05 ')).toBe('1990-04-05');
    expect(normalizeDate('April 5th')).toBe('April 5th');
  });

  it('leaves blanks out', () => {
    expect(normalizeValues({ email: 'sam@example.com', phone_number: '  ', age_gated_date_of_birth: '' })).toEqual({ email: 'sam@example.com' });
  });
});

describe('the payload (content spec section 7)', () => {
  it('carries consent, the form fields, the source and the A/B variant name in extra_fields', () => {
    expect(
      buildPayload({
        values: { email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05' },
        saved: {},
        source: 'Pop-up: Home',
        abTestingVariantName: 'Welcome A',
      }),
    ).toEqual({ consent: true, email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', source: 'Pop-up: Home', extra_fields: { variant: 'Welcome A' } });
  });

  it('sends the SMS part with what was submitted before', () => {
    expect(
      buildPayload({
        values: { phone_number: '707.555.0134' },
        saved: { email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05' },
        source: 'Pop-up: Home',
        abTestingVariantName: null,
      }),
    ).toEqual({ consent: true, email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', phone_number: '+17075550134', source: 'Pop-up: Home' });
  });

  it('drops every key naming a form id, and consent cannot be overridden', () => {
    const payload = buildPayload({
      values: { email: 'sam@example.com' },
      saved: { form_id: 'abc', klaviyo_form_id: 'def', consent: false } as never,
      source: 's',
      abTestingVariantName: '  ',
    });
    expect(payload).toEqual({ consent: true, email: 'sam@example.com', source: 's' });
    expect(withoutFormIds({ FORM_ID: 1, formid: 2, a: 3 })).toEqual({ formid: 2, a: 3 });
  });
});

describe('the saved form data', () => {
  it('keeps the e-mail and date of birth a submission sent, never the phone', () => {
    expect(savedAfter({}, { email: 'sam@example.com', age_gated_date_of_birth: '4/5/1990', phone_number: '7075550134' })).toEqual({
      email: 'sam@example.com',
      age_gated_date_of_birth: '1990-04-05',
    });
    expect(savedAfter({ email: 'a@example.com', age_gated_date_of_birth: '1990-04-05' }, { phone_number: '7075550134' })).toEqual({
      email: 'a@example.com',
      age_gated_date_of_birth: '1990-04-05',
    });
  });
});
