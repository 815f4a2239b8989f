import * as v from 'valibot';

const Blocks = v.optional(v.array(v.unknown()), []);

/** Builder's Builder:Accordion: items whose title and detail are blocks. */
export const BuilderAccordionOptionsSchema = v.object({
  items: v.optional(v.array(v.object({ title: Blocks, detail: Blocks })), []),
  oneAtATime: v.optional(v.boolean(), false),
  grid: v.optional(v.boolean(), false),
  gridRowWidth: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?(%|px|rem|em|vw)$/, 'gridRowWidth is a CSS length such as 25%')), '25%'),
  useChildrenForItems: v.optional(v.boolean(), false),
});

export type BuilderAccordionOptions = v.InferOutput<typeof BuilderAccordionOptionsSchema>;
