// Clubs and club memberships: the clubs themselves (by page slug), joining one, one
// membership by id (limited), a signed-in customer's list, and cancelling one.
// Commerce7's app endpoints (auth 'app': the club list, cards and addresses on file,
// creating, reading and changing a membership) are called only from the Worker, for the
// customer the session's token proved; the spec's storefront calls (the customer's list,
// cancelling, the limited read) carry the customer's token. A membership names its
// address and card by id: they are read by id where a page shows them.
import {
  RawClubListSchema,
  RawClubMembershipListSchema,
  RawClubMembershipSchema,
  RawCreatedSchema,
  RawCreditCardSchema,
  RawCustomerAddressSchema,
  type RawClub,
  type RawClubMembership,
  type RawCreditCard,
} from './client/raw.schema.ts';
import { cached } from '../platform/cache/index.ts';
import { CommerceError, isStoreBusy, type CommerceCall } from './client/request.ts';
import type { ProductCache } from './products.ts';
import { reshapeClubMembership, type MembershipOnFile } from './client/reshape-club.ts';
import { reshapeAddress } from './client/reshape-order.ts';
import type { CardToken } from './rules/card-token.schema.ts';
import { monthsOfFrequency, type SubscriptionFrequency } from './rules/club-join.schema.ts';
import type { ShipToInput } from './rules/checkout.schema.ts';
import type { Address, CancellationReason, Club, ClubJoinResult, ClubMembership } from './types.ts';

const segment = encodeURIComponent;

