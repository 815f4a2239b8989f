import { describe, expect, it } from 'vitest';
import { popupField, validatePopupStep } from './validation.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('checking a pop-up step (content spec section 5)', () => {
  it('requires the e-mail and date of birth, with the generic form messages', () => {
    expect(validatePopupStep('Email and DOB + SMS', ['email', 'age_gated_date_of_birth', 'phone_number'], {}, TODAY)).toEqual({
      email: 'Please enter email address',
      age_gated_date_of_birth: 'Please enter a valid date',
    });
  });

  it('checks the e-mail, the age (21 to 100) and a phone once given', () => {
    const fields = ['email', 'age_gated_date_of_birth', 'phone_number'] as const;
    expect(validatePopupStep('Email+SMS', fields, { email: 'sam@', age_gated_date_of_birth: '2005-11-24', phone_number: '555-5555' }, TODAY)).toEqual({
      email: 'Please provide a valid email address (eg: name@example.com)',
      age_gated_date_of_birth: 'Must be at least 21 years old',
      phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)',
    });
    expect(validatePopupStep('Email+SMS', fields, { email: 'sam@example.com', age_gated_date_of_birth: '1925-01-01' }, TODAY)).toEqual({
      age_gated_date_of_birth: 'Please enter a date within the date picker range',
    });
  });

  it('takes a typed MM-DD-YYYY date as the date it means', () => {
    expect(validatePopupStep('Email and DOB', ['email', 'age_gated_date_of_birth'], { email: 'sam@example.com', age_gated_date_of_birth: '04-05-1990' }, TODAY)).toEqual({});
  });

  it('requires the phone on SMS Only only', () => {
    expect(validatePopupStep('SMS Only', ['phone_number'], {}, TODAY)).toEqual({ phone_number: 'Please enter a valid phone number (e.g. 555-555-5555)' });
    expect(validatePopupStep('Multi Step-Email+SMS', ['phone_number'], {}, TODAY)).toEqual({});
    expect(popupField('SMS Only', 'phone_number').label).toBe('Phone Number*');
    expect(popupField('Email+SMS', 'phone_number').label).toBe('Phone Number');
  });
});
