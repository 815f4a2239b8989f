// The pop-up's fields as the browser's pop-up asks for them, and its three endpoints. The
// server's rules for `POST /api/forms/popup-email`, `popup-email-dob` and `popup-sms` are the
// definitions in popup-forms.ts, built from the same fields.
import { FORM_MESSAGES } from './messages.ts';
import { POPUP_DATE_OF_BIRTH_FIELD, POPUP_EMAIL_FIELD } from './popup-forms.ts';
import { STANDARD_FIELDS } from './standard-fields.ts';
import type { FieldDefinition, FieldSize } from './types.ts';

const FULL: FieldSize = { mobile: 12, tablet: 12, desktop: 12 };

/** The pop-up's fields, named as the marketing backend's pop-up forms take them. */
export const POPUP_FIELDS = {
  email: { ...POPUP_EMAIL_FIELD, size: FULL },
  /** YYYY-MM-DD, 21 to 100 years ago (the date-of-birth rule of spec section 5). */
  age_gated_date_of_birth: { ...POPUP_DATE_OF_BIRTH_FIELD, size: FULL },
  /** A US number, sent as E.164 (+1 and 10 digits). */
  phone_number: { ...STANDARD_FIELDS.phone_number, size: FULL },
  /** Spec section 7: every pop-up submission carries `consent: true`. */
  consent: {
    type: 'checkbox',
    name: 'consent',
    label: 'Consent',
    defaultValue: true,
    validationRules: [{ type: 'required', message: FORM_MESSAGES.required }],
    size: FULL,
  },
} satisfies Record<string, FieldDefinition>;

export const POPUP_FORM_TYPE = {
  email: 'popup-email',
  emailDob: 'popup-email-dob',
  sms: 'popup-sms',
} as const;

export type PopupFormEndpoint = (typeof POPUP_FORM_TYPE)[keyof typeof POPUP_FORM_TYPE];
