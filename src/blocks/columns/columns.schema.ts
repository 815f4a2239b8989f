import * as v from 'valibot';
import { isValidLink } from '../../ui/link/href.ts';

export const ColumnsOptionsSchema = v.object({
  columns: v.pipe(
    v.array(
      v.object({
        blocks: v.optional(v.array(v.unknown()), []),
        /** Percentage of the row; columns without one share what is left. */
        width: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100))),
        /** Builder's column link: the whole column leads there. A link that is not safe is ignored, not fatal. */
        link: v.optional(
          v.pipe(
            v.string(),
            v.trim(),
            v.transform((link) => (isValidLink(link) ? link : undefined)),
          ),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(12),
  ),
  space: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(200)), 20),
  stackColumnsAt: v.optional(v.picklist(['tablet', 'mobile', 'never']), 'tablet'),
  reverseColumnsWhenStacked: v.optional(v.boolean(), false),
});
