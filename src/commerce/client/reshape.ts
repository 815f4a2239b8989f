// Raw backend shapes -> the storefront's own types, for the session's two: the customer
// and the cart. Products, orders and club memberships have their own reshape files.
import type { Cart, Customer } from '../types.ts';
import type { RawCart, RawCustomer } from './raw.schema.ts';

export function reshapeCustomer(raw: RawCustomer): Customer {
  const clubs = raw.clubs.map((club) => ({ title: club.clubTitle, cancelDate: club.cancelDate || null }));
  return {
    id: raw.id,
    // Commerce7 sends null for a name the customer never gave; '' is never a name either.
    firstName: raw.firstName?.trim() || null,
    lastName: raw.lastName?.trim() || null,
    email: raw.emails[0]?.email ?? '',
    emailId: raw.emails[0]?.id ?? null,
    phone: raw.phones[0]?.phone ?? null,
    clubs,
    tags: raw.tags.map((tag) => tag.title),
    orderCount: raw.orderInformation.orderCount,
    currentWebCartId: raw.orderInformation.currentWebCartId,
    hasActiveClub: clubs.some((club) => !club.cancelDate),
    // Not a customer field in Commerce7: whether a customer may buy a product is the
    // product's security.isValidUser, judged per request.
    isValidUser: true,
    subscribedToEmail: raw.emailMarketingStatus === 'Subscribed',
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
      // The app's comparePrice is the price before the discount (shown struck through):
      // Commerce7's originalPrice, when it is higher than what is charged.
      comparePrice: item.originalPrice !== null && item.originalPrice > item.price ? item.originalPrice : null,
      image: item.image,
    })),
    subTotal: raw.subTotal,
    total: raw.total,
    giftMessage: raw.giftMessage ?? '',
  };
}
