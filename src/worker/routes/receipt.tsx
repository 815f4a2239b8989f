// /profile/order-receipt/{id}: the confirmation of a placed order. Its e-mail, address and
// lines show only to the signed-in customer the order belongs to, or to the browser that
// just placed it (a short-lived signed receipt token, set at the checkout's hand-back);
// anyone else with the URL is asked to sign in or to look the order up by number and
// e-mail (src/worker/receipt-access/).
import { Hono, type Context } from 'hono';
import type { Order } from '../../commerce/types.ts';
import { PurchaseTracker } from '../../shell/checkout/purchase-tracker.tsx';
import { Receipt } from '../../shell/checkout/receipt.tsx';
import { isPurchase } from '../../commerce/rules/order-type.ts';
import { ReceiptSignIn } from '../../shell/checkout/receipt-sign-in.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import {
  checkReceiptToken,
  isCheckoutHandBack,
  receiptViewer,
  RECEIPT_TOKEN_COOKIE,
  RECEIPT_TOKEN_TTL_SECONDS,
  signReceiptToken,
} from '../receipt-access/index.ts';
import { noStore, renderPage } from '../render/index.tsx';
import { CART_COOKIE, clearSessionCookie, CUSTOMER_TOKEN_COOKIE, readCookie } from '../session/cookies.ts';
import { markChanged, withDeadline } from '../session/index.ts';
import { renderNotFound } from '../render/content-page.tsx';
import { setCookie } from 'hono/cookie';

const PurchaseTrackerIsland = island('purchase-tracker', PurchaseTracker);
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export const receipt = new Hono<AppEnv>();

const receiptPath = (orderId: string) => `/profile/order-receipt/${encodeURIComponent(orderId)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Sets the receipt token for this order: a cookie for this receipt's path only. */
async function setReceiptToken(c: Context<AppEnv>, orderId: string): Promise<void> {
  const { config, url } = c.get('app');
  const token = await signReceiptToken(config.previewSecret, orderId, nowSeconds() + RECEIPT_TOKEN_TTL_SECONDS);
  setCookie(c, RECEIPT_TOKEN_COOKIE, token, {
    path: receiptPath(orderId),
    httpOnly: true,
    secure: url.protocol === 'https:',
    sameSite: 'Lax',
    maxAge: RECEIPT_TOKEN_TTL_SECONDS,
  });
}

/**
 * The checkout's hand-back to the store: the browser arrives from the hosted checkout still
 * naming, in its cart cookie, the cart the order was just placed from. It gets the receipt
 * token, and the cart cookie is cleared. The one place the token is issued. True when it
 * issued one. Unverified: whether the real widget clears the cart cookie itself before it
 * hands back; if it does, a guest sees the sign-in / order look-up page instead (never
 * another's data).
 */
export async function issueReceiptTokenAtCheckoutHandBack(c: Context<AppEnv>, order: Order): Promise<boolean> {
  if (!isCheckoutHandBack({ orderCartId: order.cartId, cartCookie: readCookie(c, CART_COOKIE), submittedAt: order.submittedAt, nowSeconds: nowSeconds() })) return false;
  await setReceiptToken(c, order.id);
  // That cart is an order now: the store ends it here, so the next item starts a new cart.
  clearSessionCookie(c, CART_COOKIE);
  // The customer's order count changed outside the store (their segment, spec section 4):
  // no isolate reuses a copy of them taken before now (platform/cache/personal.ts).
  const token = readCookie(c, CUSTOMER_TOKEN_COOKIE);
  if (token) await c.get('app').commerce.customers.forget(token);
  markChanged(c, { cart: true, customer: true });
  return true;
}

/**
 * The sale's report (purchase_wine, Builder's conversion) on whichever receipt the shopper
 * reaches first, the store's or the widget's own (widget-receipt.tsx): only on the response
 * that ended the order's cart at the checkout's hand-back, so once per order and only in the
 * browser that placed it. A reload, the other receipt, another tab, an old receipt link from
 * the account or someone else's order id report nothing. A refund is no sale.
 */
export function purchaseReport(order: Order, handedBack: boolean) {
  if (!handedBack || !isPurchase(order.purchaseType)) return null;
  return (
    <PurchaseTrackerIsland
      orderId={order.id}
      orderNumber={order.orderNumber}
      value={order.total / 100}
      shipping={order.shippingTotal / 100}
      items={order.items.map((item, index) => ({ item_id: item.sku, item_name: item.productTitle, price: item.price / 100, quantity: item.quantity, index }))}
    />
  );
}

receipt.get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!ORDER_ID.test(id)) return noStore(renderNotFound(c));
  const app = c.get('app');
  const order = await app.commerce.orders.limited(id);
  if (!order) return noStore(renderNotFound(c));
  const session = await withDeadline(app.session(), app.report);
  const hasToken = await checkReceiptToken(app.config.previewSecret, order.id, readCookie(c, RECEIPT_TOKEN_COOKIE));
  const handedBack = !hasToken && (await issueReceiptTokenAtCheckoutHandBack(c, order));
  const viewer = receiptViewer({ orderCustomerId: order.customerId, signedInCustomerId: session.customer?.id ?? null, hasReceiptToken: hasToken || handedBack });
  if (viewer === 'stranger') {
    return noStore(renderPage(c, {
      title: 'Your order',
      noindex: true,
      nofollow: true,
      personal: true,
      body: <ReceiptSignIn signInUrl={`/profile/login?redirect=${encodeURIComponent(receiptPath(order.id))}`} signedIn={session.customer !== null} />,
    }));
  }
  return noStore(renderPage(c, {
    title: `Order #${order.orderNumber}`,
    noindex: true,
    nofollow: true,
    personal: true,
    body: (
      <>
        <Receipt order={order} />
        {purchaseReport(order, handedBack)}
      </>
    ),
  }));
});
