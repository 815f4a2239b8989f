// Creating an account (the join wizard's first step, POST /api/customer/register): names,
// e-mail and date of birth with the checkout's fields and messages (21+), and a password.
import * as v from 'valibot';
import { BirthDateSchema, CHECKOUT_MESSAGES, EmailFieldSchema } from './checkout.schema.ts';

export const REGISTER_MESSAGES = {
  password: 'Please enter a password',
  passwordShort: 'Use at least 8 characters',
  passwordLong: 'Password is too long',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  unavailable: 'We could not create your account right now. Please try again in a few minutes.',
  /** Commerce7 documents no API way to set a new customer's password: accounts are created in its widget. */
  createInWidget: 'Accounts are created on our account page. Create yours there, then sign in here.',
} as const;

const name = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(100, message));

export const RegisterSchema = v.object({
  firstName: name(CHECKOUT_MESSAGES.firstName),
  lastName: name(CHECKOUT_MESSAGES.lastName),
  email: EmailFieldSchema,
  password: v.pipe(
    v.optional(v.string(REGISTER_MESSAGES.password), ''),
    v.nonEmpty(REGISTER_MESSAGES.password),
    v.minLength(8, REGISTER_MESSAGES.passwordShort),
    v.maxLength(200, REGISTER_MESSAGES.passwordLong),
  ),
  birthDate: BirthDateSchema,
});

export type RegisterInput = v.InferOutput<typeof RegisterSchema>;
