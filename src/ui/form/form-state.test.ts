import { describe, expect, it } from 'vitest';
import { STORE_BUSY } from '../../commerce/rules/store-busy.ts';
import { changeValue, failSubmit, initialFormState, leaveField, submitForm } from './form-state.ts';
import type { Validate } from './validate.ts';

type Values = { email: string; shipTo: { zipCode: string } };
const REQUIRED = 'Please enter email address';
const INVALID = 'Please provide a valid email address (eg: name@example.com)';

const validate: Validate<Values> = (values) => {
  const errors: Record<string, string> = {};
  if (!values.email) errors.email = REQUIRED;
  else if (!values.email.includes('@')) errors.email = INVALID;
  if (!values.shipTo.zipCode) errors['shipTo.zipCode'] = 'Please enter zip';
  return errors;
};
const start = initialFormState<Values>({ email: '', shipTo: { zipCode: '' } });
const shown = new Set(['email', 'shipTo.zipCode']);
const isField = (path: string) => shown.has(path);

describe('leaving a field', () => {
  it('marks it touched and checks it alone', () => {
    const left = leaveField(start, 'email', validate);
    expect(left.touched).toEqual({ email: true });
    expect(left.errors).toEqual({ email: REQUIRED });
  });

  it('clears its message once it is right', () => {
    const fixed = leaveField({ ...start, values: { ...start.values, email: 'a@example.com' }, errors: { email: REQUIRED } }, 'email', validate);
    expect(fixed.errors).toEqual({});
  });
});

describe('changing a value', () => {
  it('stores it at its nested path without showing a message for an untouched field', () => {
    const changed = changeValue(start, 'shipTo.zipCode', '9', validate);
    expect(changed.values.shipTo.zipCode).toBe('9');
    expect(changed.errors).toEqual({});
  });

  it('checks a field that shows a message again, so the message follows the fix', () => {
    const invalid = { ...start, errors: { email: REQUIRED } };
    expect(changeValue(invalid, 'email', 'casey', validate).errors).toEqual({ email: INVALID });
    expect(changeValue(invalid, 'email', 'casey@example.com', validate).errors).toEqual({});
  });
});

describe('submitting', () => {
  it('checks every field, touches the ones in error and shows the summary', () => {
    const { state, valid } = submitForm(start, validate, isField, 'Please correct the fields in red');
    expect(valid).toBe(false);
    expect(state.errors).toEqual({ email: REQUIRED, 'shipTo.zipCode': 'Please enter zip' });
    expect(state.touched).toEqual({ email: true, 'shipTo.zipCode': true });
    expect(state.alert).toBe('Please correct the fields in red');
  });

  it('shows no alert for a form without a summary', () => {
    expect(submitForm(start, validate, isField).state.alert).toBe('');
  });

  it('reads a message for something the form does not show in the alert', () => {
    const { state } = submitForm(start, () => ({ token: 'This link is incomplete.' }), isField);
    expect(state.alert).toBe('This link is incomplete.');
    expect(state.errors).toEqual({});
  });

  it('is valid with no message, clearing the alert', () => {
    const filled = { ...start, values: { email: 'a@example.com', shipTo: { zipCode: '94558' } }, alert: 'old' };
    expect(submitForm(filled, validate, isField)).toEqual({ valid: true, state: { ...filled, alert: '' } });
  });
});

describe('a refusal from the server', () => {
  it('puts field messages on the fields, with the form summary in the alert', () => {
    const failed = failSubmit(start, { message: 'Please correct the fields in red', errors: { 'shipTo.zipCode': 'Maximum zip code characters is 9' } }, isField, 'Please correct the fields in red');
    expect(failed.errors).toEqual({ 'shipTo.zipCode': 'Maximum zip code characters is 9' });
    expect(failed.alert).toBe('Please correct the fields in red');
  });

  it("shows the server's message when no field is named", () => {
    const failed = failSubmit({ ...start, errors: { email: REQUIRED } }, { message: 'Your card was declined. Please use a different card.' }, isField);
    expect(failed.errors).toEqual({});
    expect(failed.alert).toBe('Your card was declined. Please use a different card.');
  });

  it('keeps messages for fields it does not show in the alert, and keeps every value', () => {
    const typed = { ...start, values: { email: 'a@example.com', shipTo: { zipCode: '94558' } } };
    const failed = failSubmit(typed, { message: 'Please correct the fields in red', errors: { email: INVALID, 'payment.cvv': 'Please enter the 3 or 4 digit security code' } }, isField);
    expect(failed.errors).toEqual({ email: INVALID });
    expect(failed.alert).toBe('Please enter the 3 or 4 digit security code');
    expect(failed.values).toBe(typed.values);
  });
  it("keeps every value under the store's busy words (nothing typed is lost)", () => {
    const typed = { ...start, values: { email: 'a@example.com', shipTo: { zipCode: '94558' } } };
    const failed = failSubmit(typed, { message: STORE_BUSY }, isField);
    expect(failed.alert).toBe(STORE_BUSY);
    expect(failed.values).toBe(typed.values);
  });
});
