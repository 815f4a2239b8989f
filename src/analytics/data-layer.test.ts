import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLayerEntry, sendToDataLayer } from './data-layer.ts';

// Every event the storefront spec (section 7) and the content spec (section 7) name.
const SPEC_EVENTS = [
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
  'popupViewed',
  'popupFormSubmission',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data layer', () => {
  it.each(SPEC_EVENTS)('takes the %s event', (event) => {
    expect(dataLayerEntry(event, { value: 1 })).toEqual({ value: 1, event });
  });

  it('appends to an existing data layer', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as Record<string, unknown>[] };
    sendToDataLayer(dataLayerEntry('view_cart', { ecommerce: { currency: 'USD', value: 25.99, items: [] } })!, host);
    expect(host.dataLayer).toEqual([{ event: 'gtm.js' }, { ecommerce: { currency: 'USD', value: 25.99, items: [] }, event: 'view_cart' }]);
  });

  it('keeps the event name even when the payload carries another', () => {
    expect(dataLayerEntry('addToCart', { event: 'somethingElse' })?.event).toBe('addToCart');
  });

  it('drops an unknown event and logs "Undefined Datalayer Event" as info', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(dataLayerEntry('addToKart', {})).toBeNull();
    expect(info).toHaveBeenCalledWith('Undefined Datalayer Event', 'addToKart');
  });
});
