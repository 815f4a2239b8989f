import { describe, expect, it } from 'vitest';
import { DEFAULT_QUANTITY, DEFAULT_QUANTITY_LIMIT, quantityLimitFor, updateModeChange } from './quantity.ts';

describe('quantity constants', () => {
  it('start at 1, cap at 99', () => {
    expect(DEFAULT_QUANTITY).toBe(1);
    expect(DEFAULT_QUANTITY_LIMIT).toBe(99);
  });
});

describe('quantityLimitFor', () => {
  it('defaults to 99 when neither the variant nor the product sets a limit', () => {
    expect(quantityLimitFor({ quantityLimit: null }, { maxQuantityPerCart: null })).toBe(99);
    expect(quantityLimitFor({ quantityLimit: null }, undefined)).toBe(99);
  });
  it('uses whichever limit is set', () => {
    expect(quantityLimitFor({ quantityLimit: null }, { maxQuantityPerCart: 6 })).toBe(6);
    expect(quantityLimitFor({ quantityLimit: 12 }, { maxQuantityPerCart: null })).toBe(12);
    expect(quantityLimitFor({ quantityLimit: 12 }, undefined)).toBe(12);
  });
  it('uses the smaller of the two limits', () => {
    expect(quantityLimitFor({ quantityLimit: 12 }, { maxQuantityPerCart: 6 })).toBe(6);
    expect(quantityLimitFor({ quantityLimit: 3 }, { maxQuantityPerCart: 6 })).toBe(3);
  });
  it('ignores a zero or negative limit', () => {
    expect(quantityLimitFor({ quantityLimit: 0 }, { maxQuantityPerCart: 6 })).toBe(6);
    expect(quantityLimitFor({ quantityLimit: 12 }, { maxQuantityPerCart: -1 })).toBe(12);
    expect(quantityLimitFor({ quantityLimit: 0 }, { maxQuantityPerCart: 0 })).toBe(99);
  });
});

describe('updateModeChange', () => {
  it('removes the product when decremented from 1', () => {
    expect(updateModeChange(1, 0)).toBe('remove');
  });
  it('submits at once when going from 2 to 1', () => {
    expect(updateModeChange(2, 1)).toBe('submit');
  });
  it('shows an Update link for any other change', () => {
    expect(updateModeChange(3, 2)).toBe('show-update');
    expect(updateModeChange(1, 2)).toBe('show-update');
    expect(updateModeChange(2, 3)).toBe('show-update');
    expect(updateModeChange(5, 0)).toBe('show-update');
  });
});
