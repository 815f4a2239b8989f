import * as v from 'valibot';
import { HeadlineButtonsSchema, headlineOptionSchema } from '../kit/inputs/headline.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

/** How far the overlay image may reach past the hero's top or bottom edge, in px. */
const OffsetSchema = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(400)), 0);

export const HeroOptionsSchema = v.object({
  headline: headlineOptionSchema('white'),
  buttons: HeadlineButtonsSchema,
  backgroundImage: v.optional(
    v.object({
      image: ImageSourceSchema,
      altText: v.optional(v.pipe(v.string(), v.trim()), ''),
      horizontalPosition: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
      verticalPosition: v.optional(v.picklist(['top', 'center', 'bottom']), 'center'),
      /** On desktop, show the whole image instead of cropping it to the hero. */
      desktopDisableCrop: v.optional(v.boolean(), false),
    }),
  ),
  /** A cut-out image (a bottle, a glass) beside the headline, reaching past the hero's edges. */
  imageOverlay: v.optional(
    v.object({
      image: ImageSourceSchema,
      altText: v.optional(v.pipe(v.string(), v.trim()), ''),
      offsetTop: OffsetSchema,
      offsetBottom: OffsetSchema,
    }),
  ),
  disableAnimations: v.optional(v.boolean(), false),
  enableHighQualityBgImage: v.optional(v.boolean(), false),
});
