// Controls of the marketing emulator, under /__emulator/marketing.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { clearThrottle, setThrottle } from './throttle.ts';

export const marketingAdmin = new Hono<EmulatorEnv>();

/** PUT { times, retryAfterSeconds? }: the next `times` marketing calls answer 429 throttled. */
marketingAdmin.put('/throttle', async (c) => {
  const body = (await c.req.json().catch(() => null)) as { times?: unknown; retryAfterSeconds?: unknown } | null;
  const times = body?.times;
  const retryAfterSeconds = body?.retryAfterSeconds ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return c.json({ message: 'times must be a whole number from 1' }, 400);
  if (typeof retryAfterSeconds !== 'number' || !Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) {
    return c.json({ message: 'retryAfterSeconds must be a whole number of seconds' }, 400);
  }
  await setThrottle(c.env.DB, times, retryAfterSeconds);
  return c.json({ throttle: { times, retryAfterSeconds } });
});

marketingAdmin.delete('/throttle', async (c) => {
  await clearThrottle(c.env.DB);
  return c.body(null, 204);
});
