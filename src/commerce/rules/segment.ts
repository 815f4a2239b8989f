// Two different things share the word "segment" in the storefront spec:
// - the tracking identity's segment (spec 4 "Customer and cart loading": "set the tracking
//   identity with segment club-member or normal"; the roles table: "segment club-member"):
//   `club-member` or `normal`, and "anonymous" for nobody signed in (spec 6: tracking
//   dimensions). These are the original's data-layer values, which a winery's tag-manager
//   triggers match: they never change spelling.
// - the customer segments enumeration (spec 3: "First Time Customer, Club Member, Repeat
//   Customer"): a club member is that first, whatever they bought; otherwise the order count
//   the session keeps in its `orderCount` cookie decides (one order: first time; more:
//   repeat; none: no segment). It rides beside the tracking segment, under its own name.

export const SEGMENTS = ['anonymous', 'normal', 'club-member'] as const;
export type TrackingSegment = (typeof SEGMENTS)[number];

export const CUSTOMER_SEGMENTS = ['First Time Customer', 'Club Member', 'Repeat Customer'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export type SegmentFacts = { signedIn: boolean; clubMember: boolean; orderCount: number | null };

export function trackingSegment({ signedIn, clubMember }: Pick<SegmentFacts, 'signedIn' | 'clubMember'>): TrackingSegment {
  if (!signedIn) return 'anonymous';
  return clubMember ? 'club-member' : 'normal';
}

/** Spec 3's customer segment of a signed-in customer; none before a first order. */
export function customerSegment({ clubMember, orderCount }: Pick<SegmentFacts, 'clubMember' | 'orderCount'>): CustomerSegment | undefined {
  if (clubMember) return 'Club Member';
  const count = orderCount !== null && Number.isFinite(orderCount) ? Math.trunc(orderCount) : 0;
  if (count >= 2) return 'Repeat Customer';
  if (count === 1) return 'First Time Customer';
  return undefined;
}

/** The order count as the `orderCount` cookie holds it (a whole number as text); null when absent or garbled. */
export function orderCountFromCookie(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
