// Clubs and club memberships: the clubs themselves (by page slug), joining one, one
// membership by id (limited), a signed-in customer's list, and cancelling one.
import { RawClubListSchema, RawClubMembershipListSchema, RawClubMembershipSchema, RawCreatedSchema, type RawClub } from './client/raw.schema.ts';
import { cached } from '../platform/cache/index.ts';
import { CommerceError, type CommerceCall } from './client/request.ts';
import type { ProductCache } from './products.ts';
import { reshapeClubMembership } from './client/reshape-club.ts';
import type { CardToken } from './rules/card-token.schema.ts';
import type { ShipToInput } from './rules/checkout.schema.ts';
import type { CancellationReason, Club, ClubJoinResult, ClubMembership } from './types.ts';

const segment = encodeURIComponent;

export type ClubJoinRequest = {
  club: Club;
  fulfillment: 'ship' | 'pickup';
  shipTo?: ShipToInput | undefined;
  /** The payment gateway's token for the card (never the card itself). */
  payment: CardToken;
  /** Subscription clubs: Commerce7's frequency, e.g. "Every 2 Months". */
  frequency?: string | undefined;
};

const reshapeClub = (raw: RawClub): Club => ({
  id: raw.id,
  title: raw.title,
  slug: raw.slug,
  type: raw.type,
  content: raw.content ?? '',
  available: raw.webStatus === 'Available' && raw.adminStatus === 'Available',
});

export type ClubChangeRequest = {
  fulfillment?: 'ship' | 'pickup' | undefined;
  shipTo?: ShipToInput | undefined;
  payment?: CardToken | undefined;
};

