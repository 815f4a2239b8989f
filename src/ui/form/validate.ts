// How a form is checked: one function from all values to a message per field path. It
// can be written by hand, come from a valibot schema for the whole form (the schema the
// server applies, so browser and server never disagree), or from rules per field.
import * as v from 'valibot';
import { issuesToErrors, type FieldErrors } from '../../platform/validation/index.ts';
import { getIn } from './paths.ts';

export type { FieldErrors };

/** Every message for `values`, by field path; an empty object when the form may be sent. */
export type Validate<V> = (values: V) => FieldErrors;

/** One field's rule: a function returning its message, or a valibot schema for its value. */
export type FieldRule<V> = ((value: unknown, values: V) => string | undefined) | v.GenericSchema;

/** The form checked with a valibot schema; `toInput` shapes the values as the API takes them. */
export function schemaValidator<V>(schema: v.GenericSchema, toInput?: (values: V) => unknown): Validate<V> {
  return (values) => {
    const parsed = v.safeParse(schema, toInput ? toInput(values) : values);
    return parsed.success ? {} : issuesToErrors(parsed.issues);
  };
}

/** The form checked field by field. */
export function fieldsValidator<V>(rules: Readonly<Record<string, FieldRule<V>>>): Validate<V> {
  return (values) => {
    const errors: FieldErrors = {};
    for (const [path, rule] of Object.entries(rules)) {
      const value = getIn(values, path);
      let message: string | undefined;
      if (typeof rule === 'function') message = rule(value, values);
      else {
        const parsed = v.safeParse(rule, value);
        message = parsed.success ? undefined : parsed.issues[0].message;
      }
      if (message) errors[path] = message;
    }
    return errors;
  };
}

/** Several checks as one; the first message per field wins. */
export function combineValidators<V>(...validators: readonly (Validate<V> | undefined)[]): Validate<V> {
  const present = validators.filter((validate): validate is Validate<V> => validate !== undefined);
  if (present.length === 1) return present[0]!;
  return (values) => {
    const errors: FieldErrors = {};
    for (const validate of present) {
      for (const [path, message] of Object.entries(validate(values))) errors[path] ??= message;
    }
    return errors;
  };
}
