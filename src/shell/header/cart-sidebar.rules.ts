// The sliding cart's pure parts (storefront spec 4 "Cart sidebar", 7 view_cart): line
// totals, member savings, the gift message limit and the analytics payloads.
import { MAX_GIFT_MESSAGE } from '../../commerce/rules/cart.schema.ts';
import type { Cart, CartItem } from '../../commerce/types.ts';

/** The gift message the backend accepts, at most 500 characters. */
export const GIFT_MESSAGE_MAX = MAX_GIFT_MESSAGE;

/** Spec 9: currency USD, prices in cents. */
export const CART_CURRENCY = 'USD';

export type LineTotals = {
  /** Unit price x quantity, cents. */
  price: number;
  /** Compare price x quantity, cents, only when the compare price is higher (member or promotion pricing). */
  compare: number | null;
};

export function lineTotals(item: Pick<CartItem, 'price' | 'comparePrice' | 'quantity'>): LineTotals {
  const compare = item.comparePrice !== null && item.comparePrice > item.price ? item.comparePrice * item.quantity : null;
  return { price: item.price * item.quantity, compare };
}

/**
 * What member (or promotion) pricing saves across the cart, cents: each line's compare
 * price over its price. The backend's total equals its subtotal, since line prices
 * already carry the discount.
 */
export function cartSavings(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce((sum, item) => {
    const { price, compare } = lineTotals(item);
    return sum + (compare === null ? 0 : compare - price);
  }, 0);
}

/** Integer cents as dollars, for analytics. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The message as the server saves it: trimmed, never longer than the limit. */
export function normaliseGiftMessage(message: string): string {
  return message.trim().slice(0, GIFT_MESSAGE_MAX);
}

/** True when the typed message differs from the one the cart holds, so closing must save it. */
export function giftMessageChanged(draft: string, saved: string | null | undefined): boolean {
  return normaliseGiftMessage(draft) !== (saved ?? '');
}

export type AnalyticsCartItem = {
  item_id: string;
  item_name: string;
  index: number;
  price: number;
  quantity: number;
  discount: number;
};

/** Spec 7: item_id, item_name, index, price, quantity and discount (dollars off per unit). */
export function analyticsItem(item: CartItem, index: number): AnalyticsCartItem {
  const discount = item.comparePrice !== null && item.comparePrice > item.price ? item.comparePrice - item.price : 0;
  return {
    item_id: item.sku,
    item_name: item.productTitle,
    index,
    price: centsToDollars(item.price),
    quantity: item.quantity,
    discount: centsToDollars(discount),
  };
}

export type CartEcommerce = {
  ecommerce: { currency: typeof CART_CURRENCY; value: number; items: AnalyticsCartItem[] };
};

/** Spec 7: view_cart carries currency USD, value (the subtotal) and the items. An absent cart reports as empty. */
export function viewCartPayload(cart: Pick<Cart, 'items' | 'subTotal'> | null): CartEcommerce {
  return {
    ecommerce: {
      currency: CART_CURRENCY,
      value: centsToDollars(cart?.subTotal ?? 0),
      items: (cart?.items ?? []).map(analyticsItem),
    },
  };
}

/** beginCheckout reports the cart in the same shape as view_cart. */
export const beginCheckoutPayload = viewCartPayload;

/** removeFromCart, in the shape addToCart uses (currencyCode and a products list). */
export function removeFromCartPayload(item: CartItem) {
  return {
    ecommerce: {
      currencyCode: CART_CURRENCY,
      remove: {
        products: [{ id: item.sku, sku: item.sku, name: item.productTitle, price: centsToDollars(item.price), quantity: item.quantity }],
      },
    },
  };
}

/**
 * A fixed DOM id for a cart line's control (islands cannot use useId). A sku may hold any
 * character: others than letters, digits and "-" are escaped, so distinct skus keep distinct ids.
 */
export function lineControlId(sku: string): string {
  return `cart-sidebar-qty-${sku.replace(/[^A-Za-z0-9-]/g, (c) => `_${(c.codePointAt(0) ?? 0).toString(16)}`)}`;
}
