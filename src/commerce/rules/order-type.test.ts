// Storefront spec section 3, enumerations: "Order types: Refund, Exchange, Pickup To Ship, Regular, Corporate Order".
import { describe, expect, it } from 'vitest';
import { isPurchase, ORDER_TYPES, orderTypeLabel, orderTypeOf, previousOrderLine, receiptHeading } from './order-type.ts';

describe('Order types (storefront spec 3, enumerations)', () => {
  it('reads each of the five types Commerce7 sends as purchaseType', () => {
    for (const type of ['Refund', 'Exchange', 'Pickup To Ship', 'Regular', 'Corporate Order']) expect(orderTypeOf(type)).toBe(type);
    expect(ORDER_TYPES).toHaveLength(5);
  });

  it('reads a missing, null or unknown purchaseType as a regular order, never as an error', () => {
    for (const value of [undefined, null, '', 'Layaway', 3]) expect(orderTypeOf(value)).toBe('Regular');
  });

  it('labels every type but Regular', () => {
    expect(orderTypeLabel('Regular')).toBeNull();
    expect(orderTypeLabel('Refund')).toBe('Refund');
    expect(orderTypeLabel('Exchange')).toBe('Exchange');
    expect(orderTypeLabel('Pickup To Ship')).toBe('Pickup To Ship');
    expect(orderTypeLabel('Corporate Order')).toBe('Corporate Order');
  });

  it('opens the receipt of a refund or an exchange as one, not with thanks for an order', () => {
    expect(receiptHeading('Regular')).toEqual({ eyebrow: 'Order confirmed', title: 'Thank you for your order' });
    expect(receiptHeading('Refund')).toEqual({ eyebrow: 'Refund', title: 'Your refund' });
    expect(receiptHeading('Exchange').title).toBe('Your exchange');
    expect(receiptHeading('Pickup To Ship').eyebrow).toBe('Pickup To Ship');
    expect(receiptHeading('Corporate Order').eyebrow).toBe('Corporate Order');
  });

  it('names the order a refund or an exchange follows', () => {
    const previousOrder = { id: 'o-1', number: 1006 };
    expect(previousOrderLine({ purchaseType: 'Refund', previousOrder })).toBe('Refund of order #1006');
    expect(previousOrderLine({ purchaseType: 'Exchange', previousOrder })).toBe('Exchange for order #1006');
    expect(previousOrderLine({ purchaseType: 'Refund', previousOrder: null })).toBeNull();
  });

  it('counts every type but a refund as a purchase', () => {
    expect(isPurchase('Refund')).toBe(false);
    for (const type of ['Regular', 'Exchange', 'Pickup To Ship', 'Corporate Order'] as const) expect(isPurchase(type)).toBe(true);
  });
});
