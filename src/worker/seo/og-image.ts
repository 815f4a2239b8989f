// The page's social preview image (og:image): always a raster, 1200 x 630,
// on every page type. Facebook, LinkedIn and X show no SVG (Facebook's sharing guide and X's
// summary_large_image card take JPEG, PNG, WebP and GIF; 1200 x 630 is the size they show
// large), and most of the store's own images are SVG. So:
// - an image of the site's own (public/images and public/images/products) points at its
//   1200 x 630 JPEG rendered beside it by `node scripts/rasterize-images.mjs`
//   (public/images/og/; an SVG must be, since Cloudflare passes SVG through unresized);
//   in production a site raster is resized by Cloudflare instead;
// - another raster (Builder's CDN, Commerce7's images) is resized by Cloudflare's image
//   transformations (developers.cloudflare.com/images/transform-images/transform-via-url/:
//   width, height, fit=cover crops to exactly that size, format=jpeg) where the zone
//   transforms it; otherwise it is named as it is, without a size;
// - no image, or an SVG with no rendered file: the site's default card.
// Worked out while a page renders: a cached page carries the answer, hits do nothing more.
import { hostAllowed, type ImageSettings } from '../../ui/image/renditions.ts';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** The site's card for a page with no image of its own (club pages among them). */
export const DEFAULT_OG_SOURCE = '/images/hero-vineyard.svg';

/** An image under public/images or public/images/products, by its name and type. */
const SITE_IMAGE = /^\/images\/((?:products\/)?[A-Za-z0-9_-][A-Za-z0-9_.-]*?)\.(svg|jpe?g|png)$/i;

export type OpenGraphImage = { url: string; width?: number; height?: number; type?: string };

export type OgSettings = ImageSettings & { local: boolean };

/** The rendered file of a site image: `/images/products/x.svg` -> `/images/og/products-x.jpg` (rasterize-images.mjs names them so). */
export const ogFileOf = (name: string) => `/images/og/${name.replaceAll('/', '-')}.jpg`;

const sized = (url: string): OpenGraphImage => ({ url, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, type: 'image/jpeg' });

export function openGraphImage(source: string | null | undefined, origin: string, settings: OgSettings): OpenGraphImage {
  const chosen = source?.trim() || DEFAULT_OG_SOURCE;
  const own = chosen.startsWith(`${origin}/`) ? chosen.slice(origin.length) : chosen;
  const site = SITE_IMAGE.exec(own);
  if (site) {
    const svg = site[2]!.toLowerCase() === 'svg';
    if (svg || settings.local || !settings.transform) return sized(`${origin}${ogFileOf(site[1]!)}`);
    return sized(`${origin}${resized(own)}`);
  }
  if (/\.svg(?:[?#]|$)/i.test(own)) return sized(`${origin}${ogFileOf(SITE_IMAGE.exec(DEFAULT_OG_SOURCE)![1]!)}`);
  if (own.startsWith('/') && !own.startsWith('//')) return settings.transform && !settings.local ? sized(`${origin}${resized(own)}`) : { url: `${origin}${own}` };
  let url: URL;
  try {
    url = new URL(own);
  } catch {
    return openGraphImage(DEFAULT_OG_SOURCE, origin, settings);
  }
  if (url.protocol !== 'https:') return openGraphImage(DEFAULT_OG_SOURCE, origin, settings);
  if (settings.transform && !settings.local && hostAllowed(url.hostname, settings.remoteHosts)) return sized(`${origin}${resized(url.href)}`);
  return { url: url.href };
}

/** Cloudflare's transformation to the card's size: cover crops to exactly 1200 x 630. */
function resized(source: string): string {
  const path = source.startsWith('/') ? source.slice(1) : source;
  return `/cdn-cgi/image/width=${OG_IMAGE_WIDTH},height=${OG_IMAGE_HEIGHT},fit=cover,format=jpeg,quality=85/${path}`;
}
