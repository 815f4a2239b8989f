// The pageview event's payload (storefront spec 7: `pageview`; spec 4: the tracking identity
// with its segment). What a page's URL or title says about one order or membership never
// reaches the tag manager: the receipt and order pages are reported by their template
// (`/profile/order-receipt/`), with a title that names no order (page views carry
// no order id).
import type { SessionSnapshot } from '../commerce/types.ts';
import { type CustomerSegment, trackingSegment, type TrackingSegment } from '../commerce/rules/segment.ts';

/**
 * Paths whose last segment is an order's or a membership's id, and the title reported for
 * them. The receipts match under any first segment: the store's /profile and the widget's
 * own receipts under its profile route (/account/order-receipt/{id}).
 */
const PRIVATE_PAGES = [
  { pattern: /^(\/[a-z0-9-]+\/order-receipt\/)./, title: 'Order receipt' },
  { pattern: /^(\/[a-z0-9-]+\/club-membership\/receipt\/)./, title: 'Club membership receipt' },
  { pattern: /^(\/profile\/orders\/)./, title: 'Order' },
] as const;

export type PageView = { page: { path: string; title: string }; user: { segment: TrackingSegment; customerSegment?: CustomerSegment } };

export function pageViewOf(pathname: string, title: string, session: Pick<SessionSnapshot, 'customer' | 'customerHasActiveClub' | 'segment' | 'customerSegment'>): PageView {
  for (const { pattern, title: template } of PRIVATE_PAGES) {
    const prefix = pattern.exec(pathname)?.[1];
    if (prefix) return { page: { path: prefix, title: template }, user: userOf(session) };
  }
  return { page: { path: pathname, title }, user: userOf(session) };
}

function userOf(session: Pick<SessionSnapshot, 'customer' | 'customerHasActiveClub' | 'customerSegment'>): PageView['user'] {
  // Spec 6: "anonymous" until a customer is known; then spec 4's club-member or normal (one
  // rule: trackingSegment), and spec 3's customer segment beside it.
  const segment = trackingSegment({ signedIn: session.customer !== null, clubMember: session.customerHasActiveClub });
  return session.customer && session.customerSegment ? { segment, customerSegment: session.customerSegment } : { segment };
}
