// The page's analytics data layer. Every event the spec names passes; anything else is
// logged as info and dropped, so a typo never reaches the tag manager.
import * as v from 'valibot';

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

const EventNameSchema = v.picklist(DATA_LAYER_EVENTS);

export type DataLayerEntry = { event: DataLayerEvent } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one event; returns false (and logs "Undefined Datalayer Event") for an unknown name. */
export function pushDataLayer(event: string, payload: Record<string, unknown> = {}, target: { dataLayer?: Record<string, unknown>[] } = globalThis as unknown as Window): boolean {
  if (!v.is(EventNameSchema, event)) {
    console.info('Undefined Datalayer Event', event);
    return false;
  }
  target.dataLayer ??= [];
  target.dataLayer.push({ ...payload, event });
  return true;
}
