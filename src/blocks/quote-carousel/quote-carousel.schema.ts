// Content spec "Quote": a carousel of quotes in one of three looks (a picture of who said
// it, their signature, or a press review), with optional pagination.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

export const QUOTE_TYPES = ['PICTURE', 'SIGNATURE', 'REVIEW'] as const;

export const QuoteCarouselOptionsSchema = v.object({
  type: v.optional(v.picklist(QUOTE_TYPES), 'PICTURE'),
  offWhiteBackground: v.optional(v.boolean(), false),
  /** The quotes' text colour; one that would not read on the background falls back to gray or white. */
  bodyColor: v.optional(v.picklist(COLOR_NAMES), 'None'),
  quotes: v.pipe(
    v.array(
      v.object({
        title: OptionalTextSchema,
        body: v.pipe(v.string('a quote needs a body'), v.trim(), v.nonEmpty('a quote needs a body'), input({ type: 'longText' })),
        author: OptionalTextSchema,
        authorInfo: OptionalTextSchema,
        /** The author's picture (PICTURE) or signature (SIGNATURE); a review shows none. */
        image: v.optional(v.object({ src: ImageSourceSchema, altText: v.optional(v.pipe(v.string(), v.trim()), '') })),
        button: v.optional(ButtonOptionSchema),
      }),
    ),
    v.nonEmpty('add at least one quote'),
  ),
  enablePagination: v.optional(v.boolean(), false),
});

export type QuoteCarouselOptions = v.InferOutput<typeof QuoteCarouselOptionsSchema>;
