// The browser's error hook (kept under 3 kB gzip: browser.size.test.ts). It reports
// uncaught errors, unhandled rejections and failed font loads by itself, and the islands
// call reportError for the spec's reported failures (cart add, gift message save, customer
// loading tagged cart-sidebar, a form's lost connection). Reports go to the same-origin
// POST /api/errors, where the Worker scrubs and forwards them; each distinct report is sent
// once, and a page view sends at most MAX_REPORTS_PER_PAGE.
import { ERRORS_ENDPOINT, MAX_MESSAGE, MAX_NAME, MAX_REPORTS_PER_PAGE, MAX_STACK, MAX_TAG_VALUE, MAX_TAGS } from './report.limits.ts';

export type ReportTags = Record<string, string>;

const sent = new Set<string>();

function post(body: string, beacon: boolean): Promise<boolean> {
  // A beacon survives the page unloading; it is sent as text/plain, which the Worker reads as JSON.
  if (beacon && navigator.sendBeacon?.(ERRORS_ENDPOINT, body)) return Promise.resolve(true);
  return fetch(ERRORS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).then(
    (response) => response.ok,
    () => false,
  );
}

function trimTags(tags: ReportTags): ReportTags {
  return Object.fromEntries(
    Object.entries(tags)
      .slice(0, MAX_TAGS)
      .map(([key, value]) => [key, String(value).slice(0, MAX_TAG_VALUE)]),
  );
}

/** Reports an error once per page view (the same message, place and tags count once). Never throws. */
export function reportError(error: unknown, tags: ReportTags = {}): void {
  try {
    send(error, tags);
  } catch {
    // Reporting must never break what called it.
  }
}

function send(error: unknown, tags: ReportTags): void {
  const name = error instanceof Error ? error.name : 'Error';
  const message = (error instanceof Error ? error.message : typeof error === 'string' ? error : safeJson(error)).slice(0, MAX_MESSAGE) || 'Unknown error';
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_STACK) : undefined;
  const key = `${message}|${stack?.split('\n', 3).join('|') ?? ''}|${safeJson(tags)}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  void post(JSON.stringify({ kind: 'error', name: name.slice(0, MAX_NAME), message, stack, tags: trimTags(tags), url: location.pathname }), true);
}

/** Sends the visitor's words from the error screen; resolves false when they did not arrive. */
export function sendFeedback(message: string, tags: ReportTags = {}): Promise<boolean> {
  return post(JSON.stringify({ kind: 'feedback', message: message.slice(0, MAX_MESSAGE), tags: trimTags(tags), url: location.pathname }), false);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Listens for what no island catches. Call once, first thing in the client entry. */
export function installErrorHooks(): void {
  addEventListener('error', (event) => {
    // "Script error." is a cross-origin script's error with every detail withheld: nothing to act on.
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    reportError(event.error ?? event.message, { mechanism: 'onerror' });
  });
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => reportError(event.reason, { mechanism: 'onunhandledrejection' }));
  // Spec 8: "Font fetch failure is reported, not shown."
  const fonts = document.fonts;
  if (!fonts) return;
  fonts.addEventListener('loadingerror', (event: Event) => reportFonts((event as FontFaceSetLoadEvent).fontfaces));
  // The style sheet starts the brand fonts (preloaded) before this script runs: one that
  // failed already fired its event unheard.
  const failed: FontFace[] = [];
  fonts.forEach?.((face) => void (face.status === 'error' && failed.push(face)));
  if (failed.length) reportFonts(failed);
}

function reportFonts(faces: readonly FontFace[]): void {
  // A family name with spaces reads back quoted ("Source Sans 3").
  const families = [...new Set(faces.map((face) => face.family.replace(/^["']|["']$/g, '')))].join(', ');
  reportError(new Error(`Font fetch failed: ${families}`), { section: 'fonts' });
}
