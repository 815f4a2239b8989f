// Commerce7's rate limit: "API rate limits are 100 requests per minute, per tenant"
// (docs/developer/api/commerce7-apis.md "Rate limiting"). Off unless switched on with
// PUT /__emulator/commerce/rate-limit, so ordinary tests and development never meet it.
// Counted here: app-authenticated calls (the limit the storefront's app budget must keep).
// Unverified in the docs: the 429's body and its Retry-After header; the emulator sends
// Commerce7's usual error shape and the seconds left in the window, behind this one module.
import type { Context } from 'hono';
import type { EmulatorEnv } from '../../env.ts';

export const DOCUMENTED_LIMIT_PER_MINUTE = 100;

/** Counts one call; the 429 to send when it is past the limit, otherwise null. */
export async function applyRateLimit(c: Context<EmulatorEnv>): Promise<Response | null> {
  const now = Date.now();
  const row = await c.env.DB.prepare(
    `UPDATE commerce_rate_limit SET
       count = CASE WHEN ?1 - window_start >= window_ms THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN ?1 - window_start >= window_ms THEN ?1 ELSE window_start END
     WHERE id = 1 RETURNING limit_per_minute, window_ms, window_start, count`,
  )
    .bind(now)
    .first<{ limit_per_minute: number; window_ms: number; window_start: number; count: number }>();
  if (!row || row.count <= row.limit_per_minute) return null;
  const seconds = Math.max(1, Math.ceil((row.window_start + row.window_ms - now) / 1000));
  c.header('retry-after', String(seconds));
  return c.json({ statusCode: 429, type: 'tooManyRequests', message: 'Too many requests. Please try again later.', errors: [] }, 429);
}

export async function setRateLimit(db: D1Database, limitPerMinute: number, windowSeconds: number) {
  await db
    .prepare(
      `INSERT INTO commerce_rate_limit (id, limit_per_minute, window_ms, window_start, count) VALUES (1, ?1, ?2, ?3, 0)
       ON CONFLICT(id) DO UPDATE SET limit_per_minute = excluded.limit_per_minute, window_ms = excluded.window_ms, window_start = excluded.window_start, count = 0`,
    )
    .bind(limitPerMinute, windowSeconds * 1000, Date.now())
    .run();
}

export async function clearRateLimit(db: D1Database) {
  await db.prepare('DELETE FROM commerce_rate_limit').run();
}
