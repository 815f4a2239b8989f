// What the emulator serves the bundle with: hosted/widget-script.ts writes these four as plain
// `var` declarations at the top of commerce7.js, in the one function scope the bundle runs in
// (the script says at its top what it was served with). Declared here for the type checker.
// The route keys are michaelbourne/wp-commerce7 includes/class-c7wp.php's; the cookie names
// are the storefront spec's `customerToken` and an unverified `cartId`.
import type { WidgetReceiptSetting } from '../widget-script.ts';

/** The keys of Commerce7's front-end routing (class-c7wp.php's keys). */
export type RouteKey = 'profile' | 'collection' | 'product' | 'club' | 'checkout' | 'cart' | 'privacy' | 'terms' | 'reservation';

declare const ROUTES: Readonly<Record<RouteKey, string>>;
declare const RECEIPT: WidgetReceiptSetting;
declare const TOKEN_COOKIE: string;
declare const CART_COOKIE: string;

/** The tenant's routing (WIDGET_ROUTES over the defaults), in the order of class-c7wp.php's keys. */
const routes = ROUTES;
/** Where the confirmation shows (WIDGET_RECEIPT): the widget's own receipt, or the store's. */
const receipt = RECEIPT;
/** The cookies the widget shares with the site: the login, the cart id (session.ts names the source of each). */
const tokenCookie = TOKEN_COOKIE;
const cartCookie = CART_COOKIE;

export { routes as ROUTES, receipt as RECEIPT, tokenCookie as TOKEN_COOKIE, cartCookie as CART_COOKIE };
