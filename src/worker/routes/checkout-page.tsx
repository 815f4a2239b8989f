// The widget pages: the paths of Commerce7's front-end routing (COMMERCE_WIDGET_ROUTES:
// checkout, cart, account, club sign-up, products, collections, reservations), where the
// platform's widget (commerce7.js) renders. No documented Commerce7 call charges a card
// (POST /order records an order "not charged": orders.md), so real Commerce7 storefronts
// check out here, in the widget.
//
// Each page is what integrations write and nothing that competes with it: the shell
// (no footer, the extra styles), a bare `<div id="c7-content"></div>`, the widget's
// stylesheet and its script (`<script src="…/commerce7.js" id="c7-javascript"
// data-tenant>`; michaelbourne/wp-commerce7 includes/class-c7wp.php). The widget finds
// the cart and the login in the cookies it shares with the store (cartId, customerToken:
// src/worker/session/cookies.ts), never in the page. Locally the script is the emulator's
// stand-in (src/emulator/hosted/).
import { Hono, type Context, type Next } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../context.ts';
import { noStore, renderPage } from '../render/index.tsx';
import { widgetReceiptWork } from '../render/receipt-work.tsx';
import { widgetReceiptOf } from '../widget/receipts.ts';
import { widgetRouteOf, type WidgetRouteKey } from '../widget/routes.ts';

export const WIDGET_PAGE_MESSAGES = {
  noScript: 'This page needs JavaScript: please turn it on to continue.',
} as const;

const TITLES: Record<WidgetRouteKey, string> = {
  profile: 'Account',
  collection: 'Shop',
  product: 'Shop',
  club: 'Join the Wine Society',
  checkout: 'Checkout',
  cart: 'Cart',
  privacy: 'Privacy',
  terms: 'Terms',
  reservation: 'Reservations',
};

/** What integrations put on a widget route: the stylesheet, a bare #c7-content and the script. */
export function WidgetMount({ scriptUrl, styleUrl, tenant, nonce }: { scriptUrl: string; styleUrl: string; tenant: string; nonce: string }) {
  return (
    <>
      <link rel="stylesheet" href={styleUrl} precedence="widget" />
      <div id="c7-content"></div>
      <noscript>
        <p className="form-alert">{WIDGET_PAGE_MESSAGES.noScript}</p>
      </noscript>
      {/* defer, not async: React hoists an async script into the head, where it may run before
          #c7-content is parsed and find nothing to render into (a flaky empty widget page). */}
      <script src={scriptUrl} id="c7-javascript" data-tenant={tenant} nonce={nonce} defer />
    </>
  );
}

/**
 * The page of widget route `key`. `receipt`: the widget's own receipt, with the store's receipt
 * work beside the mount (widget-receipt.tsx), where the tag manager may load as on the store's
 * receipts; on the widget's other pages (its sign-in and card step) it never does.
 */
export function renderWidgetPage(c: Context<AppEnv>, key: WidgetRouteKey, receipt?: { title: string; work: ReactNode }) {
  const app = c.get('app');
  return renderPage(c, {
    title: receipt?.title ?? TITLES[key],
    noindex: true,
    // Per visitor in the browser (the widget reads the visitor's cookies): never shared.
    personal: true,
    widget: true,
    trackers: receipt !== undefined,
    checkout: key === 'checkout',
    body: (
      <div className="widget-page">
        <WidgetMount scriptUrl={app.config.commerceWidgetScriptUrl} styleUrl={app.config.commerceWidgetStyleUrl} tenant={app.config.commerceTenant} nonce={app.nonce} />
        {receipt?.work}
      </div>
    ),
  });
}

/** Every GET of a widget path is its widget page; the widget's receipts carry the store's receipt work too. */
export async function widgetPages(c: Context<AppEnv>, next: Next) {
  const { config, url } = c.get('app');
  const key = widgetRouteOf(config.widgetRoutes, url.pathname);
  if (!key) return next();
  const receipt = key === 'profile' ? widgetReceiptOf(config.widgetRoutes.profile, url.pathname) : null;
  if (receipt) return noStore(renderWidgetPage(c, key, await widgetReceiptWork(c, receipt)));
  return renderWidgetPage(c, key);
}

/**
 * The store's own links (the cart sidebar's Checkout and View cart) follow
 * COMMERCE_WIDGET_ROUTES; /checkout, an address shoppers and older links know, still
 * reaches the checkout when Commerce7's checkout route is another path.
 */
export const checkoutPage = new Hono<AppEnv>();

checkoutPage.get('/', async (c) => {
  const { config } = c.get('app');
  if (config.widgetRoutes.checkout === '/checkout') return renderWidgetPage(c, 'checkout');
  return c.redirect(config.widgetRoutes.checkout, 302);
});
