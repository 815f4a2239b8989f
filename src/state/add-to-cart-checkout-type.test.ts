// Storefront spec section 3 "Checkout types": Single Step and Direct Checkout add without
// opening the cart sidebar; Default opens it (spec 4 "Cart sidebar").
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../commerce/types.ts';
import { addToCartAtom } from './cart.actions.ts';
import { isCartVisibleAtom } from './session.atoms.ts';

const CART: Cart = {
  id: 'cart-1',
  customerId: null,
  items: [{ sku: 'ACC-CORK', productTitle: 'Sommelier Corkscrew', quantity: 1, price: 3200, comparePrice: null, image: null }],
  subTotal: 3200,
  total: 3200,
  giftMessage: '',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ cart: CART }), { status: 200, headers: { 'content-type': 'application/json' } }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Checkout types (storefront spec 3): what an add does to the cart sidebar', () => {
  it('Default: the added item shows in the opened cart sidebar', async () => {
    const store = createStore();
    expect(await store.set(addToCartAtom, { sku: 'ACC-CORK', quantity: 1 })).toMatchObject({ ok: true });
    expect(store.get(isCartVisibleAtom)).toBe(true);
  });

  it('Single Step and Direct Checkout: the sidebar stays closed, and the body posted is the item alone', async () => {
    const store = createStore();
    expect(await store.set(addToCartAtom, { sku: 'ACC-CORK', quantity: 1 }, { openCart: false })).toMatchObject({ ok: true });
    expect(store.get(isCartVisibleAtom)).toBe(false);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ sku: 'ACC-CORK', quantity: 1 }));
  });
});
