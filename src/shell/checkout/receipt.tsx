// The order confirmation page: order number, items and totals as the backend placed them;
// a refund, an exchange, a pickup-to-ship or a corporate order says so (spec 3 "Order types").
import { previousOrderLine, receiptHeading } from '../../commerce/rules/order-type.ts';
import type { Order } from '../../commerce/types.ts';
import { longDate } from '../../ui/date/format.ts';
import { DeliverySummary } from './delivery-summary.tsx';
import { OrderLines } from './order-lines.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export function Receipt({ order }: { order: Order }) {
  const placed = longDate(order.submittedAt);
  const heading = receiptHeading(order.purchaseType);
  const follows = previousOrderLine(order);
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <p className="receipt__eyebrow">{heading.eyebrow}</p>
      <h1 id="receipt-title" className="receipt__title">
        {heading.title}
      </h1>
      <p className="receipt__number">
        Order number <strong>#{order.orderNumber}</strong>
        {placed ? <> · placed {placed}</> : null}
      </p>
      {follows ? <p className="receipt__follows">{follows}</p> : null}
      {order.email ? <p className="receipt__email">A confirmation is on its way to {order.email}.</p> : null}
      <OrderLines order={order} />
      <DeliverySummary shipTo={order.fulfillment === 'ship' ? order.shipTo : null} pickup={order.fulfillment === 'pickup'} readyFor="your order" />
      <p className="receipt__actions">
        <a className={buttonClassName('red')} href="/collection/all">
          Continue shopping
        </a>
        <a className={buttonClassName('underline')} href="/profile">
          Your account
        </a>
      </p>
    </section>
  );
}
