// The store's receipt work, shared by its own receipts (/profile/order-receipt/{id},
// /profile/club-membership/receipt/{id}) and the widget's own under its profile route: the
// one hand-back that issues the receipt token and ends the cart, the sale's report, and the
// hosted club join's events.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import { isPurchase } from '../../commerce/rules/order-type.ts';
import type { ClubMembership, Order } from '../../commerce/types.ts';
import { PurchaseTracker } from '../../shell/checkout/purchase-tracker.tsx';
import { ClubJoinTracker, type ClubJoinTrackerProps } from '../../shell/club/club-join-tracker.tsx';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { isStoreBusy } from '../http/store-busy.ts';
import { isCheckoutHandBack, RECEIPT_TOKEN_COOKIE, RECEIPT_TOKEN_TTL_SECONDS, signReceiptToken } from '../receipt-access/index.ts';
import { CART_COOKIE, clearSessionCookie, CUSTOMER_TOKEN_COOKIE, readCookie } from '../session/cookies.ts';
import { markChanged, withDeadline } from '../session/index.ts';
import type { WidgetReceipt } from '../widget/receipts.ts';
import { catalogueOf } from './club-catalogue.ts';

const PurchaseTrackerIsland = island('purchase-tracker', PurchaseTracker);
const ClubJoinTrackerIsland = island('club-join-tracker', ClubJoinTracker);

export const receiptPath = (orderId: string) => `/profile/order-receipt/${encodeURIComponent(orderId)}`;
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
 * The checkout's hand-back: the browser reaches a receipt (the store's, or the widget's own
 * under its profile route) from the hosted checkout still naming, in its cart cookie, the
 * cart the order was just placed from. It gets the receipt token for the store's receipt,
 * and the cart cookie is cleared. The one place the token is issued. True when it issued
 * one. Unverified: whether the real widget clears the cart cookie itself before its receipt
 * loads; if it does, no sale is reported and a guest sees the sign-in / order look-up page
 * on the store's receipt (never another's data).
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
 * reaches first, the store's or the widget's own (widgetReceiptWork below): only on the
 * response that ended the order's cart at the checkout's hand-back, so once per order and only in the
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

/**
 * A join is reported from its receipt only while it is new: the hand-back from a sign-up
 * lands here at once, and an old membership's receipt opened later in another tab (where
 * the once-per-membership marker is not) is not a join.
 */
export const CLUB_JOIN_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The hosted club join's events on whichever club receipt the shopper reaches, the store's
 * or the widget's own (widgetReceiptWork below): once per membership in the browser (the
 * tracker's marker), for a new, running membership only.
 */
export async function clubJoinReport(c: Context<AppEnv>, membership: ClubMembership) {
  const report = await clubJoinReportOf(c, membership);
  return report ? <ClubJoinTrackerIsland {...report} /> : null;
}

/**
 * The club-join events' facts for a new, running membership (the wizard's: the club's type
 * from the commerce backend, the membership type from the content catalogue), or null: an
 * old or cancelled membership, a club the backend did not name. A failing lookup leaves the
 * events out, never the receipt.
 */
async function clubJoinReportOf(c: Context<AppEnv>, membership: ClubMembership): Promise<ClubJoinTrackerProps | null> {
  const slug = membership.club.slug;
  const signedUp = Date.parse(membership.signupDate);
  if (!slug || membership.status === 'Cancelled' || !Number.isFinite(signedUp) || Date.now() - signedUp > CLUB_JOIN_REPORT_WINDOW_MS) return null;
  const app = c.get('app');
  try {
    const [catalogue, club] = await Promise.all([catalogueOf(c, slug), app.commerce.clubs.bySlug(slug)]);
    return { membershipId: membership.id, club: slug, type: catalogue?.membershipType ?? null, isSubscriptionFlow: club ? club.type === 'Subscription' : membership.subscription !== null };
  } catch (error) {
    // Over the app-call budget the events wait for another visit; only a real failure is reported.
    if (!isStoreBusy(error)) app.report(error, { section: 'membership-receipt' });
    return null;
  }
}

const TITLES: Record<WidgetReceipt['kind'], string> = {
  order: 'Your order',
  'club-membership': 'Your Wine Society membership',
};

/**
 * The widget's own receipts ({profile}/order-receipt/{id}, {profile}/club-membership/
 * receipt/{id}: widget/receipts.ts, unverified paths) stay widget pages (the bare
 * #c7-content where the widget renders its confirmation, its script, stylesheet and CSP);
 * this is the store's receipt work beside the mount, as on its own receipts: the sale's
 * report and Builder's conversion at the checkout's hand-back (which also ends the cart
 * cookie and gives a guest the token for the store's receipt), the hosted club join's
 * events for the signed-in member. The store shows no order data there: the widget does. A
 * failing backend leaves the widget's page as it is, without the report.
 */
export async function widgetReceiptWork(c: Context<AppEnv>, receipt: WidgetReceipt): Promise<{ title: string; work: ReactNode }> {
  const work = receipt.kind === 'order' ? await orderWork(c, receipt.id) : await clubJoinWork(c, receipt.id);
  return { title: TITLES[receipt.kind], work };
}

async function orderWork(c: Context<AppEnv>, id: string) {
  const app = c.get('app');
  try {
    const order = await app.commerce.orders.limited(id);
    // Someone else's order id or none at all: this browser's cart never became it, so no hand-back.
    return order ? purchaseReport(order, await issueReceiptTokenAtCheckoutHandBack(c, order)) : null;
  } catch (error) {
    // The cart cookie stays, so a reload once the backend answers still reports the sale.
    if (!isStoreBusy(error)) app.report(error, { section: 'widget-receipt' });
    return null;
  }
}

async function clubJoinWork(c: Context<AppEnv>, id: string) {
  const app = c.get('app');
  const session = await withDeadline(app.session(), app.report);
  // The widget's sign-up signs the new member in (the shared customerToken); signed out, there is no join of theirs to report.
  if (!session.customer || !session.token) return null;
  try {
    const membership = await app.commerce.clubs.ownMembership(session.token, session.customer.id, id);
    return membership ? await clubJoinReport(c, membership) : null;
  } catch (error) {
    if (!isStoreBusy(error)) app.report(error, { section: 'widget-receipt' });
    return null;
  }
}
