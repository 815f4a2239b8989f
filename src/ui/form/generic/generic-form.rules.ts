// The generic form renderer's rules, pure: a form definition's first values, its check
// (the definition's own messages, only for fields that are asked), what is sent, and the
// label's linked phrases. The definitions themselves live in src/marketing/forms.
import { formFields, isFieldActive, validateFormField, type FieldDefinition, type FormDefinition, type FormValues, type LabelLink } from '../../../marketing/forms/index.ts';
import type { FieldErrors, Validate } from '../validate.ts';

/** Field types the renderer shows; a file cannot travel in the JSON body, so it is not offered. */
export const RENDERED_TYPES = new Set<FieldDefinition['type']>(['text', 'textarea', 'checkbox', 'date', 'tel', 'radio', 'select', 'email', 'number', 'hidden']);

const rendered = (definition: FormDefinition) => formFields(definition).filter((field) => RENDERED_TYPES.has(field.type));

/** Each field's default: its defaultValue, else unticked or blank. */
export function initialValuesOf(definition: FormDefinition): FormValues {
  const values: FormValues = {};
  for (const field of rendered(definition)) values[field.name] = field.defaultValue ?? (field.type === 'checkbox' ? false : '');
  return values;
}

/** The definition's messages for every field that is asked; a field whose conditions fail is not checked. */
export function definitionValidator(definition: FormDefinition, today?: () => Date): Validate<FormValues> {
  const fields = rendered(definition);
  return (values) => {
    const errors: FieldErrors = {};
    for (const field of fields) {
      const message = validateFormField(field, values, today?.());
      if (message) errors[field.name] = message;
    }
    return errors;
  };
}

/** The body to send: the values of the fields that are asked, nothing else. */
export function payloadOf(definition: FormDefinition, values: FormValues): FormValues {
  const payload: FormValues = {};
  for (const field of rendered(definition)) {
    const value = values[field.name];
    if (value !== undefined && isFieldActive(field, values)) payload[field.name] = value;
  }
  return payload;
}

export const isRequired = (field: FieldDefinition) => field.validationRules.some((rule) => rule.type === 'required');

/** A label cut into text and links, the links' phrases found in order (a phrase not found stays text). */
export function labelParts(label: string, links: readonly LabelLink[] = []): (string | LabelLink)[] {
  const parts: (string | LabelLink)[] = [];
  let rest = label;
  for (const link of links) {
    const at = rest.indexOf(link.text);
    if (at === -1) continue;
    if (at > 0) parts.push(rest.slice(0, at));
    parts.push(link);
    rest = rest.slice(at + link.text.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The grid's column spans as CSS custom properties (12 columns; phone, tablet, desktop). */
export function spanStyle(size: FieldDefinition['size']): Record<string, number> {
  const clamp = (columns: number) => Math.min(12, Math.max(1, Math.round(columns)));
  return { '--cols-phone': clamp(size.mobile), '--cols-tablet': clamp(size.tablet), '--cols-desktop': clamp(size.desktop) };
}
