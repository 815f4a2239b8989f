import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../button/button-option.schema.ts';
import { OptionalTextSchema } from '../headline/headline.schema.ts';
import { ImageSourceSchema } from '../hero/image-source.ts';

/** Where the text sits relative to the image. */
export const TEXT_IMAGE_DESIGNS = ['text-top', 'text-left', 'text-right', 'text-bottom'] as const;

const PixelsSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)));

export const TextImageOptionsSchema = v.object({
  design: v.optional(v.picklist(TEXT_IMAGE_DESIGNS), 'text-left'),
  eyebrow: OptionalTextSchema,
  title: OptionalTextSchema,
  subtitle: OptionalTextSchema,
  /** Rich text as HTML from the page builder; sanitised before rendering. */
  body: v.pipe(v.string(), v.trim(), v.nonEmpty('text with image needs a body'), input({ type: 'richText' })),
  buttons: v.optional(v.array(ButtonOptionSchema), []),
  image: v.object({
    src: ImageSourceSchema,
    altText: v.optional(v.pipe(v.string(), v.trim()), ''),
    /** Fill the whole image column (cropping as needed) instead of keeping the image's shape. */
    stretch: v.optional(v.boolean(), false),
    /** The image's own size; reserves its space before it loads. */
    width: PixelsSchema,
    height: PixelsSchema,
  }),
});
