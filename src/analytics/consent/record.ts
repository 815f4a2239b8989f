// The visitor's consent record: one first-party cookie, `consent`, in the format the
// consent and analytics code share (the consent seam): `v1.a<0|1>.m<0|1>.p<0|1>` for
// analytics, marketing (sale and sharing) and personalisation. Anything else, and any
// other version, is no decision: the visitor is asked again rather than guessed about.
// Pure: read by the browser (./index.ts) and by the Worker (PUT /api/consent, sign-in).

export type Consent = { analytics: boolean; marketing: boolean; personalisation: boolean };

export const CONSENT_COOKIE = 'consent';
export const CONSENT_VERSION = 'v1';
/** One year, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

const FORMAT = /^v1\.a([01])\.m([01])\.p([01])$/;

/** The attribute the head script puts on <html> when this browser has no decision: the banner shows from the first paint. */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * A tiny script for the document's head, run before the first paint: marks <html> when the
 * consent cookie holds no decision (the same test as parseConsent), so the server-rendered
 * banner, the same in every shared page, shows at once instead of after hydration.
 */
export const CONSENT_ASK_SCRIPT = `(function(){var m=/(?:^|; )${CONSENT_COOKIE}=([^;]*)/.exec(document.cookie);if(!m||!${FORMAT.toString()}.test(m[1]))document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','')})()`;

/** The decision a cookie value holds, or null for none (absent, malformed, another version). */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = typeof value === 'string' ? FORMAT.exec(value) : null;
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1', personalisation: match[3] === '1' };
}

export function formatConsent(consent: Consent): string {
  const bit = (on: boolean) => (on ? '1' : '0');
  return `${CONSENT_VERSION}.a${bit(consent.analytics)}.m${bit(consent.marketing)}.p${bit(consent.personalisation)}`;
}

/**
 * Global Privacy Control (the `Sec-GPC: 1` header, `navigator.globalPrivacyControl`) is a
 * valid opt-out of sale and sharing under the CCPA regulations (§ 7025): it turns
 * marketing off whatever the record says; it decides nothing about the other purposes.
 */
export function withPrivacyControl<T extends Consent | null>(consent: T, gpc: boolean): T {
  if (!consent || !gpc) return consent;
  return { ...consent, marketing: false };
}

/** The header's value means GPC only when it is exactly "1" (the GPC specification). */
export const isGpcHeader = (value: string | null | undefined): boolean => value?.trim() === '1';

export const ACCEPT_ALL: Consent = { analytics: true, marketing: true, personalisation: true };
export const REJECT_ALL: Consent = { analytics: false, marketing: false, personalisation: false };

/** The cookie's attributes (the seam): readable by the browser, sent on same-site navigations. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${formatConsent(consent)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
