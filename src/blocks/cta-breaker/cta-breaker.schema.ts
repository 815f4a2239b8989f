// Content spec "Call-to-action breaker": a band that breaks up a long page with an image,
// a headline and up to two buttons, optionally introduced by a title and a paragraph.
import * as v from 'valibot';
import { IMAGE_FILE_TYPES, input } from '../../ui/editor/input.ts';
import { ButtonOptionSchema } from '../kit/inputs/button-option.schema.ts';
import { OptionalRichTextSchema, OptionalTextSchema } from '../kit/inputs/text.schema.ts';
import { imageFileSchema } from '../kit/inputs/image-source.ts';
import { COLOR_NAMES } from '../kit/inputs/colors.ts';

/** Content spec: the breaker's image is a jpeg or png (an upload, with no extension, is taken). */
const JpegOrPng = imageFileSchema(IMAGE_FILE_TYPES, 'image must be a jpeg or png');

export const CtaBreakerOptionsSchema = v.object({
  showIntro: v.optional(v.boolean(), false),
  intro: v.optional(v.pipe(v.object({ title: OptionalTextSchema, body: OptionalRichTextSchema }), input({ showIf: "options.get('showIntro') === true" }))),
  backgroundColor: v.optional(v.picklist(COLOR_NAMES), 'Gray'),
  image: v.object({
    /** Required in the editor; optional here so that a broken address drops the image, never the band. */
    image: v.optional(v.pipe(JpegOrPng, input({ required: true }))),
    altText: v.optional(v.pipe(v.string(), v.trim()), ''),
    /** The image reaches past the band's top edge. */
    offset: v.optional(v.boolean(), false),
  }),
  headline: OptionalTextSchema,
  title: OptionalTextSchema,
  button: v.optional(ButtonOptionSchema),
  altButton: v.optional(ButtonOptionSchema),
});

export type CtaBreakerOptions = v.InferOutput<typeof CtaBreakerOptionsSchema>;
