import { createMiddleware } from 'hono/factory';
import { tagManagerOrigins } from '../../analytics/tag-manager.ts';
import { STORE_POLICIES, TAG_MANAGER_POLICIES } from '../../platform/trusted-types/index.ts';
import type { AppConfig } from '../config/index.ts';
import type { AppEnv, RequestContext } from '../context.ts';
import type { PageOrigins, ThirdParties } from '../state/render-report.ts';

export { newNonce } from '../state/nonce.ts';

/** Where browsers send violation reports (routes/csp-report.ts): `report-uri` for every browser, `report-to` for the Reporting API. */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints name `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp';

/** Both ways of reporting, so a browser that knows only one still reports. */
const REPORTING = [`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`] as const;

/**
 * Trusted Types: every DOM XSS sink takes only the store's policies' output
 * (platform/trusted-types/), and the tag manager's own policy where it may load.
 * 'allow-duplicates': each of Google's Closure-built scripts (gtm.js and the tags it adds)
 * creates its own `goog#html`.
 */
export function trustedTypesDirectives(tagManager: boolean): string[] {
  const names = [...STORE_POLICIES, ...(tagManager ? TAG_MANAGER_POLICIES : [])];
  return ["require-trusted-types-for 'script'", `trusted-types ${names.join(' ')}${tagManager ? " 'allow-duplicates'" : ''}`];
}

/**
 * The report-only policy of a page where Trusted Types cannot be enforced: a partner's script
 * (the widget's commerce7.js, a gateway's tokeniser) or the editor's code runs there, and what
 * it writes into the DOM is unknown, so its violations are reported without breaking checkout.
 */
export function reportOnlyPolicy(tagManager: boolean): string {
  return [...trustedTypesDirectives(tagManager), ...REPORTING].join('; ');
}

/**
 * `page`: origins this page alone may use, as its render reported them (render/third-parties.ts):
 * what its blocks embed (a video player's frame, a widget's script) and its payment partners
 * (the commerce platform's widget, the gateway's tokeniser). No origin is allowed site-wide.
 */
export function contentSecurityPolicy(
  nonce: string,
  framers: readonly string[],
  page: PageOrigins = {},
  { evaluate = false, trustedTypes = 'enforce', tagManager = false }: { evaluate?: boolean; trustedTypes?: 'enforce' | 'report-only'; tagManager?: boolean } = {},
): string {
  const extra = (directive: keyof PageOrigins) => [...new Set(page[directive] ?? [])].map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    // 'unsafe-eval' on Builder's editing frame alone: the editor's in-frame tooling arrives as
    // builder.evaluate, which Builder's SDK runs with `new Function` (src/client/editor-bridge/).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evaluate ? " 'unsafe-eval'" : ''}${extra('script')}`,
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
    // Only the page builder may frame a page, and only an editor's response (frameAncestors).
    ["frame-ancestors 'self'", ...new Set(framers)].join(' '),
    ...(trustedTypes === 'enforce' ? trustedTypesDirectives(tagManager) : []),
    ...REPORTING,
  ].join('; ');
}

/** Editors preview signed drafts inside the page builder's frame (as before the bridge). */
const PREVIEW_FRAMERS = ['https://builder.io', 'https://*.builder.io'] as const;

/**
 * Who besides the store may frame this response: the editor's origins on an editing
 * response (EDITOR_ORIGINS), the page builder on a signed preview; nobody on a shopper's.
 */
export function frameAncestors(app: Pick<RequestContext, 'preview' | 'editing'> & { config: Pick<AppConfig, 'editorOrigins'> }): string[] {
  return [...(app.preview ? PREVIEW_FRAMERS : []), ...(app.editing ? app.config.editorOrigins : [])];
}

/**
 * The tag manager's origins, on a page where trackers may run (the render decided it: storefront
 * spec 7, not on checkout nor most profile pages), never site-wide. Whether it loads is the
 * visitor's consent, decided in the browser: the policy is the same for every visitor of a page.
 */
export function withTagManager(origins: PageOrigins, config: Pick<AppConfig, 'tagManagerSrc'>, trackers: boolean): PageOrigins {
  if (!config.tagManagerSrc || !trackers) return origins;
  const extra = tagManagerOrigins(config.tagManagerSrc);
  return { ...origins, script: [...(origins.script ?? []), ...extra.script], connect: [...(origins.connect ?? []), ...extra.connect] };
}

