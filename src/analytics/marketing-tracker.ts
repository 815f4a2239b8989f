// The marketing platform's on-site tracker (Klaviyo's `_learnq` queue). The storefront
// never loads the platform's script with a key; it queues events, which the script takes
// up if a tag manager adds it. Content spec section 7: an 'active on site' event with
// the e-mail once a pop-up has it. It waits for analytics consent as the data layer does.
import { pageTracker } from './page-tracker.ts';

export const ACTIVE_ON_SITE = 'Active on Site';

type TrackerQueue = unknown[][];

declare global {
  interface Window {
    _learnq?: TrackerQueue;
  }
}

/** Appends 'Active on Site' with the visitor's e-mail to the tracker's queue. */
export function queueActiveOnSite(email: string, target: { _learnq?: TrackerQueue } = globalThis as unknown as Window): void {
  target._learnq ??= [];
  target._learnq.push(['track', ACTIVE_ON_SITE, { email }]);
}

/** Queues 'Active on Site' once analytics is allowed (dropped if it is refused). */
export function trackActiveOnSite(email: string): void {
  pageTracker().run(() => queueActiveOnSite(email));
}
