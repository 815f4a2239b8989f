import { createMiddleware } from 'hono/factory';
import type { AppConfig } from '../config/index.ts';
import type { AppEnv } from '../context.ts';

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Origins a page may use beyond its own, by CSP directive. */
export type PageOrigins = { frame?: readonly string[]; script?: readonly string[]; connect?: readonly string[]; media?: readonly string[]; style?: readonly string[]; font?: readonly string[] };

/**
 * `page`: origins this page alone may use: what its blocks embed (a video player's frame,
 * a widget's script) and, on /checkout only, the commerce platform's hosted widget. No
 * origin is allowed site-wide.
 */
export function contentSecurityPolicy(nonce: string, preview: boolean, page: PageOrigins = {}): string {
  const extra = (directive: keyof PageOrigins) => [...new Set(page[directive] ?? [])].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra('script')}`,
    // Builder-style responsive styles arrive as per-block style elements.
    `style-src 'self' 'unsafe-inline'${extra('style')}`,
    `img-src 'self' https: data:`,
    `font-src 'self'${extra('font')}`,
    `connect-src 'self'${extra('connect')}`,
    `frame-src 'self'${extra('frame')}`,
    `media-src 'self'${extra('media')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Editors preview pages inside the page builder's frame.
    preview ? "frame-ancestors 'self' https://builder.io https://*.builder.io" : "frame-ancestors 'self'",
  ].join('; ');
}

/** The origins of a page: its blocks' embeds plus the hosted checkout's partners on /checkout. */
export function pageOrigins(embeds: PageOrigins | undefined, partners: readonly string[]): PageOrigins {
  const join = (list: readonly string[] | undefined) => [...(list ?? []), ...partners];
  return {
    frame: join(embeds?.frame),
    script: embeds?.script ?? [],
    connect: join(embeds?.connect),
    media: embeds?.media ?? [],
    style: partners,
    font: partners,
  };
}

/** With CHECKOUT_MODE=hosted, /checkout runs the commerce platform's widget, which calls its API. */
export function checkoutPartners(config: Pick<AppConfig, 'checkoutMode' | 'commerceWidgetScriptUrl' | 'commerceApiUrl'>, pathname: string): string[] {
  if (config.checkoutMode !== 'hosted' || pathname !== '/checkout' || !config.commerceWidgetScriptUrl) return [];
  return [...new Set([new URL(config.commerceWidgetScriptUrl).origin, new URL(config.commerceApiUrl).origin])];
}

/** Security headers on every response; HTML gets the per-request CSP nonce. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    const app = c.get('app');
    if (app && headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(app.nonce, app.preview, pageOrigins(app.embeds, checkoutPartners(app.config, app.url.pathname))));
      if (!app.preview) headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
    if (app && app.config.environment !== 'local') {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Mutations must come from this origin: a missing or foreign Origin is refused. */
export const sameOrigin = () =>
  createMiddleware<AppEnv>(async function sameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || origin !== new URL(c.req.url).origin) {
      return c.json({ message: 'This request must come from the storefront itself.' }, 403);
    }
    return next();
  });
