// Raw order -> the storefront's order, for the checkout's answer and the receipt.
import type { Order } from '../types.ts';
import type { RawOrder } from './raw.schema.ts';

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
    fulfillment: raw.fulfillment ?? null,
    shipTo: raw.shipTo ? { ...raw.shipTo, address2: raw.shipTo.address2 ?? null } : null,
  };
}
