// The page's analytics data layer. Every event the spec names passes; anything else is
// logged as info and dropped, so a typo never reaches the tag manager. What passes waits
// for the visitor's analytics consent (page-tracker.ts) before it reaches `window.dataLayer`.
import { pageTracker } from './page-tracker.ts';

export const DATA_LAYER_EVENTS = [
  'addToCart',
  'removeFromCart',
  'productImpression',
  'productDetailImpression',
  'productClick',
  'pageview',
  'view_cart',
  'purchase_wine',
  'beginCheckout',
  'clubJoin',
  'clubHero',
  'subscriptionHero',
  'footerMenuClick',
  'wineryVisitClick',
  'wizardNavigation',
  'wizardStepOne',
  'wizardStepTwo',
  'wizardStepThree',
  'wizardStepFour',
  'viewedProduct',
  // Content spec section 7: the pop-up was viewed; a pop-up form was submitted (form id, success, A/B variant).
  'popupViewed',
  'popupFormSubmission',
] as const;

export type DataLayerEvent = (typeof DATA_LAYER_EVENTS)[number];

// A name the code passes, not visitor input: a set, so the schema library stays out of the
// islands' core file (every page pushes a page view).
const EVENT_NAMES: ReadonlySet<string> = new Set(DATA_LAYER_EVENTS);
const isEventName = (event: string): event is DataLayerEvent => EVENT_NAMES.has(event);

export type DataLayerEntry = { event: DataLayerEvent } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The entry for one event, or null (and "Undefined Datalayer Event" logged as info) for a name the spec does not know. */
export function dataLayerEntry(event: string, payload: Record<string, unknown> = {}): DataLayerEntry | null {
  if (!isEventName(event)) {
    console.info('Undefined Datalayer Event', event);
    return null;
  }
  return { ...payload, event };
}

type DataLayerHost = { dataLayer?: Record<string, unknown>[] };

/** Appends to the data layer the tag manager reads. */
export function sendToDataLayer(entry: Record<string, unknown>, host: DataLayerHost = globalThis as unknown as DataLayerHost): void {
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}

/** Pushes one event once analytics is allowed; returns false for an unknown name. */
export function pushDataLayer(event: string, payload: Record<string, unknown> = {}): boolean {
  const entry = dataLayerEntry(event, payload);
  if (!entry) return false;
  pageTracker().run(() => sendToDataLayer(entry));
  return true;
}
