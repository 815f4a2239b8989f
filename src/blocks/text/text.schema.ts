import * as v from 'valibot';

export const TextOptionsSchema = v.object({
  /** Rich text as HTML from the page builder; sanitised before rendering. */
  text: v.optional(v.string(), ''),
});
