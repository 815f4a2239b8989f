// The commerce verbs the app uses (vercel/commerce style): each resource module sends its
// calls through the one wrapper and reshapes the answers into the app's types
// (./types.ts). Raw backend shapes stay in ./client/. Product reads go through the KV
// cache; customer, cart, order and membership reads never do.
import { createCarts } from './carts.ts';
import { bindCommerceCall, CommerceError, type CommerceTransport } from './client/request.ts';
import { createClubs } from './clubs.ts';
import { createCustomers, DEFAULT_CUSTOMER_SETTINGS } from './customers.ts';
import { createOrders } from './orders.ts';
import { createProducts, type ProductCache, type ProductPages } from './products.ts';
import { webShipLocationLookup } from './ship-location.ts';
import type { CommerceSettings } from './types.ts';

export { CommerceError };
export { isStoreBusy, STORE_BUSY } from './client/request.ts';
export type { CommerceTransport, CommerceSettings, ProductCache, ProductPages };
export type { NewCart, NewCartItem } from './carts.ts';
export type { ProductListQuery } from './products.ts';
export type { CartResult, LinkResult, LoginResult } from './types.ts';

export type Commerce = ReturnType<typeof createCommerce>;

/** `pages`: the page builder's c-7-products-data entries, which give products their pages. */
export function createCommerce(transport: CommerceTransport, cache: ProductCache, settings: CommerceSettings, pages?: ProductPages) {
  const call = bindCommerceCall(transport);
  const sendTransactionEmail = settings.sendTransactionEmail ?? DEFAULT_CUSTOMER_SETTINGS.sendTransactionEmail;
  return {
    customers: createCustomers(call, { consentField: settings.consentField ?? DEFAULT_CUSTOMER_SETTINGS.consentField, sendTransactionEmail }),
    products: createProducts(call, cache, { ...settings, shippingLocation: settings.shippingLocation ?? webShipLocationLookup(call, cache, transport.tenant) }, pages, transport.report),
    carts: createCarts(call, transport.report),
    orders: createOrders(call),
    clubs: createClubs(call, cache, transport.report, sendTransactionEmail),
  };
}
