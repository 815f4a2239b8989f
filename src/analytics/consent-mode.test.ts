import { describe, expect, it } from 'vitest';
import { consentModeState, pushConsentDefault, pushConsentUpdate } from './consent-mode.ts';
import { withPrivacyControl } from './consent/record.ts';

const asArgs = (entry: unknown) => {
  expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
  return Array.from(entry as IArguments);
};

describe('Google Consent Mode v2 from the one consent state', () => {
  it('denies everything without a decision', () => {
    expect(consentModeState(null)).toEqual({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', personalization_storage: 'denied' });
  });

  it('takes analytics_storage from analytics and the three ad signals from marketing (sale and sharing)', () => {
    expect(consentModeState({ analytics: true, marketing: false, personalisation: false })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    });
    expect(consentModeState({ analytics: false, marketing: true, personalisation: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'granted',
    });
  });

  it('denies the ad signals to a browser with Global Privacy Control that accepted everything', () => {
    const state = consentModeState(withPrivacyControl({ analytics: true, marketing: true, personalisation: true }, true));
    expect(state).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
  });

  it("pushes gtag's Arguments objects: the default first, then the visitor's update", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushConsentDefault(host);
    pushConsentUpdate(host, null);
    pushConsentUpdate(host, { analytics: true, marketing: false, personalisation: true });
    const entries = host.dataLayer!.map(asArgs);
    expect(entries).toEqual([
      ['consent', 'default', consentModeState(null)],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', consentModeState({ analytics: true, marketing: false, personalisation: true })],
      ['set', 'ads_data_redaction', true],
    ]);
  });
});
