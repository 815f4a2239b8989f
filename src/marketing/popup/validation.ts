// Checking a pop-up step in the browser with the same field definitions and messages the
// /api/forms/popup-* routes apply (src/marketing/forms/popup.ts), so both always agree.
import { POPUP_FIELDS } from '../forms/popup.ts';
import { validateFormField } from '../forms/rules.ts';
import { optionalField } from '../forms/standard-fields.ts';
import type { FieldDefinition } from '../forms/types.ts';
import { normalizeDate, type PopupValues } from './payload.ts';
import { isRequired } from './steps.ts';
import type { PopupField, PopupFormType } from './types.ts';

/** A field as this form type asks it: the phone is optional except on SMS Only. */
export function popupField(type: PopupFormType, field: PopupField): FieldDefinition {
  const definition = POPUP_FIELDS[field];
  return isRequired(type, field) ? definition : optionalField(definition);
}

/** A message per invalid field of the step; the date is checked as it will be sent (YYYY-MM-DD). */
export function validatePopupStep(type: PopupFormType, fields: readonly PopupField[], values: PopupValues, today: Date = new Date()): Partial<Record<PopupField, string>> {
  const normalized: PopupValues = { ...values };
  if (values.age_gated_date_of_birth) normalized.age_gated_date_of_birth = normalizeDate(values.age_gated_date_of_birth);
  const errors: Partial<Record<PopupField, string>> = {};
  for (const field of fields) {
    const message = validateFormField(popupField(type, field), normalized, today);
    if (message) errors[field] = message;
  }
  return errors;
}
