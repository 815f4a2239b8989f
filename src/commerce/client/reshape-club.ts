// Raw club membership -> the storefront's membership: the delivery method in the
// checkout's words (ship, pickup), the subscription's months in the page's words, and,
// when the caller read them by id, the ship-to address and no more of the card than its
// brand, masked number and expiry.
import { frequencyOfMonths } from '../rules/club-join.schema.ts';
import type { Address, CardSummary, ClubMembership } from '../types.ts';
import type { RawClubMembership, RawCreditCard } from './raw.schema.ts';

const DELIVERY = { Ship: 'ship', Pickup: 'pickup' } as const;

export function reshapeCard(raw: RawCreditCard): CardSummary {
  const expiry = raw.expiryMo !== null && raw.expiryYr !== null ? `${String(raw.expiryMo).padStart(2, '0')}/${String(raw.expiryYr % 100).padStart(2, '0')}` : '';
  return { brand: raw.cardBrand, masked: raw.maskedCardNumber, expiry };
}

/** What the membership names by id, read separately (GET customer/{id}/address/{id}, .../credit-card/{id}). */
export type MembershipOnFile = {
  shipTo?: Address | null;
  card?: RawCreditCard | null;
  /** Parts whose read the tenant's app-call budget refused (null above, but not "none"). */
  storeBusy?: ('shipTo' | 'card')[];
};

export function reshapeClubMembership(raw: RawClubMembership, onFile: MembershipOnFile = {}): ClubMembership {
  return {
    id: raw.id,
    status: raw.status,
    club: { id: raw.club.id, title: raw.club.title, slug: raw.club.slug || null },
    signupDate: raw.signupDate,
    cancelDate: raw.cancelDate || null,
    cancellationReason: raw.cancelDate ? raw.cancellationReason || null : null,
    delivery: raw.orderDeliveryMethod ? DELIVERY[raw.orderDeliveryMethod] : null,
    shipTo: raw.orderDeliveryMethod === 'Pickup' ? null : (onFile.shipTo ?? null),
    card: onFile.card ? reshapeCard(onFile.card) : null,
    ...(onFile.storeBusy?.length ? { storeBusy: onFile.storeBusy } : {}),
    subscription: raw.subscription ? { frequency: frequencyOfMonths(raw.subscription.frequency), nextProcessDate: raw.subscription.nextProcessDate || null } : null,
  };
}
