// The cart page (unverified look), and the cart the shared cookie names, which the checkout
// starts from too.
import { el, money, root } from './dom.ts';
import { MESSAGES } from './messages.ts';
import { CART_COOKIE, ROUTES } from './settings.ts';
import { call, json, readCookie } from './session.ts';

/** The cart as the browser API answers it (GET v1/cart/{id}: hosted/routes.ts). */
export type CartItem = { productTitle: string; quantity: number; price: number; originalPrice?: number | null };
export type Cart = { items: CartItem[]; subTotal: number };

export function renderCart(cart: Cart | null): void {
  const node = root();
  node.textContent = '';
  const wrap = el('section', { class: 'c7-cart', 'aria-label': 'Your cart' }, [el('h1', { class: 'c7-title', text: 'Your Cart' })]);
  if (!cart || !cart.items.length) {
    wrap.appendChild(el('p', { text: 'Your cart is empty.' }));
    node.appendChild(wrap);
    return;
  }
  wrap.appendChild(
    el(
      'ul',
      { class: 'c7-cart__items' },
      cart.items.map((item) => el('li', { class: 'c7-cart__item' }, [el('span', { text: item.productTitle + ' × ' + item.quantity }), el('span', { text: money(item.price * item.quantity) })])),
    ),
  );
  wrap.appendChild(el('p', { class: 'c7-cart__subtotal', text: 'Subtotal ' + money(cart.subTotal) }));
  wrap.appendChild(el('a', { class: 'btn btn--red', href: ROUTES.checkout, text: 'Checkout' }));
  node.appendChild(wrap);
}

function cartFailed(retry: () => void): void {
  const node = root();
  node.textContent = '';
  const again = el('button', { type: 'button', class: 'btn btn--red', text: 'Try again' });
  again.addEventListener('click', retry);
  node.appendChild(el('div', { class: 'checkout__empty', role: 'alert' }, [el('p', { text: MESSAGES.cartUnavailable }), again]));
}

/** The cart the shared cookie names (null: none, or gone), then what to show. */
export function withCart(show: (cart: Cart | null, cartId: string) => void): void {
  function start(): void {
    const cartId = readCookie(CART_COOKIE);
    root().textContent = 'Loading your cart…';
    if (!cartId) {
      show(null, '');
      return;
    }
    call('cart/' + encodeURIComponent(cartId))
      .then((response) => {
        if (response.status === 404) return null;
        return response.ok ? json<Cart>(response) : Promise.reject(new Error(String(response.status)));
      })
      .then(
        (cart) => show(cart, cartId),
        () => cartFailed(start),
      );
  }
  start();
}
