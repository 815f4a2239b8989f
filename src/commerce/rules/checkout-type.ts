// Storefront spec section 3 enumerations: "Checkout types: Direct Checkout, Single Step,
// Default", a product's (its page entry's checkoutType). The spec names them only; what each
// makes the add-to-cart do is this store's reading of the names (docs/differences.md):
// - Default: the item is added and the cart sidebar opens (review the cart, then check out);
// - Single Step: the item is added in one step and the shopper stays where they are: no
//   sidebar, a confirmation beside the button with a way to the cart;
// - Direct Checkout: the button reads "Buy Now"; the item is added and the shopper goes
//   straight to checkout.
export const CHECKOUT_TYPES = ['Direct Checkout', 'Single Step', 'Default'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

export type AfterAdd = 'open-cart' | 'stay' | 'checkout';

/** What follows a successful add, by the product's checkout type. */
export function afterAdd(type: CheckoutType): AfterAdd {
  switch (type) {
    case 'Direct Checkout':
      return 'checkout';
    case 'Single Step':
      return 'stay';
    case 'Default':
      return 'open-cart';
  }
}

/** Direct Checkout's button says where it leads. */
export const BUY_NOW_LABEL = 'Buy Now';

/** The add button's label: "Buy Now" for Direct Checkout, otherwise the label it was given. */
export function addButtonLabel(type: CheckoutType, label: string): string {
  return type === 'Direct Checkout' ? BUY_NOW_LABEL : label;
}

/** What Single Step shows beside the button once the item is in the cart. */
export const ADDED_MESSAGE = 'Added to your cart.';
