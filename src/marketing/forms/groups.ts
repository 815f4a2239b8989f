// The form groupings of content spec section 3 ("Form groupings"): the building blocks
// every form type is made of, so two forms that ask the same thing ask it the same way.
import { optionalField, STANDARD_FIELDS as F } from './standard-fields.ts';
import type { FormGroup } from './types.ts';

/** First and last name. */
export const NAMES: FormGroup = { fields: [F.first_name, F.last_name] };

/** Names and how to reach the visitor, under the spec's legend. */
export const GENERAL_INFORMATION: FormGroup = {
  legend: 'General Information',
  fields: [F.first_name, F.last_name, F.user_email, F.phone_number],
};

/** Contact with required email and required phone. */
export const CONTACT_PHONE_REQUIRED: FormGroup = { fields: [F.user_email, F.phone_number] };

/** Contact with required email and optional phone. */
export const CONTACT_PHONE_OPTIONAL: FormGroup = { fields: [F.user_email, optionalField(F.phone_number)] };

/** The marketing opt-in and the privacy policy and terms of use, both required. */
export const LEGAL: FormGroup = { fields: [F.email_opt_in, F.accept_legal] };

/** The SMS opt-in with the spec's consent wording (offered once a phone number is typed). */
export const SMS: FormGroup = { fields: [F.sms_opt_in] };

/** "How can we help?*": required, at most 1000 characters. */
export const MESSAGE: FormGroup = { fields: [F.message] };

/** The optional variant of the message, at most 1000 characters. */
export const ADDITIONAL_INFO: FormGroup = { fields: [F.additional_info] };

export const COMPANY: FormGroup = { fields: [F.company_name] };

/** Date of birth: 21 or over, within the picker's 100 years. */
export const BIRTHDAY: FormGroup = { fields: [F.date_of_birth] };
