import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * GET /api/session: the visitor's customer (or null), cart and club-member flag. A session
 * the backend could not load is a 503, so a browser keeps the cart it shows rather than
 * taking "no cart" for an empty one.
 */
export const session = new Hono<AppEnv>();

export const SESSION_UNAVAILABLE = 'We could not load your cart just now. Your cart is saved; please try again in a moment.';

session.get('/', async (c) => {
  const current = await c.get('app').session();
  c.header('Cache-Control', 'private, no-store');
  if (!current.complete) return c.json({ message: SESSION_UNAVAILABLE }, 503);
  return c.json(current.snapshot);
});
