// The server's valibot schema for a generic form: the same rules and messages as
// validateFormField, run over every field at once so a 400 names each bad field.
import * as v from 'valibot';
import { formFields } from './definitions.ts';
import { isFieldActive, isFixedField, normalizePhone, validateFormField } from './rules.ts';
import type { FieldDefinition, FormDefinition, FormValues } from './types.ts';

export const NOT_AN_OBJECT_MESSAGE = 'Send the form fields as a JSON object.';

/** What goes to the marketing backend: trimmed text, phone numbers as E.164, checkboxes as booleans; blanks left out. */
function outgoingValue(field: FieldDefinition, value: unknown): string | boolean | undefined {
  if (isFixedField(field)) return field.defaultValue;
  if (field.type === 'checkbox') return value === true;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (field.validationRules.some((rule) => rule.type === 'phone')) return normalizePhone(text) ?? text;
  return text;
}

/**
 * Validates a flat `{ [fieldName]: string | boolean }` body against a definition. The
 * output holds only the definition's fields whose conditions hold: unknown keys and
 * fields the visitor was not asked are never forwarded.
 */
export function formSchema(definition: FormDefinition, today?: Date) {
  const fields = formFields(definition);
  return v.pipe(
    v.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input), NOT_AN_OBJECT_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const input = dataset.value;
      const output: FormValues = {};
      let valid = true;
      for (const field of fields) {
        const message = validateFormField(field, input, today);
        if (message) {
          valid = false;
          addIssue({
            message,
            path: [{ type: 'object', origin: 'value', input, key: field.name, value: input[field.name] }],
          });
          continue;
        }
        if (!isFieldActive(field, input)) continue;
        const value = outgoingValue(field, input[field.name]);
        if (value !== undefined) output[field.name] = value;
      }
      return valid ? output : NEVER;
    }),
  );
}
