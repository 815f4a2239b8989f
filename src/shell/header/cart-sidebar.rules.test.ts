import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../commerce/types.ts';
import {
  analyticsItem,
  beginCheckoutPayload,
  cartSavings,
  centsToDollars,
  GIFT_MESSAGE_MAX,
  giftMessageChanged,
  lineControlId,
  lineTotals,
  normaliseGiftMessage,
  removeFromCartPayload,
  viewCartPayload,
} from './cart-sidebar.rules.ts';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  sku: 'CAB-2019',
  productTitle: 'Estate Cabernet 2019',
  quantity: 2,
  price: 4800,
  comparePrice: 6000,
  image: null,
  ...over,
});

const cart = (over: Partial<Cart> = {}): Cart => ({
  id: 'cart-1',
  customerId: null,
  items: [item(), item({ sku: 'ROSE', productTitle: 'Dry Rosé', quantity: 1, price: 2450, comparePrice: null })],
  subTotal: 12050,
  total: 12050,
  giftMessage: '',
  ...over,
});

describe('lineTotals', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotals(item({ comparePrice: null })).price).toBe(9600);
  });

  it('strikes the compare line price only when the compare price is higher (member pricing)', () => {
    expect(lineTotals(item())).toEqual({ price: 9600, compare: 12000 });
    expect(lineTotals(item({ comparePrice: 4800 })).compare).toBeNull();
    expect(lineTotals(item({ comparePrice: 3000 })).compare).toBeNull();
    expect(lineTotals(item({ comparePrice: null })).compare).toBeNull();
  });
});

describe('cartSavings', () => {
  it('adds up what each line saves on its compare price, and nothing where there is none', () => {
    expect(cartSavings({ items: [item(), item({ sku: 'SB', quantity: 1, price: 3600, comparePrice: null })] })).toBe(2400);
    expect(cartSavings({ items: [item({ comparePrice: 4000 })] })).toBe(0);
    expect(cartSavings({ items: [] })).toBe(0);
  });
});

describe('gift message', () => {
  it('allows 500 characters, trimmed as the server keeps it', () => {
    expect(GIFT_MESSAGE_MAX).toBe(500);
    expect(normaliseGiftMessage(`  ${'a'.repeat(600)}`)).toHaveLength(500);
    expect(normaliseGiftMessage('  Cheers!  ')).toBe('Cheers!');
  });

  it('counts as changed only when the saved text would differ', () => {
    expect(giftMessageChanged('Cheers!', 'Cheers!')).toBe(false);
    expect(giftMessageChanged('Cheers! ', 'Cheers!')).toBe(false);
    expect(giftMessageChanged('', null)).toBe(false);
    expect(giftMessageChanged('', undefined)).toBe(false);
    expect(giftMessageChanged('Happy birthday', 'Cheers!')).toBe(true);
    expect(giftMessageChanged('', 'Cheers!')).toBe(true);
  });
});

describe('analytics', () => {
  it('converts cents to dollars without float noise', () => {
    expect(centsToDollars(2450)).toBe(24.5);
    expect(centsToDollars(1999)).toBe(19.99);
  });

  it('describes an item with its per-unit discount in dollars', () => {
    expect(analyticsItem(item(), 0)).toEqual({ item_id: 'CAB-2019', item_name: 'Estate Cabernet 2019', index: 0, price: 48, quantity: 2, discount: 12 });
    expect(analyticsItem(item({ comparePrice: null }), 3).discount).toBe(0);
    expect(analyticsItem(item({ comparePrice: 4000 }), 3).discount).toBe(0);
  });

  it('view_cart carries currency USD, the subtotal as value and every item in order (spec 7)', () => {
    expect(viewCartPayload(cart({ total: 10000 }))).toEqual({
      ecommerce: {
        currency: 'USD',
        value: 120.5,
        items: [
          { item_id: 'CAB-2019', item_name: 'Estate Cabernet 2019', index: 0, price: 48, quantity: 2, discount: 12 },
          { item_id: 'ROSE', item_name: 'Dry Rosé', index: 1, price: 24.5, quantity: 1, discount: 0 },
        ],
      },
    });
  });

  it('reports an absent cart as an empty one', () => {
    expect(viewCartPayload(null)).toEqual({ ecommerce: { currency: 'USD', value: 0, items: [] } });
  });

  it('beginCheckout reports the cart as view_cart does', () => {
    expect(beginCheckoutPayload(cart())).toEqual(viewCartPayload(cart()));
  });

  it('removeFromCart names the removed line', () => {
    expect(removeFromCartPayload(item())).toEqual({
      ecommerce: { currencyCode: 'USD', remove: { products: [{ id: 'CAB-2019', sku: 'CAB-2019', name: 'Estate Cabernet 2019', price: 48, quantity: 2 }] } },
    });
  });
});

describe('lineControlId', () => {
  it('gives every sku a valid, distinct id', () => {
    expect(lineControlId('CAB-2019')).toBe('cart-sidebar-qty-CAB-2019');
    expect(lineControlId('a.b')).not.toBe(lineControlId('a_b'));
    expect(lineControlId('a b/c')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
