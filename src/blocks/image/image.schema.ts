import * as v from 'valibot';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

/** Builder's built-in Image element. */
export const ImageOptionsSchema = v.object({
  image: ImageSourceSchema,
  altText: v.optional(v.string(), ''),
  /** Height divided by width; reserves the space before the image loads. */
  // Builder: "set to 0 to not force the image's aspect ratio".
  aspectRatio: v.optional(
    v.pipe(
      v.number(),
      v.minValue(0),
      v.maxValue(20),
      v.transform((ratio) => (ratio >= 0.05 ? ratio : undefined)),
    ),
  ),
  backgroundSize: v.optional(v.picklist(['cover', 'contain']), 'cover'),
  backgroundPosition: v.optional(v.picklist(['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right']), 'center'),
  lazy: v.optional(v.boolean(), true),
  fitContent: v.optional(v.boolean(), false),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  sizes: v.optional(v.string()),
  srcset: v.optional(v.string()),
  caption: v.optional(v.string()),
  /** Builder's title: the tooltip a visitor sees over the image. */
  title: v.optional(v.string()),
});
