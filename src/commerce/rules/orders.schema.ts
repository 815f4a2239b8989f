// The account's order queries: a page of the customer's own orders, and a guest's order
// lookup by e-mail and order number (/profile/order-lookup).
import * as v from 'valibot';
import { EmailFieldSchema } from './checkout.schema.ts';

export const ORDER_LOOKUP_MESSAGES = {
  orderNumber: 'Please enter the order number from your confirmation e-mail',
  // One answer for an unknown number and for a number with another e-mail: a miss tells nothing.
  notFound: 'We could not find an order with that e-mail address and order number. Please check both and try again.',
  tooMany: 'Too many order lookups. For your security, please wait 15 minutes and try again.',
  unavailable: 'We could not look up orders just now. Please try again in a few minutes.',
} as const;

export const ORDERS_MESSAGES = {
  page: 'Please ask for a page number from 1',
  pageSize: 'Please ask for 1 to 50 orders a page',
  notFound: 'Order not found.',
  unavailable: 'We could not load your orders just now. Please reload the page in a moment.',
} as const;

/** Order ids the backend issues: letters, digits and dashes. Anything else cannot be one. */
export const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

const wholeNumber = (message: string, min: number, max: number) => v.pipe(v.string(message), v.regex(/^\d{1,4}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

/** GET /api/orders?page=&pageSize= */
export const OrderListQuerySchema = v.object({
  page: v.optional(wholeNumber(ORDERS_MESSAGES.page, 1, 1000), '1'),
  pageSize: v.optional(wholeNumber(ORDERS_MESSAGES.pageSize, 1, 50)),
});

/** GET /api/orders/lookup?email=&orderNumber= */
export const OrderLookupSchema = v.object({
  email: EmailFieldSchema,
  orderNumber: v.pipe(
    v.optional(v.string(ORDER_LOOKUP_MESSAGES.orderNumber), ''),
    v.trim(),
    // Order numbers are printed "#1007" on receipts: the hash is welcome.
    v.transform((n) => n.replace(/^#/, '')),
    v.regex(/^\d{1,9}$/, ORDER_LOOKUP_MESSAGES.orderNumber),
  ),
});
export type OrderLookupInput = v.InferOutput<typeof OrderLookupSchema>;
