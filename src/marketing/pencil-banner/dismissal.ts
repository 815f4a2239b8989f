// Dismissing the pencil banner (content spec sections 4 and 9): remembered for 7 days
// under a key built from the banner's text, so a banner with new words shows again. The
// key is a cookie, so the edge knows and never renders a dismissed banner.
import { boundedMemo } from '../../platform/memo/index.ts';

export const DISMISSAL_DAYS = 7;
export const DISMISSAL_MAX_AGE_SECONDS = DISMISSAL_DAYS * 24 * 60 * 60;
/** Every dismissal cookie's name starts so (the page cache keys on them). */
export const DISMISSAL_COOKIE_PREFIX = 'pencil_banner_';
const PREFIX = DISMISSAL_COOKIE_PREFIX;
const SLUG_LENGTH = 40;

/** FNV-1a, 32 bits: two texts that slug alike ("50% off" and "50 off") still get two keys. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

// Every rendered page asks for the key of the same few banner texts, and NFKD normalisation
// is not free: keys are kept per isolate, a few texts at most (a publish brings a new one).
const keys = boundedMemo<string, string>(32);

/** The dismissal key of a banner text: a readable slug of it and its hash, safe as a cookie name. */
export function dismissalKey(text: string): string {
  return keys.get(text, keyOf);
}

function keyOf(text: string): string {
  const normalized = text.trim().replace(/\s+/g, ' ');
  const slug = normalized
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, SLUG_LENGTH)
    .replace(/_+$/, '');
  return `${PREFIX}${slug ? `${slug}_` : ''}${hash(normalized)}`;
}

/** The document.cookie assignment that remembers a dismissal. */
export function dismissalCookie(key: string, secure: boolean): string {
  return `${key}=1; Max-Age=${DISMISSAL_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
