// Content spec "Trade media list": press releases, fact sheets and trade materials, each
// with an image, a date, a title, a body and its buttons (a PDF to download, a link).
import * as v from 'valibot';
import { calendarDay } from '../../ui/date/format.ts';
import { input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalRichTextSchema, OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

export const TradeMediaListOptionsSchema = v.object({
  title: OptionalTextSchema,
  tradeList: v.pipe(
    v.array(
      v.object({
        customImageUpload: v.optional(v.nullable(ImageSourceSchema)),
        /** The image spans the item instead of sitting beside the text. */
        isImageFullWidth: v.optional(v.boolean(), false),
        imageAltText: v.optional(v.pipe(v.string(), v.trim()), ''),
        date: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}/, 'date must be a date (YYYY-MM-DD)'), input({ type: 'date' }))),
        title: v.pipe(v.string('title is required'), v.trim(), v.nonEmpty('title is required')),
        body: OptionalRichTextSchema,
        buttonList: v.optional(v.array(ButtonOptionSchema), []),
      }),
    ),
    v.nonEmpty('add at least one item'),
  ),
});

export type TradeMediaListOptions = v.InferOutput<typeof TradeMediaListOptionsSchema>;

/** "2026-03-02" as "March 2, 2026" (the day as written, whatever the server's zone); anything else as written. */
export function formatTradeDate(date: string): string {
  return calendarDay(date) ?? date;
}
