// POST /api/vitals: a browser's Core Web Vitals (src/analytics/vitals/browser.ts sends them
// only with analytics consent). Small (2 kB, then 413), rate limited per client like
// /api/errors (120 in 15 minutes, then 429), validated (400 with a fixed message: nothing of
// the body is echoed), then written to Analytics Engine (src/worker/vitals). The answer is
// 204 with no body. The same-origin check (security/sameOrigin) already refused
// cross-origin posts with 403.
import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_VITALS_BYTES, MAX_VITALS_PER_CLIENT } from '../../analytics/vitals/vitals.limits.ts';
import { VitalsReportSchema } from '../../analytics/vitals/vitals.schema.ts';
import type { AppEnv } from '../context.ts';
import { createAttemptLimit, WINDOW_SECONDS } from '../session/attempt-limit.ts';
import { dataPointsOf, vitalsDataset } from '../vitals/index.ts';
import { clientOf, readCapped } from '../http/request.ts';

export const VITALS_MESSAGES = {
  tooLarge: `A speed report may be at most ${MAX_VITALS_BYTES / 1024} kB.`,
  invalid: 'A speed report needs a page type and its metrics (LCP, INP, CLS, TTFB: value, rating, navigation type), as JSON.',
  tooMany: 'Too many speed reports from this client; try again later.',
} as const;

export const vitals = new Hono<AppEnv>();

vitals.post('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const text = await readCapped(c.req.raw, MAX_VITALS_BYTES);
  if (text === null) return c.json({ message: VITALS_MESSAGES.tooLarge }, 413);

  const limit = createAttemptLimit(c.get('app').bindings.kv, 'vitals-client', undefined, { max: MAX_VITALS_PER_CLIENT });
  const client = clientOf(c);
  if (await limit.isLocked(client)) {
    c.header('Retry-After', String(WINDOW_SECONDS));
    return c.json({ message: VITALS_MESSAGES.tooMany }, 429);
  }
  // Counting must not fail the report (KV refuses a second write to one key within a second).
  await limit.recordFailure(client).catch((error: unknown) => console.warn('[vitals] could not count a report', error));

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json({ message: VITALS_MESSAGES.invalid }, 400);
  }
  const report = v.safeParse(VitalsReportSchema, json);
  if (!report.success) return c.json({ message: VITALS_MESSAGES.invalid }, 400);

  const { config, fetcher, bindings } = c.get('app');
  // The production binding (wrangler.toml [env.production]); the local config declares none.
  const dataset = vitalsDataset(bindings.vitals, config.environment, fetcher, (promise) => c.executionCtx.waitUntil(promise));
  for (const point of dataPointsOf(report.output, config.environment)) dataset?.writeDataPoint(point);
  return c.body(null, 204);
});
