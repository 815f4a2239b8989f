// The marketing-platform signup form block's options (content spec section 3): which of
// the platform's sign-ups (formType, required), what it says once sent, and its button.
import * as v from 'valibot';
import { SIGNUP_FORM_TYPES, SIGNUP_SUCCESS_MESSAGE } from '../../marketing/forms/index.ts';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';

export const SignupFormOptionsSchema = v.object({
  formType: v.pipe(
    v.string('Pick a form type'),
    v.check((formType) => SIGNUP_FORM_TYPES.includes(formType), `This form type has no signup form; use one of: ${SIGNUP_FORM_TYPES.join(', ')}`),
  ),
  successMessage: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((message) => (message ?? '').trim()),
    v.maxLength(500),
    v.transform((message) => message || SIGNUP_SUCCESS_MESSAGE),
  ),
  submitButtonDesign: v.optional(v.fallback(v.picklist(BUTTON_DESIGNS), 'red'), 'red'),
  showErrorMessage: v.optional(v.boolean(), true),
  showSuccessMessage: v.optional(v.boolean(), true),
});

export type SignupFormOptions = v.InferOutput<typeof SignupFormOptionsSchema>;
