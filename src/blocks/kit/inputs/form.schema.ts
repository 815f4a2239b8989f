// The form block's options (content spec section 3, "Form block"): which generic form it
// shows and what it says once sent or refused.
import * as v from 'valibot';
import { FORM_MESSAGES, FORM_TYPES } from '../../../marketing/forms/index.ts';

/** Spec section 8: "Form default success message". */
export const FORM_BLOCK_DEFAULT_SUCCESS = FORM_MESSAGES.success;

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));

export const FormBlockOptionsSchema = v.object({
  // The content spec's form types only (not the pop-up's or the signup block's); the editor warning names them.
  formType: v.pipe(
    v.string('Pick a form type'),
    v.check((formType) => FORM_TYPES.includes(formType), `This form type has no form; use one of: ${FORM_TYPES.join(', ')}`),
  ),
  sweepstakesName: optionalText(200),
  /** Where the sign-up came from, for the marketing platform. */
  source: optionalText(100),
  successMessage: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(500),
    v.transform((message) => message || FORM_BLOCK_DEFAULT_SUCCESS),
  ),
  showErrorMessage: v.optional(v.boolean(), true),
  showSuccessMessage: v.optional(v.boolean(), true),
});

export type FormBlockOptions = v.InferOutput<typeof FormBlockOptionsSchema>;
