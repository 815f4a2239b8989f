import { useAtomValue } from 'jotai';
import { cartAtom, cartCountAtom } from '../../client/state/session.atoms.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { formatCents } from '../../ui/money/format.ts';

/** The sliding cart. Adding, changing and removing items arrive with the cart issue. */
export function CartSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const cart = useAtomValue(cartAtom);
  const count = useAtomValue(cartCountAtom);
  const titleId = 'cart-sidebar-title';
  const items = cart?.items ?? [];
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="cart-sidebar">
      <div className="cart-sidebar__head">
        <h2 id={titleId}>{`Your Cart (${count})`}</h2>
        <button type="button" className="icon-button" aria-label="Close sidebar cart" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {items.length === 0 ? (
        <div className="cart-sidebar__empty">
          <p>Your cart is empty.</p>
          <a className="btn btn--red" href="/collection/all">
            Shop our wines
          </a>
        </div>
      ) : (
        <>
          <ul className="cart-sidebar__items">
            {items.map((item) => (
              <li key={item.sku}>
                <span className="cart-sidebar__title">{item.productTitle}</span>
                <span>Qty {item.quantity}</span>
                <span>{formatCents(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="cart-sidebar__subtotal">
            Subtotal <strong>{formatCents(cart?.total ?? 0)}</strong>
          </p>
        </>
      )}
    </Dialog>
  );
}
