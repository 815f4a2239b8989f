import * as v from 'valibot';
import { ImageSourceSchema } from '../hero/image-source.ts';

/** Builder's built-in Image element. */
export const ImageOptionsSchema = v.object({
  image: ImageSourceSchema,
  altText: v.optional(v.string(), ''),
  /** Height divided by width; reserves the space before the image loads. */
  aspectRatio: v.optional(v.pipe(v.number(), v.minValue(0.05), v.maxValue(20))),
  backgroundSize: v.optional(v.picklist(['cover', 'contain']), 'cover'),
  backgroundPosition: v.optional(v.picklist(['center', 'top', 'bottom', 'left', 'right']), 'center'),
  lazy: v.optional(v.boolean(), true),
  fitContent: v.optional(v.boolean(), false),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  sizes: v.optional(v.string()),
  srcset: v.optional(v.string()),
  caption: v.optional(v.string()),
});
