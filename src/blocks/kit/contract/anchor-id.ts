import * as v from 'valibot';

/** Only characters that are safe in an id and in a #fragment link; empty means no id. */
export const AnchorIdSchema = v.nullish(
  v.pipe(
    v.string(),
    v.transform((id) => id.replace(/[^a-zA-Z0-9_-]/g, '') || undefined),
  ),
);
