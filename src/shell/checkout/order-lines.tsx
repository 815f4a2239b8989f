// An order's items and totals, as the receipt and the account's order page both show them:
// each line with its compare price struck through where member or promotion pricing
// lowered it, then subtotal, savings, delivery, tax and total.
import type { Order } from '../../commerce/types.ts';
import { formatCents } from '../../ui/money/format.ts';
import { LinePrice } from './line-price.tsx';

export function OrderLines({ order }: { order: Order }) {
  return (
    <>
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
    </>
  );
}
