// The marketing platform's on-site tracker (Klaviyo's `_learnq` queue). The storefront
// never loads the platform's script with a key; it queues events, which the script takes
// up if a tag manager adds it. Content spec section 7: an 'active on site' event with
// the e-mail once a pop-up has it.

export const ACTIVE_ON_SITE = 'Active on Site';

type TrackerQueue = unknown[][];

declare global {
  interface Window {
    _learnq?: TrackerQueue;
  }
}

/** Queues 'Active on Site' with the visitor's e-mail. */
export function trackActiveOnSite(email: string, target: { _learnq?: TrackerQueue } = globalThis as unknown as Window): void {
  target._learnq ??= [];
  target._learnq.push(['track', ACTIVE_ON_SITE, { email }]);
}
