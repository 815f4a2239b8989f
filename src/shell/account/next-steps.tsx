// The account overview's "what you can do here": orders, the Wine Society (manage it, or
// join it) and, for an order placed as a guest, the lookup. Each links to a page that exists.
export type NextStepsProps = {
  orderCount: number;
  /** Titles of the customer's running memberships. */
  activeClubs: readonly string[];
  clubDiscountPercentage: number;
};

export function AccountNextSteps({ orderCount, activeClubs, clubDiscountPercentage }: NextStepsProps) {
  return (
    <ul className="account-steps" aria-label="In your account">
      <li className="account-steps__item">
        <h2>Orders</h2>
        <p>{orderCount === 0 ? 'No orders yet.' : orderCount === 1 ? 'One order placed.' : `${orderCount} orders placed.`} Every order with its items, delivery and receipt.</p>
        <a href="/profile/orders">See your orders</a>
      </li>
      <li className="account-steps__item">
        <h2>Wine Society</h2>
        {activeClubs.length > 0 ? (
          <>
            <p>{`${activeClubs.join(', ')}. Change delivery, address or card, or cancel.`}</p>
            <a href="/profile/club-membership">Manage your membership</a>
          </>
        ) : (
          <>
            <p>{`Members save ${clubDiscountPercentage}% on every bottle and buy members-only wines.`}</p>
            <a href="/club#choose-your-club">Choose your club</a>
          </>
        )}
      </li>
      <li className="account-steps__item">
        <h2>An order placed as a guest?</h2>
        <p>Find it with the e-mail address and order number.</p>
        <a href="/profile/order-lookup">Find an order</a>
      </li>
    </ul>
  );
}
