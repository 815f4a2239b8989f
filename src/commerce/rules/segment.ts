// The tracking identity's segment (storefront spec 4 "Customer and cart loading": "save order
// count to a cookie ... set the tracking identity with segment club-member or normal"; spec 3
// "Customer segments: First Time Customer, Club Member, Repeat Customer"). A club member is
// that first, whatever they bought; otherwise the order count the session keeps in its
// `orderCount` cookie decides: one order is a first-time customer, more a repeat customer,
// none "normal". Nobody signed in is "anonymous" (spec 6: tracking dimensions).

export const SEGMENTS = ['anonymous', 'normal', 'First Time Customer', 'Repeat Customer', 'Club Member'] as const;
export type TrackingSegment = (typeof SEGMENTS)[number];

export type SegmentFacts = { signedIn: boolean; clubMember: boolean; orderCount: number | null };

export function trackingSegment({ signedIn, clubMember, orderCount }: SegmentFacts): TrackingSegment {
  if (!signedIn) return 'anonymous';
  if (clubMember) return 'Club Member';
  const count = orderCount !== null && Number.isFinite(orderCount) ? Math.trunc(orderCount) : 0;
  if (count >= 2) return 'Repeat Customer';
  if (count === 1) return 'First Time Customer';
  return 'normal';
}

/** The order count as the `orderCount` cookie holds it (a whole number as text); null when absent or garbled. */
export function orderCountFromCookie(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
