// The consent seam (helper brief, "Consent seam"): a minimal version with exactly the agreed
// API, so the vitals reporter can wait for the visitor's decision. The consent helper owns
// this folder and replaces this file on merge. Cookie `consent` = `v1.a<0|1>.m<0|1>.p<0|1>`
// (analytics, marketing, personalisation); anything else, or another version, is no decision.

export type Consent = { analytics: boolean; marketing: boolean; personalisation: boolean };

export const CONSENT_COOKIE = 'consent';
export const CONSENT_CHANGE_EVENT = 'consent-change';

const VALUE = /^v1\.a([01])\.m([01])\.p([01])$/;

/** The decision a cookie value holds, or null when it holds none (malformed, other version). */
export function parseConsent(value: string | undefined | null): Consent | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1', personalisation: match[3] === '1' };
}

/** The visitor's decision from the `consent` cookie, or null before one exists. Browser only. */
export function readConsent(): Consent | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return parseConsent(value);
  }
  return null;
}

/** Calls `listener` with the new decision on every `consent-change`; returns the unsubscribe. */
export function onConsentChange(listener: (consent: Consent | null) => void): () => void {
  const handler = () => listener(readConsent());
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}
