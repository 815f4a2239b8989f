import * as v from 'valibot';
import { ButtonOptionSchema } from '../button/button-option.schema.ts';

export const HEADLINE_COLORS = ['white', 'gray', 'red', 'gold'] as const;
export type HeadlineColor = (typeof HEADLINE_COLORS)[number];

/** Editors leave fields blank as "" as often as they leave them out. */
export const OptionalTextSchema = v.optional(v.pipe(v.string(), v.trim(), v.transform((text) => text || undefined)));

function textDesign(defaultColor: HeadlineColor) {
  return v.optional(
    v.object({
      color: v.optional(v.picklist(HEADLINE_COLORS), defaultColor),
      secondaryFontEnabled: v.optional(v.boolean(), false),
    }),
    {},
  );
}

/**
 * The `headline` option shared by the headline and hero blocks. Over an image the text
 * defaults to white; on the page background it defaults to gray.
 */
export function headlineOptionSchema(defaultColor: HeadlineColor) {
  return v.object({
    preheading: OptionalTextSchema,
    heading: v.pipe(v.string(), v.trim(), v.nonEmpty('a headline needs a heading')),
    headingDesign: textDesign(defaultColor),
    subheading: OptionalTextSchema,
    subHeadingDesign: textDesign(defaultColor),
    /** Pins the headline to the top of the block. */
    top: v.optional(v.boolean(), false),
  });
}

/** The `buttons` option shared by the headline and hero blocks. */
export const HeadlineButtonsSchema = v.optional(
  v.object({
    primary: v.optional(ButtonOptionSchema),
    secondary: v.optional(ButtonOptionSchema),
    /** Pins the buttons to the top of the block. */
    top: v.optional(v.boolean(), false),
  }),
  {},
);

export const HeadlineOptionsSchema = v.object({
  headline: headlineOptionSchema('gray'),
  buttons: HeadlineButtonsSchema,
  isHeadingOne: v.optional(v.boolean(), false),
});

export type HeadlineOption = v.InferOutput<ReturnType<typeof headlineOptionSchema>>;
export type HeadlineButtons = v.InferOutput<typeof HeadlineButtonsSchema>;
