// The order summary beside the checkout form: items, member savings, shipping and total.
import { shippingEstimate } from '../../commerce/rules/checkout.schema.ts';
import type { Cart } from '../../commerce/types.ts';
import { formatCents } from '../../ui/money/format.ts';
import { cartSavings } from '../header/cart-sidebar.rules.ts';
import { LinePrice } from './line-price.tsx';

export function OrderSummary({ cart, fulfillment }: { cart: Cart; fulfillment: 'ship' | 'pickup' }) {
  const shipping = shippingEstimate(cart.subTotal, fulfillment);
  const savings = cartSavings(cart);
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        Order summary
      </h2>
      <ul className="order-summary__items" role="list">
        {cart.items.map((item) => (
          <li key={item.sku} className="order-summary__item">
            <span className="order-summary__name">
              {item.productTitle} <span className="order-summary__qty">× {item.quantity}</span>
            </span>
            <span className="order-summary__price">
              <LinePrice item={item} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatCents(cart.subTotal)}</dd>
        </div>
        {savings > 0 ? (
          <div className="order-summary__savings">
            <dt>Wine Society savings, included</dt>
            <dd>{formatCents(savings)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fulfillment === 'pickup' ? 'Pickup' : 'Shipping'}</dt>
          <dd>{shipping === 0 ? 'Free' : formatCents(shipping)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd>{formatCents(cart.subTotal + shipping)}</dd>
        </div>
      </dl>
      <p className="order-summary__note">Tax, where it applies, is added by our fulfilment partner. You will see the final figures on your receipt.</p>
    </aside>
  );
}
