import * as v from 'valibot';
import { IMAGE_OR_SVG_FILE_TYPES, input } from '../../../ui/editor/input.ts';
import { imageUrlOf, ImageUrlSchema } from '../../../content/image-url/index.ts';

/**
 * An image an editor picked: an https URL or a path on this site (never protocol-relative),
 * an upload of Builder's picker (no extension) included (content/image-url). A broken one
 * is dropped by the renderer, and its block kept (kit/contract/options.ts).
 */
export const ImageSourceSchema = v.pipe(ImageUrlSchema, input({ type: 'file', allowedFileTypes: IMAGE_OR_SVG_FILE_TYPES }));

/**
 * An image of one of `fileTypes` (content spec 5: "club images jpg and png"): the picker
 * offers only those, and an address that names another extension is refused; an upload's
 * address names none and is taken.
 */
export function imageFileSchema(fileTypes: readonly string[], message: string) {
  return v.pipe(imageUrlOf(fileTypes, message), input({ type: 'file', allowedFileTypes: fileTypes }));
}

/** An image's own size in pixels, when known: its box is reserved before it loads. */
export const ImagePixelsSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)));
