import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Accolade, type Viewer } from '../types.ts';
import { testProduct, testVariant } from '../testing/products.ts';
import { PURCHASE_LABELS, defaultVariant, purchaseState, sealOf, showAccolades } from './purchase-state.ts';

const variant = testVariant;
const product = testProduct;

const clubMember: Viewer = { loggedIn: true, hasActiveClub: true, tags: [], isValidUser: true };
const points94: Accolade = { accoladesType: 'points', reviewPoints: 94, publication: 'Wine Spectator', productHeroOnly: false };
const goldMedal: Accolade = { accoladesType: 'medal', medalType: 'Gold', publication: null, productHeroOnly: false };

const SOLD_OUT = { kind: 'sold-out', label: 'Sold out', ariaLabel: 'Cabernet Sauvignon 2019 is sold out' };

describe('PURCHASE_LABELS', () => {
  it('uses the spec default labels', () => {
    expect(PURCHASE_LABELS).toEqual({ soldOut: 'Sold out', learnMore: 'Learn more', addToCart: 'Add To Cart' });
  });
});

describe('purchaseState', () => {
  it('offers add to cart with a quantity selector, a limit of 99 and a multiplier of 1 by default', () => {
    expect(purchaseState(product(), variant(), ANONYMOUS_VIEWER)).toEqual({
      kind: 'add-to-cart',
      label: 'Add To Cart',
      sku: 'CAB19-750',
      showQuantitySelector: true,
      quantityLimit: 99,
      quantityMultiplier: 1,
    });
  });

  it('shows the allocation block to an anonymous visitor on a club product', () => {
    expect(purchaseState(product({ security: { availableTo: 'Club Members' } }), variant(), ANONYMOUS_VIEWER)).toEqual({ kind: 'allocation' });
  });
  it('shows the allocation block before sold out, so restricted stock stays private', () => {
    const restricted = product({ security: { availableTo: 'Allocation' }, soldOut: true });
    expect(purchaseState(restricted, undefined, ANONYMOUS_VIEWER)).toEqual({ kind: 'allocation' });
  });
  it('shows the allocation block when a customer restriction rule applies', () => {
    expect(purchaseState(product(), variant(), clubMember, { customerRestricted: true })).toEqual({ kind: 'allocation' });
  });
  it('lets a club member buy a club product', () => {
    expect(purchaseState(product({ security: { availableTo: 'Club Members' } }), variant(), clubMember)).toMatchObject({ kind: 'add-to-cart' });
  });

  it('shows "Sold out" when there is no variant', () => {
    expect(purchaseState(product({ variants: [] }), undefined, ANONYMOUS_VIEWER)).toEqual(SOLD_OUT);
  });
  it('shows "Sold out" when the variant has no sku', () => {
    expect(purchaseState(product(), variant({ sku: '' }), ANONYMOUS_VIEWER)).toEqual(SOLD_OUT);
    expect(purchaseState(product(), variant({ sku: '  ' }), ANONYMOUS_VIEWER)).toEqual(SOLD_OUT);
  });
  it('shows "Sold out" when the variant is unavailable', () => {
    expect(purchaseState(product(), variant({ isAvailable: false }), ANONYMOUS_VIEWER)).toEqual(SOLD_OUT);
  });
  it('shows "Sold out" when the editor flags the product sold out', () => {
    expect(purchaseState(product({ soldOut: true }), variant(), ANONYMOUS_VIEWER)).toEqual(SOLD_OUT);
  });

  it('links a virtual gift card to its product page with "Learn more"', () => {
    const card = product({ type: 'Gift Card', giftCard: { type: 'Virtual' }, pageSlug: 'e-gift-card' });
    expect(purchaseState(card, variant({ sku: 'EGIFT-100' }), ANONYMOUS_VIEWER)).toEqual({
      kind: 'learn-more',
      label: 'Learn more',
      href: '/product/e-gift-card',
    });
  });
  it('sells a virtual gift card on its own product page, without a quantity selector', () => {
    const card = product({ type: 'Gift Card', giftCard: { type: 'Virtual' }, pageSlug: 'e-gift-card' });
    expect(purchaseState(card, variant({ sku: 'EGIFT-100' }), ANONYMOUS_VIEWER, { onProductPage: true })).toMatchObject({
      kind: 'add-to-cart',
      sku: 'EGIFT-100',
      showQuantitySelector: false,
    });
  });
  it('falls back to the commerce slug when a virtual gift card has no page slug', () => {
    const card = product({ type: 'Gift Card', giftCard: { type: 'Virtual' }, slug: 'egift', pageSlug: null });
    expect(purchaseState(card, variant(), ANONYMOUS_VIEWER)).toMatchObject({ href: '/product/egift' });
  });
  it('adds a physical gift card to the cart without a quantity selector', () => {
    const card = product({ type: 'Gift Card', giftCard: { type: 'Physical' } });
    expect(purchaseState(card, variant(), ANONYMOUS_VIEWER)).toMatchObject({ kind: 'add-to-cart', showQuantitySelector: false });
  });

  it('hides the quantity selector when the product hides it', () => {
    expect(purchaseState(product({ hideQuantitySelector: true }), variant(), ANONYMOUS_VIEWER)).toMatchObject({ showQuantitySelector: false });
  });
  it('hides the quantity selector when the block sets hideMultiSelect', () => {
    expect(purchaseState(product(), variant(), ANONYMOUS_VIEWER, { hideMultiSelect: true })).toMatchObject({ showQuantitySelector: false });
  });
  it('uses the editor add-to-cart label, falling back to "Add To Cart" when blank', () => {
    expect(purchaseState(product(), variant(), ANONYMOUS_VIEWER, { addToCartLabel: 'Add to Order' })).toMatchObject({ label: 'Add to Order' });
    expect(purchaseState(product(), variant(), ANONYMOUS_VIEWER, { addToCartLabel: ' ' })).toMatchObject({ label: 'Add To Cart' });
  });
  it('limits the quantity to the smaller of maxQuantityPerCart and the product limit', () => {
    expect(purchaseState(product({ quantityLimit: 12 }), variant({ maxQuantityPerCart: 6 }), ANONYMOUS_VIEWER)).toMatchObject({ quantityLimit: 6 });
  });
  it('passes the product quantity multiplier on, never below 1', () => {
    expect(purchaseState(product({ quantityMultiplier: 6 }), variant(), ANONYMOUS_VIEWER)).toMatchObject({ quantityMultiplier: 6 });
    expect(purchaseState(product({ quantityMultiplier: 0 }), variant(), ANONYMOUS_VIEWER)).toMatchObject({ quantityMultiplier: 1 });
    expect(purchaseState(product({ quantityMultiplier: -2 }), variant(), ANONYMOUS_VIEWER)).toMatchObject({ quantityMultiplier: 1 });
  });
});

