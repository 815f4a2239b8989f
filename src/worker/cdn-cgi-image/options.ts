// The options segment of Cloudflare's Transform-via-URL (`/cdn-cgi/image/<options>/<source>`),
// read as Cloudflare documents it (developers.cloudflare.com/images/transform-images/
// transform-via-url/ and the option pages in cloudflare/cloudflare-docs
// src/content/partials/images/): comma-separated `name=value`, names in full or
// abbreviated, no spaces, at least one option.
import * as v from 'valibot';

/** Abbreviations Cloudflare accepts (width | w, height | h, quality | q, format | f, gravity | g). */
const ALIASES: Readonly<Record<string, string>> = { w: 'width', h: 'height', q: 'quality', f: 'format', g: 'gravity' };

/** Options Cloudflare documents that the local stand-in accepts without acting on them. */
const PASSED_OVER = [
  'anim',
  'background',
  'blur',
  'border',
  'brightness',
  'compression',
  'contrast',
  'gamma',
  'gravity',
  'metadata',
  'rotate',
  'saturation',
  'sharpen',
  'trim',
  'zoom',
  'flip',
  'segment',
] as const;

const pixels = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of pixels'), v.transform(Number), v.minValue(1, 'must be at least 1'));

const OptionsSchema = v.strictObject({
  width: v.optional(v.union([v.literal('auto'), pixels], 'must be a whole number of pixels or auto')),
  height: v.optional(pixels),
  quality: v.optional(
    v.union(
      [v.picklist(['high', 'medium-high', 'medium-low', 'low']), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(100, 'must be 1 to 100'))],
      'must be 1 to 100 or high, medium-high, medium-low, low',
    ),
  ),
  format: v.optional(v.picklist(['auto', 'avif', 'webp', 'jpeg', 'baseline-jpeg', 'json'], 'must be auto, avif, webp, jpeg, baseline-jpeg or json')),
  fit: v.optional(v.picklist(['scale-down', 'contain', 'cover', 'crop', 'aspect-crop', 'pad', 'squeeze'], 'must be scale-down, contain, cover, crop, aspect-crop, pad or squeeze')),
  onerror: v.optional(v.literal('redirect', 'must be redirect')),
  dpr: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a number'), v.transform(Number), v.minValue(1, 'must be at least 1'))),
  ...Object.fromEntries(PASSED_OVER.map((name) => [name, v.optional(v.pipe(v.string(), v.nonEmpty()))])),
});

export type TransformOptions = v.InferOutput<typeof OptionsSchema>;

export type ParsedOptions = { ok: true; options: TransformOptions } | { ok: false; message: string };

/** The options of one transformation URL, or why they are not valid. */
export function parseTransformOptions(segment: string): ParsedOptions {
  if (segment === '' || /\s/.test(segment)) return { ok: false, message: 'at least one option is required, separated by commas, without spaces' };
  const raw: Record<string, string> = {};
  for (const pair of segment.split(',')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    if (equals <= 0) return { ok: false, message: `"${pair}" is not name=value` };
    const name = pair.slice(0, equals);
    raw[ALIASES[name] ?? name] = pair.slice(equals + 1);
  }
  if (Object.keys(raw).length === 0) return { ok: false, message: 'at least one option is required' };
  const unknown = Object.keys(raw).find((name) => !(name in OptionsSchema.entries));
  if (unknown) return { ok: false, message: `unknown option: ${unknown}` };
  const parsed = v.safeParse(OptionsSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    return { ok: false, message: `${path ?? 'options'} ${issue?.message ?? 'are not valid'}` };
  }
  return { ok: true, options: parsed.output };
}

/**
 * What `format=auto` would answer (the option page's example Worker): AVIF to a browser
 * that accepts it, else WebP, else the source's own format.
 */
export function negotiatedFormat(accept: string | null): 'avif' | 'webp' | null {
  if (accept && /image\/avif/.test(accept)) return 'avif';
  if (accept && /image\/webp/.test(accept)) return 'webp';
  return null;
}
