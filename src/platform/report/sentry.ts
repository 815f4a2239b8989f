// The one file that knows the error service's SDK: toucan-js (docs/decisions/0008-error-reporting.md
// says why not @sentry/cloudflare). Swapping SDKs rewrites this file and nothing else.
// Everything that leaves goes through scrubEvent (beforeSend, beforeBreadcrumb), and a
// failing service never throws: the transport's failure is caught by the SDK, and building
// or capturing is wrapped here.
import { Toucan } from 'toucan-js';
import { scrubEvent, scrubText } from './scrub.ts';

/** Spec 9: "Error reporting: trace sample rate 0.1". */
export const TRACES_SAMPLE_RATE = 0.1;

export type SentryTarget = {
  dsn: string;
  environment: string;
  /** Outbound HTTP: locally the BACKEND binding (the emulator's stand-in), in production the network. */
  fetcher: (request: Request) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** What a captured report carries, already in the app's terms. */
export type Capture =
  | { kind: 'exception'; error: unknown; tags: Record<string, string>; request?: Request | undefined }
  | { kind: 'browser-error'; name: string; message: string; stack: string | undefined; tags: Record<string, string>; url: string; userAgent: string | undefined }
  | { kind: 'feedback'; message: string; tags: Record<string, string>; url: string };

function client(target: SentryTarget, request?: Request): Toucan {
  return new Toucan({
    dsn: target.dsn,
    environment: target.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    context: { waitUntil: target.waitUntil },
    // toucan-js sends method and URL path only unless told more; nothing more is allowed here.
    ...(request ? { request } : {}),
    requestDataOptions: { allowedHeaders: ['user-agent'], allowedCookies: [], allowedSearchParams: [], allowedIps: false },
    transportOptions: { fetcher: (input: RequestInfo | URL, init?: RequestInit) => target.fetcher(new Request(input, init)) },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => ({ ...breadcrumb, ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}), data: undefined }),
  });
}

/** Sends one report; never throws, whatever the service or the SDK does. */
export function capture(target: SentryTarget, report: Capture): void {
  try {
    const toucan = client(target, report.kind === 'exception' ? report.request : undefined);
    toucan.setTags(report.tags);
    if (report.kind === 'exception') {
      toucan.captureException(report.error);
    } else if (report.kind === 'browser-error') {
      toucan.captureEvent({
        level: 'error',
        platform: 'javascript',
        exception: { values: [{ type: report.name, value: report.message, mechanism: { type: report.tags.mechanism ?? 'generic', handled: report.tags.mechanism === undefined } }] },
        ...(report.stack ? { extra: { stack: report.stack } } : {}),
        request: { url: report.url, ...(report.userAgent ? { headers: { 'User-Agent': report.userAgent } } : {}) },
      });
    } else {
      // Sentry's user feedback: an event of type "feedback" with the words in contexts.feedback
      // (@sentry/core captureFeedback's shape). Scrubbed here: beforeSend sees errors only.
      const feedback: Parameters<Toucan['captureEvent']>[0] = { type: 'feedback', level: 'info', contexts: { feedback: { message: report.message, url: report.url, source: 'error-screen' } } };
      toucan.captureEvent(scrubEvent(feedback));
    }
  } catch (error) {
    console.error('[report] the error service could not be reached', error);
  }
}