/**
 * Builder's track endpoint (its A/B test impressions and conversions, sent by the browser
 * with consent: analytics/builder-track.ts) on a page where trackers may run, the same pages
 * as the tag manager; none locally, where it is a same-origin path.
 */
export function withBuilderTrack(origins: PageOrigins, config: Pick<AppConfig, 'builderTrackUrl'>, trackers: boolean): PageOrigins {
  if (!trackers) return origins;
  // A setting: its origin is worked out once, not per response.
  let origin = trackOrigins.get(config.builderTrackUrl);
  if (!origin) trackOrigins.set(config.builderTrackUrl, (origin = foreignOrigin(config.builderTrackUrl)));
  return origin.length === 0 ? origins : { ...origins, connect: [...(origins.connect ?? []), ...origin] };
}
const trackOrigins = new Map<string, string[]>();

/** The other origin of a partner script's URL; none for a same-origin path (the emulator's stand-ins). */
export function foreignOrigin(url: string | undefined): string[] {
  return url && /^https:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * What a response's security headers depend on: the request's context (or the page cache's
 * fast path) and the page's third parties as its render reported them; none for a response
 * the render did not make (an API answer, a redirect, the error screen).
 */
export type SecurityContext = Pick<RequestContext, 'nonce' | 'preview' | 'editing'> & { thirdParties: ThirdParties | undefined; config: AppConfig };

/** Sets the security headers of one response; HTML gets the CSP for its own nonce. */
export function applySecurityHeaders(headers: Headers, app: SecurityContext | undefined): void {
  const page = app?.thirdParties;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', permissionsPolicy(page));
  if (app && headers.get('content-type')?.startsWith('text/html')) {
    const framers = frameAncestors(app);
    const trackers = page?.trackers ?? false;
    const origins = withBuilderTrack(withTagManager(page?.origins ?? {}, app.config, trackers), app.config, trackers);
    const tagManager = trackers && Boolean(app.config.tagManagerSrc);
    // Enforced wherever only the store's own scripts write into the page.
    const trustedTypes = page?.partnerScript || app.editing ? 'report-only' : 'enforce';
    headers.set('Content-Security-Policy', contentSecurityPolicy(app.nonce, framers, origins, { evaluate: app.editing, trustedTypes, tagManager }));
    if (trustedTypes === 'report-only') headers.set('Content-Security-Policy-Report-Only', reportOnlyPolicy(tagManager));
    headers.set('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    // X-Frame-Options cannot name another origin: frame-ancestors alone decides when one may frame.
    if (framers.length === 0) headers.set('X-Frame-Options', 'SAMEORIGIN');
  }
  if (app && app.config.environment !== 'local') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}

/**
 * No camera, microphone or location anywhere. Payment (the Payment Request API wallet
 * buttons use) for this origin, and for the frames the page's render allowed it (the
 * gateways' on a widget page).
 */
export function permissionsPolicy(page: Pick<ThirdParties, 'payment'> | undefined): string {
  const gateways = (page?.payment ?? []).map((origin) => ` "${origin}"`).join('');
  return `camera=(), microphone=(), geolocation=(), payment=(self${gateways})`;
}

/** Security headers on every response; HTML gets the per-request CSP nonce. */
export const securityHeaders = () =>
  createMiddleware<AppEnv>(async function securityHeaders(c, next) {
    await next();
    const app = c.get('app');
    applySecurityHeaders(c.res.headers, app && { nonce: app.nonce, preview: app.preview, editing: app.editing, thirdParties: app.page.thirdParties, config: app.config });
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations must come from this origin: a missing or foreign Origin is refused. `except`
 * names path prefixes that other servers call (Builder's webhook), each authenticated by
 * its own secret instead.
 */
export const sameOrigin = ({ except = [] }: { except?: readonly string[] } = {}) =>
  createMiddleware<AppEnv>(async function sameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (except.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const origin = c.req.header('origin');
    if (!origin || origin !== new URL(c.req.url).origin) {
      return c.json({ message: 'This request must come from the storefront itself.' }, 403);
    }
    return next();
  });
