// The marketing-platform signup form block's forms (content spec section 3, "Signup form
// fields"): e-mail required, phone optional, the SMS consent, and the hidden consent
// that is always true. The block's form type names which of the platform's sign-ups.
import { SIGNUP_SUCCESS_MESSAGE } from './messages.ts';
import { POPUP_EMAIL_FIELD } from './popup-forms.ts';
import { optionalField, STANDARD_FIELDS as F } from './standard-fields.ts';
import type { FieldDefinition, FormDefinition } from './types.ts';

export const SMS_CONSENT_FIELD: FieldDefinition = { ...F.sms_opt_in, name: 'sms_consent' };

const signup = (formType: string): FormDefinition => ({
  formType,
  groups: [{ fields: [POPUP_EMAIL_FIELD, optionalField(F.phone_number), SMS_CONSENT_FIELD, F.consent] }],
  submitLabel: 'Sign Up',
  successMessage: SIGNUP_SUCCESS_MESSAGE,
});

/**
 * Content spec section 7 ("Form posts: ... a legacy-brand signup form"): the sign-up for the
 * winery's former brand's news. It joins the forms list (not the newsletter), its form type
 * the event's property and the profile's source, so a flow keeps the two audiences apart.
 */
export const LEGACY_BRAND_SIGNUP = 'LegacyBrandSignup';

/** The sign-ups an editor can pick: the newsletter with texts, the Wine Society's news, and the legacy brand's. */
export const SIGNUP_FORMS: readonly FormDefinition[] = [signup('Signup'), signup('WineSocietySignup'), signup(LEGACY_BRAND_SIGNUP)];
