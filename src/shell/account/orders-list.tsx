// /profile/orders: every order the customer placed, newest first, a page at a time: number
// (to the order's page) with its type when it is not a regular order (storefront spec 3
// "Order types"), date, status and total.
import { orderTypeLabel } from '../../commerce/rules/order-type.ts';
import type { OrderPage } from '../../commerce/types.ts';
import { longDate } from '../../ui/date/format.ts';
import { formatCents } from '../../ui/money/format.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

export const ordersPageUrl = (page: number) => (page <= 1 ? '/profile/orders' : `/profile/orders?page=${page}`);
export const orderUrl = (id: string) => `/profile/orders/${encodeURIComponent(id)}`;

export function OrdersList({ page }: { page: OrderPage }) {
  if (page.total === 0) {
    return (
      <div className="account-empty">
        <p>You have not placed an order online yet.</p>
        <a className={buttonClassName()} href="/collection/all">
          Shop our wines
        </a>
      </div>
    );
  }
  return (
    <>
      <table className="account-orders">
        <caption className="visually-hidden">{`Your orders, page ${page.page} of ${page.pageCount}, newest first`}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {page.orders.map((order) => {
            const type = orderTypeLabel(order.purchaseType);
            return (
              <tr key={order.id}>
                <th scope="row">
                  <a href={orderUrl(order.id)} aria-label={`${type ?? 'Order'} number ${order.orderNumber}`}>{`#${order.orderNumber}`}</a>
                  {type ? <span className="order-type">{type}</span> : null}
                </th>
                <td>{longDate(order.submittedAt) ?? ''}</td>
                <td>{order.fulfillmentStatus}</td>
                <td>{formatCents(order.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {page.pageCount > 1 ? (
        <nav className="account-pager" aria-label="Order pages">
          {page.page > 1 ? (
            <a href={ordersPageUrl(page.page - 1)} rel="prev">
              Newer orders
            </a>
          ) : (
            <span />
          )}
          <span>{`Page ${page.page} of ${page.pageCount}`}</span>
          {page.page < page.pageCount ? (
            <a href={ordersPageUrl(page.page + 1)} rel="next">
              Older orders
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
