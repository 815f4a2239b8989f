// The islands' hydration, loaded by the browser entry (src/client/index.tsx) once the page
// has painted: seeds one jotai store from the session the server rendered, then hydrates
// every island on the page with it. Island code loads only when present.
import { createStore, Provider } from 'jotai';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { reportClick } from '../analytics/clicks.ts';
import { onConsentChange, readConsent } from '../analytics/consent/index.ts';
import { pushDataLayer } from '../analytics/data-layer.ts';
import { whenActivated } from '../analytics/activation.ts';
import { mayTrackBuilder } from '../analytics/builder-consent.ts';
import { pageTracker } from '../analytics/page-tracker.ts';
import { showTrackingPixels } from '../analytics/tracking-pixels.ts';
import { pageViewOf } from '../analytics/page-view.ts';
import { reportError } from '../platform/report/browser.ts';
import { watchProductCards } from './catalogue/cards.ts';
import { loadEmbedFramesOnRequest } from './embed-frames.ts';
import { renewSpeculationOnCookieChange } from '../ui/speculation/renew.ts';
import { IslandBoundary } from './island-boundary.tsx';
import { ISLAND_LOADERS } from './islands.ts';
import { createTurns } from './turns.ts';
import { EMPTY_SESSION, seedSessionAtom, type SessionSnapshot } from '../state/session.atoms.ts';
import { hasHeldTaps, replayEarlyTaps, restoreTypedValues, typedValues, type TypedValue } from '../ui/island/early-taps.ts';
import { deferredIsland, HYDRATE_WHEN_NEAR, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLANDS_ADDED_EVENT, SESSION_SCRIPT_ID } from '../ui/island/attributes.ts';

function readSession(): SessionSnapshot {
  const script = document.getElementById(SESSION_SCRIPT_ID);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as SessionSnapshot) : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

function MarkHydrated({ element, typed, children }: { element: HTMLElement; typed: readonly TypedValue[]; children: ReactNode }) {
  useEffect(() => {
    element.dataset.hydrated = 'true';
    // What was typed before the island had its handlers becomes its state; then a tap that
    // landed before them, held by early-taps.ts, takes effect. Out of this effect (a microtask)
    // so each step is committed (flushSync) before the next reads the state: a submit replayed
    // after the typing sends what was typed.
    queueMicrotask(() => {
      flushSync(() => restoreTypedValues(typed));
      replayEarlyTaps(element, undefined, flushSync);
    });
  }, [element, typed]);
  return children;
}

const session = readSession();
const store = createStore();
store.set(seedSessionAtom, session);

// The tracking identity's segment rides on it; receipts are reported by their template, never by their order's id.
pushDataLayer('pageview', pageViewOf(location.pathname, document.title, session));

// Consent decides the page's other trackers too: Builder's tracking pixels load
// with analytics (the tracker's gate: now, or when the visitor allows it on this page), and
// Builder's A/B test impressions go out for a visitor who had consented when the page loaded.
pageTracker().run(() => showTrackingPixels());
// Builder's tracking code is a file of its own, fetched only for a visitor who allows it.
whenActivated(() => {
  if (!mayTrackBuilder(readConsent())) return;
  import('../analytics/builder-track.ts').then(
    (builder) => builder.trackBuilderImpressions(),
    (error: unknown) => reportError(error, { section: 'builder-track' }),
  );
});
// A page prefetched before the cart or the login changed is never shown as it was.
renewSpeculationOnCookieChange();

// The product cards' behaviour is part of the core: fetched beside it, it was one of the
// eight files a product page may ask for.
function watchCards() {
  if (!document.querySelector('[data-product-card]')) return;
  try {
    watchProductCards();
  } catch (error: unknown) {
    console.error('Product cards failed', error);
    reportError(error, { section: 'product-cards' });
  }
}

const hydrated = new WeakSet<Element>();
/** Each hydrated island's root, so one whose markup an edit replaced can be unmounted (its timers and listeners end). */
const roots = new Map<Element, { unmount(): void }>();

function unmountDetached() {
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    roots.delete(element);
    root.unmount();
  }
}

/**
 * Islands hydrate in turns of at most 8 ms (src/client/turns.ts), handing the main thread
 * back to the browser between turns.
 */
const hydrationTurns = createTurns({
  budgetMs: 8,
  now: () => performance.now(),
  schedule: (turn) => setTimeout(turn, 0),
  // One island that throws leaves the others to hydrate.
  onError: (error) => reportError(error, { section: 'island' }),
});
const hydrateSoon = (work: () => void) => hydrationTurns.run(work);

