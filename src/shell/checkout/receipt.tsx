// The order confirmation page: order number, items and totals as the backend placed them.
import type { Order } from '../../commerce/types.ts';
import { formatCents } from '../../ui/money/format.ts';
import { DeliverySummary } from './delivery-summary.tsx';
import { LinePrice } from './line-price.tsx';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

export function Receipt({ order }: { order: Order }) {
  const placed = Number.isNaN(Date.parse(order.submittedAt)) ? null : DATE.format(new Date(order.submittedAt));
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <p className="receipt__eyebrow">Order confirmed</p>
      <h1 id="receipt-title" className="receipt__title">
        Thank you for your order
      </h1>
      <p className="receipt__number">
        Order number <strong>#{order.orderNumber}</strong>
        {placed ? <> · placed {placed}</> : null}
      </p>
      {order.email ? <p className="receipt__email">A confirmation is on its way to {order.email}.</p> : null}
      <table className="receipt__items">
        <caption className="visually-hidden">Items in order #{order.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.sku}>
              <th scope="row">{item.productTitle}</th>
              <td>{item.quantity}</td>
              <td>
                <LinePrice item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(order.subTotal)}</dd>
        </div>
        {order.totalDiscount > 0 ? (
          <div>
            <dt>Savings</dt>
            <dd>−{formatCents(order.totalDiscount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{order.fulfillment === 'pickup' ? 'Pickup' : 'Shipping'}</dt>
          <dd>{order.shippingTotal === 0 ? 'Free' : formatCents(order.shippingTotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatCents(order.taxTotal)}</dd>
        </div>
        <div className="receipt__total">
          <dt>Total</dt>
          <dd>{formatCents(order.total)}</dd>
        </div>
      </dl>
      <DeliverySummary shipTo={order.fulfillment === 'ship' ? order.shipTo : null} pickup={order.fulfillment === 'pickup'} readyFor="your order" />
      <p className="receipt__actions">
        <a className="btn btn--red" href="/collection/all">
          Continue shopping
        </a>
        <a className="btn btn--underline" href="/profile">
          Your account
        </a>
      </p>
    </section>
  );
}
