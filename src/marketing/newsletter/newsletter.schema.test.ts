import { describe, expect, it } from 'vitest';
import { newsletterErrors } from './newsletter.schema.ts';

const VALID = { email: 'name@example.com', email_opt_in: true, accept_legal: true };

describe('newsletterErrors', () => {
  it('accepts a valid sign-up', () => {
    expect(newsletterErrors(VALID)).toBeNull();
    expect(newsletterErrors({ ...VALID, email: '  name@example.com ', source: 'Footer' })).toBeNull();
  });

  it('requires the email address', () => {
    expect(newsletterErrors({ ...VALID, email: '' })).toEqual({ email: 'Email Address is required.' });
    expect(newsletterErrors({ ...VALID, email: '   ' })).toEqual({ email: 'Email Address is required.' });
    expect(newsletterErrors({ email_opt_in: true, accept_legal: true })).toEqual({ email: 'Email Address is required.' });
  });

  it.each(['name', 'name@example', 'name@@example.com', 'na me@example.com', 'name@example.c'])('rejects the email %j', (email) => {
    expect(newsletterErrors({ ...VALID, email })).toEqual({
      email: 'Please enter a valid email address (i.e., name@example.com)',
    });
  });

  it('rejects a 10 kB email address', () => {
    const email = `${'a'.repeat(10_000)}@example.com`;
    expect(newsletterErrors({ ...VALID, email })?.email).toBe('Please enter a valid email address (i.e., name@example.com)');
  });

  it('requires the privacy policy and terms consent', () => {
    expect(newsletterErrors({ ...VALID, accept_legal: false })).toEqual({
      accept_legal: 'Privacy policy and Terms of Use consent is required.',
    });
  });

  it('requires the marketing consent', () => {
    expect(newsletterErrors({ ...VALID, email_opt_in: false })).toEqual({ email_opt_in: 'Marketing consent is required.' });
  });

  it('takes only a ticked checkbox (true) as consent', () => {
    expect(newsletterErrors({ ...VALID, email_opt_in: 'yes' })).toEqual({ email_opt_in: 'Marketing consent is required.' });
  });

  it('gives each field its own message when the payload leaves it out', () => {
    expect(newsletterErrors({})).toEqual({
      email: 'Email Address is required.',
      email_opt_in: 'Marketing consent is required.',
      accept_legal: 'Privacy policy and Terms of Use consent is required.',
    });
  });

  it('reports every missing field of an empty form at once', () => {
    expect(newsletterErrors({ email: '', email_opt_in: false, accept_legal: false })).toEqual({
      email: 'Email Address is required.',
      email_opt_in: 'Marketing consent is required.',
      accept_legal: 'Privacy policy and Terms of Use consent is required.',
    });
  });
});