function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (hydrated.has(element)) continue;
    hydrated.add(element);
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (HYDRATE_WHEN_NEAR.has(name)) hydrateWhenNear(element);
    else if (deferredIsland(name, location.search)) hydrateOnUse(element);
    else hydrateIsland(element);
  }
}

/**
 * Hydrates the island once, on the first of `events` inside it; at once if the visitor is
 * already in it: a field focused, typed into or a tap held (early-taps.ts) before this script
 * ran, which no later event would announce. Returns the start, or null when it has started.
 */
function hydrateOnFirst(element: HTMLElement, events: readonly string[], onStart: () => void = () => undefined): (() => void) | null {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) element.removeEventListener(type, start);
    onStart();
    hydrateIsland(element);
  };
  for (const type of events) element.addEventListener(type, start, { passive: true });
  if (element.contains(document.activeElement) || hasHeldTaps(element) || typedValues(element).length) {
    start();
    return null;
  }
  return start;
}

/** A screen's height ahead, so a scrolling visitor finds the island ready. */
const NEAR = '100% 0px';
let nearObserver: IntersectionObserver | undefined;
const whenNear = new Map<Element, () => void>();

/**
 * Hydrates the island (loading its code) once it nears the viewport, or on the first focus or
 * press inside it (a keyboard visitor tabbing to it, a tap after a jump to the page's end).
 */
function hydrateWhenNear(element: HTMLElement) {
  const start = hydrateOnFirst(element, ['focusin', 'pointerdown'], () => {
    for (const child of element.children) {
      whenNear.delete(child);
      nearObserver?.unobserve(child);
    }
  });
  if (!start) return;
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) whenNear.get(entry.target)?.();
    },
    { rootMargin: NEAR },
  );
  // The island's element has no box of its own (`display: contents`): its children are watched.
  for (const child of element.children) {
    whenNear.set(child, start);
    nearObserver.observe(child);
  }
}

/**
 * Hydrates the island (loading its code) on the visitor's first intent in it: the pointer
 * coming over it gives its file the time until the press; a touch, focus or key starts it too
 * (HYDRATE_ON_USE in src/ui/island/attributes.ts). The press itself is held and replayed.
 */
function hydrateOnUse(element: HTMLElement) {
  hydrateOnFirst(element, ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']);
}

function hydrateIsland(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const load = ISLAND_LOADERS[name];
  if (!load) {
    console.error(`Island "${name}" is not declared by any block or by the shell`);
    return;
  }
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  } catch {
    return;
  }
  load().then(
    (Component) =>
      hydrateSoon(() => {
        // An edit may have replaced the markup while this island waited its turn.
        if (!element.isConnected) return;
        const typed = typedValues(element);
        const root = hydrateRoot(
          element,
          <StrictMode>
            <Provider store={store}>
              <MarkHydrated element={element} typed={typed}>
                <IslandBoundary name={name}>
                  <Component {...props} />
                </IslandBoundary>
              </MarkHydrated>
            </Provider>
          </StrictMode>,
        );
        roots.set(element, root);
      }),
    // The server-rendered markup stays usable; the failure shows in the console.
    (error: unknown) => {
      console.error(`Island "${name}" failed to load`, error);
      reportError(error, { section: 'island', island: name });
    },
  );
}

// Markup that names a data-layer event reports its clicks: buttons an editor gave one
// (content spec, Button: dataLayerName and dataLayerValue; unknown names are logged and
// dropped), the footer's menu links, Tock booking links.
document.addEventListener('click', (event) => reportClick(event.target));

// Field speed (the spec's performance-monitoring snippet): its own chunk (web-vitals), loaded
// only once the visitor allows analytics, now or later on this page. The browser keeps the
// page's paint, layout-shift and navigation entries, so measuring from then on misses nothing.
function startVitals() {
  import('../analytics/vitals/browser.ts').then(
    (vitals) => vitals.startVitals(),
    (error: unknown) => reportError(error, { section: 'vitals' }),
  );
}
if (readConsent()?.analytics) startVitals();
else {
  const stop = onConsentChange((consent) => {
    if (!consent?.analytics) return;
    stop();
    startVitals();
  });
}

watchCards();
hydrateIslands();
loadEmbedFramesOnRequest();
// Markup put in after load (the editor bridge's re-rendered blocks) brings islands of its own.
document.addEventListener(ISLANDS_ADDED_EVENT, () => {
  unmountDetached();
  watchCards();
  hydrateIslands();
});
// Blocks that render after the shell (deferred) stream in while the document loads: their
// islands and cards are taken up once it has all arrived.
if (document.readyState === 'loading') {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      watchCards();
      hydrateIslands();
    },
    { once: true },
  );
}
