import * as v from 'valibot';
import { ButtonOptionSchema } from './button-option.schema.ts';
import { OptionalTextSchema } from './text.schema.ts';

export const HEADLINE_COLORS = ['white', 'gray', 'red', 'gold'] as const;
export type HeadlineColor = (typeof HEADLINE_COLORS)[number];

function textDesign<C extends HeadlineColor | undefined>(defaultColor: C) {
  return v.optional(
    v.object({
      color: v.optional(v.picklist(HEADLINE_COLORS), defaultColor),
      secondaryFontEnabled: v.optional(v.boolean(), false),
    }),
    {},
  );
}

/**
 * The `headline` option shared by the headline and hero blocks. Over a hero image the text
 * defaults to white; without a colour, headline text takes the colour of what it sits on
 * (gray on the page, white in a dark section).
 */
export function headlineOptionSchema<C extends HeadlineColor | undefined>(defaultColor: C) {
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

/** Either block's parsed `headline`; the hero's always carries a colour. */
export type HeadlineOption = v.InferOutput<ReturnType<typeof headlineOptionSchema<HeadlineColor | undefined>>>;
export type HeadlineButtons = v.InferOutput<typeof HeadlineButtonsSchema>;

/**
 * A content entry that is a heading rather than a page (the recipes heading model): its
 * data read as the Headline's options. The route that shows it and content:check share it.
 */
export function headingEntryOptions(data: Readonly<Record<string, unknown>>): { headline: unknown; buttons: unknown } {
  return { headline: data.headline, buttons: data.buttons ?? {} };
}
