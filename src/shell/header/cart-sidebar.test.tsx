import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartAtom, cartUnavailableAtom } from '../../state/session.atoms.ts';
import type { Cart } from '../../commerce/types.ts';
import { widgetLinksAtom } from '../../state/widget-links.atoms.ts';
import { CartSidebar } from './cart-sidebar.tsx';

const CART: Cart = {
  id: 'cart-1',
  customerId: null,
  items: [
    { sku: 'CAB-2019', productTitle: 'Estate Cabernet 2019', quantity: 2, price: 4800, comparePrice: 6000, image: 'https://cdn.example/original/cab.png' },
    { sku: 'ROSE', productTitle: 'Dry Rosé', quantity: 1, price: 2450, comparePrice: null, image: null },
  ],
  subTotal: 12050,
  total: 11050,
  giftMessage: 'Cheers!',
};

function render(cart: Cart | null, unavailable = false) {
  const store = createStore();
  store.set(cartAtom, cart);
  store.set(cartUnavailableAtom, unavailable);
  return renderToString(
    <Provider store={store}>
      <CartSidebar open={false} onClose={() => undefined} />
    </Provider>,
  );
}

describe('CartSidebar rendered on the server', () => {
  const html = render(CART);

  it('is a dialog named "Your Cart (N)", N the sum of quantities, with the spec close button', () => {
    expect(html).toMatch(/<dialog[^>]*class="dialog cart-sidebar"[^>]*aria-labelledby="cart-sidebar-title"/);
    expect(html).toContain('id="cart-sidebar-title"');
    expect(html).toContain('>Your Cart (3)</h2>');
    expect(html).toContain('aria-label="Close sidebar cart"');
  });

  it('has an alert region for failures', () => {
    expect(html).toMatch(/<p class="cart-sidebar__alert" role="alert">/);
  });

  it('lists each line with its quantity in update mode, line price and a named Remove button', () => {
    expect(html).toContain('aria-label="Quantity of Estate Cabernet 2019"');
    expect(html).toMatch(/id="cart-sidebar-qty-CAB-2019"[^>]*min="0"/);
    expect(html).toContain('aria-label="Remove Estate Cabernet 2019"');
    expect(html).toContain('aria-label="Remove Dry Rosé"');
    expect(html).toContain('$96');
    expect(html).toContain('$48 each');
    expect(html).toContain('$24.50');
    // No Update button until the shopper changes a quantity.
    expect(html).not.toContain('>Update<');
  });

  it('strikes the compare line price through only for member-priced lines', () => {
    expect(html.match(/<s class="cart-line__compare">/g)).toHaveLength(1);
    expect(html).toMatch(/<s class="cart-line__compare"><span class="visually-hidden">Regular price <\/span>\$120<\/s>/);
  });

  it('shows a small image only for lines that have one, from the medium rendition', () => {
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain('src="https://cdn.example/medium/cab.png"');
    expect(html).toContain('alt=""');
  });

  it('shows the subtotal, what member pricing saves, and the total when it differs', () => {
    expect(html).toMatch(/<dt>Subtotal<\/dt><dd>\$120\.50<\/dd>/);
    // $120 compare against $96 on the member-priced line.
    expect(html).toMatch(/<dt>You save<\/dt><dd>\$24<\/dd>/);
    expect(html).toMatch(/<dt>Total<\/dt><dd>\$110\.50<\/dd>/);
  });

  it('offers a labelled gift message of at most 500 characters with a count', () => {
    expect(html).toContain('<label for="cart-sidebar-gift-message">Gift message</label>');
    expect(html).toMatch(/<textarea[^>]*id="cart-sidebar-gift-message"[^>]*maxLength="500"[^>]*aria-describedby="cart-sidebar-gift-message-count"/i);
    expect(html).toContain('>Cheers!</textarea>');
    expect(html).toContain('7 / 500 characters');
  });

  it('links to checkout', () => {
    expect(html).toMatch(/<a class="btn btn--red cart-sidebar__checkout" href="\/checkout">Checkout<\/a>/);
  });

  it('shows no savings without compare prices, and no total line when the total equals the subtotal', () => {
    const plain = render({ ...CART, total: CART.subTotal, items: CART.items.map((line) => ({ ...line, comparePrice: null })) });
    expect(plain).toContain('<dt>Subtotal</dt>');
    expect(plain).not.toContain('<dt>You save</dt>');
    expect(plain).not.toContain('<dt>Total</dt>');
  });
});

describe('CartSidebar with no cart', () => {
  it('shows the empty state with a link to shop, and no checkout', () => {
    for (const cart of [null, { ...CART, items: [], subTotal: 0, total: 0 }]) {
      const html = render(cart);
      expect(html).toContain('>Your Cart (0)</h2>');
      expect(html).toContain('<p>Your cart is empty.</p>');
      expect(html).toContain('href="/collection/all"');
      expect(html).not.toContain('/checkout');
      expect(html).not.toContain('Gift message');
    }
  });
});

describe('CartSidebar when the cart could not be read', () => {
  it('says so and offers to try again, never that the cart is empty', () => {
    const html = render(null, true);
    expect(html).toContain('We could not load your cart just now. Your cart is saved; please try again in a moment.');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toContain('Your cart is empty.');
  });
});

describe('storefront spec 2, Add-to-cart form variants: the cart-page variant is the widget’s cart page', () => {
  it('links to the widget’s cart and checkout routes as the store is configured, the defaults otherwise', () => {
    const store = createStore();
    store.set(cartAtom, CART);
    // The header puts the configured routes in the store (the sidebar is loaded once opened).
    store.set(widgetLinksAtom, { cart: '/basket', checkout: '/pay' });
    const moved = renderToString(
      <Provider store={store}>
        <CartSidebar open={false} onClose={() => undefined} />
      </Provider>,
    );
    expect(moved).toMatch(/<a class="[^"]*cart-sidebar__checkout"[^>]*href="\/pay"/);
    expect(moved).toMatch(/<a class="[^"]*cart-sidebar__view-cart"[^>]*href="\/basket"[^>]*>View cart<\/a>/);
    expect(render(CART)).toMatch(/href="\/cart"[^>]*>View cart<\/a>/);
  });
});
