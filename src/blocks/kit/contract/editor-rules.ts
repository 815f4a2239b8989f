// Rules between two options of one block (content spec section 5): the masonry gallery's
// exactly three images, Instagram's social text, showSymbol against showDollarSign. They
// are data, not code, so one declaration both validates the options (the renderer hides a
// block that breaks one; content:check names it) and becomes the editor's alert in the
// component manifest.
import * as v from 'valibot';

export type Condition<K extends string = string> = { field: K; equals: string | number | boolean };

export type EditorRule<K extends string = string> =
  /** `field` holds exactly `count` items (when the condition holds). */
  | { kind: 'itemCount'; field: K; count: number; when?: Condition<K>; message: string }
  /** `field` must be filled in when the condition holds. */
  | { kind: 'requiredWhen'; field: K; when: Condition<K>; message: string }
  /** At most one of the two flags is on. */
  | { kind: 'exclusive'; fields: readonly [K, K]; message: string };

/** The metadata key the manifest reads. */
export const EDITOR_RULES = 'editorRules';

type Options = Record<string, unknown>;

const holds = (when: Condition | undefined, options: Options) => when === undefined || options[when.field] === when.equals;
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The field a rule finds at fault in parsed options, or null when it holds. */
export function brokenField(rule: EditorRule, options: Options): string | null {
  switch (rule.kind) {
    case 'itemCount': {
      const items = options[rule.field];
      const count = Array.isArray(items) ? items.length : 0;
      return holds(rule.when, options) && count !== rule.count ? rule.field : null;
    }
    case 'requiredWhen':
      return holds(rule.when, options) && isEmpty(options[rule.field]) ? rule.field : null;
    case 'exclusive':
      return options[rule.fields[0]] === true && options[rule.fields[1]] === true ? rule.fields[1] : null;
  }
}

/**
 * An object schema with rules between its options. Each broken rule is an issue at its
 * field, with the rule's message.
 */
export function withRules<const S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>>(schema: S, rules: readonly EditorRule<keyof S['entries'] & string>[]) {
  return v.pipe(
    schema,
    v.metadata<v.InferOutput<S>, { [EDITOR_RULES]: readonly EditorRule[] }>({ [EDITOR_RULES]: rules }),
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const options = dataset.value as Options;
      for (const rule of rules) {
        const field = brokenField(rule, options);
        if (field === null) continue;
        addIssue({
          message: rule.message,
          path: [{ type: 'object', origin: 'value', input: options, key: field, value: options[field] }],
        });
      }
    }),
  );
}

/** The rules declared on a schema (its own pipe), for the manifest. */
export function rulesOf(schema: v.GenericSchema): readonly EditorRule[] {
  const pipe = (schema as { pipe?: readonly { kind: string; type: string; metadata?: Record<string, unknown> }[] }).pipe ?? [];
  return pipe.flatMap((item) => (item.type === 'metadata' ? ((item.metadata?.[EDITOR_RULES] as EditorRule[] | undefined) ?? []) : []));
}
