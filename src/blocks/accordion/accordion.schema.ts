import * as v from 'valibot';
import { AnchorIdSchema } from '../kit/contract/anchor-id.ts';

export const AccordionOptionsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('an accordion needs a title')),
  isMultipleExpandable: v.optional(v.boolean(), false),
  /** Lets pages link to the accordion as #id. */
  id: AnchorIdSchema,
});
