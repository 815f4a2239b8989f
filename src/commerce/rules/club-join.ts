// The rules of joining a club or subscription online and of changing a membership, as pure
// decisions over what the backend said: the join page (/join?club=) and
// /api/club-memberships ask them and only turn the answer into a page or a status.
import type { Club, ClubMembership } from '../types.ts';
import { frequencyOfSlug, type SubscriptionFrequency } from './club-join.schema.ts';

/** A club's page slug as `/join?club=` names it: the slug ClubJoinSchema takes (at most 100 characters). */
export const isClubSlug = (slug: string): boolean => /^[a-z0-9-]{1,100}$/.test(slug);

/** Open for joining online: the backend knows the club and it is available on the web and in the admin. */
export const openForJoining = (club: Club | null | undefined): club is Club => club?.available === true;

/** What a join is refused for, before anything is put on file: the field it is about. */
export type JoinRefusal = 'club' | 'frequency';

/**
 * Whether `club` may be joined as asked, and at which frequency (the club, open, when it may): a subscription's slug names
 * it (…-subscription-2-month), and one the visitor sent must agree; a traditional club has none.
 */
export function joinTerms(
  club: Club | null,
  frequencySent: SubscriptionFrequency | undefined,
): { ok: true; club: Club; frequency: SubscriptionFrequency | null } | { ok: false; refused: JoinRefusal } {
  if (!openForJoining(club)) return { ok: false, refused: 'club' };
  if (club.type !== 'Subscription') return { ok: true, club, frequency: null };
  const frequency = frequencyOfSlug(club.slug);
  if (!frequency || (frequencySent && frequencySent !== frequency)) return { ok: false, refused: 'frequency' };
  return { ok: true, club, frequency };
}

/** Already a member: a membership of this club that is not cancelled (the backend allows one running membership per customer and club). */
export function alreadyMember(club: Pick<Club, 'id'>, memberships: readonly Pick<ClubMembership, 'club' | 'status'>[]): boolean {
  return memberships.some((m) => m.club.id === club.id && m.status !== 'Cancelled');
}

/** What a change of a membership is refused for before it is sent: cancelled, or shipping with no address (or none readable just now). */
export type MembershipChangeRefusal = 'cancelled' | 'storeBusy' | 'address';

/**
 * Why a change of one's own membership cannot be sent, or null. Shipping needs an address:
 * the one sent, or the one the membership already ships to; when that one could not be read
 * (the app-call budget was spent) the store is busy, not the address missing.
 */
export function membershipChangeRefusal(
  own: Pick<ClubMembership, 'status' | 'shipTo' | 'storeBusy'>,
  change: { fulfillment?: 'ship' | 'pickup' | undefined; shipTo?: unknown },
): MembershipChangeRefusal | null {
  if (own.status === 'Cancelled') return 'cancelled';
  if (change.fulfillment !== 'ship' || change.shipTo || own.shipTo) return null;
  return own.storeBusy?.includes('shipTo') ? 'storeBusy' : 'address';
}
