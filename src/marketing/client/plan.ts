// How each sign-up of the content spec becomes Klaviyo calls, as a real Klaviyo integration
// makes them (pure: the client sends what this returns, in order):
//   1. profile-import, when the visitor told us more than an e-mail address (names, company,
//      address, date of birth, a phone given with the texts consent): it creates or updates
//      the profile, and answers 409 duplicate_profile when that phone is another profile's,
//      before anything else is sent;
//   2. one subscribe job per consent given, each to its list: e-mail marketing to the list of
//      the sign-up kind, SMS marketing to the SMS list;
//   3. for a form (not the footer newsletter), the event "Submitted Website Form" with what
//      was typed, so a flow can e-mail the winery (a contact message, an event sign-up).
// A phone typed without the texts consent stays a property of the message, never an
// identity of the profile.
import type { FormValues } from '../forms/types.ts';
import type { Newsletter } from '../newsletter/newsletter.schema.ts';
import { eventBody, KLAVIYO_PATHS, profileImportBody, subscribeBody, type ProfileAttributes } from './klaviyo.ts';

/** The Klaviyo list of each sign-up kind (settings KLAVIYO_*_LIST_ID). */
export type KlaviyoLists = {
  /** The footer newsletter and the signup block's e-mail. */
  newsletter: string;
  /** Every SMS consent. */
  sms: string;
  /** The pop-up's e-mail sign-ups. */
  popup: string;
  /** The e-mail opt-in ticked on a content form (sweepstakes, events, enquiries). */
  forms: string;
};

/** What travels beside a form's fields. */
export type SubmissionMeta = {
  /** The analytics source label (the form block's `source`, or the form type's own). */
  source?: string | undefined;
  /** The form block's sweepstakesName: which draw an entry is for. */
  sweepstakesName?: string | undefined;
  /** The pop-up's A/B variant name (content spec section 7: `extra_fields`). */
  extraFields?: { variant?: string | undefined } | undefined;
};

export type KlaviyoCall = { path: string; body: unknown };

/** The metric every website form records (its form type is a property, for a flow's trigger filter). */
export const FORM_METRIC = 'Submitted Website Form';

const POPUP_TYPES = new Set(['popup-email', 'popup-email-dob', 'popup-sms']);
const SIGNUP_TYPES = new Set(['Signup', 'WineSocietySignup']);

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The list an e-mail consent of this form type joins. */
function emailListOf(formType: string, lists: KlaviyoLists): string {
  if (POPUP_TYPES.has(formType)) return lists.popup;
  if (SIGNUP_TYPES.has(formType)) return lists.newsletter;
  return lists.forms;
}

/** Fields that identify the visitor or are the form's own: not repeated in the event. */
const NOT_EVENT_PROPERTIES = new Set(['email', 'user_email', 'consent']);

export function planFormSubmission(formType: string, fields: FormValues, meta: SubmissionMeta, lists: KlaviyoLists, uniqueId: string): KlaviyoCall[] {
  const email = text(fields.user_email) ?? text(fields.email);
  const phone = text(fields.phone_number);
  const dateOfBirth = text(fields.date_of_birth) ?? text(fields.age_gated_date_of_birth);
  // The hidden `consent` (pop-ups, signup block) is the sign-up's own e-mail consent; content forms ask email_opt_in.
  // popup-sms is the texts step: an e-mail it carries was subscribed by the pop-up's e-mail step and only names the profile.
  const emailConsent = Boolean(email) && (fields.email_opt_in === true || (fields.consent === true && formType !== 'popup-sms'));
  const smsConsent = Boolean(phone) && (fields.sms_opt_in === true || fields.sms_consent === true);
  const source = meta.source || formType;
  const calls: KlaviyoCall[] = [];

  const profile: ProfileAttributes = {
    email,
    phone_number: smsConsent ? phone : undefined,
    first_name: text(fields.first_name),
    last_name: text(fields.last_name),
    organization: text(fields.company_name),
    location: Object.fromEntries(
      Object.entries({ address1: text(fields.street_1), address2: text(fields.street_2), city: text(fields.city), region: text(fields.state), zip: text(fields.zip_code) }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    properties: dateOfBirth ? { date_of_birth: dateOfBirth } : undefined,
  };
  const told = Object.entries(profile).some(([key, value]) => key !== 'email' && value !== undefined && !(typeof value === 'object' && Object.keys(value).length === 0));
  if (told && (email || profile.phone_number)) calls.push({ path: KLAVIYO_PATHS.profileImport, body: profileImportBody(profile) });

  if (emailConsent) {
    calls.push({ path: KLAVIYO_PATHS.subscribe, body: subscribeBody({ listId: emailListOf(formType, lists), email, emailMarketing: true, customSource: source }) });
  }
  if (smsConsent) {
    calls.push({
      path: KLAVIYO_PATHS.subscribe,
      body: subscribeBody({ listId: lists.sms, email, phoneNumber: phone, smsMarketing: true, ageGatedDateOfBirth: dateOfBirth, customSource: source }),
    });
  }

  if (email || phone) {
    const properties: Record<string, string | boolean> = { form_type: formType, source };
    if (meta.sweepstakesName) properties.sweepstakes_name = meta.sweepstakesName;
    if (meta.extraFields?.variant) properties.variant = meta.extraFields.variant;
    for (const [name, value] of Object.entries(fields)) {
      if (!NOT_EVENT_PROPERTIES.has(name) && value !== '') properties[name] = value;
    }
    calls.push({ path: KLAVIYO_PATHS.events, body: eventBody({ metric: FORM_METRIC, profile: email ? { email } : { phone_number: phone }, properties, uniqueId }) });
  }
  return calls;
}

/** The footer sign-up (content spec 3): e-mail marketing consent to the newsletter list, under its source. */
export function planNewsletter(signup: Newsletter, lists: KlaviyoLists): KlaviyoCall[] {
  return [{ path: KLAVIYO_PATHS.subscribe, body: subscribeBody({ listId: lists.newsletter, email: signup.email, emailMarketing: true, customSource: signup.source }) }];
}
