import * as v from 'valibot';

export const ColumnsOptionsSchema = v.object({
  columns: v.pipe(
    v.array(
      v.object({
        blocks: v.optional(v.array(v.unknown()), []),
        /** Percentage of the row; columns without one share what is left. */
        width: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100))),
      }),
    ),
    v.minLength(1),
    v.maxLength(12),
  ),
  space: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(200)), 20),
  stackColumnsAt: v.optional(v.picklist(['tablet', 'mobile', 'never']), 'tablet'),
  reverseColumnsWhenStacked: v.optional(v.boolean(), false),
});
