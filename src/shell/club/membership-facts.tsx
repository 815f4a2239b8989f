// A club membership's facts as the member may see them, on the club confirmation page and
// in the account: status, dates, delivery, the masked card and a subscription's schedule.
import type { ClubMembership } from '../../commerce/types.ts';
import { STORE_BUSY } from '../../commerce/rules/store-busy.ts';
import { longDate } from '../../ui/date/format.ts';

const STATUS_LABEL: Record<ClubMembership['status'], string> = { Active: 'Active', 'On Hold': 'On hold', Cancelled: 'Cancelled' };

export const membershipStatusLabel = (status: ClubMembership['status']) => STATUS_LABEL[status] ?? status;

export function MembershipFacts({ membership }: { membership: ClubMembership }) {
  const signedUp = longDate(membership.signupDate);
  const cancelled = longDate(membership.cancelDate);
  const nextProcess = longDate(membership.subscription?.nextProcessDate);
  return (
    <dl className="membership-receipt__facts">
      <div>
        <dt>Status</dt>
        <dd>{membershipStatusLabel(membership.status)}</dd>
      </div>
      {signedUp ? (
        <div>
          <dt>Member since</dt>
          <dd>{signedUp}</dd>
        </div>
      ) : null}
      {cancelled ? (
        <div>
          <dt>Cancelled on</dt>
          <dd>{cancelled}</dd>
        </div>
      ) : null}
      {cancelled && membership.cancellationReason ? (
        <div>
          <dt>Reason</dt>
          <dd>{membership.cancellationReason}</dd>
        </div>
      ) : null}
      {membership.delivery ? (
        <div>
          <dt>Delivery</dt>
          <dd>{membership.delivery === 'ship' ? 'Shipped to you' : 'Pick up at the winery'}</dd>
        </div>
      ) : null}
      {membership.card ? (
        <div>
          <dt>Card</dt>
          <dd>{`${membership.card.brand} ${membership.card.masked}${membership.card.expiry ? ` · expires ${membership.card.expiry}` : ''}`}</dd>
        </div>
      ) : membership.storeBusy?.includes('card') ? (
        <div>
          <dt>Card</dt>
          <dd className="store-busy" role="status">
            {STORE_BUSY}
          </dd>
        </div>
      ) : null}
      {membership.subscription ? (
        <div>
          <dt>Schedule</dt>
          <dd>
            {membership.subscription.frequency}
            {nextProcess ? <> · next shipment processed {nextProcess}</> : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
