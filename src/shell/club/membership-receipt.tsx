// The club confirmation page (/profile/club-membership/receipt/{id}): the membership as the
// backend keeps it, what happens next, and where to go from here. It shows only what the
// member may see: the club, status, dates, delivery, ship-to and the masked card.
import type { ClubMembership } from '../../commerce/types.ts';
import { DeliverySummary } from '../checkout/delivery-summary.tsx';
import { MembershipFacts } from './membership-facts.tsx';
import { buttonClassName } from '../../ui/button/button.tsx';

export function MembershipReceipt({ membership, email, clubDiscountPercentage }: { membership: ClubMembership; email: string | null; clubDiscountPercentage: number }) {
  const running = membership.status !== 'Cancelled';
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
      <MembershipFacts membership={membership} />
      <DeliverySummary
        shipTo={shipTo}
        pickup={membership.delivery === 'pickup'}
        readyFor="each shipment"
        storeBusy={membership.delivery === 'ship' && membership.storeBusy?.includes('shipTo') === true}
      />
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
        <a className={buttonClassName('red')} href="/collection/all">
          Shop with member prices
        </a>
        <a className={buttonClassName('underline')} href="/profile">
          Your account
        </a>
      </p>
    </section>
  );
}
