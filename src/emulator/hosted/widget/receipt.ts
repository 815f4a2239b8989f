// After checkout and after a club sign-up the widget shows its own confirmation under the
// profile route, `{profile}/order-receipt/{id}` and `{profile}/club-membership/receipt/{id}`,
// by a page load of that path (unverified: no public source shows the real widget's
// confirmation paths; the storefront spec's original listed these two under /profile, its
// widget's account route). With RECEIPT 'store' (the emulator's WIDGET_RECEIPT=store, or PUT
// /__emulator/widget-receipt) it hands back to the store's own /profile/order-receipt/{id}
// and /profile/club-membership/receipt/{id} instead.
//
// The confirmation is shown from what the order call answered, kept for this tab (the
// stand-in has no order read of its own: unverified how the real widget reads it).
import { el, money, root } from './dom.ts';
import { RECEIPT, ROUTES } from './settings.ts';

/** The order call's answer, as far as the confirmation reads it. */
export type PlacedOrder = { id: string; orderNumber: number | string; total: number; items?: { productTitle: string; quantity: number; price: number }[] };
type KeptOrder = { orderNumber: PlacedOrder['orderNumber']; total: number; items: { productTitle: string; quantity: number; price: number }[] };

const RECEIPT_BASE = RECEIPT === 'store' ? '/profile' : ROUTES.profile;

function keep(key: string, value: KeptOrder): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode: a plainer confirmation
  }
}
function kept(key: string): KeptOrder | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) || 'null') as KeptOrder | null;
  } catch {
    return null;
  }
}

export function handBackToReceipt(order: PlacedOrder): void {
  keep('c7-order:' + order.id, {
    orderNumber: order.orderNumber,
    total: order.total,
    items: (order.items || []).map((item) => ({ productTitle: item.productTitle, quantity: item.quantity, price: item.price })),
  });
  location.assign(RECEIPT_BASE + '/order-receipt/' + encodeURIComponent(order.id));
}

export function handBackToMembershipReceipt(membershipId: string): void {
  location.assign(RECEIPT_BASE + '/club-membership/receipt/' + encodeURIComponent(membershipId));
}

/** The widget's own order confirmation ({profile}/order-receipt/{id}; its look unverified). */
export function orderReceiptPage(id: string): void {
  const order = kept('c7-order:' + id);
  const node = root();
  node.textContent = '';
  const wrap = el('section', { class: 'c7-receipt', 'aria-label': 'Order confirmation' }, [el('h1', { class: 'c7-title', text: 'Thank you for your order' })]);
  if (order) {
    wrap.appendChild(el('p', { text: 'Order #' + order.orderNumber + ' is confirmed.' }));
    wrap.appendChild(
      el(
        'ul',
        { class: 'c7-cart__items' },
        order.items.map((item) => el('li', { class: 'c7-cart__item' }, [el('span', { text: item.productTitle + ' × ' + item.quantity }), el('span', { text: money(item.price * item.quantity) })])),
      ),
    );
    wrap.appendChild(el('p', { class: 'c7-cart__subtotal', text: 'Total ' + money(order.total) }));
  } else {
    wrap.appendChild(el('p', { text: 'Your order is confirmed.' }));
  }
  wrap.appendChild(el('a', { class: 'btn btn--red', href: '/collection/all', text: 'Continue shopping' }));
  node.appendChild(wrap);
}

/** The widget's own club confirmation ({profile}/club-membership/receipt/{id}; its look unverified). */
export function membershipReceiptPage(): void {
  const node = root();
  node.textContent = '';
  node.appendChild(
    el('section', { class: 'c7-receipt', 'aria-label': 'Membership confirmation' }, [
      el('h1', { class: 'c7-title', text: 'Welcome to the club' }),
      el('p', { text: 'Your membership is confirmed.' }),
      el('a', { class: 'btn btn--red', href: ROUTES.profile, text: 'Your account' }),
    ]),
  );
}
