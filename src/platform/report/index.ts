// Error reporting: every failure is logged, and goes to the error service (Sentry, through
// sentry.ts) when a DSN is set: in production the real service, locally the emulator's
// stand-in through the BACKEND binding (config refuses any other DSN there). Spec 9: trace
// sample rate 0.1. Browser reports (POST /api/errors) arrive here already validated.
import { pathOnly, scrubText } from './scrub.ts';
import { capture, type SentryTarget } from './sentry.ts';

export type Report = (error: unknown, context?: Record<string, string>) => void;

export type ReporterOptions = {
  sentryDsn: string | undefined;
  environment: string;
  /** Outbound HTTP as the backends get it: the BACKEND binding locally, the network in production. */
  fetcher: (request: Request) => Promise<Response>;
};

type WaitUntil = (p: Promise<unknown>) => void;

function targetOf(config: ReporterOptions, waitUntil: WaitUntil): SentryTarget | null {
  return config.sentryDsn ? { dsn: config.sentryDsn, environment: config.environment, fetcher: config.fetcher, waitUntil } : null;
}

export function createReporter(config: ReporterOptions, request: Request, waitUntil: WaitUntil): Report {
  return (error, context = {}) => {
    console.error('[storefront]', context, error);
    const target = targetOf(config, waitUntil);
    if (target) capture(target, { kind: 'exception', error, tags: context, request });
  };
}

/** A browser's report as POST /api/errors accepted it (report.schema.ts). */
export type BrowserReportInput = {
  kind: 'error' | 'feedback';
  message: string;
  name?: string | undefined;
  stack?: string | undefined;
  tags?: Record<string, string> | undefined;
  url: string;
};

/**
 * Forwards a browser's report, scrubbed: path only, every string through the scrubber.
 * False when no error service is configured (the report is then only logged).
 */
export function forwardBrowserReport(config: ReporterOptions, waitUntil: WaitUntil, report: BrowserReportInput, userAgent: string | undefined): boolean {
  const tags = Object.fromEntries(Object.entries(report.tags ?? {}).map(([key, value]) => [scrubText(key), scrubText(value)]));
  const url = pathOnly(report.url);
  const message = scrubText(report.message);
  console.warn('[browser]', report.kind, url, message);
  const target = targetOf(config, waitUntil);
  if (!target) return false;
  if (report.kind === 'feedback') {
    capture(target, { kind: 'feedback', message, tags: { ...tags, source: 'browser' }, url });
  } else {
    const stack = report.stack === undefined ? undefined : scrubText(report.stack);
    capture(target, {
      kind: 'browser-error',
      name: scrubText(report.name ?? 'Error'),
      message,
      stack,
      tags: { ...tags, source: 'browser' },
      url,
      userAgent: userAgent === undefined ? undefined : scrubText(userAgent),
    });
  }
  return true;
}

/**
 * A fault that repeats on every render of the same content (a broken block, a broken
 * entry) is reported once per isolate: the returned check is true the first time it sees
 * a key. At most `limit` keys are remembered; past that it starts over.
 */
export function firstTimeEach(limit: number): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    if (seen.has(key)) return false;
    if (seen.size >= limit) seen.clear();
    seen.add(key);
    return true;
  };
}
