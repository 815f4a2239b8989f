import { customerDisplayName, type SessionCustomer } from '../../commerce/types.ts';
import { island } from '../../ui/island/island.tsx';
import { SignOutButton } from './sign-out-button.tsx';

const SignOutIsland = island('sign-out', SignOutButton);

export type AccountSummaryProps = { customer: SessionCustomer; member: boolean };

/** The top of /profile for a signed-in customer: who they are and their Wine Society status. */
export function AccountSummary({ customer, member }: AccountSummaryProps) {
  return (
    <section className="account-summary" aria-labelledby="account-summary-title">
      <div className="account-summary__inner">
        <div className="account-summary__head">
          <p className="eyebrow">Your account</p>
          <h2 id="account-summary-title" className="account-summary__title">
            {customer.firstName ? `Welcome back, ${customer.firstName}` : 'Welcome back'}
          </h2>
        </div>
        <dl className="account-summary__details">
          {/* A customer who never gave a name (Commerce7 sends null) is shown by e-mail only. */}
          {customer.firstName || customer.lastName ? (
            <div>
              <dt>Name</dt>
              <dd>{customerDisplayName(customer)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Email</dt>
            <dd className="account-summary__email">{customer.email}</dd>
          </div>
          <div>
            <dt>Wine Society status</dt>
            <dd>
              {member ? (
                <span className="account-summary__badge">Active member</span>
              ) : (
                <>
                  <span>Not a member</span> <a href="/club">Join the Wine Society</a>
                </>
              )}
            </dd>
          </div>
        </dl>
        <SignOutIsland />
      </div>
    </section>
  );
}
