// The throttle switch (migration 0005): while on, marketing calls answer 429 in Klaviyo's
// words, one fewer each time, so a client's retry can be watched end to end. Source: klaviyo/openapi
// (429 `throttled` with Retry-After; docs/real-services.md "Klaviyo sign-ups").
import type { MiddlewareHandler } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { klaviyoError } from './errors.ts';

export function throttle(): MiddlewareHandler<EmulatorEnv> {
  return async function applyThrottle(c, next) {
    const row = await c.env.DB.prepare('UPDATE marketing_throttle SET remaining = remaining - 1 WHERE id = 1 AND remaining > 0 RETURNING retry_after_seconds').first<{ retry_after_seconds: number }>();
    if (!row) return next();
    const seconds = row.retry_after_seconds;
    c.header('retry-after', String(seconds));
    return klaviyoError(c, 429, 'throttled', 'Request was throttled.', `Request was throttled. Expected available in ${seconds} seconds.`);
  };
}

export async function setThrottle(db: D1Database, times: number, retryAfterSeconds: number) {
  await db
    .prepare(
      'INSERT INTO marketing_throttle (id, remaining, retry_after_seconds) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET remaining = excluded.remaining, retry_after_seconds = excluded.retry_after_seconds',
    )
    .bind(times, retryAfterSeconds)
    .run();
}

export async function clearThrottle(db: D1Database) {
  await db.prepare('DELETE FROM marketing_throttle').run();
}
