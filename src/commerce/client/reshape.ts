// Raw backend shapes -> the storefront's own types, for the session's two: the customer
// and the cart. Products, orders and club memberships have their own reshape files.
import type { Cart, Customer } from '../types.ts';
import type { RawCart, RawCustomer } from './raw.schema.ts';

export function reshapeCustomer(raw: RawCustomer): Customer {
  const clubs = raw.clubs.map((club) => ({ title: club.clubTitle, cancelDate: club.cancelDate || null }));
  return {
    id: raw.id,
    firstName: raw.firstName,
    lastName: raw.lastName,
    email: raw.emails[0]?.email ?? '',
    emailId: raw.emails[0]?.id ?? null,
    phone: raw.phones[0]?.phone ?? null,
    clubs,
    tags: raw.tags.map((tag) => tag.title),
    orderCount: raw.orderInformation.orderCount,
    currentWebCartId: raw.orderInformation.currentWebCartId,
    hasActiveClub: clubs.some((club) => !club.cancelDate),
    isValidUser: raw.isValidUser,
    subscribedToEmail: raw.emails[0]?.status === 'Subscribed',
  };
}

export function reshapeCart(raw: RawCart): Cart {
  return {
    id: raw.id,
    customerId: raw.customerId,
    items: raw.items.map((item) => ({
      sku: item.sku,
      productTitle: item.productTitle,
      quantity: item.quantity,
      price: item.price,
      comparePrice: item.comparePrice,
      image: item.image,
    })),
    subTotal: raw.subTotal,
    total: raw.total,
    giftMessage: raw.giftMessage ?? '',
  };
}
