// Storefront spec section 3 enumerations: "Checkout types: Direct Checkout, Single Step, Default".
import { describe, expect, it } from 'vitest';
import { checkoutPath } from './checkout-path.ts';
import { addButtonLabel, afterAdd, CHECKOUT_TYPES } from './checkout-type.ts';

describe('Checkout types (storefront spec 3, enumerations)', () => {
  it('Default opens the cart, Single Step stays on the page, Direct Checkout goes to checkout', () => {
    expect(CHECKOUT_TYPES).toEqual(['Direct Checkout', 'Single Step', 'Default']);
    expect(afterAdd('Default')).toBe('open-cart');
    expect(afterAdd('Single Step')).toBe('stay');
    expect(afterAdd('Direct Checkout')).toBe('checkout');
  });

  it('Direct Checkout’s button says "Buy Now"; the others keep their label', () => {
    expect(addButtonLabel('Direct Checkout', 'Add To Cart')).toBe('Buy Now');
    expect(addButtonLabel('Single Step', 'Add To Cart')).toBe('Add To Cart');
    expect(addButtonLabel('Default', 'Reserve')).toBe('Reserve');
  });

  it('checkout is the store’s /checkout path, named in one place', () => {
    expect(checkoutPath()).toBe('/checkout');
  });
});
