// Validation of one generic form field, shared by the browser's form kit (as the visitor
// types) and the server (formSchema), so both show the same message for the same value.
import { dateOfBirthError } from '../../commerce/rules/date-of-birth.ts';
import type { FieldCondition, FieldDefinition, ValidationRule } from './types.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_PUNCTUATION = /[\s().\-+]/g;
const US_PHONE_DIGITS = /^1?\d{10}$/;
const ZIP = /^\d{5}(?:-?\d{4})?$/;

const isFilled = (value: unknown) => value === true || (typeof value === 'string' && value.trim() !== '');

function conditionHolds(condition: FieldCondition, values: Record<string, unknown>): boolean {
  const value = values[condition.field];
  if (condition.equals === undefined) return isFilled(value);
  return typeof value === 'string' ? value.trim() === condition.equals : value === condition.equals;
}

/** Whether the field is asked at all: a field whose conditions do not hold is neither validated nor sent. */
export function isFieldActive(field: FieldDefinition, values: Record<string, unknown>): boolean {
  return (field.dependsOn ?? []).every((condition) => conditionHolds(condition, values));
}

/** A hidden field with a yes/no default (the sign-ups' consent) always carries that default, whatever is sent. */
export const isFixedField = (field: FieldDefinition): field is FieldDefinition & { defaultValue: boolean } => field.type === 'hidden' && typeof field.defaultValue === 'boolean';

/** A US phone number as E.164 (+1 and 10 digits), or undefined when it is not one. */
export function normalizePhone(value: string): string | undefined {
  const digits = value.replace(PHONE_PUNCTUATION, '');
  if (!US_PHONE_DIGITS.test(digits)) return undefined;
  return `+1${digits.slice(-10)}`;
}

function ruleError(rule: ValidationRule, field: FieldDefinition, text: string, today: Date): string | undefined {
  switch (rule.type) {
    case 'required':
      return text === '' ? rule.message : undefined;
    case 'email':
      return EMAIL.test(text) ? undefined : rule.message;
    case 'phone':
      return normalizePhone(text) ? undefined : rule.message;
    case 'dateOfBirth':
      return dateOfBirthError(text, today) ?? undefined;
    case 'maxLength':
      return text.length > rule.max ? rule.message : undefined;
    case 'zip':
      return ZIP.test(text) ? undefined : rule.message;
    case 'oneOf':
      return field.options?.some((option) => option.value === text) ? undefined : rule.message;
  }
}

/** A value of the wrong kind (a number for a checkbox, an object for a name) is answered with the field's first message. */
function firstMessage(field: FieldDefinition): string {
  for (const rule of field.validationRules) if (rule.type !== 'dateOfBirth') return rule.message;
  return 'Please enter a valid value';
}

/**
 * The message to show under a field, or undefined when its value is acceptable (or the
 * field is not asked because its conditions do not hold). Text values are trimmed first;
 * a checkbox's value is true when ticked. `today` decides the date-of-birth window.
 */
export function validateFormField(field: FieldDefinition, values: Record<string, unknown>, today: Date = new Date()): string | undefined {
  if (!isFieldActive(field, values) || isFixedField(field)) return undefined;
  const value = values[field.name];

  if (field.type === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') return firstMessage(field);
    const required = field.validationRules.find((rule) => rule.type === 'required');
    return required && value !== true ? required.message : undefined;
  }

  if (value !== undefined && value !== null && typeof value !== 'string') return firstMessage(field);
  const text = (value ?? '').trim();
  for (const rule of field.validationRules) {
    // Only `required` looks at a blank value: an optional field is checked once filled in.
    if (text === '' && rule.type !== 'required') continue;
    const message = ruleError(rule, field, text, today);
    if (message) return message;
  }
  return undefined;
}
