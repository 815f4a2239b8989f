import * as v from 'valibot';
import { sanitizeEmbed } from '../../../platform/sanitize/embed.ts';

/** Editor HTML, sanitised once when the block is read: the component and the CSP share the result. */
export const EmbedHtmlSchema = v.pipe(v.optional(v.string(), ''), v.transform(sanitizeEmbed));

/** Builder's Custom Code block. */
export const CustomCodeOptionsSchema = v.object({
  code: EmbedHtmlSchema,
  // Builder's hydration hints; with no script run in the browser they change nothing here.
  replaceNodes: v.optional(v.boolean(), false),
  scriptsClientOnly: v.optional(v.boolean(), false),
});

export type CustomCodeOptions = v.InferOutput<typeof CustomCodeOptionsSchema>;
