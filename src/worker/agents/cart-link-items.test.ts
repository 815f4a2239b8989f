import { describe, expect, it } from 'vitest';
import { cartLinkUrl, parseCartLinkItems } from './cart-link-items.ts';

describe('cart link items', () => {
  it('reads SKU:quantity pairs, adding up a SKU named twice', () => {
    expect(parseCartLinkItems('CS22-750:2, ME22-750:1,CS22-750:1')).toEqual([
      { sku: 'CS22-750', quantity: 3 },
      { sku: 'ME22-750', quantity: 1 },
    ]);
  });

  it.each(['', 'CS22-750', 'CS22-750:0', 'CS22-750:1000', 'CS22 750:1', 'a:1,', '<b>:1', 'x:999,x:1'])('refuses %j', (value) => {
    expect(parseCartLinkItems(value)).toBeNull();
  });

  it('refuses more than 20 wines', () => {
    expect(parseCartLinkItems(Array.from({ length: 21 }, (_, i) => `SKU${i}:1`).join(','))).toBeNull();
  });

  it('writes the URL the page reads back', () => {
    const url = cartLinkUrl('https://shop.example', [{ sku: 'CS22-750', quantity: 2 }]);
    expect(url).toBe('https://shop.example/add-to-cart?items=CS22-750:2');
    expect(parseCartLinkItems(new URL(url).searchParams.get('items') ?? '')).toEqual([{ sku: 'CS22-750', quantity: 2 }]);
  });
});
