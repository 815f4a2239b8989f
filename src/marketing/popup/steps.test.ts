import { describe, expect, it } from 'vitest';
import { fieldsOf, isPhoneRequired, nextStep, showsSmsLink, stepKind, stepsOf, submissionsOf, successStep, validStep } from './steps.ts';
import { POPUP_FORM_TYPES, type PopupFormType } from './types.ts';

describe('the steps of each form type', () => {
  it.each([
    ['No Input', ['form', 'success']],
    ['Email Only', ['form', 'success']],
    ['Email and DOB', ['form', 'success']],
    ['SMS Only', ['form', 'success']],
    ['Email+SMS', ['form', 'success']],
    ['Email and DOB + SMS', ['form', 'success']],
    ['Multi Step-Email+SMS', ['form', 'sms', 'success']],
    ['Multi Step-Email/DOB+SMS', ['form', 'sms', 'success']],
  ] as const)('%s: %j', (type, steps) => {
    expect(stepsOf(type)).toEqual(steps);
    expect(successStep(type)).toBe(steps.length);
  });

  it('numbers steps from 1: success is step 2 of a single-step type and step 3 of a multi-step one', () => {
    expect(stepKind('Email Only', 1)).toBe('form');
    expect(stepKind('Email Only', 2)).toBe('success');
    expect(stepKind('Multi Step-Email+SMS', 2)).toBe('sms');
    expect(stepKind('Multi Step-Email+SMS', 3)).toBe('success');
  });

  it('moves on one step at a time and never past success', () => {
    expect(nextStep('Multi Step-Email/DOB+SMS', 1)).toBe(2);
    expect(nextStep('Multi Step-Email/DOB+SMS', 2)).toBe(3);
    expect(nextStep('Multi Step-Email/DOB+SMS', 3)).toBe(3);
    expect(nextStep('Email and DOB', 1)).toBe(2);
  });

  it('starts over at the form when a stored step does not fit the type (an editor changed it since)', () => {
    expect(validStep('Email Only', 3)).toBe(1);
    expect(validStep('Multi Step-Email+SMS', 3)).toBe(3);
    for (const bad of [0, -1, 1.5, '2', null, undefined]) expect(validStep('Multi Step-Email+SMS', bad)).toBe(1);
  });
});

describe('the fields each step asks', () => {
  it.each([
    ['No Input', []],
    ['Email Only', ['email']],
    ['Email and DOB', ['email', 'age_gated_date_of_birth']],
    ['SMS Only', ['phone_number']],
    ['Email+SMS', ['email', 'phone_number']],
    ['Email and DOB + SMS', ['email', 'age_gated_date_of_birth', 'phone_number']],
    ['Multi Step-Email+SMS', ['email']],
    ['Multi Step-Email/DOB+SMS', ['email', 'age_gated_date_of_birth']],
  ] as const)('%s asks %j on its form step', (type, fields) => {
    expect(fieldsOf(type, 'form')).toEqual(fields);
  });

  it('asks for the phone on the SMS step, and nothing on success', () => {
    expect(fieldsOf('Multi Step-Email+SMS', 'sms')).toEqual(['phone_number']);
    expect(fieldsOf('Email Only', 'success')).toEqual([]);
  });

  it('requires the phone on SMS Only and leaves it optional on the combined types', () => {
    expect(POPUP_FORM_TYPES.filter(isPhoneRequired)).toEqual(['SMS Only']);
  });

  it('on a phone with a mobile SMS link, shows the link where the phone form would be', () => {
    const smsLink = { smsLink: true };
    expect(fieldsOf('Email+SMS', 'form', smsLink)).toEqual(['email']);
    expect(fieldsOf('SMS Only', 'form', smsLink)).toEqual([]);
    expect(fieldsOf('Multi Step-Email+SMS', 'sms', smsLink)).toEqual([]);
    expect(showsSmsLink('SMS Only', 'form', smsLink)).toBe(true);
    expect(showsSmsLink('Multi Step-Email+SMS', 'form', smsLink)).toBe(false);
    expect(showsSmsLink('Multi Step-Email+SMS', 'sms', smsLink)).toBe(true);
    expect(showsSmsLink('Multi Step-Email+SMS', 'sms', {})).toBe(false);
  });
});

describe('what a submit sends, in order', () => {
  const values = { email: 'sam@example.com', age_gated_date_of_birth: '1990-04-05', phone_number: '707-555-0134' };
  const plan = (type: PopupFormType, kind: 'form' | 'sms', given: Partial<typeof values> = values) => submissionsOf(type, kind, given).map((s) => [s.formType, s.fields]);

  it('sends the e-mail part, then the phone when one was given (combined types)', () => {
    expect(plan('Email+SMS', 'form')).toEqual([
      ['popup-email', ['email']],
      ['popup-sms', ['phone_number']],
    ]);
    expect(plan('Email and DOB + SMS', 'form')).toEqual([
      ['popup-email-dob', ['email', 'age_gated_date_of_birth']],
      ['popup-sms', ['phone_number']],
    ]);
    expect(plan('Email and DOB + SMS', 'form', { ...values, phone_number: '  ' })).toEqual([['popup-email-dob', ['email', 'age_gated_date_of_birth']]]);
  });

  it('sends one part per step on the multi-step types', () => {
    expect(plan('Multi Step-Email+SMS', 'form')).toEqual([['popup-email', ['email']]]);
    expect(plan('Multi Step-Email/DOB+SMS', 'form')).toEqual([['popup-email-dob', ['email', 'age_gated_date_of_birth']]]);
    expect(plan('Multi Step-Email/DOB+SMS', 'sms')).toEqual([['popup-sms', ['phone_number']]]);
    expect(plan('Multi Step-Email/DOB+SMS', 'sms', { phone_number: '' })).toEqual([]);
  });

  it('sends the single-step types to their own endpoint, and No Input nowhere', () => {
    expect(plan('Email Only', 'form')).toEqual([['popup-email', ['email']]]);
    expect(plan('Email and DOB', 'form')).toEqual([['popup-email-dob', ['email', 'age_gated_date_of_birth']]]);
    expect(plan('SMS Only', 'form')).toEqual([['popup-sms', ['phone_number']]]);
    expect(plan('No Input', 'form')).toEqual([]);
  });

  it('sends no phone part where the mobile SMS link replaced the phone form', () => {
    expect(submissionsOf('Email+SMS', 'form', values, { smsLink: true }).map((s) => s.formType)).toEqual(['popup-email']);
  });
});
