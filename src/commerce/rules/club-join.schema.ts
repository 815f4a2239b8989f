// Joining a club or subscription (POST /api/club-memberships): the club by its page slug,
// delivery and address with the checkout's fields and messages, the card as the payment
// gateway's token, and for a
// subscription its frequency, which its slug already names (…-subscription-2-month).
import * as v from 'valibot';
import { CANCELLATION_REASONS } from '../types.ts';
import { CardTokenSchema } from './card-token.schema.ts';
import { CHECKOUT_MESSAGES, ShipToSchema } from './checkout.schema.ts';

export const CLUB_JOIN_MESSAGES = {
  club: 'Please choose a club',
  frequency: 'Please choose how often you would like your subscription',
  reason: 'Please choose a reason for cancelling',
  nothingToChange: 'Please change the delivery, the address or the card',
  cancelled: 'A cancelled club membership cannot be changed.',
  notFound: 'Club membership not found.',
  cancelUnavailable: 'We could not cancel your membership just now. Please try again in a few minutes.',
  alreadyMember: 'You are already a member of this club. You can manage your membership in your account.',
  unavailable: 'We could not complete your membership just now. Your details are kept; please try again in a few minutes.',
} as const;

/** Commerce7 frequencies for the subscription intervals of content spec section 9. */
export const SUBSCRIPTION_FREQUENCIES = { 1: 'Monthly', 2: 'Every 2 Months', 3: 'Every 3 Months' } as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[keyof typeof SUBSCRIPTION_FREQUENCIES];

/**
 * Commerce7's subscription.frequency is the number of months as a string ("3",
 * club-memberships.md); the pages say it in words. Unknown months read as "Every N Months".
 */
export function monthsOfFrequency(frequency: SubscriptionFrequency): string {
  const entry = Object.entries(SUBSCRIPTION_FREQUENCIES).find(([, words]) => words === frequency);
  return entry ? entry[0] : '1';
}

export function frequencyOfMonths(months: string): string {
  const known = SUBSCRIPTION_FREQUENCIES[Number(months) as 1 | 2 | 3] as string | undefined;
  return known ?? (/^\d+$/.test(months) ? `Every ${months} Months` : months);
}

/** The frequency a subscription page's slug names, or null for a traditional club's slug. */
export function frequencyOfSlug(slug: string): SubscriptionFrequency | null {
  const months = /-subscription-([123])-month$/.exec(slug)?.[1];
  return months ? SUBSCRIPTION_FREQUENCIES[Number(months) as 1 | 2 | 3] : null;
}

export const ClubJoinSchema = v.pipe(
  v.object({
    club: v.pipe(
      v.optional(v.string(CLUB_JOIN_MESSAGES.club), ''),
      v.trim(),
      v.nonEmpty(CLUB_JOIN_MESSAGES.club),
      v.maxLength(100, CLUB_JOIN_MESSAGES.club),
      v.regex(/^[a-z0-9-]+$/, CLUB_JOIN_MESSAGES.club),
    ),
    fulfillment: v.picklist(['ship', 'pickup'], CHECKOUT_MESSAGES.fulfillment),
    shipTo: v.optional(ShipToSchema),
    // The gateway's token: the card itself never reaches the Worker.
    payment: CardTokenSchema,
    frequency: v.optional(v.picklist(Object.values(SUBSCRIPTION_FREQUENCIES), CLUB_JOIN_MESSAGES.frequency)),
  }),
  // Shipping needs an address; pickup does not.
  v.forward(
    v.check((input) => input.fulfillment === 'pickup' || input.shipTo !== undefined, CHECKOUT_MESSAGES.address),
    ['shipTo'],
  ),
);

export type ClubJoinInput = v.InferOutput<typeof ClubJoinSchema>;

/** Cancelling a membership: one of Commerce7's cancellation reasons. */
export const ClubCancelSchema = v.object({
  reason: v.picklist(CANCELLATION_REASONS, CLUB_JOIN_MESSAGES.reason),
});

/** Changing a membership: any of delivery, ship-to address and card, with the checkout's rules. */
export const ClubChangeSchema = v.pipe(
  v.object({
    fulfillment: v.optional(v.picklist(['ship', 'pickup'], CHECKOUT_MESSAGES.fulfillment)),
    shipTo: v.optional(ShipToSchema),
    payment: v.optional(CardTokenSchema),
  }),
  v.check((input) => Boolean(input.fulfillment || input.shipTo || input.payment), CLUB_JOIN_MESSAGES.nothingToChange),
);
