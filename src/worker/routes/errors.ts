// POST /api/errors: a browser's error report or a visitor's feedback from the error screen.
// Small (16 kB, then 413), rate limited per client (30 in 15 minutes, then 429), validated
// (400 with a fixed message: nothing of the body is echoed): the beacons' gates
// (http/beacon.ts). Then scrubbed and forwarded to the error service in the background. The
// answer is 202 with no body whether or not the service took it: a failing error service
// fails nothing. The same-origin check (security/sameOrigin) already refused cross-origin
// posts with 403.
import { Hono } from 'hono';
import { forwardBrowserReport } from '../../platform/report/index.ts';
import { MAX_REPORT_BYTES, MAX_REPORTS_PER_CLIENT } from '../../platform/report/report.limits.ts';
import { BrowserReportSchema } from '../../platform/report/report.schema.ts';
import type { AppEnv } from '../context.ts';
import { beacon } from '../http/beacon.ts';

export const ERROR_REPORT_MESSAGES = {
  tooLarge: `An error report may be at most ${MAX_REPORT_BYTES / 1024} kB.`,
  invalid: 'An error report needs a kind (error or feedback), a message and the page path, as JSON.',
  tooMany: 'Too many error reports from this client; try again later.',
} as const;

export const errors = new Hono<AppEnv>();

errors.post('/', beacon({ scope: 'error-reports-client', maxBytes: MAX_REPORT_BYTES, maxPerClient: MAX_REPORTS_PER_CLIENT, schema: BrowserReportSchema, messages: ERROR_REPORT_MESSAGES }), (c) => {
  const { config, fetcher } = c.get('app');
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  forwardBrowserReport({ ...config, fetcher }, waitUntil, c.get('beacon'), c.req.header('user-agent'));
  return c.body(null, 202);
});
