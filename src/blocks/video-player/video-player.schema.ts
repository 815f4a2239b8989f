import * as v from 'valibot';
import { ImageSourceSchema } from '../kit/inputs/image-source.ts';

/** Content spec: the Vimeo id must be a number (editors sometimes type it as text). */
const VimeoId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], 'Vimeo ID must be a number'),
  v.integer('Vimeo ID must be a number'),
  v.minValue(1, 'Vimeo ID must be a number'),
);
const OptionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim())));
const Flag = (fallback: boolean) => v.optional(v.nullable(v.boolean(), fallback), fallback);

// Editors clearing a field leave null in it: every optional option takes null too.
export const VideoPlayerOptionsSchema = v.object({
  title: OptionalText,
  subtitle: OptionalText,
  vimeoId: VimeoId,
  /** The frame's accessible name; the title when not given. */
  vimeoIframeTitle: OptionalText,
  mobileVimeoId: v.optional(v.nullable(VimeoId)),
  mobileVimeoIframeTitle: OptionalText,
  isHero: Flag(false),
  fullWidth: Flag(false),
  autoplay: Flag(false),
  enableAnalytics: Flag(false),
  disablePlayerControls: Flag(false),
  muted: Flag(true),
  /** The poster shown until the visitor presses play (nothing loads from Vimeo before). */
  imageOverlay: v.optional(
    v.nullable(
      v.object({
        image: ImageSourceSchema,
        altText: v.optional(v.nullable(v.pipe(v.string(), v.trim()), ''), ''),
      }),
    ),
  ),
  disableAnimations: Flag(false),
  /** Hex without '#'. */
  playerColor: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/, 'playerColor is a hex colour without #')))),
});

export type VideoPlayerOptions = v.InferOutput<typeof VideoPlayerOptionsSchema>;

export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/**
 * The player URL for an id and the editor's settings. `requested`: the visitor pressed
 * play on the facade, so the player starts as it loads.
 */
export function vimeoPlayerUrl(id: number, options: VideoPlayerOptions, { requested = false } = {}): string {
  const url = new URL(`/video/${id}`, VIMEO_PLAYER_ORIGIN);
  // Autoplay without a click only works muted in browsers; the spec's default is muted.
  const muted = options.muted || options.autoplay;
  if (options.autoplay || requested) url.searchParams.set('autoplay', '1');
  if (muted) url.searchParams.set('muted', '1');
  if (options.autoplay && options.disablePlayerControls) url.searchParams.set('background', '1');
  if (options.disablePlayerControls) url.searchParams.set('controls', '0');
  if (options.playerColor) url.searchParams.set('color', options.playerColor.toLowerCase());
  // Without analytics the player sets no tracking cookies.
  if (!options.enableAnalytics) url.searchParams.set('dnt', '1');
  return url.href;
}
