import * as v from 'valibot';

export const SectionOptionsSchema = v.object({
  maxWidth: v.optional(v.pipe(v.number(), v.minValue(200), v.maxValue(3840)), 1200),
  backgroundColor: v.optional(v.picklist(['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black', 'Cream']), 'None'),
});
