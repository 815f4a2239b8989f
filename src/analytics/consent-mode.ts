// Google Consent Mode v2: the one consent state, told to every tag in the tag manager's
// container. Source: Google's "Set up consent mode on websites"
// (developers.google.com/tag-platform/security/guides/consent) and "Consent mode reference"
// (…/consent-mode/reference): the page calls `gtag('consent', 'default', {...})` before the
// container loads, then `gtag('consent', 'update', {...})` whenever the visitor chooses;
// consent mode v2 adds `ad_user_data` and `ad_personalization` beside `ad_storage` and
// `analytics_storage`. `gtag` pushes its `arguments` object onto the data layer: the
// container reads consent commands only in that form, never as a plain array or object.
// `ads_data_redaction` (the same guide, "Redact ads data") strips ad click identifiers
// while ad_storage is denied.
//
// The mapping: analytics -> analytics_storage; marketing (sale and sharing, turned off by
// Global Privacy Control and by "Do Not Sell or Share": consent/record.ts) -> ad_storage,
// ad_user_data, ad_personalization; personalisation -> personalization_storage.
import type { Consent } from './consent/record.ts';

export type ConsentModeValue = 'granted' | 'denied';

export type ConsentModeState = {
  analytics_storage: ConsentModeValue;
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  personalization_storage: ConsentModeValue;
};

const value = (allowed: boolean | undefined): ConsentModeValue => (allowed ? 'granted' : 'denied');

/** What the container is told for a decision; no decision is every purpose denied. */
export function consentModeState(consent: Consent | null): ConsentModeState {
  return {
    analytics_storage: value(consent?.analytics),
    ad_storage: value(consent?.marketing),
    ad_user_data: value(consent?.marketing),
    ad_personalization: value(consent?.marketing),
    personalization_storage: value(consent?.personalisation),
  };
}

type DataLayerHost = { dataLayer?: unknown[] };

/** Google's `gtag`: its arguments object onto the data layer (see above). */
function gtagOn(host: DataLayerHost, ...args: unknown[]): void {
  host.dataLayer ??= [];
  host.dataLayer.push(argumentsOf(...args));
}

/** A real Arguments object holding its arguments: the container reads consent commands only in that form. */
function argumentsOf(..._args: unknown[]): IArguments {
  // The Arguments object itself is the point (not the rest parameter's array).
  return arguments;
}

/** The default, before the container loads: everything denied, whatever is known yet. */
export function pushConsentDefault(host: DataLayerHost): void {
  gtagOn(host, 'consent', 'default', consentModeState(null));
  gtagOn(host, 'set', 'ads_data_redaction', true);
}

/** The visitor's current decision (none: nothing to update). */
export function pushConsentUpdate(host: DataLayerHost, consent: Consent | null): void {
  if (!consent) return;
  gtagOn(host, 'consent', 'update', consentModeState(consent));
  gtagOn(host, 'set', 'ads_data_redaction', !consent.marketing);
}
