import { describe, expect, it } from 'vitest';
import type { Product, Variant, WebStatus } from '../types.ts';
import { isListed, isProductAvailable, isVariantAvailable } from './availability.ts';

const SHIPPING_LOCATION = 'loc-napa';

const wine = (webStatus: WebStatus = 'Available'): Pick<Product, 'webStatus' | 'type' | 'giftCard'> => ({
  webStatus,
  type: 'Wine',
  giftCard: null,
});

const stocked = (availableForSaleCount: number, inventoryLocationId = SHIPPING_LOCATION): Pick<Variant, 'inventoryPolicy' | 'inventory'> => ({
  inventoryPolicy: 'Dont Sell',
  inventory: [{ inventoryLocationId, availableForSaleCount }],
});

describe('isProductAvailable', () => {
  it('counts Available and Hidden products as available', () => {
    expect(isProductAvailable({ webStatus: 'Available', type: 'Wine' })).toBe(true);
    expect(isProductAvailable({ webStatus: 'Hidden', type: 'Wine' })).toBe(true);
  });
  it('counts Not Available and Retired products as unavailable', () => {
    expect(isProductAvailable({ webStatus: 'Not Available', type: 'Wine' })).toBe(false);
    expect(isProductAvailable({ webStatus: 'Retired', type: 'Wine' })).toBe(false);
  });
  it('counts a notFound product as unavailable whatever its status', () => {
    expect(isProductAvailable({ webStatus: 'Available', type: 'notFound' })).toBe(false);
  });
});

describe('isVariantAvailable', () => {
  it('sells a Dont Sell variant with stock at the shipping location', () => {
    expect(isVariantAvailable(wine(), stocked(12), SHIPPING_LOCATION)).toBe(true);
  });
  it('still sells a variant whose count at the shipping location is 0, as the spec says "0 or more"', () => {
    expect(isVariantAvailable(wine(), stocked(0), SHIPPING_LOCATION)).toBe(true);
  });
  it('does not sell a variant whose count is negative', () => {
    expect(isVariantAvailable(wine(), stocked(-1), SHIPPING_LOCATION)).toBe(false);
  });
  it('does not sell a variant with no inventory at the shipping location', () => {
    expect(isVariantAvailable(wine(), stocked(12, 'loc-elsewhere'), SHIPPING_LOCATION)).toBe(false);
    expect(isVariantAvailable(wine(), { inventoryPolicy: 'Dont Sell', inventory: [] }, SHIPPING_LOCATION)).toBe(false);
  });
  it('does not sell a stocked variant of an unavailable product', () => {
    expect(isVariantAvailable(wine('Not Available'), stocked(12), SHIPPING_LOCATION)).toBe(false);
  });
  it('sells a Back Order variant with no inventory whenever the product is available', () => {
    const backOrder: Pick<Variant, 'inventoryPolicy' | 'inventory'> = { inventoryPolicy: 'Back Order', inventory: [] };
    expect(isVariantAvailable(wine(), backOrder, SHIPPING_LOCATION)).toBe(true);
    expect(isVariantAvailable(wine('Retired'), backOrder, SHIPPING_LOCATION)).toBe(false);
  });
  it('sells a virtual gift card with no inventory whenever the product is available', () => {
    const noStock: Pick<Variant, 'inventoryPolicy' | 'inventory'> = { inventoryPolicy: 'Dont Sell', inventory: [] };
    const virtual = { webStatus: 'Available', type: 'Gift Card', giftCard: { type: 'Virtual' } } as const;
    expect(isVariantAvailable(virtual, noStock, SHIPPING_LOCATION)).toBe(true);
    expect(isVariantAvailable({ ...virtual, webStatus: 'Not Available' }, noStock, SHIPPING_LOCATION)).toBe(false);
  });
  it('treats a physical gift card like any stocked product', () => {
    const physical = { webStatus: 'Available', type: 'Gift Card', giftCard: { type: 'Physical' } } as const;
    expect(isVariantAvailable(physical, { inventoryPolicy: 'Dont Sell', inventory: [] }, SHIPPING_LOCATION)).toBe(false);
    expect(isVariantAvailable(physical, stocked(3), SHIPPING_LOCATION)).toBe(true);
  });
});

describe('isListed', () => {
  const listed = (webStatus: WebStatus, pageSlug: string | null = 'cabernet-2019', type: Product['type'] = 'Wine') => isListed({ webStatus, type, pageSlug });

  it('lists an Available product with a page slug', () => {
    expect(listed('Available')).toBe(true);
  });
  it('keeps a Not Available product listed so it shows as sold out', () => {
    expect(listed('Not Available')).toBe(true);
  });
  it('drops Retired and Hidden products', () => {
    expect(listed('Retired')).toBe(false);
    expect(listed('Hidden')).toBe(false);
  });
  it('drops notFound products', () => {
    expect(listed('Available', 'cabernet-2019', 'notFound')).toBe(false);
  });
  it('drops products without a page slug', () => {
    expect(listed('Available', null)).toBe(false);
    expect(listed('Available', '')).toBe(false);
  });
});
