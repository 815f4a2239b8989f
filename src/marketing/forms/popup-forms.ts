// The pop-up's three sign-ups (docs/architecture.md, "The HTTP surface"; content spec sections 5 and
// 7): POST /api/forms/popup-email, popup-email-dob and popup-sms. The pop-up sends
// { email, age_gated_date_of_birth, phone_number, source, consent: true, extra_fields:
// { variant } }; the date must be YYYY-MM-DD, 21 or over and within 100 years, and the
// phone a US number, sent on as E.164.
import { FORM_MESSAGES } from './messages.ts';
import { optionalField, STANDARD_FIELDS as F } from './standard-fields.ts';
import type { FieldDefinition, FormDefinition } from './types.ts';

/** popup-sms is an SMS sign-up by definition: its texts consent is always given, as the e-mail's `consent` is. */
const SMS_SIGNUP_FIELD: FieldDefinition = { ...F.consent, name: 'sms_consent', label: 'SMS consent' };

export const POPUP_EMAIL_FIELD: FieldDefinition = { ...F.user_email, name: 'email' };
export const POPUP_DATE_OF_BIRTH_FIELD: FieldDefinition = { ...F.date_of_birth, name: 'age_gated_date_of_birth' };

const popup = (formType: string, fields: FieldDefinition[]): FormDefinition => ({
  formType,
  groups: [{ fields: [...fields, F.consent] }],
  submitLabel: 'Submit',
  successMessage: FORM_MESSAGES.success,
});

export const POPUP_FORMS: readonly FormDefinition[] = [
  popup('popup-email', [POPUP_EMAIL_FIELD]),
  popup('popup-email-dob', [POPUP_EMAIL_FIELD, POPUP_DATE_OF_BIRTH_FIELD]),
  // The combined types' second call carries the e-mail and date already sent, when there are any.
  popup('popup-sms', [F.phone_number, optionalField(POPUP_EMAIL_FIELD), optionalField(POPUP_DATE_OF_BIRTH_FIELD), SMS_SIGNUP_FIELD]),
];
