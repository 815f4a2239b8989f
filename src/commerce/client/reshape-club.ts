// Raw club membership -> the storefront's membership: the club named one way whichever
// shape the backend used, the delivery method in the checkout's words (ship, pickup),
// and no more of the card than its brand, masked number and expiry.
import type { CardSummary, ClubMembership } from '../types.ts';
import type { RawClubMembership, RawCreditCard } from './raw.schema.ts';
import { reshapeAddress } from './reshape-order.ts';

const DELIVERY = { Ship: 'ship', Pickup: 'pickup' } as const;

export function reshapeCard(raw: RawCreditCard): CardSummary {
  const month = String(raw.expiryMo).padStart(2, '0');
  const year = String(raw.expiryYr % 100).padStart(2, '0');
  return { brand: raw.cardBrand, masked: raw.maskedCardNumber, expiry: `${month}/${year}` };
}

export function reshapeClubMembership(raw: RawClubMembership): ClubMembership {
  return {
    id: raw.id,
    status: raw.status,
    club: {
      id: raw.club?.id ?? raw.clubId,
      // The schema refuses a membership with neither title.
      title: raw.club?.title || raw.clubTitle || '',
      slug: raw.club?.slug || null,
    },
    signupDate: raw.signupDate,
    cancelDate: raw.cancelDate || null,
    cancellationReason: raw.cancelDate ? raw.cancellationReason || null : null,
    delivery: raw.orderDeliveryMethod ? DELIVERY[raw.orderDeliveryMethod] : null,
    shipTo: raw.shipTo ? reshapeAddress(raw.shipTo) : null,
    card: raw.creditCard ? reshapeCard(raw.creditCard) : null,
    subscription: raw.subscription ? { frequency: raw.subscription.frequency, nextProcessDate: raw.subscription.nextProcessDate || null } : null,
  };
}
