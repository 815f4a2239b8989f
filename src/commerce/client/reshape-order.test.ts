import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawOrderSchema } from './raw.schema.ts';
import { reshapeOrder } from './reshape-order.ts';

// A limited order as the lookups answer, in orders.md's fields: no addresses, no payment.
const LIMITED = {
  id: 'ord-1',
  orderNumber: 1002,
  orderSubmittedDate: '2025-04-02T16:30:00.000Z',
  customerId: 'cus-2',
  email: 'customer@example.com',
  channel: 'Web',
  orderDeliveryMethod: 'Ship',
  items: [
    { sku: 'CH23-750', productTitle: 'Chardonnay 2023', quantity: 2, price: 4200, originalPrice: 4200, comparePrice: null },
    { sku: 'GLS-BDX2', productTitle: 'Bordeaux Glasses (pair)', quantity: 1, price: 3800, originalPrice: 3800, comparePrice: 4500 },
  ],
  subTotal: 12200,
  shipTotal: 1500,
  taxTotal: 0,
  total: 13700,
  fulfillmentStatus: 'Fulfilled',
  shipTo: null,
  billTo: null,
  tenders: [],
};

describe('reshapeOrder', () => {
  it('reshapes a limited order: shipTotal as shipping, orderDeliveryMethod as the delivery, no address or card', () => {
    expect(reshapeOrder(v.parse(RawOrderSchema, LIMITED))).toEqual({
      id: 'ord-1',
      orderNumber: 1002,
      // orders.md's order example leaves purchaseType out: a regular order.
      purchaseType: 'Regular',
      previousOrder: null,
      customerId: 'cus-2',
      cartId: null,
      submittedAt: '2025-04-02T16:30:00.000Z',
      email: 'customer@example.com',
      // comparePrice is the app's price before the discount: none was taken off either line.
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
      fulfillment: 'ship',
      shipTo: null,
      card: null,
    });
  });

  it('shows a club discount from originalPrice, and the discount it adds up to', () => {
    const club = { ...LIMITED, items: [{ sku: 'ISO21-750', productTitle: 'Isosceles 2021', quantity: 2, price: 12000, originalPrice: 15000, comparePrice: null }] };
    expect(reshapeOrder(v.parse(RawOrderSchema, club))).toMatchObject({ items: [{ price: 12000, comparePrice: 15000 }], totalDiscount: 6000 });
  });

  it('reads Pickup and Carry Out as pickup, an unknown or missing method as not known', () => {
    expect(reshapeOrder(v.parse(RawOrderSchema, { ...LIMITED, orderDeliveryMethod: 'Pickup' })).fulfillment).toBe('pickup');
    expect(reshapeOrder(v.parse(RawOrderSchema, { ...LIMITED, orderDeliveryMethod: 'Carry Out' })).fulfillment).toBe('pickup');
    expect(reshapeOrder(v.parse(RawOrderSchema, { ...LIMITED, orderDeliveryMethod: 'Drone' })).fulfillment).toBeNull();
    const { orderDeliveryMethod: _, ...without } = LIMITED;
    expect(reshapeOrder(v.parse(RawOrderSchema, without)).fulfillment).toBeNull();
  });

  it('shows the card an order was paid with as its brand and masked number only', () => {
    const whole = v.parse(RawOrderSchema, {
      ...LIMITED,
      orderDeliveryMethod: 'Pickup',
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
      shipTo: {
        id: 'st-1',
        customerAddressId: null,
        firstName: 'Casey',
        lastName: 'Lindqvist',
        address: '9 Oak Ave',
        address2: null,
        city: 'Sonoma',
        stateCode: 'CA',
        zipCode: '95476',
        phone: '+17075550100',
        countryCode: 'US',
      },
    });
    expect(reshapeOrder(placed)).toMatchObject({
      fulfillment: 'ship',
      shipTo: { firstName: 'Casey', lastName: 'Lindqvist', address: '9 Oak Ave', address2: null, city: 'Sonoma', stateCode: 'CA', zipCode: '95476' },
    });
    expect(reshapeOrder(placed).shipTo).not.toHaveProperty('phone');
  });

  it('fills the totals, status and lists the backend may leave out or send as null', () => {
    const { shipTotal: _s, taxTotal: _t, fulfillmentStatus: _f, email: _e, tenders: _d, ...bare } = LIMITED;
    expect(reshapeOrder(v.parse(RawOrderSchema, { ...bare, shipTo: null, tenders: null }))).toMatchObject({
      shippingTotal: 0,
      taxTotal: 0,
      totalDiscount: 0,
      fulfillmentStatus: 'Not Fulfilled',
      email: null,
      card: null,
    });
  });

  it('refuses an order without items or with a fractional price', () => {
    const { items: _, ...itemless } = LIMITED;
    expect(v.safeParse(RawOrderSchema, itemless).success).toBe(false);
    expect(v.safeParse(RawOrderSchema, { ...LIMITED, total: 137.5 }).success).toBe(false);
  });

  it('Order types (storefront spec 3): reads purchaseType and the order a refund follows', () => {
    const refund = reshapeOrder(v.parse(RawOrderSchema, { ...LIMITED, purchaseType: 'Refund', previousOrderId: 'ord-0', previousOrderNumber: 1001, total: -4200 }));
    expect(refund).toMatchObject({ purchaseType: 'Refund', previousOrder: { id: 'ord-0', number: 1001 }, total: -4200 });
    expect(reshapeOrder(v.parse(RawOrderSchema, { ...LIMITED, purchaseType: 'Something New' })).purchaseType).toBe('Regular');
  });
});
