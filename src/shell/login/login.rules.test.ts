import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../../commerce/rules/login.schema.ts';
import { emailErrors, initialsOf, isSessionSnapshot, loginErrors, newPasswordErrors, readApiError, readMessage } from './login.rules.ts';

describe('loginErrors', () => {
  it('asks for both fields with the API messages when the form is empty', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({ email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired });
  });

  it('treats an address of blanks as missing', () => {
    expect(loginErrors({ email: '   ', password: 'x' })).toEqual({ email: 'Please enter email address' });
  });

  it('rejects an address that is not one, with the example in the message', () => {
    expect(loginErrors({ email: 'casey@', password: 'x' })).toEqual({ email: 'Please provide a valid email address (eg: name@example.com)' });
  });

  it('asks for the password alone when the address is fine', () => {
    expect(loginErrors({ email: 'casey@example.com', password: '' })).toEqual({ password: 'Please enter your password' });
  });

  it('lets a complete form through, whatever the case and spaces around the address', () => {
    expect(loginErrors({ email: ' Casey@Example.com ', password: 'Cellar-door-21' })).toBeNull();
  });
});

describe('emailErrors and newPasswordErrors', () => {
  it('check the address alone for reset and sign-in links', () => {
    expect(emailErrors({ email: '' })).toEqual({ email: LOGIN_MESSAGES.emailRequired });
    expect(emailErrors({ email: 'member@example.com' })).toBeNull();
  });

  it('want a new password of at least 8 characters and a token', () => {
    expect(newPasswordErrors({ token: 't', password: 'short' })).toEqual({ password: 'Use at least 8 characters' });
    expect(newPasswordErrors({ token: '', password: 'long enough' })).toEqual({ token: 'This link is incomplete.' });
    expect(newPasswordErrors({ token: 't', password: 'long enough' })).toBeNull();
  });
});

describe('readApiError', () => {
  it('keeps the message and the field messages of an API error', () => {
    expect(readApiError({ message: 'Please correct the fields in red', errors: { email: 'Please enter email address' } }, 'fallback')).toEqual({
      message: 'Please correct the fields in red',
      errors: { email: 'Please enter email address' },
    });
  });

  it('falls back to its own message for a body that is not an API error', () => {
    expect(readApiError(null, 'fallback')).toEqual({ message: 'fallback', errors: {} });
    expect(readApiError('<html>', 'fallback')).toEqual({ message: 'fallback', errors: {} });
    expect(readApiError({ message: '' }, 'fallback')).toEqual({ message: 'fallback', errors: {} });
    expect(readApiError({ message: 'x', errors: { email: 42 } }, 'fallback')).toEqual({ message: 'fallback', errors: {} });
  });

  it('reads a success message the same way', () => {
    expect(readMessage({ message: 'Check your inbox.' }, 'fallback')).toBe('Check your inbox.');
    expect(readMessage({}, 'fallback')).toBe('fallback');
  });
});

describe('isSessionSnapshot', () => {
  const customer = { id: 'c1', firstName: 'Morgan', lastName: 'Vance', email: 'member@example.com' };

  it('accepts the anonymous and the signed-in session', () => {
    expect(isSessionSnapshot({ customer: null, cart: null, customerHasActiveClub: false })).toBe(true);
    expect(isSessionSnapshot({ customer, cart: { id: 'k', items: [] }, customerHasActiveClub: true })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isSessionSnapshot(null)).toBe(false);
    expect(isSessionSnapshot({ message: 'The email or password you entered is incorrect.' })).toBe(false);
    expect(isSessionSnapshot({ customer: { firstName: 'Morgan' }, cart: null, customerHasActiveClub: false })).toBe(false);
    expect(isSessionSnapshot({ customer, cart: {}, customerHasActiveClub: false })).toBe(false);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name, in capitals', () => {
    expect(initialsOf({ firstName: 'Morgan', lastName: 'Vance' })).toBe('MV');
    expect(initialsOf({ firstName: ' riley', lastName: 'okafor' })).toBe('RO');
  });

  it('takes the e-mail’s first letter for a customer without a name (Commerce7 sends null)', () => {
    expect(initialsOf({ firstName: null, lastName: null, email: 'email-only@example.com' })).toBe('E');
    expect(initialsOf({ firstName: 'Ada', lastName: null, email: 'a@example.com' })).toBe('A');
  });
});
