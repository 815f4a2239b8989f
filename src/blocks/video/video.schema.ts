import * as v from 'valibot';
import { ImageUrlSchema } from '../../content/image-url/index.ts';

const HttpsUrl = v.pipe(v.string(), v.trim(), v.regex(/^(https:\/\/|\/(?!\/))/, 'video must be an https URL or a site path'));

/**
 * Builder's Video block. Its editor defaults (autoplay, muted, loop) are written into the
 * content when the block is inserted, so an unset flag here is off, as in Builder's SDK.
 */
export const VideoOptionsSchema = v.object({
  video: HttpsUrl,
  posterImage: v.optional(ImageUrlSchema),
  autoPlay: v.optional(v.boolean(), false),
  controls: v.optional(v.boolean(), false),
  muted: v.optional(v.boolean(), false),
  loop: v.optional(v.boolean(), false),
  playsInline: v.optional(v.boolean(), false),
  fit: v.optional(v.picklist(['contain', 'cover', 'fill', 'auto']), 'cover'),
  position: v.optional(v.picklist(['center', 'top', 'left', 'right', 'bottom', 'top left', 'top right', 'bottom left', 'bottom right']), 'center'),
  preload: v.optional(v.picklist(['auto', 'metadata', 'none']), 'metadata'),
  /** Height divided by width. */
  aspectRatio: v.optional(v.pipe(v.number(), v.minValue(0.05), v.maxValue(20))),
  lazyLoad: v.optional(v.boolean(), false),
  fitContent: v.optional(v.boolean(), false),
});

export type VideoOptions = v.InferOutput<typeof VideoOptionsSchema>;

/** The origin the video plays from, when it is another site's (Builder's CDN). */
export function videoOrigin(video: string): string | null {
  return video.startsWith('https://') ? new URL(video).origin : null;
}
