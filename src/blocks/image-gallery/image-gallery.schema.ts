// Content spec "Gallery": a titled set of images as a grid, a masonry of exactly three, or
// an Instagram-style strip under its social text (the account's handle).
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';
import { LinkSchema } from '../../ui/link/href.ts';
import { OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';
import { withRules } from '../kit/contract/editor-rules.ts';

export const GALLERY_STYLES = ['grid', 'masonry', 'instagram'] as const;
/** Content spec section 5: the editor's alert for a masonry gallery. */
export const MASONRY_IMAGES = 3;
export const MASONRY_MESSAGE = 'Number of images should be 3';
export const SOCIAL_TEXT_MESSAGE = 'socialText is required for the Instagram style';

export const ImageGalleryOptionsSchema = withRules(
  v.object({
    title: OptionalTextSchema,
    subtitle: OptionalTextSchema,
    style: v.optional(v.picklist(GALLERY_STYLES), 'grid'),
    socialText: v.optional(v.pipe(v.string(), v.trim(), input({ showIf: "options.get('style') === 'instagram'", helperText: 'The account, e.g. @triangleridgewinery' }))),
    images: v.pipe(
      v.array(
        v.object({
          image: ImageSourceSchema,
          altText: v.optional(v.pipe(v.string(), v.trim()), ''),
          link: v.optional(v.nullable(LinkSchema)),
          /** What the link does, when the image alone does not say it ("Open this post on Instagram"). */
          ariaLabel: OptionalTextSchema,
        }),
      ),
      v.nonEmpty('add at least one image'),
    ),
  }),
  [
    { kind: 'itemCount', field: 'images', count: MASONRY_IMAGES, when: { field: 'style', equals: 'masonry' }, message: MASONRY_MESSAGE },
    { kind: 'requiredWhen', field: 'socialText', when: { field: 'style', equals: 'instagram' }, message: SOCIAL_TEXT_MESSAGE },
  ],
);

export type ImageGalleryOptions = v.InferOutput<typeof ImageGalleryOptionsSchema>;
