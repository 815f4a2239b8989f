/** What the sidebar and the checkout page show for a cart with nothing in it. */
export function EmptyCart({ className }: { className: string }) {
  return (
    <div className={className}>
      <p>Your cart is empty.</p>
      <a className="btn btn--red" href="/collection/all">
        Shop our wines
      </a>
    </div>
  );
}
