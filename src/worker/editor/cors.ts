// Cross-origin reads for the page builder's editor. Builder's editor runs at
// https://builder.io (and its subdomains); its plugins and custom inputs call our editor
// endpoints from there, so those answers must say which origin may read them. Only
// Builder's origins (and localhost in local development) are named, one at a time,
// never `*`: a page on any other site cannot read them through a visitor's browser.
// Unverified: the exact origins Builder's editor app is served from beyond builder.io and
// *.builder.io (the SDK trusts builder.io, beta.builder.io, qa.builder.io and
// *.beta.builder.io for messages: packages/sdks src/functions/is-from-trusted-host.ts).
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';

const BUILDER_HOST = /^(?:[a-z0-9-]+\.)*builder\.io$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `origin` is the page builder's editor (https only), or localhost when running locally. */
export function isTrustedEditorOrigin(origin: string | undefined, environment: string): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An Origin header is scheme://host[:port] and nothing else.
  if (url.origin !== origin) return false;
  if (url.protocol === 'https:' && url.port === '' && BUILDER_HOST.test(url.hostname)) return true;
  return environment === 'local' && LOCAL_HOSTS.has(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * CORS for the editor endpoints: a trusted Origin is echoed (with `Vary: Origin`, so no
 * cache hands one origin's answer to another); any other gets no CORS header at all. A
 * preflight from a trusted origin is answered 204; from any other, 403.
 */
export const editorCors = () =>
  createMiddleware<AppEnv>(async function editorCors(c, next) {
    const origin = c.req.header('origin');
    const trusted = isTrustedEditorOrigin(origin, c.get('app').config.environment);
    if (c.req.method === 'OPTIONS') {
      if (!trusted || !origin) return c.json({ message: 'This origin may not call the editor endpoints.' }, 403, { Vary: 'Origin' });
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (trusted && origin) c.res.headers.set('Access-Control-Allow-Origin', origin);
  });
