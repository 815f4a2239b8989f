// Builder's Form:Form and its inputs. A Builder form sends to Builder's own backend, to
// Zapier or to any URL; the storefront sends only through its own route, so a form is
// sent when it names one of the content spec's form types (by its name, or by an action
// of /api/forms/{formType}), and otherwise shown without being sent anywhere.
import * as v from 'valibot';
import { FORM_TYPES } from '../../marketing/forms/index.ts';

const ROUTE = /^\/api\/forms\/([A-Za-z0-9-]+)\/?$/;

export const BuilderFormOptionsSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim()), ''),
  sendSubmissionsTo: v.optional(v.string(), 'email'),
  sendSubmissionsToEmail: v.optional(v.string()),
  action: v.optional(v.pipe(v.string(), v.trim())),
  method: v.optional(v.string()),
  successMessage: v.optional(v.array(v.unknown()), []),
});

export type BuilderFormOptions = v.InferOutput<typeof BuilderFormOptionsSchema>;

/** The form type a Builder form is sent as, or null when it names none the storefront knows. */
export function builderFormType(options: BuilderFormOptions): string | null {
  if (FORM_TYPES.includes(options.name)) return options.name;
  const routed = options.action?.match(ROUTE)?.[1];
  return routed && FORM_TYPES.includes(routed) ? routed : null;
}

/** Where Builder would have sent the form, in the editor's words. */
export function builderFormTarget(options: BuilderFormOptions): string {
  if (options.sendSubmissionsTo === 'custom' && options.action) return options.action;
  if (options.sendSubmissionsTo === 'zapier') return 'Zapier';
  return "Builder's form submissions";
}

const Name = v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w.[\]-]{1,100}$/, 'a field name is letters, digits, -, _ or .')));
const Text = v.optional(v.pipe(v.string(), v.maxLength(500)));

export const INPUT_TYPES = ['text', 'email', 'tel', 'number', 'url', 'date', 'password', 'search', 'checkbox', 'radio', 'hidden'] as const;

export const FormInputOptionsSchema = v.object({
  name: Name,
  // Builder's type is free text: one it does not know reads as plain text.
  type: v.optional(
    v.pipe(
      v.string(),
      v.transform((type) => ((INPUT_TYPES as readonly string[]).includes(type) ? (type as (typeof INPUT_TYPES)[number]) : 'text')),
    ),
    'text',
  ),
  placeholder: Text,
  defaultValue: v.optional(v.union([v.string(), v.number()])),
  required: v.optional(v.boolean(), false),
});

export const FormSelectOptionsSchema = v.object({
  name: Name,
  options: v.optional(v.array(v.object({ value: v.union([v.string(), v.number()]), name: v.optional(v.string()) })), []),
  defaultValue: v.optional(v.union([v.string(), v.number()])),
  required: v.optional(v.boolean(), false),
});

export const FormTextAreaOptionsSchema = v.object({
  name: Name,
  placeholder: Text,
  defaultValue: Text,
  required: v.optional(v.boolean(), false),
});

export const FormSubmitButtonOptionsSchema = v.object({
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), 'Submit'),
});

/** "first_name" reads "First name": an input's accessible name when Builder gives no label. */
export function fieldLabel(name: string | undefined, placeholder: string | undefined): string {
  const words = (name ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.\-[\]]+/g, ' ')
    .trim()
    .toLowerCase();
  if (words) return words.charAt(0).toUpperCase() + words.slice(1);
  return placeholder?.trim() || 'Field';
}
