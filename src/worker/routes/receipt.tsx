// /profile/order-receipt/{id}: the confirmation of a placed order. Order ids are
// unguessable, and the page shows no address beyond what the shopper typed.
import { Hono } from 'hono';
import { PurchaseTracker } from '../../shell/checkout/purchase-tracker.tsx';
import { Receipt } from '../../shell/checkout/receipt.tsx';
import { isPurchase } from '../../commerce/rules/order-type.ts';
import { island } from '../../ui/island/island.tsx';
import type { AppEnv } from '../context.ts';
import { renderPage } from '../render/index.tsx';
import { renderNotFound } from './pages.tsx';

const PurchaseTrackerIsland = island('purchase-tracker', PurchaseTracker);
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export const receipt = new Hono<AppEnv>();

receipt.get('/:id', async (c) => {
  const id = c.req.param('id');
  if (!ORDER_ID.test(id)) return renderNotFound(c);
  const order = await c.get('app').commerce.orders.limited(id);
  if (!order) return renderNotFound(c);
  return renderPage(c, {
    title: `Order #${order.orderNumber}`,
    noindex: true,
    nofollow: true,
    body: (
      <>
        <Receipt order={order} />
        {/* A refund's receipt is no purchase: it reports nothing. */}
        {isPurchase(order.purchaseType) ? <PurchaseTrackerIsland
          orderId={order.id}
          orderNumber={order.orderNumber}
          value={order.total / 100}
          shipping={order.shippingTotal / 100}
          items={order.items.map((item, index) => ({ item_id: item.sku, item_name: item.productTitle, price: item.price / 100, quantity: item.quantity, index }))}
        /> : null}
      </>
    ),
  });
});
