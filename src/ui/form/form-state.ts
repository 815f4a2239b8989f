// The form's state and its transitions as pure functions, so the rules (when a field is
// checked, what a failed answer shows) are unit-tested without a browser; useForm only
// holds the state and moves focus.
import type { FieldErrors, Validate } from './validate.ts';
import { setIn } from './paths.ts';

export type FormState<V> = {
  values: V;
  /** Messages shown, by field path. */
  errors: FieldErrors;
  /** Paths the visitor has left (or tried to submit). */
  touched: Readonly<Record<string, true>>;
  /** The form-level message, announced by the form's alert; '' for none. */
  alert: string;
};

/** A failed answer: the API's `{message, errors}` (see src/ui/form/json-client.ts). */
export type FormFailure = { message: string; errors?: FieldErrors };

export const initialFormState = <V>(values: V): FormState<V> => ({ values, errors: {}, touched: {}, alert: '' });

function withMessage(errors: FieldErrors, path: string, message: string | undefined): FieldErrors {
  if (errors[path] === message) return errors;
  const { [path]: _old, ...rest } = errors;
  return message ? { ...rest, [path]: message } : rest;
}

/**
 * A value changed. A field that shows a message is checked again at once, so the message
 * changes or goes as the visitor fixes it; other fields wait to be left.
 */
export function changeValue<V>(state: FormState<V>, path: string, value: unknown, validate: Validate<V>): FormState<V> {
  const values = setIn(state.values, path, value);
  if (!(path in state.errors)) return { ...state, values };
  return { ...state, values, errors: withMessage(state.errors, path, validate(values)[path]) };
}

/** A field was left: it counts as touched and is checked. */
export function leaveField<V>(state: FormState<V>, path: string, validate: Validate<V>): FormState<V> {
  const touched = state.touched[path] ? state.touched : { ...state.touched, [path]: true as const };
  return { ...state, touched, errors: withMessage(state.errors, path, validate(state.values)[path]) };
}

/**
 * What the alert says about a set of messages: field messages show on their fields
 * (`isField`) under the form's summary, if it has one; messages for anything the form
 * does not show (a broken link's token, say) are read in the alert, so none is lost.
 */
function splitMessages(all: FieldErrors, isField: (path: string) => boolean, invalidMessage: string, fallback: string) {
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(all)) {
    if (isField(path)) errors[path] = message;
    else others.push(message);
  }
  const onFields = Object.keys(errors).length > 0;
  const alert = onFields ? [invalidMessage, ...others].filter(Boolean).join(' ') : others.length ? others.join(' ') : fallback;
  return { errors, alert };
}

/**
 * The visitor submits: every field is checked and counts as touched. Invalid, the form
 * shows each message and `invalidMessage` (the spec's 'Please correct the fields in red'
 * where a form has it).
 */
export function submitForm<V>(state: FormState<V>, validate: Validate<V>, isField: (path: string) => boolean, invalidMessage = ''): { state: FormState<V>; valid: boolean } {
  const all = validate(state.values);
  const paths = Object.keys(all);
  if (paths.length === 0) return { valid: true, state: { ...state, errors: {}, alert: '' } };
  const touched = { ...state.touched, ...Object.fromEntries(paths.map((path) => [path, true as const])) };
  return { valid: false, state: { ...state, ...splitMessages(all, isField, invalidMessage, invalidMessage), touched } };
}

/** The server refused: its field messages go onto the fields, its message into the alert. */
export function failSubmit<V>(state: FormState<V>, failure: FormFailure, isField: (path: string) => boolean, invalidMessage = ''): FormState<V> {
  return { ...state, ...splitMessages(failure.errors ?? {}, isField, invalidMessage, failure.message) };
}
