// Error reporting: every failure is logged; outside local development it also goes to
// Sentry through toucan-js (trace sample rate 0.1, per spec).
import { Toucan } from 'toucan-js';

export type Report = (error: unknown, context?: Record<string, string>) => void;

export type ReporterOptions = { sentryDsn: string | undefined; environment: string };

export function createReporter(config: ReporterOptions, request: Request, waitUntil: (p: Promise<unknown>) => void): Report {
  let toucan: Toucan | undefined;
  return (error, context = {}) => {
    console.error('[storefront]', context, error);
    if (!config.sentryDsn || config.environment === 'local') return;
    toucan ??= new Toucan({
      dsn: config.sentryDsn,
      environment: config.environment,
      request,
      context: { waitUntil },
      tracesSampleRate: 0.1,
    });
    toucan.setTags(context);
    toucan.captureException(error);
  };
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
