// /checkout: the storefront's own checkout (no footer, no consent script: the layout
// rules), or, with CHECKOUT_MODE=hosted, the commerce platform's checkout widget for
// tenants that must use it.
import { Hono } from 'hono';
import { yearsBefore, MAXIMUM_AGE, MINIMUM_AGE } from '../../commerce/rules/date-of-birth.ts';
import { CheckoutForm } from '../../shell/checkout/checkout-form.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';

const CheckoutFormIsland = island('checkout-form', CheckoutForm);

export const PICKUP_ADDRESS = 'Triangle Ridge Winery, 3 Ridge Road, Napa, CA 94558 · daily 10am–5pm';

export const checkoutPage = new Hono<AppEnv>();

checkoutPage.get('/', async (c) => {
  const app = c.get('app');
  if (app.config.checkoutMode === 'hosted') {
    return renderPage(c, {
      title: 'Checkout',
      noindex: true,
      body: (
        <div className="checkout">
          <h1 className="checkout__title">Checkout</h1>
          <div id="c7-content" className="checkout-widget" />
          {app.config.commerceWidgetScriptUrl ? (
            <script src={app.config.commerceWidgetScriptUrl} id="c7-javascript" data-tenant={app.config.commerceTenant} nonce={app.nonce} async />
          ) : (
            <p className="form-alert">Checkout is not configured: set COMMERCE_WIDGET_SCRIPT_URL.</p>
          )}
        </div>
      ),
    });
  }

  const session = await app.session();
  const customer = session.customer;
  const today = new Date();
  return renderPage(c, {
    title: 'Checkout',
    noindex: true,
    body: (
      <div className="checkout">
        <h1 id="checkout-title" className="checkout__title">
          Checkout
        </h1>
        <CheckoutFormIsland
          email={customer?.email ?? ''}
          firstName={customer?.firstName ?? ''}
          lastName={customer?.lastName ?? ''}
          birthDateMax={yearsBefore(today, MINIMUM_AGE)}
          birthDateMin={yearsBefore(today, MAXIMUM_AGE)}
          showTestCards={app.config.environment !== 'production'}
          pickupAddress={PICKUP_ADDRESS}
        />
      </div>
    ),
  });
});