export function createClubs(call: CommerceCall, cache: ProductCache) {
  /**
   * The card step: the gateway's token goes on file with Commerce7's documented body
   * (customer-credit-cards.md); a POST is never retried. A decline is a 422 with its words.
   */
  const putCardOnFile = async (token: string, customerId: string, card: CardToken): Promise<{ ok: true; id: string } | { ok: false; status: 422; message: string }> => {
    const created = await call(
      `customer/${segment(customerId)}/credit-card`,
      RawCreatedSchema,
      {
        method: 'POST',
        token,
        body: {
          cardBrand: card.cardBrand,
          gateway: card.gateway,
          maskedCardNumber: card.maskedCardNumber,
          tokenOnFile: card.tokenOnFile,
          expiryMo: card.expiryMo,
          expiryYr: card.expiryYr,
          cardHolderName: card.cardHolderName,
          isDefault: false,
        },
      },
      { returnBodyOn: [422] },
    );
    if (created.kind === 'rejected-body') return { ok: false, status: 422, message: created.message };
    if (created.kind !== 'ok') throw new CommerceError('The commerce service did not keep the card.', 502);
    return { ok: true, id: created.data.id };
  };

  const putAddressOnFile = async (token: string, customerId: string, shipTo: ShipToInput): Promise<string> => {
    const { phone, ...address } = shipTo;
    const created = await call(`customer/${segment(customerId)}/address`, RawCreatedSchema, {
      method: 'POST',
      token,
      body: { ...address, phone: phone ?? null, countryCode: 'US' },
    });
    if (created.kind !== 'ok') throw new CommerceError('The commerce service did not keep the address.', 502);
    return created.data.id;
  };

  // The same for every visitor and seldom changed: read through the KV cache, like products.
  const list = async (): Promise<Club[]> => {
    const { value } = await cached(cache.deps, 'club:list', cache.policy, RawClubListSchema, async () => {
      const result = await call('club', RawClubListSchema);
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no clubs.', 502);
      return result.data;
    });
    return value.clubs.map(reshapeClub);
  };

  return {
    list,
    /** The club whose slug is a club page's slug; null when there is none. */
    async bySlug(slug: string): Promise<Club | null> {
      return (await list()).find((club) => club.slug === slug) ?? null;
    },
    /**
     * Joins a club for the token's customer, in Commerce7's three calls: the card on file
     * first (a decline stops here with nothing stored), then the ship-to address, then the
     * membership. The card is the gateway's token (the number never reaches the Worker).
     * Refusals come back with the backend's words: 409 already a member,
     * 422 a declined card or a club that will not take the join.
     */
    async join(token: string, customerId: string, request: ClubJoinRequest): Promise<ClubJoinResult> {
      const card = await putCardOnFile(token, customerId, request.payment);
      if (!card.ok) return card;
      const addressId = request.fulfillment === 'ship' && request.shipTo ? await putAddressOnFile(token, customerId, request.shipTo) : null;

      const result = await call(
        'club-membership',
        RawClubMembershipSchema,
        {
          method: 'POST',
          token,
          body: {
            customerId,
            clubId: request.club.id,
            billToCustomerAddressId: addressId,
            shipToCustomerAddressId: addressId,
            customerCreditCardId: card.id,
            orderDeliveryMethod: request.fulfillment === 'ship' ? 'Ship' : 'Pickup',
            signupDate: new Date().toISOString(),
            cancelDate: null,
            ...(request.club.type === 'Subscription' && request.frequency ? { subscription: { frequency: request.frequency } } : {}),
          },
        },
        { returnBodyOn: [409, 422] },
      );
      if (result.kind === 'rejected-body') return { ok: false, status: result.status === 409 ? 409 : 422, message: result.message };
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no membership.', 502);
      return { ok: true, membership: reshapeClubMembership(result.data) };
    },
    /**
     * Changes a running membership's delivery, ship-to address or card: a new card or
     * address is put on file first (a declined card stops there), then only the fields
     * that changed are sent. 422 with the backend's words when it refuses.
     */
    async update(token: string, customerId: string, membershipId: string, change: ClubChangeRequest): Promise<ClubJoinResult> {
      const body: Record<string, unknown> = {};
      if (change.payment) {
        const card = await putCardOnFile(token, customerId, change.payment);
        if (!card.ok) return card;
        body.customerCreditCardId = card.id;
      }
      if (change.shipTo && change.fulfillment !== 'pickup') {
        const addressId = await putAddressOnFile(token, customerId, change.shipTo);
        body.shipToCustomerAddressId = addressId;
        body.billToCustomerAddressId = addressId;
      }
      if (change.fulfillment) body.orderDeliveryMethod = change.fulfillment === 'ship' ? 'Ship' : 'Pickup';
      const result = await call(`club-membership/${segment(membershipId)}`, RawClubMembershipSchema, { method: 'PUT', token, body }, { returnBodyOn: [422] });
      if (result.kind === 'rejected-body') return { ok: false, status: 422, message: result.message };
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no membership.', 502);
      return { ok: true, membership: reshapeClubMembership(result.data) };
    },
    /** A membership by id, without the customer's details; a 404 rejects. */
    async membership(id: string): Promise<ClubMembership | null> {
      const result = await call(`club-membership/${segment(id)}/limited`, RawClubMembershipSchema);
      return result.kind === 'ok' ? reshapeClubMembership(result.data) : null;
    },
    /** The customer's memberships, cancelled ones included, oldest first as the backend lists them. */
    async forCustomer(token: string, customerId: string): Promise<ClubMembership[]> {
      const result = await call(`customer/${segment(customerId)}/club-membership`, RawClubMembershipListSchema, { token });
      return result.kind === 'ok' ? result.data.clubMemberships.map(reshapeClubMembership) : [];
    },
    /**
     * One of the customer's own memberships (the club receipt's owner check): null when the
     * id is not theirs, so another customer's membership reads as not found.
     */
    async ownMembership(token: string, customerId: string, membershipId: string): Promise<ClubMembership | null> {
      const result = await call(`customer/${segment(customerId)}/club-membership`, RawClubMembershipListSchema, { token });
      const mine = result.kind === 'ok' ? result.data.clubMemberships.find((m) => m.id === membershipId) : undefined;
      return mine ? reshapeClubMembership(mine) : null;
    },
    /** Cancels a running membership; the backend answers 422 when it is already cancelled (rejects). */
    async cancel(token: string, customerId: string, membershipId: string, cancellationReason?: CancellationReason): Promise<ClubMembership | null> {
      const result = await call(
        `customer/${segment(customerId)}/club-membership/${segment(membershipId)}/cancel`,
        RawClubMembershipSchema,
        { method: 'PUT', token, body: { cancellationReason } },
      );
      return result.kind === 'ok' ? reshapeClubMembership(result.data) : null;
    },
  };
}
