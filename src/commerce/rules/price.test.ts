import { describe, expect, it } from 'vitest';
import type { Variant } from '../types.ts';
import { PRICE_LABELS, clubPrice, isRetailStruck, priceDisplay, productPriceDisplay } from './price.ts';

// Spec 9: club discount percentage 20.
const CLUB = { clubDiscountPercentage: 20 };

const variant = (price: number, addToCartPrice: number | null = null, actionMessage: string | null = null): Pick<Variant, 'price' | 'addToCartPrice' | 'actionMessage'> => ({
  price,
  addToCartPrice,
  actionMessage,
});

describe('PRICE_LABELS', () => {
  it('uses the spec default labels', () => {
    expect(PRICE_LABELS).toEqual({ retail: 'Retail', club: 'Wine Society', promotion: 'Promotion' });
  });
});

describe('clubPrice', () => {
  it('takes 20% off $50.00 to give $40.00', () => {
    expect(clubPrice(5000, 20)).toBe(4000);
  });
  it('rounds to the nearest cent', () => {
    expect(clubPrice(2599, 20)).toBe(2079); // 2079.2
    expect(clubPrice(2598, 20)).toBe(2078); // 2078.4
    expect(clubPrice(1999, 15)).toBe(1699); // 1699.15
    expect(clubPrice(2003, 15)).toBe(1703); // 1702.55
  });
  it('leaves the price alone at 0%', () => {
    expect(clubPrice(6200, 0)).toBe(6200);
  });
});

describe('priceDisplay', () => {
  it('shows the Wine Society price with retail struck through', () => {
    const display = priceDisplay(variant(5000), CLUB);
    expect(display).toEqual({ kind: 'club', price: 4000, label: 'Wine Society', retail: 5000 });
    expect(isRetailStruck(display)).toBe(true);
  });
  it('shows a promotion price below retail with its action message, retail not struck', () => {
    const display = priceDisplay(variant(6200, 4900, 'Holiday Offer'), CLUB);
    expect(display).toEqual({ kind: 'promotion', price: 4900, label: 'Holiday Offer', retail: 6200 });
    expect(isRetailStruck(display)).toBe(false);
  });
  it('trims the action message', () => {
    expect(priceDisplay(variant(6200, 4900, '  Holiday Offer \n'), CLUB)).toMatchObject({ label: 'Holiday Offer' });
  });
  it('labels a promotion "Promotion" when the action message is null, empty or blank', () => {
    expect(priceDisplay(variant(6200, 4900, null), CLUB)).toMatchObject({ kind: 'promotion', label: 'Promotion' });
    expect(priceDisplay(variant(6200, 4900, ''), CLUB)).toMatchObject({ kind: 'promotion', label: 'Promotion' });
    expect(priceDisplay(variant(6200, 4900, '   '), CLUB)).toMatchObject({ kind: 'promotion', label: 'Promotion' });
  });
  it('shows a promotion even when the club price is hidden', () => {
    expect(priceDisplay(variant(6200, 4900, 'Holiday Offer'), { ...CLUB, hideClubPrice: true })).toMatchObject({ kind: 'promotion', price: 4900 });
  });
  it('does not treat an addToCartPrice equal to or above the price as a promotion', () => {
    expect(priceDisplay(variant(6200, 6200, 'Holiday Offer'), CLUB)).toEqual({ kind: 'club', price: 4960, label: 'Wine Society', retail: 6200 });
    expect(priceDisplay(variant(6200, 7000, 'Holiday Offer'), CLUB)).toMatchObject({ kind: 'club' });
  });
  it('shows retail only when the editor hides the club price', () => {
    const display = priceDisplay(variant(5000), { ...CLUB, hideClubPrice: true });
    expect(display).toEqual({ kind: 'retail', price: 5000, label: 'Retail' });
    expect(isRetailStruck(display)).toBe(false);
  });
  it('shows retail only when the club discount is 0%', () => {
    expect(priceDisplay(variant(5000), { clubDiscountPercentage: 0 })).toEqual({ kind: 'retail', price: 5000, label: 'Retail' });
  });
});

describe('productPriceDisplay', () => {
  it('shows the Wine Society price on wine', () => {
    expect(productPriceDisplay({ type: 'Wine', hideClubPrice: false }, variant(5000), 20)).toEqual({ kind: 'club', price: 4000, label: 'Wine Society', retail: 5000 });
  });
  it('shows retail alone on anything but wine: the club discount is for wine', () => {
    expect(productPriceDisplay({ type: 'Gift Card', hideClubPrice: false }, variant(10000), 20)).toEqual({ kind: 'retail', price: 10000, label: 'Retail' });
    expect(productPriceDisplay({ type: 'Tasting', hideClubPrice: false }, variant(7000), 20).kind).toBe('retail');
  });
  it('shows retail alone where the editor hid the club price', () => {
    expect(productPriceDisplay({ type: 'Wine', hideClubPrice: true }, variant(5000), 20).kind).toBe('retail');
  });
  it('still shows a promotion on any product', () => {
    expect(productPriceDisplay({ type: 'General Merchandise', hideClubPrice: false }, variant(3000, 2500), 20)).toMatchObject({ kind: 'promotion', price: 2500, label: 'Promotion' });
  });
});
