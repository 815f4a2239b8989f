// Orders: a placed order by id (the receipt), a guest's lookup by e-mail and order number
// (both "limited": no addresses or payment), and a signed-in customer's own orders (a
// page of the list, and one order whole: delivery, address and the card's masked number).
import { RawOrderListSchema, RawOrderSchema } from './client/raw.schema.ts';
import { CommerceError, isStoreBusy, type CommerceCall } from './client/request.ts';
import { reshapeOrder } from './client/reshape-order.ts';
import type { Order, OrderPage } from './types.ts';
import { PersonalMemory } from '../platform/cache/personal.ts';

/**
 * Each customer's last good page of orders (by customer id, page and size), kept for the one
 * case the store itself refuses to ask: the tenant's app-call budget is spent. Every other
 * view asks Commerce7, so a new order shows at once.
 */
export const lastGoodOrders = new PersonalMemory<OrderPage>(10 * 60_000);

/** Orders on one page of a customer's list. */
export const ORDER_PAGE_SIZE = 10;

const segment = encodeURIComponent;

export function createOrders(call: CommerceCall) {
  return {
    /** An order by id without addresses or payment; null when there is none. */
    async limited(id: string): Promise<Order | null> {
      try {
        const result = await call(`order/${segment(id)}/limited`, RawOrderSchema);
        return result.kind === 'ok' ? reshapeOrder(result.data) : null;
      } catch (error) {
        if (error instanceof CommerceError && error.statusCode === 404) return null;
        throw error;
      }
    },
    /** A guest's order by its e-mail and number; a 404 (no such order) rejects. */
    async lookup(email: string, orderNumber: string): Promise<Order | null> {
      const result = await call('order/limited', RawOrderSchema, { query: { email, orderNumber } });
      return result.kind === 'ok' ? reshapeOrder(result.data) : null;
    },
    /** One page (from 1) of the customer's own orders, newest first. */
    async list(customerId: string, page = 1, pageSize = ORDER_PAGE_SIZE): Promise<OrderPage> {
      const key = `${customerId}\n${page}\n${pageSize}`;
      let result;
      try {
        // Commerce7's app endpoint (orders.md "List orders", ?customerId=), for the customer the session's token proved.
        result = await call('order', RawOrderListSchema, { auth: 'app', query: { customerId, page: String(page), limit: String(pageSize) } });
      } catch (error) {
        // Over the app-call budget: the last good copy of the customer's own list, when there is one.
        const held = isStoreBusy(error) ? lastGoodOrders.get(key) : undefined;
        if (held) return held;
        throw error;
      }
      const { orders, total } = result.kind === 'ok' ? result.data : { orders: [], total: 0 };
      const answer = { orders: orders.map(reshapeOrder), total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
      lastGoodOrders.set(key, answer);
      return answer;
    },
    /** The customer's own order behind their token; another customer's order is a 404 (rejects). */
    async forCustomer(token: string, customerId: string, orderId: string): Promise<Order | null> {
      const result = await call(`customer/${segment(customerId)}/order/${segment(orderId)}`, RawOrderSchema, { auth: 'customer', token });
      return result.kind === 'ok' ? reshapeOrder(result.data) : null;
    },
  };
}
