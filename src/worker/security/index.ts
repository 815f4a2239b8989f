import { createMiddleware } from 'hono/factory';
import type { AppConfig } from '../config/index.ts';
import type { AppEnv } from '../context.ts';

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * `partners`: origins a page may also talk to, frame and style from (the commerce
 * platform's hosted checkout widget, on /checkout only).
 */
export function contentSecurityPolicy(nonce: string, preview: boolean, partners: readonly string[] = []): string {
  const extra = partners.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Builder-style responsive styles arrive as per-block style elements.
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' https: data:",
    `font-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Editors preview pages inside the page builder's frame.
    preview ? "frame-ancestors 'self' https://builder.io https://*.builder.io" : "frame-ancestors 'self'",
  ].join('; ');
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
      headers.set('Content-Security-Policy', contentSecurityPolicy(app.nonce, app.preview, checkoutPartners(app.config, app.url.pathname)));
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
