// Content spec "Text with image", its side-bar variant: a column of text beside a narrow
// image that stays in view while the text scrolls. Unlike the text with image, it has no
// designs to pick from, and "requires text and image src".
import * as v from 'valibot';
import { ImagePixelsSchema } from '../kit/inputs/image-source.ts';
import { IMAGE_OR_SVG_FILE_TYPES, input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { IMAGE_URL_MESSAGE, IMAGE_URL_PATTERN } from '../../content/image-url/index.ts';

export const TEXT_REQUIRED = 'text is required';
export const IMAGE_SRC_REQUIRED = 'image src is required';

export const TextImageSideBarOptionsSchema = v.object({
  title: OptionalTextSchema,
  /** Rich text as HTML from the page builder; sanitised before rendering. */
  text: v.pipe(v.string(), v.trim(), v.nonEmpty(TEXT_REQUIRED), input({ type: 'richText' })),
  buttons: v.optional(v.array(ButtonOptionSchema), []),
  image: v.object({
    // Blank is said once, as missing; anything else must be an https URL or a site path.
    src: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(IMAGE_SRC_REQUIRED),
      v.check((src) => src === '' || IMAGE_URL_PATTERN.test(src), IMAGE_URL_MESSAGE),
      input({ type: 'file', allowedFileTypes: IMAGE_OR_SVG_FILE_TYPES }),
    ),
    altText: v.optional(v.pipe(v.string(), v.trim()), ''),
    /** The side bar on the left of the text instead of the right. */
    left: v.optional(v.boolean(), false),
    width: ImagePixelsSchema,
    height: ImagePixelsSchema,
  }),
});

export type TextImageSideBarOptions = v.InferOutput<typeof TextImageSideBarOptionsSchema>;
