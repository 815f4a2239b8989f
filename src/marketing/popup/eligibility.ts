// Where and to whom a pop-up may show at all, decided at the edge before any of its
// code reaches the browser (content spec sections 2 and 4): never on an
// excluded URL, checkout or the account pages, never to a signed-in customer who is
// already subscribed (nor to a visitor who signed up through a pop-up here), never while
// the test cookie is set.

/** Spec section 2: the excluded URL fragments when the editor lists none. */
export const DEFAULT_EXCLUDED_URLS: readonly string[] = ['/privacy-policy', '/terms-of-use'];

/** Checkout, the account pages and the club join wizard: flows a pop-up must never interrupt. */
export const POPUP_FREE_PATHS: readonly string[] = ['/checkout', '/profile', '/join'];

/** Spec section 4: "Hidden if a test cookie is set" (automated tests and QA set it). */
export const POPUP_TEST_COOKIE = 'popup_test';

/**
 * Set in the browser when a visitor completes a pop-up sign-up, so the edge stops sending
 * pop-ups to someone who already signed up (the complaint docs/real-services.md records), signed
 * in or not, for a year.
 */
export const POPUP_SIGNED_UP_COOKIE = 'popup_signed_up';
export const SIGNED_UP_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The document.cookie assignment that remembers a sign-up. */
export const signedUpCookie = (secure: boolean) => `${POPUP_SIGNED_UP_COOKIE}=1; Max-Age=${SIGNED_UP_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

const underPath = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Spec section 2: hidden on any page whose path contains an excluded fragment. */
export function isExcludedUrl(pathname: string, excludedUrls: readonly string[]): boolean {
  return excludedUrls.some((fragment) => fragment.trim() !== '' && pathname.includes(fragment.trim()));
}

export type PopupAudience = {
  pathname: string;
  excludedUrls: readonly string[];
  /** The test cookie is present. */
  testCookie: boolean;
  /** The visitor completed a pop-up sign-up in this browser (POPUP_SIGNED_UP_COOKIE). */
  signedUp: boolean;
  /** The signed-in customer, if any. */
  customer: { subscribedToEmail: boolean } | null;
  /** A signed preview (or the page builder's editing frame): an editor is looking, not a shopper. */
  preview?: boolean;
};

export function mayShowPopup({ pathname, excludedUrls, testCookie, signedUp, customer, preview = false }: PopupAudience): boolean {
  // Content spec section 4, "Always open while editing": what the editor's own browser or
  // account did (test cookie, a past sign-up, a subscription) never hides it from them.
  // Where it may show is the page's rule, not the visitor's, and holds in preview too.
  if (!preview) {
    if (testCookie || signedUp) return false;
    if (customer?.subscribedToEmail) return false;
  }
  if (POPUP_FREE_PATHS.some((prefix) => underPath(pathname, prefix))) return false;
  return !isExcludedUrl(pathname, excludedUrls);
}
