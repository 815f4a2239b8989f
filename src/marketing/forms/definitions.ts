// Every generic form by form type: the form block's (content spec section 3), the
// marketing-platform signup block's and the pop-up's. POST /api/forms/{formType} takes
// any of them; each block offers only its own.
import { dateOfBirthRange } from '../../commerce/rules/date-of-birth.ts';
import { CONTENT_FORMS } from './content-forms.ts';
import { POPUP_FORMS } from './popup-forms.ts';
import { SIGNUP_FORMS } from './signup-forms.ts';
import { BRAND_TOKEN, SMS_TERMS_TOKEN } from './standard-fields.ts';
import type { FieldDefinition, FormDefinition } from './types.ts';

export { CORPORATE_GIFTING_SOURCE, TOPIC_FIELD } from './content-forms.ts';

const FORM_DEFINITIONS: ReadonlyMap<string, FormDefinition> = new Map([...CONTENT_FORMS, ...SIGNUP_FORMS, ...POPUP_FORMS].map((form) => [form.formType, form]));

const typesOf = (forms: readonly FormDefinition[]) => forms.map((form) => form.formType);
/** The form block's form types, as the spec spells them. */
export const FORM_TYPES: readonly string[] = typesOf(CONTENT_FORMS);
/** The marketing-platform signup form block's form types. */
export const SIGNUP_FORM_TYPES: readonly string[] = typesOf(SIGNUP_FORMS);
/** The pop-up's three endpoints. */
export const POPUP_FORM_TYPES: readonly string[] = typesOf(POPUP_FORMS);

/** The date picker's window, the same on every form that asks for a date of birth. */
export { dateOfBirthRange };

/** Every field of a definition, in order. */
export function formFields(definition: FormDefinition): FieldDefinition[] {
  return definition.groups.flatMap((group) => group.fields);
}

export type DefinitionOptions = {
  /** Decides the date-of-birth picker's window, which moves every day. */
  today?: Date;
  /** Put in place of {brand} in labels (the opt-ins name who is writing). */
  brandName?: string;
  /** SMS_TERMS_URL: where the SMS consent's "Mobile Terms of Service" links; without it the words stay unlinked. */
  smsTermsUrl?: string;
};

/**
 * The definition of a form type, or undefined for a type nobody defined. Date-of-birth
 * fields get their picker window for `today`; labels get the brand's name.
 */
export function getFormDefinition(formType: string, options: DefinitionOptions | Date = {}): FormDefinition | undefined {
  const { today = new Date(), brandName, smsTermsUrl } = options instanceof Date ? { today: options } : options;
  const definition = FORM_DEFINITIONS.get(formType);
  if (!definition) return undefined;
  const range = dateOfBirthRange(today);
  const complete = (field: FieldDefinition): FieldDefinition => {
    const dated = field.validationRules.some((rule) => rule.type === 'dateOfBirth') ? { ...field, ...range } : field;
    const branded = brandName && dated.label.includes(BRAND_TOKEN) ? { ...dated, label: dated.label.replaceAll(BRAND_TOKEN, brandName) } : dated;
    if (!branded.labelLinks?.some((link) => link.href === SMS_TERMS_TOKEN)) return branded;
    const labelLinks = branded.labelLinks.flatMap((link) => (link.href !== SMS_TERMS_TOKEN ? [link] : smsTermsUrl ? [{ ...link, href: smsTermsUrl }] : []));
    return { ...branded, labelLinks };
  };
  return { ...definition, groups: definition.groups.map((group) => ({ ...group, fields: group.fields.map(complete) })) };
}
