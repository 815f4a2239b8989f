// Raw order -> the storefront's order: one shape for the checkout's answer, the receipt
// and the lookups (a limited order has no fulfillment, address or card).
import type { Address, Order } from '../types.ts';
import type { RawAddress, RawOrder } from './raw.schema.ts';

export function reshapeAddress(raw: RawAddress): Address {
  return {
    firstName: raw.firstName,
    lastName: raw.lastName,
    address: raw.address,
    address2: raw.address2 || null,
    city: raw.city,
    stateCode: raw.stateCode,
    zipCode: raw.zipCode,
  };
}

/** The first card tender, as little of it as the backend shows: brand and masked number. */
function cardOf(raw: RawOrder): Order['card'] {
  const card = (raw.tenders ?? []).find((tender) => tender.creditCard)?.creditCard;
  return card ? { brand: card.cardBrand, masked: card.maskedCardNumber } : null;
}

export function reshapeOrder(raw: RawOrder): Order {
  return {
    id: raw.id,
    orderNumber: raw.orderNumber,
    submittedAt: raw.orderSubmittedDate,
    email: raw.email ?? null,
    items: raw.items.map(({ sku, productTitle, quantity, price, comparePrice }) => ({ sku, productTitle, quantity, price, comparePrice })),
    subTotal: raw.subTotal,
    shippingTotal: raw.shippingTotal,
    taxTotal: raw.taxTotal,
    totalDiscount: raw.totalDiscount,
    total: raw.total,
    fulfillmentStatus: raw.fulfillmentStatus,
    fulfillment: raw.fulfillment ?? null,
    shipTo: raw.shipTo ? reshapeAddress(raw.shipTo) : null,
    card: cardOf(raw),
  };
}
