// What the account tells a member once a change to their membership is saved: in words
// taken from the backend's answer, so it states what is now on file.
import type { ClubMembership } from '../../commerce/types.ts';

export const MEMBERSHIP_MESSAGES = {
  cancelled: 'Your membership is cancelled. Member prices no longer apply from now on.',
  none: 'You are not a Wine Society member yet.',
} as const;

/** The last four digits of a masked card number ("************4242" -> "4242"). */
export const lastFourOf = (masked: string) => masked.replace(/\D/g, '').slice(-4);

export function membershipSaved(change: 'delivery' | 'card', membership: ClubMembership): string {
  if (change === 'card') {
    return membership.card ? `Saved: your ${membership.card.brand} card ending ${lastFourOf(membership.card.masked)} is now on file.` : 'Saved: your new card is on file.';
  }
  if (membership.delivery === 'pickup') return 'Saved: your shipments will wait for you at the winery.';
  const to = membership.shipTo;
  return to ? `Saved: your shipments will go to ${to.address}, ${to.city}, ${to.stateCode} ${to.zipCode}.` : 'Saved: your shipments will be shipped to you.';
}
