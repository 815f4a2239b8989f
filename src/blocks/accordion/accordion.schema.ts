import * as v from 'valibot';

/** Only characters that are safe in an id and in a #fragment link; empty means no id. */
const AnchorIdSchema = v.optional(
  v.pipe(
    v.string(),
    v.transform((id) => id.replace(/[^a-zA-Z0-9_-]/g, '') || undefined),
  ),
);

export const AccordionOptionsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('an accordion needs a title')),
  isMultipleExpandable: v.optional(v.boolean(), false),
  /** Lets pages link to the accordion as #id. */
  id: AnchorIdSchema,
});
