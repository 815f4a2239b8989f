// The pop-up's three form types (content spec sections 3, 5 and 7): what
// `POST /api/forms/popup-email`, `popup-email-dob` and `popup-sms` accept. The pop-up
// sends `{ consent: true, email?, age_gated_date_of_birth?, phone_number?, source,
// extra_fields: { variant } }`; the route checks the fields here and passes `source` and
// `extra_fields` along beside them. The browser's pop-up asks with the same fields.
import { FORM_MESSAGES } from './messages.ts';
import { optionalField, STANDARD_FIELDS } from './standard-fields.ts';
import type { FieldDefinition, FieldSize, FormDefinition } from './types.ts';

const FULL: FieldSize = { mobile: 12, tablet: 12, desktop: 12 };

/** The pop-up's fields, named as the marketing backend's pop-up forms take them. */
export const POPUP_FIELDS = {
  email: { ...STANDARD_FIELDS.user_email, name: 'email', size: FULL },
  /** YYYY-MM-DD, 21 to 100 years ago (the date-of-birth rule of spec section 5). */
  age_gated_date_of_birth: { ...STANDARD_FIELDS.date_of_birth, name: 'age_gated_date_of_birth', size: FULL },
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

const definition = (formType: PopupFormEndpoint, fields: FieldDefinition[]): FormDefinition => ({
  formType,
  groups: [{ fields }],
  submitLabel: 'Submit',
  successMessage: 'Thank you for signing up!',
});

const F = POPUP_FIELDS;

/**
 * The e-mail part, the e-mail and date-of-birth part, and the SMS part. The SMS part
 * carries what the visitor already gave (spec: "a second sends phone_number with the
 * rest"), so its e-mail and date of birth are optional but checked when present.
 */
export const POPUP_FORM_DEFINITIONS: readonly FormDefinition[] = [
  definition(POPUP_FORM_TYPE.email, [F.email, F.consent]),
  definition(POPUP_FORM_TYPE.emailDob, [F.email, F.age_gated_date_of_birth, F.consent]),
  definition(POPUP_FORM_TYPE.sms, [F.phone_number, optionalField(F.email), optionalField(F.age_gated_date_of_birth), F.consent]),
];