export type ClubJoinRequest = {
  club: Club;
  fulfillment: 'ship' | 'pickup';
  shipTo?: ShipToInput | undefined;
  /** The payment gateway's token for the card (never the card itself). */
  payment: CardToken;
  /** Subscription clubs: the page's words, e.g. "Every 2 Months" (sent to Commerce7 as months, "2"). */
  frequency?: SubscriptionFrequency | undefined;
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

/** Commerce7: a subscription's first processing date is two days after sign-up (docs/real-services.md). */
const FIRST_PROCESSING_DELAY_MS = 2 * 24 * 60 * 60 * 1000;

/** How a write of a change takes the app-call budget: the first books the change's calls, the rest are booked. */
type BudgetBooking = { budgetCalls: number } | { budgetAs: 'booked' };
const BOOKED = { budgetAs: 'booked' } as const;

export function createClubs(call: CommerceCall, cache: ProductCache, report: (error: unknown, context: Record<string, string>) => void, sendTransactionEmail = true) {
  /**
   * The card step: the gateway's token goes on file with Commerce7's documented body
   * (customer-credit-cards.md), an app call; a POST is never retried. A decline is a 422
   * with its words. The create answers with the credit-card object: kept for the join's answer.
   */
  const putCardOnFile = async (
    customerId: string,
    payment: CardToken,
    booking: BudgetBooking,
  ): Promise<{ ok: true; id: string; card: RawCreditCard } | { ok: false; status: 422; message: string }> => {
    const card = await call(
      `customer/${segment(customerId)}/credit-card`,
      RawCreditCardSchema,
      {
        method: 'POST',
        auth: 'app',
        body: {
          cardBrand: payment.cardBrand,
          gateway: payment.gateway,
          maskedCardNumber: payment.maskedCardNumber,
          tokenOnFile: payment.tokenOnFile,
          expiryMo: payment.expiryMo,
          expiryYr: payment.expiryYr,
          cardHolderName: payment.cardHolderName,
          isDefault: false,
        },
        ...booking,
      },
      { returnBodyOn: [422] },
    );
    if (card.kind === 'rejected-body') return { ok: false, status: 422, message: card.message };
    if (card.kind !== 'ok') throw new CommerceError('The commerce service did not keep the card.', 502);
    return { ok: true, id: card.data.id, card: card.data };
  };

  const putAddressOnFile = async (customerId: string, shipTo: ShipToInput, booking: BudgetBooking): Promise<string> => {
    const { phone, ...address } = shipTo;
    const created = await call(`customer/${segment(customerId)}/address`, RawCreatedSchema, {
      method: 'POST',
      auth: 'app',
      body: { ...address, phone: phone ?? null, countryCode: 'US' },
      ...booking,
    });
    if (created.kind !== 'ok') throw new CommerceError('The commerce service did not keep the address.', 502);
    return created.data.id;
  };

  // The same for every visitor and seldom changed: read through the KV cache, like products.
  const list = async (): Promise<Club[]> => {
    const { value } = await cached(cache.deps, 'club:list', cache.policy, RawClubListSchema, async () => {
      const result = await call('club', RawClubListSchema, { auth: 'app' });
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no clubs.', 502);
      return result.data;
    });
    return value.clubs.map(reshapeClub);
  };

  /**
   * The ship-to address and card a membership names by id, read by id (app calls). Either
   * failing leaves that part out (reported), never the page; one the app-call budget refused
   * is named in `storeBusy`, so the page says the store is busy where it would be.
   */
  const onFile = async (raw: RawClubMembership): Promise<MembershipOnFile> => {
    const customer = segment(raw.customerId);
    const storeBusy: ('shipTo' | 'card')[] = [];
    const read = async <T>(what: 'shipTo' | 'card', load: () => Promise<T | null>): Promise<T | null> => {
      try {
        return await load();
      } catch (error) {
        if (isStoreBusy(error)) storeBusy.push(what);
        else report(error, { section: 'commerce', call: `membership ${what === 'shipTo' ? 'address' : 'card'} by id` });
        return null;
      }
    };
    const [address, card] = await Promise.all([
      raw.shipToCustomerAddressId && raw.orderDeliveryMethod !== 'Pickup'
        ? read('shipTo', async () => {
            const result = await call(`customer/${customer}/address/${segment(raw.shipToCustomerAddressId!)}`, RawCustomerAddressSchema, { auth: 'app' });
            return result.kind === 'ok' ? result.data : null;
          })
        : null,
      raw.customerCreditCardId
        ? read('card', async () => {
            const result = await call(`customer/${customer}/credit-card/${segment(raw.customerCreditCardId!)}`, RawCreditCardSchema, { auth: 'app' });
            return result.kind === 'ok' ? result.data : null;
          })
        : null,
    ]);
    return { shipTo: address ? reshapeAddress(address) : null, card, ...(storeBusy.length ? { storeBusy } : {}) };
  };
  const withOnFile = async (raw: RawClubMembership) => reshapeClubMembership(raw, await onFile(raw));
  /** The customer's memberships as the storefront call lists them (customer token). */
  const rawForCustomer = async (token: string, customerId: string) => {
    const result = await call(`customer/${segment(customerId)}/club-membership`, RawClubMembershipListSchema, { auth: 'customer', token });
    return result.kind === 'ok' ? result.data.clubMemberships : [];
  };
  return {
    list,
    /** The club whose slug is a club page's slug; null when there is none. */
    async bySlug(slug: string): Promise<Club | null> {
      return (await list()).find((club) => club.slug === slug) ?? null;
    },
    /**
     * Joins a club for the signed-in customer (the id their token proved), in Commerce7's three calls: the card on file
     * first (a decline stops here with nothing stored), then the ship-to address, then the
     * membership. The card is the gateway's token (the number never reaches the Worker).
     * Refusals come back with the backend's words: 409 already a member,
     * 422 a declined card or a club that will not take the join.
     */
    async join(customerId: string, request: ClubJoinRequest): Promise<ClubJoinResult> {
      const shipsToAddress = request.fulfillment === 'ship' && request.shipTo !== undefined;
      // The join's writes (card, address, membership) are booked together with the first.
      const card = await putCardOnFile(customerId, request.payment, { budgetCalls: shipsToAddress ? 3 : 2 });
      if (!card.ok) return card;
      const addressId = shipsToAddress && request.shipTo ? await putAddressOnFile(customerId, request.shipTo, BOOKED) : null;
      const signupDate = new Date();
      const result = await call(
        'club-membership',
        RawClubMembershipSchema,
        {
          method: 'POST',
          auth: 'app',
          ...BOOKED,
          body: {
            customerId,
            clubId: request.club.id,
            // A pickup join has no address to send: the fields are left out, never null.
            ...(addressId ? { billToCustomerAddressId: addressId, shipToCustomerAddressId: addressId } : {}),
            customerCreditCardId: card.id,
            orderDeliveryMethod: request.fulfillment === 'ship' ? 'Ship' : 'Pickup',
            signupDate: signupDate.toISOString(),
            cancelDate: null,
            // club-memberships.md: frequency in months as a string, and the first processing date.
            ...(request.club.type === 'Subscription' && request.frequency
              ? { subscription: { frequency: monthsOfFrequency(request.frequency), nextProcessDate: new Date(signupDate.getTime() + FIRST_PROCESSING_DELAY_MS).toISOString() } }
              : {}),
            // club-memberships.md names the e-mail switch twice: isSendEmailConfirmation on the
            // traditional club's create, isSendTransactionEmail on the subscription's. The winery
            // chooses (COMMERCE_SEND_TRANSACTION_EMAIL); both are sent, as the docs leave it open.
            isSendEmailConfirmation: sendTransactionEmail,
            isSendTransactionEmail: sendTransactionEmail,
          },
        },
        { returnBodyOn: [409, 422] },
      );
      if (result.kind === 'rejected-body') return { ok: false, status: result.status === 409 ? 409 : 422, message: result.message };
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no membership.', 502);
      // The card and address were just put on file: shown from what was sent and answered, no read by id.
      const shipTo = request.fulfillment === 'ship' && request.shipTo ? { ...request.shipTo, address2: request.shipTo.address2 || null } : null;
      const { phone: _phone, ...address } = shipTo ?? { phone: undefined };
      return { ok: true, membership: reshapeClubMembership(result.data, { shipTo: shipTo ? (address as Address) : null, card: card.card }) };
    },
    /**
     * Changes a running membership's delivery, ship-to address or card: a new card or
     * address is put on file first (a declined card stops there), then only the fields
     * that changed are sent. 422 with the backend's words when it refuses.
     */
    async update(customerId: string, membershipId: string, change: ClubChangeRequest): Promise<ClubJoinResult | null> {
      // An app may change any membership: the Worker makes sure it is this customer's.
      // Part of the change: it takes the write's share of the budget (waits its turn with it),
      // booking the change's writes with it: a new card, a new address, the membership's PUT.
      const budgetCalls = 2 + (change.payment ? 1 : 0) + (change.shipTo && change.fulfillment !== 'pickup' ? 1 : 0);
      const current = await call(`club-membership/${segment(membershipId)}`, RawClubMembershipSchema, { auth: 'app', budgetAs: 'write', budgetCalls }, { emptyOn404: true });
      if (current.kind !== 'ok' || current.data.customerId !== customerId) return null;
      const body: Record<string, unknown> = {};
      if (change.payment) {
        const card = await putCardOnFile(customerId, change.payment, BOOKED);
        if (!card.ok) return card;
        body.customerCreditCardId = card.id;
      }
      if (change.shipTo && change.fulfillment !== 'pickup') {
        const addressId = await putAddressOnFile(customerId, change.shipTo, BOOKED);
        body.shipToCustomerAddressId = addressId;
        body.billToCustomerAddressId = addressId;
      }
      if (change.fulfillment) body.orderDeliveryMethod = change.fulfillment === 'ship' ? 'Ship' : 'Pickup';
      const result = await call(`club-membership/${segment(membershipId)}`, RawClubMembershipSchema, { method: 'PUT', auth: 'app', body, ...BOOKED }, { returnBodyOn: [422] });
      if (result.kind === 'rejected-body') return { ok: false, status: 422, message: result.message };
      if (result.kind !== 'ok') throw new CommerceError('The commerce service sent no membership.', 502);
      return { ok: true, membership: await withOnFile(result.data) };
    },
    /** A membership by id, without the customer's details; a 404 rejects. */
    async membership(id: string): Promise<ClubMembership | null> {
      const result = await call(`club-membership/${segment(id)}/limited`, RawClubMembershipSchema);
      return result.kind === 'ok' ? reshapeClubMembership(result.data) : null;
    },
    /** The customer's memberships, cancelled ones included, oldest first as the backend lists them. */
    async forCustomer(token: string, customerId: string): Promise<ClubMembership[]> {
      return Promise.all((await rawForCustomer(token, customerId)).map(withOnFile));
    },
    /** The same list without the address and card (no app calls): for checks that do not show them. */
    async summariesForCustomer(token: string, customerId: string): Promise<ClubMembership[]> {
      return (await rawForCustomer(token, customerId)).map((raw) => reshapeClubMembership(raw));
    },
    /**
     * One of the customer's own memberships (the club receipt's owner check): null when the
     * id is not theirs, so another customer's membership reads as not found.
     */
    async ownMembership(token: string, customerId: string, membershipId: string): Promise<ClubMembership | null> {
      const mine = (await rawForCustomer(token, customerId)).find((m) => m.id === membershipId);
      return mine ? withOnFile(mine) : null;
    },
    /** Cancels a running membership; the backend answers 422 when it is already cancelled (rejects). */
    async cancel(token: string, customerId: string, membershipId: string, cancellationReason?: CancellationReason): Promise<ClubMembership | null> {
      const result = await call(`customer/${segment(customerId)}/club-membership/${segment(membershipId)}/cancel`, RawClubMembershipSchema, {
        method: 'PUT',
        auth: 'customer',
        token,
        body: { cancellationReason },
      });
      return result.kind === 'ok' ? withOnFile(result.data) : null;
    },
  };
}
