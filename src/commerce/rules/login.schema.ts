import * as v from 'valibot';

export const LOGIN_MESSAGES = {
  emailRequired: 'Please enter email address',
  emailInvalid: 'Please provide a valid email address (eg: name@example.com)',
  passwordRequired: 'Please enter your password',
  tooMany: 'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
  unavailable: 'We could not sign you in right now. Please try again in a few minutes.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EmailSchema = v.pipe(
  v.string(LOGIN_MESSAGES.emailRequired),
  v.trim(),
  v.nonEmpty(LOGIN_MESSAGES.emailRequired),
  v.maxLength(254, LOGIN_MESSAGES.emailInvalid),
  v.regex(EMAIL, LOGIN_MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** A left-out text field counts as blank, so it fails with its own message rather than valibot's "Invalid key". */
const field = <S extends v.GenericSchema<string, unknown>>(schema: S) => v.optional(schema, '');

export const LoginSchema = v.object({
  email: field(EmailSchema),
  password: field(v.pipe(v.string(LOGIN_MESSAGES.passwordRequired), v.nonEmpty(LOGIN_MESSAGES.passwordRequired), v.maxLength(200, 'Password is too long'))),
});

export const EmailOnlySchema = v.object({ email: field(EmailSchema) });

export const NewPasswordSchema = v.object({
  token: field(v.pipe(v.string('This link is incomplete.'), v.nonEmpty('This link is incomplete.'), v.maxLength(512))),
  password: field(v.pipe(v.string('Please enter a new password'), v.minLength(8, 'Use at least 8 characters'), v.maxLength(200, 'Password is too long'))),
});
