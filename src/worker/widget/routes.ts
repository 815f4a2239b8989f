// Commerce7's front-end widget (commerce7.js) is routed by path: it renders into a bare
// #c7-content on the paths set in the tenant's front-end routing (Commerce7 admin,
// https://admin.platform.commerce7.com/developer/frontend-v2), and its links go to those
// paths. Sources: michaelbourne/wp-commerce7 includes/class-c7wp.php (the route keys and
// their defaults, "These routes must match your routing settings in Commerce7", the
// rewrite of `/{route}/{slug}` to one page) and includes/gutenberg/blocks-v2/clubselector/
// frontend.js (a club's join link is `/{club route}/{slug}/`).
//
// COMMERCE_WIDGET_ROUTES names the paths the winery set there. The store serves each as a
// widget page, except privacy and terms, which the widget only links to and which are the
// store's own legal pages. The defaults keep clear of the store's own /club/{slug},
// /profile, /product and /collection.

/** Commerce7's front-end routing keys (class-c7wp.php's defaults, in its order). */
export const WIDGET_ROUTE_KEYS = ['profile', 'collection', 'product', 'club', 'checkout', 'cart', 'privacy', 'terms', 'reservation'] as const;
export type WidgetRouteKey = (typeof WIDGET_ROUTE_KEYS)[number];
export type WidgetRoutes = Readonly<Record<WidgetRouteKey, string>>;

/** Keys the widget only links to (class-c7wp.php: "Commerce7 Required Page", not a dynamic route): the store's own pages. */
const LINKED_ONLY: ReadonlySet<WidgetRouteKey> = new Set(['privacy', 'terms']);

export const DEFAULT_WIDGET_ROUTES: WidgetRoutes = {
  profile: '/account',
  collection: '/collections',
  product: '/products',
  club: '/club-signup',
  checkout: '/checkout',
  cart: '/cart',
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  reservation: '/reservation',
};

/** Paths the store renders itself and that no widget page may take (the list, plus its own areas). */
const STORE_PATHS = ['/', '/club', '/profile', '/product', '/collection', '/join', '/api', '/__emulator', '/__debug', '/cdn-cgi', '/assets', '/images'] as const;

/** One path segment, as the integration's slug fields take it. */
const SEGMENT = /^\/[a-z0-9][a-z0-9-]{0,62}$/;

/** `key=/path` pairs separated by spaces; keys left out keep their default. A problem is thrown as a sentence. */
export function parseWidgetRoutes(setting: string | undefined): WidgetRoutes {
  const routes: Record<WidgetRouteKey, string> = { ...DEFAULT_WIDGET_ROUTES };
  const seen = new Set<string>();
  for (const pair of (setting ?? '').split(/\s+/).filter(Boolean)) {
    const [key, path, ...rest] = pair.split('=');
    if (!WIDGET_ROUTE_KEYS.includes(key as WidgetRouteKey) || !path || rest.length > 0) {
      throw new Error(`"${pair.slice(0, 60)}" is not key=/path with a key among ${WIDGET_ROUTE_KEYS.join(', ')}`);
    }
    if (seen.has(key!)) throw new Error(`${key} is given twice`);
    seen.add(key!);
    routes[key as WidgetRouteKey] = path;
  }
  const paths = new Map<string, WidgetRouteKey>();
  for (const key of WIDGET_ROUTE_KEYS) {
    const path = routes[key];
    if (!SEGMENT.test(path)) throw new Error(`${key}=${path.slice(0, 60)} must be one path segment such as /checkout`);
    if (!LINKED_ONLY.has(key) && STORE_PATHS.some((own) => path === own || own.startsWith(`${path}/`))) {
      throw new Error(`${key}=${path} collides with the store's own ${path} pages: choose another path in Commerce7's front-end routing`);
    }
    const other = paths.get(path);
    if (other) throw new Error(`${key} and ${other} both use ${path}`);
    paths.set(path, key);
  }
  return routes;
}

/**
 * The widget route a request path is a page of (the route itself, or below it:
 * /club-signup/{slug}), or undefined for the store's own pages and the legal pages the
 * widget only links to. The one place a path is asked whether it is a widget page.
 */
export function widgetRouteOf(routes: WidgetRoutes, pathname: string): WidgetRouteKey | undefined {
  return WIDGET_ROUTE_KEYS.find((key) => !LINKED_ONLY.has(key) && (pathname === routes[key] || pathname.startsWith(`${routes[key]}/`)));
}

/** The paths the widget's pages take (each route and what follows it): never the legal pages it only links to. */
export function widgetPagePaths(routes: WidgetRoutes): string[] {
  return WIDGET_ROUTE_KEYS.filter((key) => !LINKED_ONLY.has(key)).map((key) => routes[key]);
}

/**
 * The widget's stylesheet beside its script (cdn.commerce7.com/v2/commerce7.js and
 * /v2/commerce7.css: class-c7wp.php enqueues both; the emulator's stand-in serves the same
 * pair).
 */
export function widgetStyleUrl(scriptUrl: string): string {
  return scriptUrl.replace(/\.js(\?.*)?$/, '.css$1');
}

/**
 * The origins the widget's card step loads, on widget pages only (script, frame,
 * connection, and the payment permission for wallet buttons). Stripe's: its security guide's
 * CSP (js.stripe.com scripts and frames, hooks.stripe.com frames, api.stripe.com
 * connections). Commerce7 Payments': unverified, no public source names them; the likely
 * value is Commerce7's own domain. A setting (COMMERCE_WIDGET_PAYMENT_ORIGINS) replaces the
 * list once a real tenant's card step has been watched.
 */
export const DEFAULT_WIDGET_PAYMENT_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://api.stripe.com', 'https://*.commerce7.com'] as const;

const ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

export function parsePaymentOrigins(setting: string | undefined): string[] {
  const list = (setting ?? '').split(/\s+/).filter(Boolean);
  if (list.length === 0) return [...DEFAULT_WIDGET_PAYMENT_ORIGINS];
  const bad = list.find((origin) => !ORIGIN.test(origin));
  if (bad) throw new Error(`${bad.slice(0, 80)} is not an https origin (https://js.stripe.com, https://*.commerce7.com)`);
  return list;
}
