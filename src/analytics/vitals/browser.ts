// Real-user speed (storefront spec section 8, "a performance-monitoring snippet"): the Core
// Web Vitals measured in the visitor's browser with Google's web-vitals library (its standard
// build: the attribution build adds ~2 kB gzip of DOM selectors we would not send anyway),
// kept in the page and sent to the same-origin POST /api/vitals only with analytics consent.
// The client entry loads this chunk only once analytics is allowed; should the visitor then
// withdraw it, nothing more is sent and what was kept is dropped (without a decision, as
// after a cookie is cleared, it waits). One report per time the page is hidden
// (backgrounded, closed, navigated away), by beacon.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { onConsentChange, readConsent } from '../consent/index.ts';
import { vitalsPayload, type MetricLike } from './payload.ts';
import { VITALS_ENDPOINT } from './vitals.limits.ts';

let started = false;

/** Starts measuring; call once from the client entry. */
export function startVitals(): void {
  if (started) return;
  started = true;
  const pending = new Map<string, MetricLike>();
  let refused = readConsent()?.analytics === false;
  if (refused) return;

  const keep = (metric: Metric) => {
    if (!refused) pending.set(metric.name, metric);
  };
  onTTFB(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Says that measuring has begun (tests and the browser's performance panel read it).
  performance.mark?.('vitals:start');

  const stop = onConsentChange((consent) => {
    if (consent?.analytics !== false) return;
    refused = true;
    pending.clear();
    stop();
  });

  // Registered after web-vitals' own (capturing) listeners: on hidden, they report the final
  // LCP, CLS and INP first, and this sends them.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    // No decision yet: keep them for the next time the page is hidden.
    if (readConsent()?.analytics !== true) return;
    const payload = vitalsPayload(location.pathname, [...pending.values()]);
    pending.clear();
    if (!payload) return;
    const body = JSON.stringify(payload);
    // A beacon survives the page unloading; it goes as text/plain, which the Worker reads as JSON.
    if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body)) {
      void fetch(VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {});
    }
  });
}
