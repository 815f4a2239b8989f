// Club memberships: one by id (limited), a signed-in customer's list, and cancelling one.
// No verb lists the clubs themselves yet: the emulator answers no club route (Commerce7's
// GET /club), and a verb nothing can answer would be untested.
import { RawClubMembershipListSchema, RawClubMembershipSchema } from './client/raw.schema.ts';
import type { CommerceCall } from './client/request.ts';
import { reshapeClubMembership } from './client/reshape-club.ts';
import type { CancellationReason, ClubMembership } from './types.ts';

const segment = encodeURIComponent;

export function createClubs(call: CommerceCall) {
  return {
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
