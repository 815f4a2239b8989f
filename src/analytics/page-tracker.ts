// The page's one tracker: every data-layer event and the marketing tracker's queue go
// through one consent gate, and the tag manager the page names (if any) loads the first
// time analytics is allowed. Browser only; pages are shared by the edge cache, so the
// decision is read here, never rendered by the server. A prerendered page reports nothing
// until it is shown (activation.ts).
import { onConsentChange, readConsent } from './consent/index.ts';
import { createConsentGate, type ConsentGate } from './consent-gate.ts';
import { gateAfterActivation } from './activation.ts';
import { pushConsentDefault, pushConsentUpdate } from './consent-mode.ts';
import { loadTagManager, TAG_MANAGER_META } from './tag-manager.ts';

let gate: ConsentGate | undefined;

export function pageTracker(): ConsentGate {
  gate ??= gateAfterActivation(() =>
    createConsentGate({
      readAnalytics: () => readConsent()?.analytics ?? null,
      onChange: onConsentChange,
      onFirstAllowed: () => {
        if (typeof document === 'undefined') return;
        const src = document.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content;
        if (!src) return;
        // Consent Mode v2 (consent-mode.ts): denied by default before the container loads, the
        // visitor's decision at once, and every later choice, so each of its tags obeys it
        // (advertising tags too, for a visitor who opted out of sale and sharing).
        const host = window as unknown as { dataLayer?: unknown[] };
        pushConsentDefault(host);
        pushConsentUpdate(host, readConsent());
        onConsentChange((consent) => pushConsentUpdate(host, consent));
        loadTagManager(src);
      },
    }),
  );
  return gate;
}
