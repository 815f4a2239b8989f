import * as v from 'valibot';
import { ButtonOptionSchema } from './button-option.schema.ts';
import { OptionalRichTextSchema, OptionalTextSchema } from './text.schema.ts';
import { COLOR_NAMES } from './colors.ts';

export const TEXT_BLOCK_DESIGNS = ['GoldLeft', 'BlackGoldLeft', 'BlackCenter', 'WhiteCenter', 'GoldCenter'] as const;

export const MAX_TEXT_BLOCK_BUTTONS = 2;

export const TextBlockOptionsSchema = v.object({
  design: v.optional(v.picklist(TEXT_BLOCK_DESIGNS), 'BlackCenter'),
  /** A small coloured tag above everything else, e.g. "New release". */
  preEyebrow: v.optional(
    v.object({
      text: OptionalTextSchema,
      textColor: v.optional(v.picklist(COLOR_NAMES)),
      backgroundColor: v.optional(v.picklist(COLOR_NAMES), 'None'),
    }),
  ),
  preheader: OptionalTextSchema,
  headline: OptionalTextSchema,
  /** Rich text as HTML from the page builder; sanitised before rendering. */
  body: OptionalRichTextSchema,
  buttons: v.optional(v.pipe(v.array(ButtonOptionSchema), v.maxLength(MAX_TEXT_BLOCK_BUTTONS, 'maximum "Buttons" is 2')), []),
  footnote: OptionalTextSchema,
  isHeadingOne: v.optional(v.boolean(), false),
  disableAnimations: v.optional(v.boolean(), false),
});
