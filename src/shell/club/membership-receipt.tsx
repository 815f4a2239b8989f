// The club confirmation page (/profile/club-membership/receipt/{id}): the membership as the
// backend keeps it, what happens next, and where to go from here. It shows only what the
// member may see: the club, status, dates, delivery, ship-to and the masked card.
import type { ClubMembership } from '../../commerce/types.ts';
import { DeliverySummary } from '../checkout/delivery-summary.tsx';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

/** A backend date as the receipt shows it; null when it is not a date. */
export function membershipDate(value: string | null | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return DATE.format(new Date(value));
}

const STATUS_LABEL: Record<ClubMembership['status'], string> = { Active: 'Active', 'On Hold': 'On hold', Cancelled: 'Cancelled' };

export function MembershipReceipt({ membership, email, clubDiscountPercentage }: { membership: ClubMembership; email: string | null; clubDiscountPercentage: number }) {
  const running = membership.status !== 'Cancelled';
  const signedUp = membershipDate(membership.signupDate);
  const cancelled = membershipDate(membership.cancelDate);
  const nextProcess = membershipDate(membership.subscription?.nextProcessDate);
  const shipTo = membership.delivery === 'ship' ? membership.shipTo : null;
  return (
    <section className="receipt membership-receipt" aria-labelledby="membership-receipt-title">
      <p className="receipt__eyebrow">{running ? 'Membership confirmed' : 'Membership cancelled'}</p>
      <h1 id="membership-receipt-title" className="receipt__title">
        {running ? 'Welcome to the Wine Society' : 'Your Wine Society membership'}
      </h1>
      <p className="receipt__number">
        <strong>{membership.club.title}</strong>
      </p>
      {running && email ? <p className="receipt__email">{`A confirmation is on its way to ${email}.`}</p> : null}
      <dl className="membership-receipt__facts">
        <div>
          <dt>Status</dt>
          <dd>{STATUS_LABEL[membership.status] ?? membership.status}</dd>
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
        {membership.delivery ? (
          <div>
            <dt>Delivery</dt>
            <dd>{membership.delivery === 'ship' ? 'Shipped to you' : 'Pick up at the winery'}</dd>
          </div>
        ) : null}
        {membership.card ? (
          <div>
            <dt>Card</dt>
            <dd>
              {membership.card.brand} {membership.card.masked}
              {membership.card.expiry ? <> · expires {membership.card.expiry}</> : null}
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
      <DeliverySummary shipTo={shipTo} pickup={membership.delivery === 'pickup'} readyFor="each shipment" />
      {running ? (
        <div className="membership-receipt__next">
          <h2>What happens next</h2>
          <ul>
            <li>{`Your member prices apply now: ${clubDiscountPercentage}% off every bottle whenever you are signed in, and members-only wines are yours to buy.`}</li>
            <li>
              {membership.subscription
                ? 'Your card is charged when each shipment is processed; we e-mail you before it leaves the winery.'
                : 'Your card is charged when each shipment is processed; we e-mail you a preview two weeks before.'}
            </li>
            <li>You can change your delivery, address or card from your account at any time.</li>
          </ul>
        </div>
      ) : null}
      <p className="receipt__actions">
        <a className="btn btn--red" href="/collection/all">
          Shop with member prices
        </a>
        <a className="btn btn--underline" href="/profile">
          Your account
        </a>
      </p>
    </section>
  );
}
