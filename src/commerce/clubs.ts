// Club memberships: one by id (limited), a signed-in customer's list, and cancelling one.
import * as v from 'valibot';
import { RawClubMembershipSchema } from './client/raw.schema.ts';
import type { CommerceCall } from './client/request.ts';

const MembershipsSchema = v.object({ clubMemberships: v.array(RawClubMembershipSchema) });
const segment = encodeURIComponent;

export function createClubs(call: CommerceCall) {
  return {
    async membership(id: string) {
      const result = await call(`club-membership/${segment(id)}/limited`, RawClubMembershipSchema);
      return result.kind === 'ok' ? result.data : null;
    },
    async forCustomer(token: string, customerId: string) {
      const result = await call(`customer/${segment(customerId)}/club-membership`, MembershipsSchema, { token });
      return result.kind === 'ok' ? result.data.clubMemberships : [];
    },
    async cancel(token: string, customerId: string, membershipId: string, cancellationReason?: string) {
      const result = await call(
        `customer/${segment(customerId)}/club-membership/${segment(membershipId)}/cancel`,
        RawClubMembershipSchema,
        { method: 'PUT', token, body: { cancellationReason } },
      );
      return result.kind === 'ok' ? result.data : null;
    },
  };
}
