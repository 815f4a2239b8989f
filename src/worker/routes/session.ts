import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** GET /api/session: the visitor's customer (or null), cart and club-member flag. */
export const session = new Hono<AppEnv>();

session.get('/', async (c) => {
  const current = await c.get('app').session();
  c.header('Cache-Control', 'private, no-store');
  return c.json(current.snapshot);
});
