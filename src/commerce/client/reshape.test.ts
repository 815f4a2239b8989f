import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RawCartSchema, RawCustomerSchema } from './raw.schema.ts';
import { reshapeCart, reshapeCustomer } from './reshape.ts';

const CUSTOMER = {
  id: 'cus-1',
  firstName: 'Morgan',
  lastName: 'Vance',
  emailMarketingStatus: 'Subscribed',
  emails: [{ id: 'em-1', email: 'member@example.com' }],
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

  it('counts the customer as subscribed to marketing only when emailMarketingStatus says Subscribed (customers.md)', () => {
    expect(reshapeCustomer(v.parse(RawCustomerSchema, { ...CUSTOMER, emailMarketingStatus: 'Unsubscribed' })).subscribedToEmail).toBe(false);
    expect(reshapeCustomer(v.parse(RawCustomerSchema, { ...CUSTOMER, emailMarketingStatus: null })).subscribedToEmail).toBe(false);
    // An unknown value reads as not subscribed; it does not fail the customer.
    expect(reshapeCustomer(v.parse(RawCustomerSchema, { ...CUSTOMER, emailMarketingStatus: 'Pending' })).subscribedToEmail).toBe(false);
  });

  it('is a club member only with a club whose cancel date is empty', () => {
    const cancelledOnly = { ...CUSTOMER, clubs: [{ ...CUSTOMER.clubs[0]! }, { ...CUSTOMER.clubs[1]!, cancelDate: '' }] };
    expect(reshapeCustomer(v.parse(RawCustomerSchema, cancelledOnly)).hasActiveClub).toBe(true);
    expect(reshapeCustomer(v.parse(RawCustomerSchema, { ...CUSTOMER, clubs: [CUSTOMER.clubs[0]] })).hasActiveClub).toBe(false);
  });

  it('fills what a bare customer leaves out, and keeps null names null', () => {
    const bare = v.parse(RawCustomerSchema, { id: 'cus-2', emails: [{ id: 'em-2', email: 'casey@example.com' }] });
    expect(reshapeCustomer(bare)).toMatchObject({
      firstName: null,
      lastName: null,
      email: 'casey@example.com',
      emailId: 'em-2',
      phone: null,
      clubs: [],
      tags: [],
      orderCount: 0,
      currentWebCartId: null,
      hasActiveClub: false,
      subscribedToEmail: false,
    });
    // Commerce7 may send null for every list and the order summary, and '' is no name either.
    const nulls = v.parse(RawCustomerSchema, {
      id: 'cus-3',
      firstName: '',
      lastName: null,
      emails: [{ id: 'em-3', email: 'x@example.com' }],
      phones: null,
      clubs: null,
      tags: null,
      orderInformation: null,
      emailMarketingStatus: null,
      birthDate: null,
    });
    expect(reshapeCustomer(nulls)).toMatchObject({ firstName: null, lastName: null, phone: null, clubs: [], tags: [], orderCount: 0 });
  });

  it('refuses a customer without an e-mail, the one field Commerce7 always has', () => {
    expect(v.safeParse(RawCustomerSchema, { id: 'cus-4', emails: [] }).success).toBe(false);
  });
});

describe('reshapeCart', () => {
  it('keeps each item’s sku, title, quantity, prices and image, and an empty gift message as text', () => {
    const raw = v.parse(RawCartSchema, {
      id: 'cart-1',
      customerId: 'cus-1',
      channel: 'Web',
      // Club price charged, the retail price before the discount, and the product's own compare-at price.
      items: [
        {
          id: 'ci-1',
          productId: 'p-1',
          productVariantId: 'pv-1',
          sku: 'ISO21-750',
          productTitle: 'Isosceles 2021',
          productVariantTitle: '750ml',
          image: '/img/iso.png',
          quantity: 2,
          price: 12000,
          originalPrice: 15000,
          comparePrice: 18000,
          itemData: null,
        },
      ],
      subTotal: 24000,
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

  it('shows no struck-through price when nothing was taken off, whatever the product’s compare-at price', () => {
    const raw = v.parse(RawCartSchema, {
      id: 'cart-2',
      customerId: null,
      items: [
        {
          id: 'ci-2',
          productId: 'p-2',
          productVariantId: 'pv-2',
          sku: 'CS22-750',
          productTitle: 'Cabernet',
          productVariantTitle: null,
          image: null,
          quantity: 1,
          price: 9500,
          originalPrice: 9500,
          comparePrice: 12000,
          itemData: null,
        },
      ],
      subTotal: 9500,
      total: 9500,
      giftMessage: null,
    });
    expect(reshapeCart(raw).items[0]!.comparePrice).toBeNull();
  });
});
