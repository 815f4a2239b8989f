import * as v from 'valibot';
import { IMAGE_OR_SVG_FILE_TYPES, input } from '../../../ui/editor/input.ts';

/** An image an editor picked: an https URL or a path on this site (never protocol-relative). */
export const ImageSourceSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))/, 'image must be an https URL or a site path'),
  input({ type: 'file', allowedFileTypes: IMAGE_OR_SVG_FILE_TYPES }),
);

/** An image's own size in pixels, when known: its box is reserved before it loads. */
export const ImagePixelsSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)));
