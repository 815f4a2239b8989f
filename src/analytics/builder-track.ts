// Builder.io's A/B test results: impressions and conversions sent to Builder's
// track endpoint, as its SDKs send them, so an editor reads a test's result in Builder.
// Sources (BuilderIO/builder):
// - packages/sdks src/functions/track/index.ts: `POST ${apiHost || 'https://cdn.builder.io'}/api/v1/track`,
//   body `{ events: [{ type, data: { contentId, variationId, ownerId (the public API key),
//   metadata: { url }, sessionId, visitorId, userAttributes } }] }`, content-type JSON,
//   mode cors; nothing at all when it may not track (`canTrack`), nor in the editor;
// - components/content/components/enable-editor.lite.tsx: one impression per content shown,
//   `variationId` only when it is not the entry's own id (the default);
// - Gen1 packages/core src/builder.class.ts `trackConversion(amount)`: `{ type: 'conversion',
//   data: { amount, ownerId, sessionId, userAttributes } }`, tied to the visitor's tests by
//   the session; its session id lives in sessionStorage `builderSessionId`;
// - helpers/visitorId.ts: the visitor id in localStorage `builderVisitorId`.
// The gate: the visitor consented to analytics (a measurement) and to personalisation (only
// then are they in a test at all: src/worker/ab-tests). Read once when the page loads: a
// visitor who accepts on this page was shown the default without being drawn, so this view
// is no impression of the test. Withdrawing clears the two ids. No retry: a lost event is lost.
import { onConsentChange, readConsent } from './consent/index.ts';
import { whenActivated } from './activation.ts';
import { mayTrackBuilder } from './builder-consent.ts';

/** The page names where events go and the space's public key (the same for every visitor). */
export const BUILDER_TRACK_META = 'builder-track';
/** The tests this page shows and each one's variation: `contentId=variationId` joined by `&`. */
export const BUILDER_TESTS_META = 'builder-tests';

export const SESSION_KEY = 'builderSessionId';
export const VISITOR_KEY = 'builderVisitorId';

export type TrackEvent = { type: 'impression' | 'conversion'; data: Record<string, unknown> };

/** The meta's text back to [contentId, variationId] pairs; anything unreadable left out. */
export function parseTests(text: string | null | undefined): [string, string][] {
  if (!text) return [];
  return text.split('&').flatMap((pair) => {
    const [contentId, variationId] = pair.split('=');
    return contentId && variationId ? [[decodeURIComponent(contentId), decodeURIComponent(variationId)] as [string, string]] : [];
  });
}

export function formatTests(tests: Iterable<readonly [string, string]>): string {
  return [...tests].map(([contentId, variationId]) => `${encodeURIComponent(contentId)}=${encodeURIComponent(variationId)}`).join('&');
}

type Visitor = { apiKey: string; url: string; sessionId: string; visitorId: string; userAttributes: Record<string, string> };

export function impressionEvents(tests: readonly [string, string][], visitor: Visitor): TrackEvent[] {
  return tests.map(([contentId, variationId]) => ({
    type: 'impression',
    data: {
      contentId,
      // The SDK leaves it out for the default content.
      variationId: variationId !== contentId ? variationId : undefined,
      ownerId: visitor.apiKey,
      metadata: { url: visitor.url },
      sessionId: visitor.sessionId,
      visitorId: visitor.visitorId,
      userAttributes: visitor.userAttributes,
    },
  }));
}

export function conversionEvent(amount: number | undefined, visitor: Visitor): TrackEvent {
  return {
    type: 'conversion',
    data: { amount, ownerId: visitor.apiKey, metadata: { url: visitor.url }, sessionId: visitor.sessionId, visitorId: visitor.visitorId, userAttributes: visitor.userAttributes },
  };
}

function storedId(storage: Storage | undefined, key: string): string {
  try {
    const known = storage?.getItem(key);
    if (known) return known;
    const made = crypto.randomUUID().replaceAll('-', '');
    storage?.setItem(key, made);
    return made;
  } catch {
    // Storage refused (a private window's quota): an id for this page only.
    return crypto.randomUUID().replaceAll('-', '');
  }
}

function endpoint(): { url: string; apiKey: string } | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BUILDER_TRACK_META}"]`);
  const apiKey = meta?.dataset.apiKey;
  return meta?.content && apiKey ? { url: meta.content, apiKey } : null;
}

function visitor(apiKey: string): Visitor {
  const device = /Tablet|iPad/i.test(navigator.userAgent) ? 'tablet' : /Mobi|Android|iPhone|iPod/i.test(navigator.userAgent) ? 'mobile' : 'desktop';
  return {
    apiKey,
    url: location.href,
    sessionId: storedId(globalThis.sessionStorage, SESSION_KEY),
    visitorId: storedId(globalThis.localStorage, VISITOR_KEY),
    userAttributes: { urlPath: location.pathname, host: location.host, device },
  };
}

function send(url: string, events: TrackEvent[]): void {
  if (events.length === 0) return;
  fetch(url, { method: 'POST', body: JSON.stringify({ events }), headers: { 'content-type': 'application/json' }, mode: 'cors' }).catch(() => {
    // As the SDK: a lost event is not worth the visitor's bandwidth again.
  });
}

let watching = false;
/** Withdrawing analytics or personalisation forgets Builder's two ids. */
function forgetOnWithdrawal(): void {
  if (watching) return;
  watching = true;
  onConsentChange((consent) => {
    if (mayTrackBuilder(consent)) return;
    try {
      globalThis.sessionStorage?.removeItem(SESSION_KEY);
      globalThis.localStorage?.removeItem(VISITOR_KEY);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  });
}

/** On page load: one impression per A/B test the page shows, when the visitor may be tracked. */
export function trackBuilderImpressions(): void {
  // A prerendered page counts its impressions when it is shown, never before (activation.ts).
  whenActivated(impressionsNow);
}

function impressionsNow(): void {
  forgetOnWithdrawal();
  const target = endpoint();
  const tests = parseTests(document.querySelector<HTMLMetaElement>(`meta[name="${BUILDER_TESTS_META}"]`)?.content);
  if (!target || tests.length === 0 || !mayTrackBuilder(readConsent())) return;
  send(target.url, impressionEvents(tests, visitor(target.apiKey)));
}

/** A purchase: one conversion, when the visitor may be tracked. */
export function trackBuilderConversion(amount: number | undefined): void {
  const target = endpoint();
  if (!target || !mayTrackBuilder(readConsent())) return;
  send(target.url, [conversionEvent(amount, visitor(target.apiKey))]);
}
