// POST /api/csp-report: the browser's Content Security Policy and Trusted Types violations,
// sent by `report-uri` (application/csp-report) and `report-to` (application/reports+json,
// the Reporting-Endpoints header names this path). The beacons' gates first (http/beacon.ts:
// 16 kB, a limit per client, the schema), then each violation reduced to what may leave
// (security/csp-report.ts: the page's path, the blocked origin, no query, no token) and
// forwarded to the error service once per violation an hour, within an hourly budget
// (security/csp-report-gate.ts). The answer is 204 whatever was forwarded.
// Browsers send these without the page's script, and not always with an Origin: the route
// is exempt from the same-origin check (index.ts) and changes nothing but the report count.
import { Hono } from 'hono';
import { forwardBrowserReport } from '../../platform/report/index.ts';
import type { AppEnv } from '../context.ts';
import { beacon } from '../http/beacon.ts';
import { CspReportSchema, violationKey, violationsOf } from '../security/csp-report.ts';
import { shouldForward } from '../security/csp-report-gate.ts';

export const MAX_CSP_REPORT_BYTES = 16 * 1024;
/** A page that keeps violating sends a report per violation: more than an error report's allowance. */
export const MAX_CSP_REPORTS_PER_CLIENT = 60;
/** Violations read from one Reporting API batch at most. */
const MAX_PER_BATCH = 5;

export const CSP_REPORT_MESSAGES = {
  tooLarge: `A violation report may be at most ${MAX_CSP_REPORT_BYTES / 1024} kB.`,
  invalid: 'A violation report is a CSP report (application/csp-report) or a Reporting API batch (application/reports+json), as JSON.',
  tooMany: 'Too many violation reports from this client; try again later.',
  mediaType: 'A violation report is sent as application/csp-report or application/reports+json.',
} as const;

const MEDIA_TYPES = /^application\/(csp-report|reports\+json|json)\s*(;|$)/i;

export const cspReport = new Hono<AppEnv>();

cspReport.post(
  '/',
  async (c, next) => (MEDIA_TYPES.test(c.req.header('content-type') ?? '') ? next() : c.json({ message: CSP_REPORT_MESSAGES.mediaType }, 415)),
  beacon({ scope: 'csp-report-client', maxBytes: MAX_CSP_REPORT_BYTES, maxPerClient: MAX_CSP_REPORTS_PER_CLIENT, schema: CspReportSchema, messages: CSP_REPORT_MESSAGES }),
  async (c) => {
    const { config, fetcher, bindings } = c.get('app');
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    for (const violation of violationsOf(c.get('beacon')).slice(0, MAX_PER_BATCH)) {
      if (!(await shouldForward(bindings.kv, violationKey(violation)))) continue;
      const what = violation.disposition === 'report' ? 'would block' : 'blocked';
      forwardBrowserReport(
        { ...config, fetcher },
        waitUntil,
        {
          kind: 'error',
          name: 'CSPViolation',
          message: `${violation.directive} ${what} ${violation.blocked} on ${violation.page}${violation.sample ? `: ${violation.sample}` : ''}`,
          stack: violation.source ? `at ${violation.source}${violation.line === undefined ? '' : `:${violation.line}`}` : undefined,
          tags: { section: 'csp', directive: violation.directive, blocked: violation.blocked, disposition: violation.disposition },
          url: violation.page,
        },
        c.req.header('user-agent'),
      );
    }
    return c.body(null, 204);
  },
);
