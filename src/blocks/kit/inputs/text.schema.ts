// Text options every block shares: plain text that may be left blank, text an editor must
// fill in, rich text.
import * as v from 'valibot';
import { input } from '../../../ui/editor/input.ts';

/** Editors leave fields blank as "" as often as they leave them out. */
export const OptionalTextSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => text || undefined),
  ),
);

/** Text an editor must fill in; a missing or blank one is said as "<name> is required". */
export const requiredText = (name: string) => v.pipe(v.string(`${name} is required`), v.trim(), v.nonEmpty(`${name} is required`));

/** Rich text as HTML from the page builder (sanitised when rendered); blank is absent. */
export const OptionalRichTextSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    input({ type: 'richText' }),
    v.transform((text) => text || undefined),
  ),
);
