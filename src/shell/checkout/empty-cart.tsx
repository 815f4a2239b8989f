import { buttonClassName } from '../../ui/button/button.tsx';
/** What the sidebar and the checkout page show for a cart with nothing in it. */
export function EmptyCart({ className }: { className: string }) {
  return (
    <div className={className}>
      <p>Your cart is empty.</p>
      <a className={buttonClassName('red')} href="/collection/all">
        Shop our wines
      </a>
    </div>
  );
}
