// Validation answers in one shape, for the server and the browser alike: a form-level
// message plus a message per field, keyed by the field's dotted path (`shipTo.zipCode`,
// `itemData.recipients.0.email`), the same keys valibot's getDotPath gives. The JSON API
// answers 4xx bodies of this shape (docs/architecture.md, "The HTTP surface"), and the form kit
// (src/ui/form) maps them back onto its fields.
import * as v from 'valibot';

/** Messages by field path; the first message per field wins. */
export type FieldErrors = Record<string, string>;

/** The API's error body: `{ message, errors? }`. */
export type ErrorBody = { message: string; errors?: FieldErrors };

/** Content spec section 8, "Form invalid". */
export const INVALID_FORM_MESSAGE = 'Please correct the fields in red';

/** Key for an issue about the whole input rather than one field (e.g. a body that is not an object). */
export const ROOT_ERROR_KEY = 'body';

/** Field messages from valibot issues: the first message per dotted path. */
export function issuesToErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ROOT_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The 400 body for invalid input. */
export function invalidBody(issues: readonly v.BaseIssue<unknown>[], message: string = INVALID_FORM_MESSAGE): Required<ErrorBody> {
  return { message, errors: issuesToErrors(issues) };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; body: Required<ErrorBody> };

/** Validates `input` with `schema`: the parsed value, or the error body to answer with. */
export function check<S extends v.GenericSchema>(schema: S, input: unknown, message?: string): Checked<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, body: invalidBody(parsed.issues, message) };
}

/** Field messages for `input`, or null when it is valid. */
export function errorsOf(schema: v.GenericSchema, input: unknown): FieldErrors | null {
  const parsed = v.safeParse(schema, input);
  return parsed.success ? null : issuesToErrors(parsed.issues);
}

const ErrorBodySchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.string()), {}),
});

/** Reads an API error body `{message, errors?}`; anything else becomes the fallback message. */
export function readErrorBody(body: unknown, fallback: string): { message: string; errors: FieldErrors } {
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) return { message: fallback, errors: {} };
  return { message: parsed.output.message || fallback, errors: parsed.output.errors };
}
