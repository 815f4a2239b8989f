// Storefront spec section 3, enumerations: "Order types: Refund, Exchange, Pickup To Ship,
// Regular, Corporate Order". Commerce7 sends them as the order's purchaseType
// (skynet-watcher/Commerce7 docs/developer/resources/orders.md, "ENUMs"). The account and the
// receipt tell each from a regular order by these words.
import type { Order } from '../types.ts';

export const ORDER_TYPES = ['Regular', 'Refund', 'Exchange', 'Pickup To Ship', 'Corporate Order'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * The order type from what the backend sent. The order example in orders.md leaves the field
 * out, so a missing one is a regular order; a value Commerce7 adds later reads as regular too
 * (the order still shows, with its own number and totals), never as an error.
 */
export function orderTypeOf(value: unknown): OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value) ? (value as OrderType) : 'Regular';
}

/** The label beside an order's number: none for a regular order. */
export function orderTypeLabel(type: OrderType): string | null {
  return type === 'Regular' ? null : type;
}

/** How the receipt opens for each type: its eyebrow and heading. */
export function receiptHeading(type: OrderType): { eyebrow: string; title: string } {
  switch (type) {
    case 'Refund':
      return { eyebrow: 'Refund', title: 'Your refund' };
    case 'Exchange':
      return { eyebrow: 'Exchange', title: 'Your exchange' };
    case 'Pickup To Ship':
      return { eyebrow: 'Pickup To Ship', title: 'Your wine is being shipped' };
    case 'Corporate Order':
      return { eyebrow: 'Corporate Order', title: 'Thank you for your order' };
    case 'Regular':
      return { eyebrow: 'Order confirmed', title: 'Thank you for your order' };
  }
}

/** The line naming the order a refund or an exchange follows ("Refund of order #1006"), or null. */
export function previousOrderLine(order: Pick<Order, 'purchaseType' | 'previousOrder'>): string | null {
  if (!order.previousOrder) return null;
  if (order.purchaseType === 'Refund') return `Refund of order #${order.previousOrder.number}`;
  if (order.purchaseType === 'Exchange') return `Exchange for order #${order.previousOrder.number}`;
  return `Follows order #${order.previousOrder.number}`;
}

/** A refund gives money back: it is no purchase for analytics. */
export function isPurchase(type: OrderType): boolean {
  return type !== 'Refund';
}
