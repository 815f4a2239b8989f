// /profile/order-receipt/{id}: the confirmation of a placed order. Its e-mail, address and
// lines show only to the signed-in customer the order belongs to, or to the browser that
// just placed it (a short-lived signed receipt token, set at the checkout's hand-back);
// anyone else with the URL is asked to sign in or to look the order up by number and
// e-mail (src/worker/receipt-access/).
import { Hono } from 'hono';
import { Receipt } from '../../shell/checkout/receipt.tsx';
import { ReceiptSignIn } from '../../shell/checkout/receipt-sign-in.tsx';
import type { AppEnv } from '../context.ts';
import { checkReceiptToken, receiptViewer, RECEIPT_TOKEN_COOKIE } from '../receipt-access/index.ts';
import { noStore, renderPage } from '../render/index.tsx';
import { issueReceiptTokenAtCheckoutHandBack, purchaseReport, receiptPath } from '../render/receipt-work.tsx';
import { readCookie } from '../session/cookies.ts';
import { withDeadline } from '../session/index.ts';
import { renderNotFound } from '../render/content-page.tsx';

const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export const receipt = new Hono<AppEnv>();

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
    return noStore(
      renderPage(c, {
        title: 'Your order',
        noindex: true,
        nofollow: true,
        personal: true,
        body: <ReceiptSignIn signInUrl={`/profile/login?redirect=${encodeURIComponent(receiptPath(order.id))}`} signedIn={session.customer !== null} />,
      }),
    );
  }
  return noStore(
    renderPage(c, {
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
    }),
  );
});
