import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawOrderSchema } from './raw.schema.ts';
import { reshapeOrder } from './reshape-order.ts';

// A limited order as the lookups answer: no addresses, no payment.
const LIMITED = {
  id: 'ord-1',
  orderNumber: 1002,
  orderSubmittedDate: '2025-04-02T16:30:00.000Z',
  customerId: 'cus-2',
  email: 'customer@example.com',
  orderType: 'Regular',
  channel: 'Web',
  items: [
    { sku: 'CH23-750', productTitle: 'Chardonnay 2023', quantity: 2, price: 4200, comparePrice: null },
    { sku: 'GLS-BDX2', productTitle: 'Bordeaux Glasses (pair)', quantity: 1, price: 3800, comparePrice: null },
  ],
  subTotal: 12200,
  shippingTotal: 1500,
  taxTotal: 0,
  totalDiscount: 0,
  total: 13700,
  fulfillmentStatus: 'Fulfilled',
};

describe('reshapeOrder', () => {
  it('reshapes a limited order: no fulfillment or address, the backend’s status kept', () => {
    expect(reshapeOrder(v.parse(RawOrderSchema, LIMITED))).toEqual({
      id: 'ord-1',
      orderNumber: 1002,
      submittedAt: '2025-04-02T16:30:00.000Z',
      email: 'customer@example.com',
      items: LIMITED.items,
      subTotal: 12200,
      shippingTotal: 1500,
      taxTotal: 0,
      totalDiscount: 0,
      total: 13700,
      fulfillmentStatus: 'Fulfilled',
      fulfillment: null,
      shipTo: null,
      card: null,
    });
  });

  it('shows the card an order was paid with as its brand and masked number only', () => {
    const whole = v.parse(RawOrderSchema, {
      ...LIMITED,
      fulfillment: 'pickup',
      tenders: [
        { tenderType: 'Gift Card', creditCard: null },
        { tenderType: 'Credit Card', amountTendered: 13700, creditCard: { cardBrand: 'Visa', maskedCardNumber: '************4242', tokenOnFile: 'tok_secret' } },
      ],
    });
    expect(reshapeOrder(whole)).toMatchObject({ fulfillment: 'pickup', shipTo: null, card: { brand: 'Visa', masked: '************4242' } });
    expect(JSON.stringify(reshapeOrder(whole))).not.toContain('tok_secret');
  });

  it('keeps the address the buyer gave on a shipped order, and nothing else of it', () => {
    const placed = v.parse(RawOrderSchema, {
      ...LIMITED,
      fulfillment: 'ship',
      shipTo: { firstName: 'Casey', lastName: 'Lindqvist', address: '9 Oak Ave', city: 'Sonoma', stateCode: 'CA', zipCode: '95476', phone: '+17075550100' },
    });
    expect(reshapeOrder(placed)).toMatchObject({
      fulfillment: 'ship',
      shipTo: { firstName: 'Casey', lastName: 'Lindqvist', address: '9 Oak Ave', address2: null, city: 'Sonoma', stateCode: 'CA', zipCode: '95476' },
    });
    expect(reshapeOrder(placed).shipTo).not.toHaveProperty('phone');
  });

  it('fills the totals and status the backend may leave out', () => {
    const { shippingTotal: _s, taxTotal: _t, totalDiscount: _d, fulfillmentStatus: _f, email: _e, ...bare } = LIMITED;
    expect(reshapeOrder(v.parse(RawOrderSchema, bare))).toMatchObject({ shippingTotal: 0, taxTotal: 0, totalDiscount: 0, fulfillmentStatus: 'Not Fulfilled', email: null });
  });

  it('refuses an order without items or with a fractional price', () => {
    const { items: _, ...itemless } = LIMITED;
    expect(v.safeParse(RawOrderSchema, itemless).success).toBe(false);
    expect(v.safeParse(RawOrderSchema, { ...LIMITED, total: 137.5 }).success).toBe(false);
  });
});
