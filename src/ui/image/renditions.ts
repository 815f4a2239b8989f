// Image renditions: every image is asked for at the size it is shown. One pure function
// turns a source, the slot's `sizes` and the image's kind into `src`, `srcSet` and `sizes`
// through Cloudflare's image transformations (Transform via URL:
// `/cdn-cgi/image/<options>/<source>`, developers.cloudflare.com/images/transform-images/
// transform-via-url/). Locally the Worker answers the same URLs (src/worker/cdn-cgi-image/).

/** Storefront spec 9, image defaults: the device widths and the smaller image widths. */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** The spec says "image sizes 16 to 384"; the list between is the stack's default (Next.js's imageSizes). */
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
const ALL_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS];
const MAX_WIDTH = 3840;

/**
 * What an image is, which decides its quality: spec 9 and content spec 9, 75 outside
 * heroes (logos included) and 85 in them; storefront spec 2, product cards at 85. The
 * product detail image is the product hero's.
 */
export type ImageKind = 'content' | 'logo' | 'hero' | 'product';
export const QUALITY: Readonly<Record<ImageKind, number>> = { content: 75, logo: 75, hero: 85, product: 85 };

/** How the deployment transforms images (IMAGE_TRANSFORMATIONS, IMAGE_SOURCE_HOSTS). */
export type ImageSettings = {
  /** Off: every image is served as it is (a zone without image transformations). */
  transform: boolean;
  /** Hosts whose https images may be transformed (Cloudflare's "Sources"); `*.b.com` takes b.com and its subdomains. */
  remoteHosts: readonly string[];
};
export const DEFAULT_IMAGE_SETTINGS: ImageSettings = { transform: true, remoteHosts: [] };

export type RenditionRequest = {
  kind: ImageKind;
  /** The slot's `sizes` attribute: px lengths (fixed slots) or vw lengths (fluid ones). */
  sizes: string;
  /** Overrides the kind's quality (an editor's "high quality" hero). */
  quality?: number;
  /** The widest rendition worth asking for (the source's own width, when known). */
  maxWidth?: number;
};

export type Rendition = { src: string; srcSet?: string; sizes?: string };

export const TRANSFORM_PREFIX = '/cdn-cgi/image/';

/**
 * The image's `src`, `srcSet` and `sizes`. Left as they are (only `src`): SVGs (Cloudflare
 * does not resize them), data URIs, URLs already transformed, sources of other hosts
 * unless configured, and anything that is not an https URL or a path on this site.
 */
export function imageRendition(source: string, request: RenditionRequest, settings: ImageSettings): Rendition {
  // Every render asks again for the same few images (a collection page: one per card), with
  // settings that live as long as the isolate: each answer is worked out once.
  let known = renditionsOf.get(settings);
  if (!known) renditionsOf.set(settings, (known = new Map()));
  const key = `${source}\n${request.kind}\n${request.sizes}\n${request.quality ?? ''}\n${request.maxWidth ?? ''}`;
  let rendition = known.get(key);
  if (!rendition) {
    if (known.size >= RENDITIONS_KEPT) known.clear();
    known.set(key, (rendition = renditionOf(source, request, settings)));
  }
  return rendition;
}

const RENDITIONS_KEPT = 2000;
const renditionsOf = new WeakMap<ImageSettings, Map<string, Rendition>>();

function renditionOf(source: string, request: RenditionRequest, settings: ImageSettings): Rendition {
  if (!transformable(source, settings)) return { src: source };
  const quality = request.quality ?? QUALITY[request.kind];
  const widths = renditionWidths(request.sizes, request.maxWidth);
  const urls = widths.map((width) => `${transformedUrl(source, { width, quality })} ${width}w`);
  return { src: transformedUrl(source, { width: widths[widths.length - 1] ?? DEVICE_WIDTHS[0], quality }), srcSet: urls.join(', '), sizes: request.sizes };
}

/**
 * One transformed URL. `format=auto` lets Cloudflare answer AVIF or WebP to browsers that
 * accept them; `fit=scale-down` never enlarges a small source; `onerror=redirect` sends the
 * browser to the original when a transformation fails.
 */
export function transformedUrl(source: string, options: { width: number; quality: number }): string {
  const path = source.startsWith('/') ? source.slice(1) : source;
  return `${TRANSFORM_PREFIX}width=${options.width},quality=${options.quality},format=auto,fit=scale-down,onerror=redirect/${path}`;
}

/**
 * The widths a slot needs. Fixed slots (px): each length at 1x and 2x, rounded up to the
 * next width of the spec's lists. Fluid slots (vw, calc): every width from the smallest
 * share of the narrowest device up, as the stack's image component did.
 */
export function renditionWidths(sizes: string, maxWidth = Infinity): number[] {
  const lengths = sizes
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.slice(entry.lastIndexOf(')') + 1).trim() || entry);
  const fixed = lengths.map((length) => /^(\d+(?:\.\d+)?)px$/.exec(length)).filter((match) => match !== null);
  let wanted: number[];
  if (lengths.length > 0 && fixed.length === lengths.length) {
    wanted = fixed.flatMap((match) => [Number(match[1]), Number(match[1]) * 2]).map(snapUp);
  } else {
    const shares = lengths.map((length) => /^(\d+(?:\.\d+)?)vw$/.exec(length)).map((match) => (match ? Number(match[1]) / 100 : 1));
    const smallest = Math.min(1, ...shares);
    wanted = ALL_WIDTHS.filter((width) => width >= DEVICE_WIDTHS[0] * smallest);
  }
  const capped = [...new Set(wanted)].filter((width) => width <= Math.max(maxWidth, ALL_WIDTHS[0] ?? 16));
  const widths = capped.length > 0 ? capped : [snapUp(Math.min(maxWidth, DEVICE_WIDTHS[0]))];
  return widths.sort((a, b) => a - b);
}

function snapUp(length: number): number {
  return ALL_WIDTHS.find((width) => width >= length) ?? MAX_WIDTH;
}

/** Characters a source may carry unencoded in the URL's path (Cloudflare 9419: no spaces, no raw Unicode). */
const SAFE_SOURCE = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;

function transformable(source: string, settings: ImageSettings): boolean {
  if (!settings.transform || !SAFE_SOURCE.test(source)) return false;
  let pathname: string;
  if (source.startsWith('/')) {
    if (source.startsWith('//') || source.startsWith(TRANSFORM_PREFIX)) return false;
    pathname = source.split(/[?#]/)[0] ?? '';
  } else {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' || !hostAllowed(url.hostname, settings.remoteHosts)) return false;
    pathname = url.pathname;
  }
  return !/\.svg$/i.test(pathname);
}

/** Cloudflare's Sources rule: `b.com` is that host only; `*.b.com` is b.com and every subdomain. */
export function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    if (!rule.startsWith('*.')) return host === rule;
    const root = rule.slice(2);
    return host === root || host.endsWith(`.${root}`);
  });
}
