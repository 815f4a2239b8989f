// The club-join events (storefront spec section 7, "Analytics events pushed to the page data
// layer": clubJoin and wizard steps one to four with isSubscriptionFlow and type; content spec
// section 7's tracked events) for a join the store's wizard did not see: the platform's
// hosted sign-up (production: Commerce7's widget at its club route). No public integration
// shows commerce7.js emitting a browser event for a sign-up (searched: michaelbourne/
// wp-commerce7, storefronts loading commerce7.js; one listens for `c7:cart:updated` and
// `c7:ready`, never a club event; unverified), and the widget pages load no tag manager, so
// the store's club receipt, where the sign-up hands back, reports the join: once per
// membership (a marker in sessionStorage, also set by the wizard when it reported the join
// itself), and only with analytics consent, like every data-layer event.
import { useEffect } from 'react';
import { dataLayerEntry, sendToDataLayer, type DataLayerEvent } from '../../analytics/data-layer.ts';
import type { ConsentGate } from '../../analytics/consent-gate.ts';
import { pageTracker } from '../../analytics/page-tracker.ts';

export type ClubJoinTrackerProps = {
  membershipId: string;
  /** The club's slug, as the wizard reports it. */
  club: string;
  /** The catalogue's membership type (red-wines, cabernet-sauvignon, ...), null when no catalogue entry lists the club. */
  type: string | null;
  isSubscriptionFlow: boolean;
};

/** The marker a reported join leaves in sessionStorage (the wizard sets it too). */
export const clubJoinMarker = (membershipId: string) => `club-join-reported:${membershipId}`;

const STEPS: readonly DataLayerEvent[] = ['wizardStepOne', 'wizardStepTwo', 'wizardStepThree', 'wizardStepFour'];

/**
 * What a hosted sign-up reports, in the wizard's order and payloads: the four steps (the
 * hosted sign-up passed through account, delivery, payment and review to end here) and the
 * join. `hostedSignup` tells them from the wizard's own, whose steps are pushed as they happen.
 */
export function hostedClubJoinEntries({ membershipId, club, type, isSubscriptionFlow }: ClubJoinTrackerProps): Record<string, unknown>[] {
  const common = { isSubscriptionFlow, type, club, hostedSignup: true };
  return [...STEPS.map((event) => dataLayerEntry(event, common)), dataLayerEntry('clubJoin', { ...common, membershipId })].filter((entry): entry is NonNullable<typeof entry> => entry !== null);
}

type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): MarkerStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Marks the membership's join reported; false when it already was. Storage off: reports (twice on a reload is the lesser harm). */
export function claimClubJoinReport(membershipId: string, store: MarkerStore | null = sessionStore()): boolean {
  const key = clubJoinMarker(membershipId);
  try {
    if (store?.getItem(key)) return false;
    store?.setItem(key, '1');
  } catch {
    // Private mode or full storage.
  }
  return true;
}

/** Whether the membership's join was already reported (by the wizard or an earlier visit to the receipt). */
export function clubJoinReported(membershipId: string, store: MarkerStore | null = sessionStore()): boolean {
  try {
    return Boolean(store?.getItem(clubJoinMarker(membershipId)));
  } catch {
    return false;
  }
}

/**
 * Sends a join's events through the consent gate and marks the membership's join reported
 * only when they really go out: a join that consent held back (refused, or undecided when
 * the wizard leaves for the receipt) stays unmarked, so the receipt reports it once the
 * visitor allows analytics. Used by the wizard and by the receipt.
 */
export function reportClubJoinOnce(
  membershipId: string | undefined,
  entries: readonly Record<string, unknown>[],
  { gate = pageTracker(), store = sessionStore(), send = sendToDataLayer }: { gate?: ConsentGate; store?: MarkerStore | null; send?: (entry: Record<string, unknown>) => void } = {},
): void {
  gate.run(() => {
    if (membershipId && !claimClubJoinReport(membershipId, store)) return;
    for (const entry of entries) send(entry);
  });
}

export function ClubJoinTracker(props: ClubJoinTrackerProps) {
  const { membershipId, club, type, isSubscriptionFlow } = props;
  useEffect(() => {
    if (clubJoinReported(membershipId)) return;
    reportClubJoinOnce(membershipId, hostedClubJoinEntries({ membershipId, club, type, isSubscriptionFlow }));
  }, [membershipId, club, type, isSubscriptionFlow]);
  return null;
}
