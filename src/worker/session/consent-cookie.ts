// The consent cookie, written by the consent route and by sign-in (an account's decision
// becomes the browser's), and read at sign-in.
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, formatConsent, parseConsent, type Consent } from '../../analytics/consent/record.ts';
import { readCookie } from './cookies.ts';

/** The consent cookie of the seam (analytics/consent/record.ts): readable by the browser, a year, Lax. */
export function writeConsentCookie(c: Context, consent: Consent) {
  setCookie(c, CONSENT_COOKIE, formatConsent(consent), {
    path: '/',
    sameSite: 'Lax',
    maxAge: CONSENT_MAX_AGE,
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** The request's valid consent cookie, or null (malformed or another version is no decision). */
export const consentCookieOf = (c: Context) => parseConsent(readCookie(c, CONSENT_COOKIE));
