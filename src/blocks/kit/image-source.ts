import * as v from 'valibot';
import { IMAGE_OR_SVG_FILE_TYPES, input } from '../../ui/editor/input.ts';

/** An image an editor picked: an https URL or a path on this site (never protocol-relative). */
export const ImageSourceSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(https:\/\/|\/(?!\/))/, 'image must be an https URL or a site path'),
  input({ type: 'file', allowedFileTypes: IMAGE_OR_SVG_FILE_TYPES }),
);

/** An image's own size in pixels, when known: its box is reserved before it loads. */
export const ImagePixelsSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)));

const BUILDER_CDN = 'https://cdn.builder.io/api/v1/image/';
const WIDTHS = [480, 768, 1024, 1440, 1920, 2560] as const;

/**
 * Images on the page builder's CDN are resized on request, so the browser can pick the
 * smallest one that fits; other images are served as they are.
 */
export function imageSrcSet(src: string, quality: number, maxWidth = 2560): string | undefined {
  if (!src.startsWith(BUILDER_CDN)) return undefined;
  const url = new URL(src);
  return WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => {
      url.searchParams.set('width', String(width));
      url.searchParams.set('quality', String(quality));
      url.searchParams.set('format', 'webp');
      return `${url.href} ${width}w`;
    })
    .join(', ');
}
