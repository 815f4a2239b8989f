// The visitor's consent in the browser (the consent seam shared with the analytics code):
// `readConsent()` is the decision every third-party tag waits for, null until the visitor
// has made one; a change dispatches the window event `consent-change`. The decision is
// applied here, never rendered into a page: pages are shared by the edge cache.
import { CONSENT_COOKIE, consentCookie, parseConsent, withPrivacyControl, type Consent } from './record.ts';

export type { Consent } from './record.ts';
export { ACCEPT_ALL, CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_SCRIPT, CONSENT_COOKIE, parseConsent, REJECT_ALL } from './record.ts';
/** The analytics branch's name for the same shape (its stand-in of this module). */
export type ConsentDecision = Consent;

export const CONSENT_CHANGE_EVENT = 'consent-change';

declare global {
  interface Navigator {
    /** Global Privacy Control (w3c/gpc); not in TypeScript's DOM types yet. */
    readonly globalPrivacyControl?: boolean;
  }
  interface WindowEventMap {
    [CONSENT_CHANGE_EVENT]: CustomEvent<Consent | null>;
  }
}

/** Whether the browser sends Global Privacy Control: an opt-out of sale and sharing. */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}

function cookieValue(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${CONSENT_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The visitor's decision, Global Privacy Control applied; null when none was made. */
export function readConsent(): Consent | null {
  return withPrivacyControl(parseConsent(cookieValue()), globalPrivacyControl());
}

/** Calls `listener` with each new decision; returns the unsubscribe. */
export function onConsentChange(listener: (consent: Consent | null) => void): () => void {
  const handler = () => listener(readConsent());
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}

let seen = typeof document === 'undefined' ? undefined : cookieValue();

function announce() {
  seen = cookieValue();
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: readConsent() }));
}

/**
 * Records a decision: the cookie at once (so tags see it now), then the Worker, which
 * sets the same cookie and, for a signed-in customer, keeps it on their account.
 */
export async function saveConsent(choice: Consent): Promise<boolean> {
  const consent = withPrivacyControl(choice, globalPrivacyControl());
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  announce();
  try {
    const response = await fetch('/api/consent', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(consent),
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** After a sign-in the Worker may have set the account's decision: tell the page if it changed. */
export function refreshConsent(): void {
  if (cookieValue() !== seen) announce();
}