describe('showAccolades', () => {
  it('shows accolades for a single-variant product that has one', () => {
    expect(showAccolades({ variants: [variant()], accolades: [points94] })).toBe(true);
  });
  it('hides accolades when the product offers a choice of variants', () => {
    const magnum = variant({ id: 'var-1500', sku: 'CAB19-1500', volumeInML: 1500 });
    expect(showAccolades({ variants: [variant(), magnum], accolades: [points94] })).toBe(false);
  });
  it('hides accolades when there are none', () => {
    expect(showAccolades({ variants: [variant()], accolades: [] })).toBe(false);
  });
});

describe('sealOf', () => {
  it('shows the points of a first points accolade', () => {
    expect(sealOf([points94, goldMedal])).toEqual({ kind: 'Points', points: 94 });
  });
  it('shows the medal of a first medal accolade', () => {
    expect(sealOf([goldMedal, points94])).toEqual({ kind: 'Medal', medal: 'Gold' });
  });
  it('shows no seal without accolades', () => {
    expect(sealOf([])).toEqual({ kind: 'None' });
  });
});

describe('defaultVariant', () => {
  it('picks the first available variant', () => {
    const soldOut = variant({ id: 'var-375', isAvailable: false });
    const magnum = variant({ id: 'var-1500' });
    expect(defaultVariant({ variants: [soldOut, magnum] })?.id).toBe('var-1500');
  });
  it('falls back to the first variant when none is available', () => {
    const first = variant({ id: 'var-375', isAvailable: false });
    expect(defaultVariant({ variants: [first, variant({ id: 'var-1500', isAvailable: false })] })?.id).toBe('var-375');
  });
  it('returns nothing for a product without variants', () => {
    expect(defaultVariant({ variants: [] })).toBeUndefined();
  });
  it("prefers the editor's default variant (defaultVariantIndex) when it can be bought", () => {
    const half = variant({ id: 'var-375' });
    const magnum = variant({ id: 'var-1500' });
    expect(defaultVariant({ variants: [half, magnum], defaultVariantIndex: 1 })?.id).toBe('var-1500');
    expect(defaultVariant({ variants: [half, variant({ id: 'var-1500', isAvailable: false })], defaultVariantIndex: 1 })?.id).toBe('var-375');
    expect(defaultVariant({ variants: [half], defaultVariantIndex: 7 })?.id).toBe('var-375');
  });
});
