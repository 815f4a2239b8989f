// The widget's own receipts ({profile}/order-receipt/{id}, {profile}/club-membership/
// receipt/{id}: widget/receipts.ts, unverified paths). Each is still a widget page (the
// bare #c7-content where the widget renders its confirmation, its script, stylesheet and
// CSP), and the store's receipt work runs beside it as on the store's own receipts: the
// sale's report and Builder's conversion at the checkout's hand-back (which also ends the
// cart cookie and gives the guest the token for the store's receipt), the hosted club
// join's events for the signed-in member. The store shows no order data here: the widget
// does. A failing backend leaves the widget's page as it is, without the report.
import type { Context, Next } from 'hono';
import type { AppEnv } from '../context.ts';
import { isStoreBusy } from '../http/store-busy.ts';
import { noStore } from '../render/index.tsx';
import { withDeadline } from '../session/index.ts';
import { widgetReceiptOf, type WidgetReceipt } from '../widget/receipts.ts';
import { renderWidgetPage } from './checkout-page.tsx';
import { clubJoinReport } from './membership-receipt.tsx';
import { issueReceiptTokenAtCheckoutHandBack, purchaseReport } from './receipt.tsx';

const TITLES: Record<WidgetReceipt['kind'], string> = {
  order: 'Your order',
  'club-membership': 'Your Wine Society membership',
};

/** Every GET of a widget receipt path is its widget page with the store's receipt work. */
export async function widgetReceipts(c: Context<AppEnv>, next: Next) {
  const { config, url } = c.get('app');
  const receipt = widgetReceiptOf(config.widgetRoutes.profile, url.pathname);
  if (!receipt) return next();
  const work = receipt.kind === 'order' ? await orderWork(c, receipt.id) : await clubJoinWork(c, receipt.id);
  return noStore(renderWidgetPage(c, { title: TITLES[receipt.kind], work }));
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
