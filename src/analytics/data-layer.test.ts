import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushDataLayer } from './data-layer.ts';

// Every event the storefront spec (section 7) names.
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
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pushDataLayer', () => {
  it.each(SPEC_EVENTS)('pushes the %s event onto the data layer', (event) => {
    const target: { dataLayer?: Record<string, unknown>[] } = {};
    expect(pushDataLayer(event, { value: 1 }, target)).toBe(true);
    expect(target.dataLayer).toEqual([{ value: 1, event }]);
  });

  it('appends to an existing data layer', () => {
    const target = { dataLayer: [{ event: 'gtm.js' }] as Record<string, unknown>[] };
    pushDataLayer('view_cart', { currency: 'USD', value: 25.99, items: [] }, target);
    expect(target.dataLayer).toEqual([{ event: 'gtm.js' }, { currency: 'USD', value: 25.99, items: [], event: 'view_cart' }]);
  });

  it('keeps the event name even when the payload carries another', () => {
    const target: { dataLayer?: Record<string, unknown>[] } = {};
    pushDataLayer('addToCart', { event: 'somethingElse' }, target);
    expect(target.dataLayer?.[0]?.event).toBe('addToCart');
  });

  it('drops an unknown event and logs "Undefined Datalayer Event"', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const target: { dataLayer?: Record<string, unknown>[] } = {};

    expect(pushDataLayer('addToKart', {}, target)).toBe(false);

    expect(target.dataLayer).toBeUndefined();
    expect(info).toHaveBeenCalledWith('Undefined Datalayer Event', 'addToKart');
  });
});
