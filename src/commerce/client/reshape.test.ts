import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawCartSchema, RawCustomerSchema } from './raw.schema.ts';
import { reshapeCart, reshapeCustomer } from './reshape.ts';

const CUSTOMER = {
  id: 'cus-1',
  firstName: 'Morgan',
  lastName: 'Vance',
  emails: [{ id: 'em-1', email: 'member@example.com', status: 'Subscribed' }],
  phones: [{ id: 'ph-1', phone: '+17075550142' }],
  clubs: [
    { clubId: 'club-old', clubTitle: 'Old Club', signupDate: '2020-01-01T00:00:00.000Z', cancelDate: '2021-01-01T00:00:00.000Z' },
    { clubId: 'club-red', clubTitle: 'Wine Society — Red Wines', clubMembershipId: 'mem-1', signupDate: '2023-03-14T17:25:00.000Z', cancelDate: null },
  ],
  tags: [{ id: 'tag-1', title: 'Wine Society' }],
  orderInformation: { currentWebCartId: 'cart-1', orderCount: 3, lifetimeValue: 90000, isActiveClubMember: true },
};

describe('reshapeCustomer', () => {
  it('takes the first e-mail and phone, the clubs’ titles and the tags’ names', () => {
    expect(reshapeCustomer(v.parse(RawCustomerSchema, CUSTOMER))).toEqual({
      id: 'cus-1',
      firstName: 'Morgan',
      lastName: 'Vance',
      email: 'member@example.com',
      emailId: 'em-1',
      phone: '+17075550142',
      clubs: [
        { title: 'Old Club', cancelDate: '2021-01-01T00:00:00.000Z' },
        { title: 'Wine Society — Red Wines', cancelDate: null },
      ],
      tags: ['Wine Society'],
      orderCount: 3,
      currentWebCartId: 'cart-1',
      hasActiveClub: true,
      isValidUser: true,
      subscribedToEmail: true,
    });
  });

  it('counts the customer as subscribed to marketing only when their e-mail says Subscribed', () => {
    const unsubscribed = { ...CUSTOMER, emails: [{ ...CUSTOMER.emails[0]!, status: 'Unsubscribed' }] };
    expect(reshapeCustomer(v.parse(RawCustomerSchema, unsubscribed)).subscribedToEmail).toBe(false);
    const noStatus = { ...CUSTOMER, emails: [{ id: 'em-1', email: 'member@example.com' }] };
    expect(reshapeCustomer(v.parse(RawCustomerSchema, noStatus)).subscribedToEmail).toBe(false);
  });

  it('is a club member only with a club whose cancel date is empty', () => {
    const cancelledOnly = { ...CUSTOMER, clubs: [{ ...CUSTOMER.clubs[0]! }, { ...CUSTOMER.clubs[1]!, cancelDate: '' }] };
    expect(reshapeCustomer(v.parse(RawCustomerSchema, cancelledOnly)).hasActiveClub).toBe(true);
    expect(reshapeCustomer(v.parse(RawCustomerSchema, { ...CUSTOMER, clubs: [CUSTOMER.clubs[0]] })).hasActiveClub).toBe(false);
  });

  it('fills what a bare customer leaves out', () => {
    const bare = v.parse(RawCustomerSchema, { id: 'cus-2', firstName: 'Casey', lastName: 'L', emails: [] });
    expect(reshapeCustomer(bare)).toMatchObject({ email: '', emailId: null, phone: null, clubs: [], tags: [], orderCount: 0, currentWebCartId: null, hasActiveClub: false, subscribedToEmail: false });
  });
});

describe('reshapeCart', () => {
  it('keeps each item’s sku, title, quantity, prices and image, and an empty gift message as text', () => {
    const raw = v.parse(RawCartSchema, {
      id: 'cart-1',
      customerId: 'cus-1',
      channel: 'Web',
      items: [{ id: 'ci-1', productId: 'p-1', productVariantId: 'pv-1', sku: 'ISO21-750', productTitle: 'Isosceles 2021', variantTitle: '750ml', image: '/img/iso.png', quantity: 2, price: 12000, comparePrice: 15000, itemData: null }],
      subTotal: 24000,
      totalDiscount: 6000,
      total: 24000,
      giftMessage: null,
    });
    expect(reshapeCart(raw)).toEqual({
      id: 'cart-1',
      customerId: 'cus-1',
      items: [{ sku: 'ISO21-750', productTitle: 'Isosceles 2021', quantity: 2, price: 12000, comparePrice: 15000, image: '/img/iso.png' }],
      subTotal: 24000,
      total: 24000,
      giftMessage: '',
    });
  });
});
