// Content spec "Image text overlay": a wide image (its own crop on phones) with a text
// block laid over it, as a page's hero or further down.
import * as v from 'valibot';
import { ImageSourceSchema } from '../hero/image-source.ts';
import { TextBlockOptionsSchema } from '../text-block/text-block.schema.ts';

/** Where the text sits over the image from tablets up; on phones it follows the image. */
export const OVERLAY_DESIGNS = ['left', 'center', 'right'] as const;

export const ImageTextOverlayOptionsSchema = v.object({
  design: v.optional(v.picklist(OVERLAY_DESIGNS), 'left'),
  isHero: v.optional(v.boolean(), false),
  image: v.object({
    src: ImageSourceSchema,
    mobileSrc: v.optional(v.nullable(ImageSourceSchema)),
    altText: v.optional(v.pipe(v.string(), v.trim()), ''),
  }),
  textBlock: TextBlockOptionsSchema,
});

export type ImageTextOverlayOptions = v.InferOutput<typeof ImageTextOverlayOptionsSchema>;
