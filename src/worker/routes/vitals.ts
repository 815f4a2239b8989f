// POST /api/vitals: a browser's Core Web Vitals (src/analytics/vitals/browser.ts sends them
// only with analytics consent). Small (2 kB, then 413), rate limited per client like
// /api/errors (120 in 15 minutes, then 429), validated (400 with a fixed message: nothing of
// the body is echoed): the beacons' gates (http/beacon.ts). Then written to Analytics Engine
// (src/worker/vitals). The answer is 204 with no body. The same-origin check
// (security/sameOrigin) already refused cross-origin posts with 403.
import { Hono } from 'hono';
import { MAX_VITALS_BYTES, MAX_VITALS_PER_CLIENT } from '../../analytics/vitals/vitals.limits.ts';
import { VitalsReportSchema } from '../../analytics/vitals/vitals.schema.ts';
import type { AppEnv } from '../context.ts';
import { beacon } from '../http/beacon.ts';
import { dataPointsOf, vitalsDataset } from '../vitals/index.ts';

export const VITALS_MESSAGES = {
  tooLarge: `A speed report may be at most ${MAX_VITALS_BYTES / 1024} kB.`,
  invalid: 'A speed report needs a page type and its metrics (LCP, INP, CLS, TTFB: value, rating, navigation type), as JSON.',
  tooMany: 'Too many speed reports from this client; try again later.',
} as const;

export const vitals = new Hono<AppEnv>();

vitals.post('/', beacon({ scope: 'vitals-client', maxBytes: MAX_VITALS_BYTES, maxPerClient: MAX_VITALS_PER_CLIENT, schema: VitalsReportSchema, messages: VITALS_MESSAGES }), (c) => {
  const { config, fetcher, bindings } = c.get('app');
  // The production binding (wrangler.toml [env.production]); the local config declares none.
  const dataset = vitalsDataset(bindings.vitals, config.environment, fetcher, (promise) => c.executionCtx.waitUntil(promise));
  for (const point of dataPointsOf(c.get('beacon'), config.environment)) dataset?.writeDataPoint(point);
  return c.body(null, 204);
});
