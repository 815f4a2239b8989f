// The generic forms by form type (the form block's "form type", content spec section 3).
// GeneralWebsiteContactForm and the pop-up's three (popup.ts); the other types join in a later issue.
import { MAXIMUM_AGE, MINIMUM_AGE, yearsBefore } from '../../commerce/rules/date-of-birth.ts';
import { FORM_MESSAGES, tooLongMessage } from './messages.ts';
import { POPUP_FORM_DEFINITIONS } from './popup.ts';
import { optionalField, STANDARD_FIELDS } from './standard-fields.ts';
import type { FieldDefinition, FormDefinition } from './types.ts';

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

const GENERAL_WEBSITE_CONTACT_FORM: FormDefinition = {
  formType: 'GeneralWebsiteContactForm',
  groups: [
    { fields: [STANDARD_FIELDS.first_name, STANDARD_FIELDS.last_name] },
    // Spec grouping "contact with required email and optional phone".
    { fields: [STANDARD_FIELDS.user_email, optionalField(STANDARD_FIELDS.phone_number)] },
    { fields: [STANDARD_FIELDS.message, TOPIC_FIELD] },
    { fields: [STANDARD_FIELDS.accept_legal] },
  ],
  submitLabel: 'Submit',
  successMessage: FORM_MESSAGES.success,
};

const FORM_DEFINITIONS: ReadonlyMap<string, FormDefinition> = new Map([
  [GENERAL_WEBSITE_CONTACT_FORM.formType, GENERAL_WEBSITE_CONTACT_FORM],
  ...POPUP_FORM_DEFINITIONS.map((popup) => [popup.formType, popup] as const),
]);

/** The form types a visitor can submit today. */
export const FORM_TYPES: readonly string[] = [...FORM_DEFINITIONS.keys()];

/** The date picker's window (spec section 5): 100 years ago to 21 years ago, as YYYY-MM-DD. */
export function dateOfBirthRange(today: Date = new Date()): { min: string; max: string } {
  return { min: yearsBefore(today, MAXIMUM_AGE), max: yearsBefore(today, MINIMUM_AGE) };
}

/** Every field of a definition, in order. */
export function formFields(definition: FormDefinition): FieldDefinition[] {
  return definition.groups.flatMap((group) => group.fields);
}

/**
 * The definition of a form type, or undefined for a type nobody defined. Date-of-birth
 * fields get their picker window for `today`, which moves every day.
 */
export function getFormDefinition(formType: string, today: Date = new Date()): FormDefinition | undefined {
  const definition = FORM_DEFINITIONS.get(formType);
  if (!definition) return undefined;
  const range = dateOfBirthRange(today);
  const withRange = (field: FieldDefinition): FieldDefinition =>
    field.validationRules.some((rule) => rule.type === 'dateOfBirth') ? { ...field, ...range } : field;
  return { ...definition, groups: definition.groups.map((group) => ({ ...group, fields: group.fields.map(withRange) })) };
}
