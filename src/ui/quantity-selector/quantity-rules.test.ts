import { describe, expect, it } from 'vitest';
import { QUANTITY_ANNOUNCEMENT_CLEAR_MS, canDecrement, canIncrement, clampQuantity, isBlockedQuantityKey } from './quantity-rules.ts';

const ADD_LIMITS = { min: 1, max: 99 };

describe('quantity constants', () => {
  it('clear the announcement after 2 s', () => {
    expect(QUANTITY_ANNOUNCEMENT_CLEAR_MS).toBe(2000);
  });
});

describe('clampQuantity', () => {
  it('keeps a typed value inside the limits', () => {
    expect(clampQuantity('6', ADD_LIMITS)).toBe(6);
    expect(clampQuantity(6, ADD_LIMITS)).toBe(6);
  });
  it('raises a value below the minimum to the minimum', () => {
    expect(clampQuantity('0', ADD_LIMITS)).toBe(1);
    expect(clampQuantity(-4, ADD_LIMITS)).toBe(1);
    expect(clampQuantity('0', { min: 0, max: 99 })).toBe(0);
  });
  it('lowers a value above the limit to the limit', () => {
    expect(clampQuantity('150', ADD_LIMITS)).toBe(99);
    expect(clampQuantity(7, { min: 1, max: 6 })).toBe(6);
  });
  it('falls back to the minimum for an empty or non-numeric value', () => {
    expect(clampQuantity('', ADD_LIMITS)).toBe(1);
    expect(clampQuantity('abc', ADD_LIMITS)).toBe(1);
    expect(clampQuantity(Number.NaN, ADD_LIMITS)).toBe(1);
  });
  it('truncates decimals', () => {
    expect(clampQuantity('3.7', ADD_LIMITS)).toBe(3);
    expect(clampQuantity(3.7, ADD_LIMITS)).toBe(3);
  });
});

describe('isBlockedQuantityKey', () => {
  it('blocks e, E, -, + and .', () => {
    for (const key of ['e', 'E', '-', '+', '.']) expect(isBlockedQuantityKey(key)).toBe(true);
  });
  it('lets digits and editing keys through', () => {
    for (const key of ['0', '7', 'Backspace', 'ArrowUp', 'Tab']) expect(isBlockedQuantityKey(key)).toBe(false);
  });
});

describe('canIncrement', () => {
  it('allows one more below the limit', () => {
    expect(canIncrement({ quantity: 98, limit: 99 })).toBe(true);
  });
  it('is disabled at the limit', () => {
    expect(canIncrement({ quantity: 99, limit: 99 })).toBe(false);
    expect(canIncrement({ quantity: 6, limit: 6, cartQuantity: 0 })).toBe(false);
  });
  it('is disabled when the cart quantity plus the requested quantity reaches the limit', () => {
    expect(canIncrement({ quantity: 2, limit: 6, cartQuantity: 4 })).toBe(false);
    expect(canIncrement({ quantity: 2, limit: 6, cartQuantity: 5 })).toBe(false);
  });
  it('allows one more while the cart quantity plus the requested quantity is below the limit', () => {
    expect(canIncrement({ quantity: 2, limit: 6, cartQuantity: 3 })).toBe(true);
  });
});

describe('canDecrement', () => {
  it('is disabled at 1 in add mode', () => {
    expect(canDecrement({ quantity: 1, mode: 'add' })).toBe(false);
    expect(canDecrement({ quantity: 2, mode: 'add' })).toBe(true);
  });
  it('is disabled at 0 in update mode, so 1 can still go down to remove', () => {
    expect(canDecrement({ quantity: 0, mode: 'update' })).toBe(false);
    expect(canDecrement({ quantity: 1, mode: 'update' })).toBe(true);
  });
});
