// The widget may link to a fixed /privacy and /terms: the maintained WordPress integration
// makes them "Commerce7 Required Page"s at those paths (michaelbourne/wp-commerce7
// includes/class-c7wp.php lists the pages `privacy` and `terms` among its defaults). The
// store's legal pages live at the privacy and terms routes of COMMERCE_WIDGET_ROUTES
// (defaults /privacy-policy and /terms-of-use), so the fixed paths lead there, query kept.
import type { Context, Next } from 'hono';
import type { AppEnv } from '../context.ts';
import type { WidgetRouteKey } from '../widget/routes.ts';

const FIXED_LEGAL_PATHS: ReadonlyMap<string, WidgetRouteKey> = new Map([
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
]);

/** GET /privacy and /terms: a permanent redirect to the configured page, unless it is that very path. */
export async function legalRedirects(c: Context<AppEnv>, next: Next) {
  const { config, url } = c.get('app');
  const key = FIXED_LEGAL_PATHS.get(url.pathname);
  const target = key ? config.widgetRoutes[key] : undefined;
  if (!target || target === url.pathname) return next();
  return c.redirect(`${target}${url.search}`, 301);
}
