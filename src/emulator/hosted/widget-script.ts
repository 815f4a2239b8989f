// Serves the stand-in of Commerce7's front-end widget (commerce7.js): the browser script
// bundled from ./widget/ (TypeScript modules; scripts/build-widget.mjs writes the bundle to
// src/generated/widget-bundle.ts), opened by what it is served with (the tenant's front-end
// routing, where it confirms, the cookies it shares with the site), and its stylesheet
// (commerce7.css). What the widget does, and the source of each behaviour or "unverified",
// is told in widget/main.ts and the modules beside it.
import { WIDGET_BUNDLE } from '../../generated/widget-bundle.ts';

/** Commerce7's default front-end routing here (class-c7wp.php's keys), kept the same as the store's default COMMERCE_WIDGET_ROUTES. */
const DEFAULT_ROUTES: Record<string, string> = {
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

/** The tenant's routing: WIDGET_ROUTES' `key=/path` pairs over the defaults (bad pairs are left out). */
export function tenantRoutes(setting: string | undefined): Record<string, string> {
  const routes = { ...DEFAULT_ROUTES };
  for (const pair of (setting ?? '').split(/\s+/).filter(Boolean)) {
    const [key, path] = pair.split('=');
    if (key && key in DEFAULT_ROUTES && path && /^\/[a-z0-9-]+$/.test(path)) routes[key] = path;
  }
  return routes;
}

/** Where the confirmation shows: the widget's own receipt (default), or the store's (the hand-back). */
export type WidgetReceiptSetting = 'widget' | 'store';

/**
 * The served script: the declarations widget/settings.ts names, then the bundle, in one
 * function scope (so nothing reaches the page's globals) and strict, as the bundle's modules are.
 */
export function widgetScript(setting: string | undefined, receipt: WidgetReceiptSetting = 'widget'): string {
  const servedWith = [
    `var ROUTES = ${JSON.stringify(tenantRoutes(setting))};`,
    `var RECEIPT = ${JSON.stringify(receipt)};`,
    // The login's cookie and the cart id's (widget/session.ts names the source of each).
    "var TOKEN_COOKIE = 'customerToken';",
    "var CART_COOKIE = 'cartId';",
  ];
  return `(function () {\n'use strict';\n${servedWith.join('\n')}\n${WIDGET_BUNDLE}})();\n`;
}

/** The stand-in's stylesheet (the store's own form styles do the rest on its widget pages). */
export const WIDGET_CSS = `#c7-content { min-height: 60vh; }
.c7-title { font-size: 1.75rem; margin: 0 0 1rem; }
.c7-cart__items { list-style: none; padding: 0; }
.c7-cart__item { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #ddd; }
.c7-account__form, .c7-join { max-width: 40rem; }
.c7-btn { display: inline-block; }
`;
