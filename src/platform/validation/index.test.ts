import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { check, errorsOf, INVALID_FORM_MESSAGE, issuesToErrors, readErrorBody } from './index.ts';

const Schema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('Please enter email address'), v.email('Please provide a valid email address (eg: name@example.com)')),
  shipTo: v.object({ zipCode: v.pipe(v.string(), v.nonEmpty('Please enter zip'), v.maxLength(9, 'Maximum zip code characters is 9')) }),
  recipients: v.array(v.object({ email: v.pipe(v.string(), v.nonEmpty('Email address is required')) })),
});

describe('issuesToErrors', () => {
  it('keys each message by its dotted path, first message per field', () => {
    const parsed = v.safeParse(Schema, { email: '', shipTo: { zipCode: '' }, recipients: [{ email: 'a' }, { email: '' }] });
    expect(parsed.success).toBe(false);
    expect(issuesToErrors(parsed.issues ?? [])).toEqual({
      email: 'Please enter email address',
      'shipTo.zipCode': 'Please enter zip',
      'recipients.1.email': 'Email address is required',
    });
  });

  it('files an issue about the whole input under "body"', () => {
    const parsed = v.safeParse(Schema, null);
    expect(Object.keys(issuesToErrors(parsed.issues ?? []))).toEqual(['body']);
  });
});

describe('check and errorsOf', () => {
  it('answer the parsed value, or the 400 body with the spec summary', () => {
    expect(check(Schema, { email: 'a@example.com', shipTo: { zipCode: '94558' }, recipients: [] })).toEqual({
      ok: true,
      value: { email: 'a@example.com', shipTo: { zipCode: '94558' }, recipients: [] },
    });
    expect(check(Schema, { email: 'a@example.com', shipTo: { zipCode: '1234567890' }, recipients: [] })).toEqual({
      ok: false,
      body: { message: INVALID_FORM_MESSAGE, errors: { 'shipTo.zipCode': 'Maximum zip code characters is 9' } },
    });
    expect(errorsOf(Schema, { email: 'x', shipTo: { zipCode: '1' }, recipients: [] })).toEqual({ email: 'Please provide a valid email address (eg: name@example.com)' });
    expect(errorsOf(Schema, { email: 'x@example.com', shipTo: { zipCode: '1' }, recipients: [] })).toBeNull();
  });
});

describe('readErrorBody', () => {
  it('reads the API error shape and falls back for anything else', () => {
    expect(readErrorBody({ message: 'No', errors: { 'shipTo.zipCode': 'Please enter zip' } }, 'fallback')).toEqual({ message: 'No', errors: { 'shipTo.zipCode': 'Please enter zip' } });
    expect(readErrorBody({ message: '' }, 'fallback')).toEqual({ message: 'fallback', errors: {} });
    expect(readErrorBody('<html>', 'fallback')).toEqual({ message: 'fallback', errors: {} });
  });
});
