import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImagePixelsSchema, ImageSourceSchema } from '../kit/inputs/image-source.ts';

/** Where the text sits relative to the image. */
export const TEXT_IMAGE_DESIGNS = ['text-top', 'text-left', 'text-right', 'text-bottom'] as const;

/** A second, smaller image: the brand mark beside the text, or an image under it. */
const ExtraImageSchema = v.optional(
  v.union([
    v.object({
      src: ImageSourceSchema,
      altText: v.optional(v.pipe(v.string(), v.trim()), ''),
      width: ImagePixelsSchema,
      height: ImagePixelsSchema,
    }),
    // A page-builder file input stores the bare URL: read as an image without alt text.
    v.pipe(
      ImageSourceSchema,
      v.transform((src): { src: string; altText: string; width?: number; height?: number } => ({ src, altText: '' })),
    ),
  ]),
);

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
    /** Set the image against the left edge of its column instead of centring it. */
    left: v.optional(v.pipe(v.boolean(), input({ helperText: 'Aligns the image left when it is narrower than its column' })), false),
    /** Keep the image's own width instead of filling the column. */
    defaultWidth: v.optional(v.pipe(v.boolean(), input({ helperText: 'Shows the image at its own width (not when stretched)' })), false),
    /** The image's own size; reserves its space before it loads. */
    width: ImagePixelsSchema,
    height: ImagePixelsSchema,
  }),
  /** A small brand mark (the crest) shown above the text. */
  brandImage: ExtraImageSchema,
  /** An image under the text, in the text's column. */
  bottomImage: ExtraImageSchema,
});
