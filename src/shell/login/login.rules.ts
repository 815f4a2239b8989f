// Pure rules for the sign-in forms: the same valibot schemas and messages the API
// checks with, so the browser and the server never disagree about a field.
import * as v from 'valibot';
import type { SessionSnapshot } from '../../commerce/types.ts';
import { EmailOnlySchema, LoginSchema, NewPasswordSchema } from '../../commerce/rules/login.schema.ts';
import { errorsOf, readErrorBody, type FieldErrors } from '../../platform/validation/index.ts';

export type { FieldErrors };
// The header's avatar needs only this, and stays clear of the schemas above (a file of its own).
export { initialsOf } from './initials.ts';

export const CLIENT_MESSAGES = {
  offline: 'We could not reach the shop. Check your connection and try again.',
  failed: 'Something went wrong. Please try again in a few minutes.',
  resetSent: 'Check your inbox: we have e-mailed you a link to choose a new password.',
  magicSent: 'Check your inbox: we have e-mailed you a link that signs you in.',
  passwordChanged: 'Your password has been changed. You can sign in now.',
} as const;

/** Field messages for the sign-in form, or null when it may be sent. */
export const loginErrors = (values: { email: string; password: string }) => errorsOf(LoginSchema, values);

/** Field messages for the reset-password and sign-in-link requests. */
export const emailErrors = (values: { email: string }) => errorsOf(EmailOnlySchema, values);

/** Field messages for the new-password form (the token is checked by the page). */
export const newPasswordErrors = (values: { token: string; password: string }) => errorsOf(NewPasswordSchema, values);

/** An API error body `{message, errors?}`; anything else becomes the fallback message. */
export const readApiError = readErrorBody;

/** The message of a successful `{message}` answer, or the fallback when it has none. */
export function readMessage(body: unknown, fallback: string): string {
  return readApiError(body, fallback).message;
}

// Names are null for a customer who never gave one (Commerce7 sends null).
const SessionCustomerSchema = v.object({ id: v.string(), firstName: v.nullable(v.string()), lastName: v.nullable(v.string()), email: v.string() });

/** True for the session snapshot the login and logout routes answer with. */
export function isSessionSnapshot(body: unknown): body is SessionSnapshot {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return (
    typeof value.customerHasActiveClub === 'boolean' &&
    (value.customer === null || v.is(SessionCustomerSchema, value.customer)) &&
    (value.cart === null || (typeof value.cart === 'object' && Array.isArray((value.cart as { items?: unknown }).items)))
  );
}
