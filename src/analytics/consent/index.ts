// The visitor's consent decision, read in the browser (the consent seam shared with the
// consent preferences UI). MINIMAL VERSION written by the analytics branch with exactly the
// seam's API; the consent branch owns this folder and its version replaces this one.
// Cookie `consent` = `v1.a<0|1>.m<0|1>.p<0|1>` (analytics, marketing, personalisation);
// anything else, or another version, is no decision.

export type ConsentDecision = { analytics: boolean; marketing: boolean; personalisation: boolean };

export const CONSENT_COOKIE = 'consent';
export const CONSENT_CHANGE_EVENT = 'consent-change';

const VALUE = /^v1\.a([01])\.m([01])\.p([01])$/;

/** The decision a cookie value holds, or null for none (malformed, another version). */
export function parseConsent(value: string | undefined | null): ConsentDecision | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  return { analytics: match[1] === '1', marketing: match[2] === '1', personalisation: match[3] === '1' };
}

/** The cookie's value in a `document.cookie` string. */
function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The visitor's decision, or null until there is one. */
export function readConsent(): ConsentDecision | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(cookieValue(document.cookie, CONSENT_COOKIE));
}

/** Calls the listener on every change of decision (the `consent-change` window event); returns the unsubscribe. */
export function onConsentChange(listener: (decision: ConsentDecision | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handle = () => listener(readConsent());
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}
