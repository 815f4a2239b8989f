// Developer control of the commerce emulator (mounted at /__emulator/commerce):
// Commerce7's rate limit switched on and off. (Which credentials each call carried is in
// the emulator's one request recorder, admin/recording.ts.)
// Source: skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md ("Rate limits": 100
// requests a minute per tenant); the 429 body and Retry-After counting are unverified.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { clearRateLimit, DOCUMENTED_LIMIT_PER_MINUTE, setRateLimit } from './auth/rate-limit.ts';

export const commerceAdmin = new Hono<EmulatorEnv>();

const whole = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** {limitPerMinute?: n (default 100, Commerce7's), windowSeconds?: s (default 60; shorter only to keep tests quick)}. */
commerceAdmin.put('/rate-limit', async (c) => {
  const body = ((await c.req.json().catch(() => ({}))) ?? {}) as { limitPerMinute?: unknown; windowSeconds?: unknown };
  const limit = body.limitPerMinute ?? DOCUMENTED_LIMIT_PER_MINUTE;
  const windowSeconds = body.windowSeconds ?? 60;
  if (!whole(limit, 0, 100_000)) return c.json({ message: 'limitPerMinute must be a whole number from 0' }, 400);
  if (!whole(windowSeconds, 1, 3600)) return c.json({ message: 'windowSeconds must be a whole number from 1 to 3600' }, 400);
  await setRateLimit(c.env.DB, limit as number, windowSeconds as number);
  return c.json({ rateLimit: { limitPerMinute: limit, windowSeconds } });
});

commerceAdmin.delete('/rate-limit', async (c) => {
  await clearRateLimit(c.env.DB);
  return c.body(null, 204);
});
