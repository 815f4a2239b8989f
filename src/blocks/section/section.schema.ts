import * as v from 'valibot';

/** Builder's Core:Section default maxWidth, which it writes into the content. */
export const BUILDER_SECTION_WIDTH = 1200;

export const SectionOptionsSchema = v.object({
  maxWidth: v.optional(v.pipe(v.number(), v.minValue(200), v.maxValue(3840)), BUILDER_SECTION_WIDTH),
  backgroundColor: v.optional(v.picklist(['None', 'Gray', 'White', 'Red', 'Gold', 'Ash', 'Black', 'Cream']), 'None'),
});
