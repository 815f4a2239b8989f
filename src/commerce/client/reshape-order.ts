// Raw order -> the storefront's order: one shape for the checkout's answer, the receipt
// and the lookups (a limited order has no fulfillment, address or card).
import { orderTypeOf } from '../rules/order-type.ts';
import type { Address, Order } from '../types.ts';
import type { RawAddress, RawOrder } from './raw.schema.ts';

export function reshapeAddress(raw: RawAddress): Address {
  return {
    firstName: raw.firstName ?? '',
    lastName: raw.lastName ?? '',
    address: raw.address ?? '',
    address2: raw.address2 || null,
    city: raw.city ?? '',
    stateCode: raw.stateCode ?? '',
    zipCode: raw.zipCode ?? '',
  };
}

/** The first card tender, as little of it as the backend shows: brand and masked number. */
function cardOf(raw: RawOrder): Order['card'] {
  const card = raw.tenders.find((tender) => tender.creditCard)?.creditCard;
  return card ? { brand: card.cardBrand, masked: card.maskedCardNumber } : null;
}

const before = (price: number, originalPrice: number | null) => (originalPrice !== null && originalPrice > price ? originalPrice : null);

export function reshapeOrder(raw: RawOrder): Order {
  return {
    id: raw.id,
    orderNumber: raw.orderNumber,
    purchaseType: orderTypeOf(raw.purchaseType),
    previousOrder: raw.previousOrderId && raw.previousOrderNumber !== null ? { id: raw.previousOrderId, number: raw.previousOrderNumber } : null,
    customerId: raw.customerId ?? null,
    cartId: raw.cartId ?? null,
    submittedAt: raw.orderSubmittedDate,
    email: raw.email ?? null,
    // comparePrice (the app's word for the price before the discount) is Commerce7's originalPrice.
    items: raw.items.map(({ sku, productTitle, quantity, price, originalPrice }) => ({ sku, productTitle, quantity, price, comparePrice: before(price, originalPrice) })),
    subTotal: raw.subTotal,
    shippingTotal: raw.shipTotal ?? 0,
    taxTotal: raw.taxTotal ?? 0,
    totalDiscount: raw.items.reduce((sum, item) => sum + ((before(item.price, item.originalPrice) ?? item.price) - item.price) * item.quantity, 0),
    total: raw.total,
    fulfillmentStatus: raw.fulfillmentStatus,
    // A counter sale (Carry Out) was taken away at the winery: the storefront's pickup.
    fulfillment: raw.orderDeliveryMethod === 'Ship' ? 'ship' : raw.orderDeliveryMethod === null ? null : 'pickup',
    shipTo: raw.shipTo ? reshapeAddress(raw.shipTo) : null,
    card: cardOf(raw),
  };
}
