// The standard fields of the generic form renderer (content spec sections 3 and 5), with
// the spec's labels, messages and grid sizes. Form definitions pick from these.
import { DATE_OF_BIRTH_MESSAGES } from '../../commerce/rules/date-of-birth.ts';
import { US_STATES } from '../../commerce/rules/us-states.ts';
import { FORM_MESSAGES as M, tooLongMessage } from './messages.ts';
import { SMS_CONSENT_TERMS, SMS_TERMS_LINK_TEXT, SMS_TERMS_SENTENCE } from './sms-consent.ts';
import type { FieldDefinition, FieldSize, ValidationRule } from './types.ts';

/** Spec section 9: name and contact fields are full width on mobile. */
const HALF_FROM_TABLET: FieldSize = { mobile: 12, tablet: 6, desktop: 6 };
const FULL: FieldSize = { mobile: 12, tablet: 12, desktop: 12 };
const THIRD_ON_DESKTOP: FieldSize = { mobile: 12, tablet: 6, desktop: 4 };

/** Spec section 9: message max 1000 characters. */
export const MESSAGE_MAX_LENGTH = 1000;
/** RFC 5321's limit on an address; longer ones are not addresses. */
const EMAIL_MAX_LENGTH = 254;

const limit = (max: number, message = tooLongMessage(max)): ValidationRule => ({ type: 'maxLength', max, message });

export const PRIVACY_POLICY_PATH = '/privacy-policy';
/** Stands for the brand's name in a label; the form block puts BRAND_NAME in its place. */
export const BRAND_TOKEN = '{brand}';
/**
 * Content spec sections 5 and 9: the SMS consent (recurring automated marketing texts,
 * consent not a condition of purchase, HELP and STOP, frequency, rates).
 */
export const SMS_CONSENT_LABEL =
  `Yes, I would like to receive recurring automated marketing text messages from ${BRAND_TOKEN} at the phone number provided. ` + `${SMS_CONSENT_TERMS} ${SMS_TERMS_SENTENCE}`;
/** Stands for the mobile terms' address in a link; getFormDefinition puts SMS_TERMS_URL in its place. */
export const SMS_TERMS_TOKEN = '{smsTermsUrl}';
export const TERMS_OF_USE_PATH = '/terms-of-use';

