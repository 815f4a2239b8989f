// Generic marketing forms: pure definitions (fields, rules, messages, grid sizes) that the
// browser's form kit renders and the worker's /api/forms route validates. No UI here.
export type { FieldCondition, FieldDefinition, FieldSize, FieldType, FormDefinition, FormGroup, FormValues, LabelLink, ValidationRule } from './types.ts';
export { DUPLICATE_PHONE_MESSAGE, EXAMPLE_EMAIL, EXAMPLE_PHONE, FORM_MESSAGES, SIGNUP_SUCCESS_MESSAGE } from './messages.ts';
export {
  BRAND_TOKEN,
  MESSAGE_MAX_LENGTH,
  optionalField,
  PRIVACY_POLICY_PATH,
  SMS_CONSENT_LABEL,
  STANDARD_FIELDS,
  TERMS_OF_USE_PATH,
  type StandardFieldName,
} from './standard-fields.ts';
export {
  CORPORATE_GIFTING_SOURCE,
  dateOfBirthRange,
  FORM_TYPES,
  formFields,
  getFormDefinition,
  POPUP_FORM_TYPES,
  SIGNUP_FORM_TYPES,
  TOPIC_FIELD,
  type DefinitionOptions,
} from './definitions.ts';
export { isFieldActive, normalizePhone, validateFormField } from './rules.ts';
export { formSchema, NOT_AN_OBJECT_MESSAGE } from './schema.ts';
export { DATE_OF_BIRTH_MESSAGES } from '../../commerce/rules/date-of-birth.ts';
