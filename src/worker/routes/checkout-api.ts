// POST /api/checkout: places the order for the session's cart. The backend answers a
// repeated checkout of one cart with the order it already placed, so a double click or
// a retry makes one order. A declined card is a 422 with the backend's words.
import { Hono } from 'hono';
import { CommerceError } from '../../commerce/index.ts';
import { CheckoutSchema } from '../../commerce/rules/checkout.schema.ts';
import type { AppEnv } from '../context.ts';
import { CART_COOKIE, clearSessionCookie } from '../session/cookies.ts';
import { parseJsonBody } from './json-body.ts';

export const CHECKOUT_API_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  unavailable: 'We could not place your order just now. Your cart is saved; please try again in a few minutes.',
} as const;

export const checkoutApi = new Hono<AppEnv>();

checkoutApi.post('/', async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const input = await parseJsonBody(c, CheckoutSchema);
  if (!input.ok) return input.response;
  const app = c.get('app');
  try {
    const session = await app.session();
    const cart = session.cart;
    if (!cart || cart.items.length === 0) return c.json({ message: CHECKOUT_API_MESSAGES.emptyCart }, 422);
    const result = await app.commerce.carts.checkout(cart.id, { ...input.value, customerId: session.customer?.id });
    if (!result.ok) return c.json({ message: result.message }, 422);
    // The cart became the order: the next add starts a new cart.
    clearSessionCookie(c, CART_COOKIE);
    const { order } = result;
    return c.json({ order: { id: order.id, orderNumber: order.orderNumber, total: order.total }, receiptUrl: `/profile/order-receipt/${order.id}` });
  } catch (error) {
    if (error instanceof CommerceError && error.statusCode === 404) return c.json({ message: CHECKOUT_API_MESSAGES.emptyCart }, 422);
    app.report(error, { section: 'checkout' });
    return c.json({ message: CHECKOUT_API_MESSAGES.unavailable }, 503);
  }
});
