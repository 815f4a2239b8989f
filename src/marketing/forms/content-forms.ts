// The form block's form types (content spec section 3, "Form block"), each made of the
// spec's groupings. Every message is the field's own (section 5); the default success
// message is section 8's.
import { FORM_MESSAGES, tooLongMessage } from './messages.ts';
import { ADDITIONAL_INFO, BIRTHDAY, COMPANY, CONTACT_PHONE_OPTIONAL, CONTACT_PHONE_REQUIRED, GENERAL_INFORMATION, LEGAL, MESSAGE, NAMES, SMS } from './groups.ts';
import { STANDARD_FIELDS } from './standard-fields.ts';
import type { FieldDefinition, FormDefinition, FormGroup } from './types.ts';

/**
 * What the visitor is writing about. Hidden: the error screen's "Report feedback" link
 * opens the contact form with it filled in (e.g. `?topic=feedback`).
 */
export const TOPIC_FIELD: FieldDefinition = {
  type: 'hidden',
  name: 'topic',
  label: 'Topic',
  maxLength: 100,
  validationRules: [{ type: 'maxLength', max: 100, message: tooLongMessage(100) }],
  size: { mobile: 12, tablet: 12, desktop: 12 },
};

/** Spec section 3: "Form analytics source label for corporate gifting". */
export const CORPORATE_GIFTING_SOURCE = 'Klaviyo: Corporate Gifting Form';

const form = (formType: string, groups: FormGroup[], extra: Partial<FormDefinition> = {}): FormDefinition => ({
  formType,
  groups,
  submitLabel: 'Submit',
  successMessage: FORM_MESSAGES.success,
  ...extra,
});

/** A sweepstakes entry: who, how to reach them, 21 or over, the opt-ins. */
const sweepstakes = (formType: string) => form(formType, [NAMES, CONTACT_PHONE_OPTIONAL, BIRTHDAY, SMS, LEGAL], { submitLabel: 'Enter Now' });

/** Interest in a 2022 750 ml release: told when it is out, so the same as a sweepstakes entry without the prize. */
const productInterest = (formType: string) => form(formType, [NAMES, CONTACT_PHONE_OPTIONAL, BIRTHDAY, SMS, LEGAL], { submitLabel: 'Notify Me' });

export const CONTENT_FORMS: readonly FormDefinition[] = [
  sweepstakes('Sweepstakes'),
  sweepstakes('SweepstakesEmmys'),
  form('GeneralWebsiteContactForm', [
    NAMES,
    CONTACT_PHONE_OPTIONAL,
    { fields: [STANDARD_FIELDS.message, TOPIC_FIELD] },
    // The contact form asks no marketing opt-in: writing to us is not subscribing.
    { fields: [STANDARD_FIELDS.accept_legal] },
  ]),
  form('EventSignup', [NAMES, CONTACT_PHONE_REQUIRED, BIRTHDAY, ADDITIONAL_INFO, SMS, LEGAL], { submitLabel: 'Sign Up' }),
  form('WineSocietyContactUs', [NAMES, CONTACT_PHONE_OPTIONAL, MESSAGE, SMS, LEGAL]),
  form('CorporateGifting', [GENERAL_INFORMATION, COMPANY, MESSAGE, LEGAL], { analyticsSource: CORPORATE_GIFTING_SOURCE }),
  form('Events', [GENERAL_INFORMATION, BIRTHDAY, ADDITIONAL_INFO, SMS, LEGAL]),
  form('BulkGifting', [GENERAL_INFORMATION, COMPANY, ADDITIONAL_INFO, LEGAL]),
  form('BottleEngravingOrder', [NAMES, CONTACT_PHONE_REQUIRED, MESSAGE, LEGAL], { submitLabel: 'Request Engraving' }),
  form('VirtualTasting', [NAMES, CONTACT_PHONE_OPTIONAL, COMPANY, BIRTHDAY, ADDITIONAL_INFO, LEGAL], { submitLabel: 'Request a Tasting' }),
  productInterest('Isosceles2022750ml'),
  productInterest('IsoscelesReserve2022750ml'),
];
