// Content spec "Image": a titled list of images, each with its caption, across the content
// column or the whole width of the page. Builder's built-in Image owns the name "Image",
// so this one registers as "ImageList".
import * as v from 'valibot';
import { IMAGE_OR_SVG_FILE_TYPES } from '../../ui/editor/input.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { imageFileSchema, ImagePixelsSchema } from '../kit/inputs/image-source.ts';

export const IMAGE_TYPE_MESSAGE = 'Only jpeg, png and svg images are allowed';

/** A jpeg, png or svg, or an upload (the page builder's CDN serves those under a bare asset id). */
const ImageFileSchema = imageFileSchema(IMAGE_OR_SVG_FILE_TYPES, IMAGE_TYPE_MESSAGE);

export const ImageListOptionsSchema = v.object({
  title: OptionalTextSchema,
  images: v.pipe(
    v.array(
      v.object({
        image: ImageFileSchema,
        altText: v.optional(v.pipe(v.string(), v.trim()), ''),
        caption: OptionalTextSchema,
        width: ImagePixelsSchema,
        height: ImagePixelsSchema,
      }),
    ),
    v.nonEmpty('add at least one image'),
  ),
  /** Run the images edge to edge instead of within the content column. */
  fullWidth: v.optional(v.boolean(), false),
});

export type ImageListOptions = v.InferOutput<typeof ImageListOptionsSchema>;
