// Local stand-in for Cloudflare's image transformations (Transform via URL), and the
// fallback everywhere else. With transformations on, Cloudflare answers
// `/cdn-cgi/image/<options>/<source>` itself before the Worker runs
// (developers.cloudflare.com/images/transform-images/transform-via-url/), so a request that
// reaches the Worker outside local development means the zone has them off (or this is a
// local run of the production configuration): the browser is sent to the source, as
// `onerror=redirect` would, and every image still shows. The source must be this site's or
// one of IMAGE_SOURCE_HOSTS: never an open redirect. Locally (ENVIRONMENT=local: wrangler
// dev, the worker tests) this route answers the same URLs so the store's renditions are
// exercised here. It does not resize: the sources are mostly
// SVGs, which Cloudflare does not resize either, and the few rasters are small; it serves
// the source as it is and says in headers what was asked (X-Image-Width, X-Image-Height,
// X-Image-Quality, X-Image-Fit, X-Image-Format), so tests read the rendition a browser chose.
// Errors follow Cloudflare's troubleshooting page (Cf-Resized: err=<code>, the reason in the
// body); `onerror=redirect` sends the browser to the source instead, as Cloudflare does.
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { hostAllowed } from '../../ui/image/renditions.ts';
import { negotiatedFormat, parseTransformOptions, type TransformOptions } from './options.ts';

export const IMAGE_TRANSFORM_PATH = '/cdn-cgi/image/';

export const imageTransformations = new Hono<AppEnv>();

imageTransformations.get('*', async (c) => {
  const { config } = c.get('app');
  const url = new URL(c.req.url);
  const rest = url.pathname.slice(IMAGE_TRANSFORM_PATH.length);
  const slash = rest.indexOf('/');
  if (slash < 0) return failure(400, 9401, 'the URL has no source image after the options');
  const local = config.environment === 'local';
  // Locally the options are read as Cloudflare reads them; elsewhere nothing transforms, and
  // the image is all that matters.
  const parsed = local ? parseTransformOptions(rest.slice(0, slash)) : null;
  if (parsed && !parsed.ok) return failure(400, 9401, `invalid options: ${parsed.message}`);
  const resolved = sourceOf(rest.slice(slash + 1) + url.search, url.origin, config.images.remoteHosts);
  if (!resolved.ok) return failure(resolved.status, resolved.code, resolved.reason);
  const { url: sourceUrl, remote } = resolved;
  if (!parsed) return c.redirect(sourceUrl.href, 302);
  const options = parsed.options;
  const fallback = (status: number, code: number, reason: string) => (options.onerror === 'redirect' ? c.redirect(sourceUrl.href, 302) : failure(status, code, reason));

  // A foreign source is not fetched here (the machine is offline): the browser gets it as it is.
  if (remote) return c.redirect(sourceUrl.href, 302);
  const original = await c.env.ASSETS.fetch(new Request(sourceUrl.href, { headers: { accept: 'image/*' } }));
  if (original.status === 404) return fallback(404, 9404, 'the source image was not found');
  if (original.status >= 400 && original.status < 500) return fallback(original.status, 9408, `the source answered ${original.status}`);
  if (!original.ok) return fallback(502, 9509, `the source answered ${original.status}`);
  const type = original.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) return fallback(415, 9412, 'the source is not an image');

  const headers = new Headers(original.headers);
  for (const [name, value] of Object.entries(describe(options, c.req.header('accept') ?? null, type))) headers.set(name, value);
  if (options.format === 'auto') headers.append('Vary', 'Accept');
  return new Response(c.req.method === 'HEAD' ? null : original.body, { status: 200, headers });
});

type Source = { ok: true; url: URL; remote: boolean } | { ok: false; status: number; code: number; reason: string };

/**
 * The image a transformation URL names: a path on this origin, or an https URL of a host
 * in `remoteHosts` (Cloudflare's "Sources"). Anything else is refused, so this route never
 * redirects elsewhere.
 */
export function sourceOf(source: string, origin: string, remoteHosts: readonly string[]): Source {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return { ok: false, status: 400, code: 9419, reason: 'the source image URL is not a valid URL' };
    }
    // 9406: Cloudflare fetches sources over https only.
    if (url.protocol !== 'https:') return { ok: false, status: 400, code: 9406, reason: 'the source image URL is not https' };
    // Cloudflare's "Sources": another host's image only when the zone allows it (unverified: the status Cloudflare answers).
    if (!hostAllowed(url.hostname, remoteHosts)) return { ok: false, status: 403, code: 9408, reason: `source host not allowed: ${url.hostname}` };
    return { ok: true, url, remote: true };
  }
  // `//host/x` and `/\host/x` resolve to another origin: refused, as every other origin is.
  const url = new URL(`/${source}`, origin);
  if (url.origin !== origin) return { ok: false, status: 400, code: 9419, reason: 'the source image is not a path on this site' };
  return { ok: true, url, remote: false };
}

/** What was asked, as response headers (the stand-in's own: Cloudflare sends none of these). */
function describe(options: TransformOptions, accept: string | null, sourceType: string): Record<string, string> {
  const described: Record<string, string> = {};
  if (options.width !== undefined) described['X-Image-Width'] = String(options.width);
  if (options.height !== undefined) described['X-Image-Height'] = String(options.height);
  if (options.quality !== undefined) described['X-Image-Quality'] = String(options.quality);
  described['X-Image-Fit'] = options.fit ?? 'scale-down';
  // Cloudflare does not resize or re-encode SVGs; format=auto picks AVIF or WebP for rasters.
  const svg = sourceType.startsWith('image/svg');
  const format = options.format === 'auto' ? negotiatedFormat(accept) : options.format;
  described['X-Image-Format'] = svg || !format ? 'original' : format;
  return described;
}

function failure(status: number, code: number, reason: string): Response {
  return new Response(`ERROR ${code}: ${reason}`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cf-Resized': `err=${code}` } });
}
