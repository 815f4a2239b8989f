import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Local development only: the emulator's developer controls (outbox, reseed, faults,
 * stored form submissions, request recording) at http://localhost:8787/__emulator/…, and
 * the browser's side of the platform stand-ins (the hosted checkout widget and its API
 * under /__emulator/hosted/, the payment gateway's tokeniser under /__emulator/gateway/),
 * passed through the BACKEND service binding as they are: the Worker neither reads nor
 * logs what the browser sends the gateway. Absent in production (a 404 outside
 * ENVIRONMENT=local), where the browser talks to the real platform and gateway directly.
 */
export const emulatorProxy = new Hono<AppEnv>();

emulatorProxy.all('*', async (c) => {
  const { config, bindings } = c.get('app');
  const backend = bindings.backend;
  if (config.environment !== 'local' || !backend) return c.json({ message: 'Not found' }, 404);
  const url = new URL(c.req.url);
  const request = new Request(`https://emulator.internal${url.pathname}${url.search}`, c.req.raw);
  const response = await backend.fetch(request);
  // A fresh response: the security middleware adds headers to it.
  return new Response(response.body, response);
});
