// POST /api/errors: a browser's error report or a visitor's feedback from the error screen.
// Small (16 kB, then 413), rate limited per client (30 in 15 minutes, then 429), validated
// (400 with a fixed message: nothing of the body is echoed), scrubbed and forwarded to the
// error service in the background. The answer is 202 with no body whether or not the
// service took it: a failing error service fails nothing. The same-origin check
// (security/sameOrigin) already refused cross-origin posts with 403.
import { Hono } from 'hono';
import * as v from 'valibot';
import { forwardBrowserReport } from '../../platform/report/index.ts';
import { MAX_REPORT_BYTES, MAX_REPORTS_PER_CLIENT } from '../../platform/report/report.limits.ts';
import { BrowserReportSchema } from '../../platform/report/report.schema.ts';
import type { AppEnv } from '../context.ts';
import { createAttemptLimit, WINDOW_SECONDS } from '../session/attempt-limit.ts';
import { clientOf, readCapped } from '../http/request.ts';

export const ERROR_REPORT_MESSAGES = {
  tooLarge: `An error report may be at most ${MAX_REPORT_BYTES / 1024} kB.`,
  invalid: 'An error report needs a kind (error or feedback), a message and the page path, as JSON.',
  tooMany: 'Too many error reports from this client; try again later.',
} as const;

export const errors = new Hono<AppEnv>();


errors.post('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  const text = await readCapped(c.req.raw, MAX_REPORT_BYTES);
  if (text === null) return c.json({ message: ERROR_REPORT_MESSAGES.tooLarge }, 413);

  const limit = createAttemptLimit(c.get('app').bindings.kv, 'error-reports-client', undefined, { max: MAX_REPORTS_PER_CLIENT });
  const client = clientOf(c);
  if (await limit.isLocked(client)) {
    c.header('Retry-After', String(WINDOW_SECONDS));
    return c.json({ message: ERROR_REPORT_MESSAGES.tooMany }, 429);
  }
  // Counting must not fail the report (KV refuses a second write to one key within a second).
  await limit.recordFailure(client).catch((error: unknown) => console.warn('[errors] could not count a report', error));

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return c.json({ message: ERROR_REPORT_MESSAGES.invalid }, 400);
  }
  const report = v.safeParse(BrowserReportSchema, json);
  if (!report.success) return c.json({ message: ERROR_REPORT_MESSAGES.invalid }, 400);

  const { config, fetcher } = c.get('app');
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  forwardBrowserReport({ ...config, fetcher }, waitUntil, report.output, c.req.header('user-agent'));
  return c.body(null, 202);
});
