import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Local development only: the emulator's developer controls (outbox, reseed, faults,
 * stored form submissions) at http://localhost:8787/__emulator/…, passed through the
 * BACKEND service binding. Absent in production, where there is no emulator binding.
 */
export const emulatorProxy = new Hono<AppEnv>();

emulatorProxy.all('*', async (c) => {
  const { config } = c.get('app');
  if (config.environment !== 'local' || !c.env.BACKEND) return c.json({ message: 'Not found' }, 404);
  const url = new URL(c.req.url);
  const request = new Request(`https://emulator.internal${url.pathname}${url.search}`, c.req.raw);
  const response = await c.env.BACKEND.fetch(request);
  // A fresh response: the security middleware adds headers to it.
  return new Response(response.body, response);
});
