import { describe, expect, it } from 'vitest';
import { optionalField, STANDARD_FIELDS } from './standard-fields.ts';
import { normalizePhone, validateFormField } from './rules.ts';
import type { FieldDefinition } from './types.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');
const check = (field: FieldDefinition, value: unknown) => validateFormField(field, { [field.name]: value }, TODAY);
const F = STANDARD_FIELDS;

describe('the standard fields ask with the spec messages', () => {
  it.each([
    ['first_name', 'Please enter first name'],
    ['last_name', 'Please enter last name'],
    ['user_email', 'Please enter email address'],
    ['state', 'Please select a state'],
    ['street_1', 'Please enter street address'],
    ['city', 'Please enter city'],
    ['zip_code', 'Please enter zip'],
    ['message', 'Please enter a valid message'],
    ['date_of_birth', 'Please enter a valid date'],
    ['phone_number', 'Please enter a valid phone number (e.g. 555-555-5555)'],
  ] as const)('%s left blank or as spaces says %j', (name, message) => {
    const field = F[name];
    expect(check(field, '')).toBe(message);
    expect(check(field, '   ')).toBe(message);
    expect(check(field, undefined)).toBe(message);
  });

  it('lets the optional fields stay blank', () => {
    expect(check(F.street_2, '')).toBeUndefined();
    expect(check(F.company_name, undefined)).toBeUndefined();
    expect(check(optionalField(F.phone_number), '')).toBeUndefined();
  });
});

describe('the email rule', () => {
  it.each(['name', 'name@example', 'name@@example.com', 'na me@example.com', 'name@example.c'])('rejects %j', (email) => {
    expect(check(F.user_email, email)).toBe('Please provide a valid email address (eg: name@example.com)');
  });
  it('accepts an address, and refuses one too long to be an address', () => {
    expect(check(F.user_email, ' sam.vance+wine@example.co.uk ')).toBeUndefined();
    expect(check(F.user_email, `${'a'.repeat(250)}@example.com`)).toBe('Please provide a valid email address (eg: name@example.com)');
  });
});

describe('the phone rule (US 10-digit, optional leading 1)', () => {
  it.each(['5555555555', '555-555-5555', '(555) 555-5555', '555.555.5555', '1 555 555 5555', '+1 (555) 555-5555'])('accepts %j', (phone) => {
    expect(check(F.phone_number, phone)).toBeUndefined();
  });
  it.each(['555-5555', '25555555555', '+44 20 7946 0958', '555-555-555x', '555 555 55555'])('rejects %j', (phone) => {
    expect(check(optionalField(F.phone_number), phone)).toBe('Please enter a valid phone number (e.g. 555-555-5555)');
  });
  it('normalises a number to E.164 for the marketing backend', () => {
    expect(normalizePhone('(555) 555-0123')).toBe('+15555550123');
    expect(normalizePhone('1-555-555-0123')).toBe('+15555550123');
    expect(normalizePhone('555-0123')).toBeUndefined();
  });
});

describe('the date of birth rule (21 to 100 years)', () => {
  it('accepts someone who turned 21 today', () => {
    expect(check(F.date_of_birth, '2005-11-23')).toBeUndefined();
  });
  it('says "Must be at least 21 years old" one day short', () => {
    expect(check(F.date_of_birth, '2005-11-24')).toBe('Must be at least 21 years old');
  });
  it('keeps dates outside the picker window out', () => {
    expect(check(F.date_of_birth, '1926-11-22')).toBe('Please enter a date within the date picker range');
  });
  it('asks for the right format', () => {
    expect(check(F.date_of_birth, '11-23-1990')).toBe('Please enter a valid date format MM-DD-YYYY');
  });
});

describe('lengths, zip, state and the legal checkbox', () => {
  it('caps the message at 1000 characters', () => {
    expect(check(F.message, 'a'.repeat(1000))).toBeUndefined();
    expect(check(F.message, 'a'.repeat(1001))).toBe('Please enter a valid message');
  });
  it('caps a name, with a message that says by how much', () => {
    expect(check(F.first_name, 'a'.repeat(101))).toBe('Please use at most 100 characters');
  });
  it.each([
    ['94558', undefined],
    ['94558-1234', undefined],
    ['945581234', undefined],
    ['9455', 'Please enter zip'],
    ['ABCDE', 'Please enter zip'],
  ])('zip %j', (zip, message) => {
    expect(check(F.zip_code, zip)).toBe(message);
  });
  it('takes the 50 states plus DC, and nothing else', () => {
    expect(F.state.options).toHaveLength(51);
    expect(check(F.state, 'DC')).toBeUndefined();
    expect(check(F.state, 'CA')).toBeUndefined();
    expect(check(F.state, 'PR')).toBe('Please select a state');
  });
  it('requires the legal checkbox to be ticked', () => {
    expect(check(F.accept_legal, true)).toBeUndefined();
    expect(check(F.accept_legal, false)).toBe('This field is required');
    expect(check(F.accept_legal, undefined)).toBe('This field is required');
    expect(check(F.accept_legal, 'true')).toBe('This field is required');
  });
  it('answers a value of the wrong kind with the field message rather than accepting it', () => {
    expect(check(F.first_name, 42)).toBe('Please enter first name');
    expect(check(F.user_email, { email: 'x@example.com' })).toBe('Please enter email address');
  });
});

describe('conditions (dependsOn)', () => {
  const sms: FieldDefinition = {
    type: 'checkbox',
    name: 'sms_opt_in',
    label: 'Text me*',
    validationRules: [{ type: 'required', message: 'This field is required' }],
    size: { mobile: 12, tablet: 12, desktop: 12 },
    dependsOn: [{ field: 'phone_number' }],
  };
  const reason: FieldDefinition = { ...F.message, dependsOn: [{ field: 'topic', equals: 'other' }] };

  it('skips a field whose condition does not hold', () => {
    expect(validateFormField(sms, { phone_number: '' })).toBeUndefined();
    expect(validateFormField(reason, { topic: 'feedback' })).toBeUndefined();
  });
  it('validates it once the condition holds', () => {
    expect(validateFormField(sms, { phone_number: '555-555-5555' })).toBe('This field is required');
    expect(validateFormField(reason, { topic: 'other' })).toBe('Please enter a valid message');
  });
});