export const STANDARD_FIELDS = {
  first_name: {
    type: 'text',
    name: 'first_name',
    label: 'First Name*',
    autocomplete: 'given-name',
    maxLength: 100,
    validationRules: [{ type: 'required', message: M.firstNameRequired }, limit(100)],
    size: HALF_FROM_TABLET,
  },
  last_name: {
    type: 'text',
    name: 'last_name',
    label: 'Last Name*',
    autocomplete: 'family-name',
    maxLength: 100,
    validationRules: [{ type: 'required', message: M.lastNameRequired }, limit(100)],
    size: HALF_FROM_TABLET,
  },
  user_email: {
    type: 'email',
    name: 'user_email',
    label: 'Email*',
    placeholder: 'name@example.com',
    autocomplete: 'email',
    maxLength: EMAIL_MAX_LENGTH,
    validationRules: [{ type: 'required', message: M.emailRequired }, { type: 'email', message: M.emailInvalid }, limit(EMAIL_MAX_LENGTH, M.emailInvalid)],
    size: HALF_FROM_TABLET,
  },
  phone_number: {
    type: 'tel',
    name: 'phone_number',
    label: 'Phone Number*',
    placeholder: '555-555-5555',
    autocomplete: 'tel-national',
    // "+1 (555) 555-5555" is the longest way to write a valid number.
    maxLength: 20,
    validationRules: [
      { type: 'required', message: M.phoneInvalid },
      { type: 'phone', message: M.phoneInvalid },
    ],
    size: HALF_FROM_TABLET,
  },
  date_of_birth: {
    type: 'date',
    name: 'date_of_birth',
    label: 'Date of Birth*',
    autocomplete: 'bday',
    // `min` and `max` (the picker's window) depend on today: getFormDefinition fills them in.
    validationRules: [{ type: 'required', message: DATE_OF_BIRTH_MESSAGES.required }, { type: 'dateOfBirth' }],
    size: HALF_FROM_TABLET,
  },
  state: {
    type: 'select',
    name: 'state',
    label: 'State*',
    autocomplete: 'address-level1',
    options: US_STATES.map(([value, label]) => ({ value, label })),
    validationRules: [
      { type: 'required', message: M.stateRequired },
      { type: 'oneOf', message: M.stateRequired },
    ],
    size: THIRD_ON_DESKTOP,
  },
  street_1: {
    type: 'text',
    name: 'street_1',
    label: 'Street Address*',
    autocomplete: 'address-line1',
    maxLength: 200,
    validationRules: [{ type: 'required', message: M.streetRequired }, limit(200)],
    size: FULL,
  },
  street_2: {
    type: 'text',
    name: 'street_2',
    label: 'Apartment, Suite, etc.',
    autocomplete: 'address-line2',
    maxLength: 200,
    validationRules: [limit(200)],
    size: FULL,
  },
  city: {
    type: 'text',
    name: 'city',
    label: 'City*',
    autocomplete: 'address-level2',
    maxLength: 100,
    validationRules: [{ type: 'required', message: M.cityRequired }, limit(100)],
    size: THIRD_ON_DESKTOP,
  },
  zip_code: {
    type: 'text',
    name: 'zip_code',
    label: 'Zip Code*',
    autocomplete: 'postal-code',
    maxLength: 10,
    validationRules: [
      { type: 'required', message: M.zipRequired },
      { type: 'zip', message: M.zipRequired },
    ],
    size: THIRD_ON_DESKTOP,
  },
  accept_legal: {
    type: 'checkbox',
    name: 'accept_legal',
    label: 'I agree to the Privacy Policy and Terms of Use.*',
    labelLinks: [
      { text: 'Privacy Policy', href: PRIVACY_POLICY_PATH },
      { text: 'Terms of Use', href: TERMS_OF_USE_PATH },
    ],
    defaultValue: false,
    validationRules: [{ type: 'required', message: M.required }],
    size: FULL,
  },
  email_opt_in: {
    type: 'checkbox',
    name: 'email_opt_in',
    label: `Yes, I would like to subscribe to updates from ${BRAND_TOKEN}.*`,
    defaultValue: false,
    validationRules: [{ type: 'required', message: M.required }],
    size: FULL,
  },
  sms_opt_in: {
    type: 'checkbox',
    name: 'sms_opt_in',
    label: SMS_CONSENT_LABEL,
    // Opens beside the form: following it must not lose what was typed.
    labelLinks: [{ text: SMS_TERMS_LINK_TEXT, href: SMS_TERMS_TOKEN, newTab: true }],
    defaultValue: false,
    validationRules: [],
    size: FULL,
    // Texts need a number to go to: the box is offered once one is typed.
    dependsOn: [{ field: 'phone_number' }],
  },
  message: {
    type: 'textarea',
    name: 'message',
    label: 'How can we help?*',
    maxLength: MESSAGE_MAX_LENGTH,
    validationRules: [
      { type: 'required', message: M.messageInvalid },
      { type: 'maxLength', max: MESSAGE_MAX_LENGTH, message: M.messageInvalid },
    ],
    size: FULL,
  },
  /** Spec: "Additional-information variant: optional, max 1000". */
  additional_info: {
    type: 'textarea',
    name: 'message',
    label: 'Additional Information',
    maxLength: MESSAGE_MAX_LENGTH,
    validationRules: [{ type: 'maxLength', max: MESSAGE_MAX_LENGTH, message: M.messageInvalid }],
    size: FULL,
  },
  /** The sign-up's own consent (spec: "hidden consent default true"): always sent as true, never taken from the visitor. */
  consent: {
    type: 'hidden',
    name: 'consent',
    label: 'Consent',
    defaultValue: true,
    validationRules: [],
    size: FULL,
  },
  company_name: {
    type: 'text',
    name: 'company_name',
    label: 'Company Name',
    autocomplete: 'organization',
    maxLength: 200,
    validationRules: [limit(200)],
    size: FULL,
  },
} satisfies Record<string, FieldDefinition>;

export type StandardFieldName = keyof typeof STANDARD_FIELDS;

/** The optional variant of a field (spec: "phone (required and optional variants)"): no required rule, no '*'. */
export function optionalField(field: FieldDefinition): FieldDefinition {
  return {
    ...field,
    label: field.label.replace(/\*$/, ''),
    validationRules: field.validationRules.filter((rule) => rule.type !== 'required'),
  };
}
