// /checkout: hands the shopper's cart over to the commerce platform's hosted checkout.
// No documented Commerce7 call charges a card (POST /order records an order "not
// charged": orders.md), so real Commerce7 storefronts check out in the platform's widget:
// its script (`<script src="…/commerce7.js" id="c7-javascript" data-tenant>`) fills
// `<div id="c7-content">`. Locally the script is the emulator's stand-in.
//
// The page waits for the cart itself (no page deadline): a cart it cannot read is the
// error with a way to try again (503), never "Your cart is empty.".
import { Hono, type Context } from 'hono';
import { EmptyCart } from '../../shell/checkout/empty-cart.tsx';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export const CHECKOUT_PAGE_MESSAGES = {
  error: 'Sorry, there has been an error.',
  cartUnavailable: 'We could not load your cart just now. Your cart is saved; please try again in a moment.',
  retry: 'Reload this page',
  noScript: 'Checkout needs JavaScript: please turn it on to place your order.',
} as const;

/**
 * How the page names the cart to the platform's widget. The store keeps the cart id in an
 * HttpOnly cookie the widget cannot read, so the server writes it on the widget's element.
 * Unverified: Commerce7's front-end widgets documentation is not public; the widget keeps
 * its own cart in the browser, and the attribute a storefront-created cart is handed over
 * with may differ (or the cart may have to be created by the widget). Kept here alone so
 * a correction touches this function.
 */
export function hostedCheckoutHandover(cartId: string): Record<`data-${string}`, string> {
  return { 'data-cart-id': cartId };
}

export const checkoutPage = new Hono<AppEnv>();

function cartUnavailable(c: Context<AppEnv>) {
  return renderPage(c, {
    title: 'Checkout',
    noindex: true,
    personal: true,
    status: 503,
    body: (
      <div className="checkout">
        <h1 className="checkout__title">Checkout</h1>
        <div className="checkout__empty" role="alert">
          <p>
            <strong>{CHECKOUT_PAGE_MESSAGES.error}</strong> {CHECKOUT_PAGE_MESSAGES.cartUnavailable}
          </p>
          <a className={buttonClassName('red')} href="/checkout">
            {CHECKOUT_PAGE_MESSAGES.retry}
          </a>
        </div>
      </div>
    ),
  });
}

checkoutPage.get('/', async (c) => {
  const app = c.get('app');
  // Awaited here, without the page render's deadline: on a slow backend the render would
  // otherwise go on with an anonymous session and show an empty cart.
  const session = await app.session();
  if (!session.complete) return cartUnavailable(c);
  const cart = session.cart;
  if (!cart || cart.items.length === 0) {
    return renderPage(c, {
      title: 'Checkout',
      noindex: true,
      personal: true,
      body: (
        <div className="checkout">
          <h1 className="checkout__title">Checkout</h1>
          <EmptyCart className="checkout__empty" />
        </div>
      ),
    });
  }
  return renderPage(c, {
    title: 'Checkout',
    noindex: true,
    personal: true,
    body: (
      <div className="checkout">
        <h1 className="checkout__title">Checkout</h1>
        <div id="c7-content" className="checkout-widget" {...hostedCheckoutHandover(cart.id)} />
        <noscript>
          <p className="form-alert">{CHECKOUT_PAGE_MESSAGES.noScript}</p>
        </noscript>
        <script src={app.config.commerceWidgetScriptUrl} id="c7-javascript" data-tenant={app.config.commerceTenant} nonce={app.nonce} async />
      </div>
    ),
  });
});
