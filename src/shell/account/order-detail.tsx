// /profile/orders/{id}: one of the customer's orders whole: items with what membership or a
// promotion saved, totals, how it was delivered, the card's brand and last four, and the
// confirmation page.
import { orderTypeLabel, previousOrderLine } from '../../commerce/rules/order-type.ts';
import type { Order } from '../../commerce/types.ts';
import { longDate } from '../../ui/date/format.ts';
import { DeliverySummary } from '../checkout/delivery-summary.tsx';
import { OrderLines } from '../checkout/order-lines.tsx';
import { lastFourOf } from './membership.rules.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export function OrderDetail({ order }: { order: Order }) {
  const placed = longDate(order.submittedAt);
  const type = orderTypeLabel(order.purchaseType);
  const follows = previousOrderLine(order);
  return (
    <section className="receipt account-order" aria-label={`Order #${order.orderNumber}`}>
      {type ? <p className="order-type">{type}</p> : null}
      <p className="receipt__number">
        {order.fulfillmentStatus}
        {placed ? ` · placed ${placed}` : ''}
      </p>
      {follows && order.previousOrder ? (
        <p className="receipt__follows">
          <a href={`/profile/orders/${encodeURIComponent(order.previousOrder.id)}`}>{follows}</a>
        </p>
      ) : null}
      <OrderLines order={order} />
      <DeliverySummary shipTo={order.fulfillment === 'ship' ? order.shipTo : null} pickup={order.fulfillment === 'pickup'} readyFor="your order" />
      {order.card ? (
        <div className="receipt__address">
          <h2>Paid with</h2>
          <p>{`${order.card.brand} ending ${lastFourOf(order.card.masked)}`}</p>
        </div>
      ) : null}
      <p className="receipt__actions">
        <a className={buttonClassName('gray', true)} href={`/profile/order-receipt/${encodeURIComponent(order.id)}`}>
          Order confirmation
        </a>
        <a className={buttonClassName('underline')} href="/profile/orders">
          All orders
        </a>
      </p>
    </section>
  );
}
