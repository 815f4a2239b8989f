// Content spec "Image text overlay": a wide image (its own crop on phones) with a text
// block laid over it, as a page's hero or further down.
import * as v from 'valibot';
import { BUTTON_DESIGNS } from '../kit/inputs/button.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { OfferingIdSchema, TockIdSchema } from '../kit/inputs/tock.ts';
import { TextBlockOptionsSchema } from '../kit/inputs/text-block.schema.ts';

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
  /** A reservation button: a link to the venue (or one offering) on Tock; nothing of Tock loads here. */
  tockButton: v.optional(
    v.object({
      tockId: TockIdSchema,
      text: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Reserve a Tasting'),
      design: v.optional(v.picklist(BUTTON_DESIGNS), 'red'),
      offeringId: v.optional(OfferingIdSchema),
    }),
  ),
});

export type ImageTextOverlayOptions = v.InferOutput<typeof ImageTextOverlayOptionsSchema>;
