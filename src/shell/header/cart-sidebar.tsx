// The sliding cart (storefront spec 2 "Modals and panels", 4 "Cart sidebar", "Quantity in
// update mode", "Removing an item"). The generic Dialog gives Escape, background click,
// focus trap and scroll lock; every way of closing saves the gift message first. The
// header names its cart button as where focus returns once the sidebar has closed.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { leaveForWidgetAtom, refreshCartAtom, removeCartItemAtom, saveGiftMessageAtom, updateCartItemAtom, type CartChangeOutcome } from '../../state/cart.actions.ts';
import { widgetLinksAtom, type WidgetCartPage, type WidgetLinks } from '../../state/widget-links.atoms.ts';
import { isPlainClick } from '../../ui/link/plain-click.ts';
import { cartAtom, cartCountAtom, cartUnavailableAtom, isCartDisabledAtom } from '../../state/session.atoms.ts';
import { cardImageSrc } from '../../catalogue/image.ts';
import { DEFAULT_QUANTITY_LIMIT, updateModeChange } from '../../commerce/rules/quantity.ts';
import type { CartItem } from '../../commerce/types.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { Img } from '../../ui/image/img.tsx';
import { DEFAULT_IMAGE_SETTINGS } from '../../ui/image/renditions.ts';
import { formatCents } from '../../ui/money/format.ts';
import { EmptyCart } from '../checkout/empty-cart.tsx';
import { QuantitySelector } from '../../ui/quantity-selector/quantity-selector.tsx';
import { beginCheckoutPayload, cartSavings, GIFT_MESSAGE_MAX, giftMessageChanged, lineControlId, lineTotals, removeFromCartPayload, viewCartPayload } from './cart-sidebar.rules.ts';
import { buttonClassName } from '../../ui/button/button.tsx';

const ID = 'cart-sidebar';
/**
 * Commerce7's widget pages for the cart and checkout (state/widget-links.atoms.ts). The full
 * cart page, with the cart-page update variant of the add-to-cart form, is the widget's
 * (docs/storefront.md, "The cart page and the hosted club sign-up's events").
 */
export type { WidgetLinks };
export const CART_UNAVAILABLE = 'We could not load your cart just now. Your cart is saved; please try again in a moment.';

export type CartSidebarProps = { open: boolean; onClose: () => void; returnFocusTo?: () => HTMLElement | null };

export function CartSidebar({ open, onClose, returnFocusTo }: CartSidebarProps) {
  const links = useAtomValue(widgetLinksAtom);
  const cart = useAtomValue(cartAtom);
  const count = useAtomValue(cartCountAtom);
  const disabled = useAtomValue(isCartDisabledAtom);
  const unavailable = useAtomValue(cartUnavailableAtom);
  const refreshCart = useSetAtom(refreshCartAtom);
  const removeItem = useSetAtom(removeCartItemAtom);
  const updateItem = useSetAtom(updateCartItemAtom);
  const saveGiftMessage = useSetAtom(saveGiftMessageAtom);
  const leaveForWidget = useSetAtom(leaveForWidgetAtom);
  const [message, setMessage] = useState('');
  const savedGift = cart?.giftMessage ?? '';
  const [gift, setGift] = useState(savedGift);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The header mounts the sidebar when it first opens (its own file): that is an opening too.
  const wasOpen = useRef(false);

  // The stored message wins whenever the server's changes (a save, another tab's cart).
  useEffect(() => setGift(savedGift), [savedGift]);

  useEffect(() => {
    // Spec 4: opening reports the cart to tracking; a stale error does not greet the shopper.
    if (open && !wasOpen.current) {
      pushDataLayer('view_cart', viewCartPayload(cart));
      setMessage('');
    }
    wasOpen.current = open;
    // Only the opening matters: the cart as it is at that moment is what is reported.
  }, [open]);

  const close = () => {
    // Spec 4: every way of closing saves the gift message (the action skips an unchanged one).
    if (cart) void saveGiftMessage(gift);
    onClose();
  };

  /** Runs one cart call: clears the alert, shows the failure, keeps focus inside the sidebar. */
  const run = async (task: () => Promise<CartChangeOutcome>): Promise<CartChangeOutcome> => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMessage('');
    const outcome = await task();
    if (!outcome.ok) setMessage(outcome.message);
    // Disabled controls and removed lines drop focus; once the cart has re-rendered, put it back.
    setTimeout(() => {
      const panel = panelRef.current;
      if (!panel || !panel.closest('dialog')?.open || panel.contains(document.activeElement)) return;
      if (focused && panel.contains(focused) && !(focused as HTMLButtonElement).disabled) focused.focus();
      else titleRef.current?.focus();
    }, 0);
    return outcome;
  };

  const remove = async (item: CartItem) => {
    const outcome = await run(() => removeItem(item.sku));
    if (outcome.ok) pushDataLayer('removeFromCart', removeFromCartPayload(item));
  };

  const update = async (item: CartItem, quantity: number) => {
    if (quantity < 1) return remove(item);
    await run(() => updateItem({ sku: item.sku, quantity }));
  };

  /**
   * Checkout and View cart leave the store for the widget's pages: the gift message reaches
   * the cart first (spec 4, as every way of leaving the sidebar does). A click that opens a
   * new tab leaves this page as it is, and saves the message beside it.
   */
  const leave = (to: WidgetCartPage) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    if (to === 'checkout') pushDataLayer('beginCheckout', beginCheckoutPayload(cart));
    if (!cart || !giftMessageChanged(gift, cart.giftMessage)) return;
    if (!isPlainClick(event)) {
      void saveGiftMessage(gift);
      return;
    }
    event.preventDefault();
    void leaveForWidget({ to, giftMessage: gift });
  };

  const items = cart?.items ?? [];
  const titleId = `${ID}-title`;
  const giftId = `${ID}-gift-message`;
  const giftCountId = `${ID}-gift-message-count`;
  const savings = cart ? cartSavings(cart) : 0;

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className="cart-sidebar" returnFocusTo={returnFocusTo}>
      <div ref={panelRef} className="cart-sidebar__frame">
        <div className="cart-sidebar__head">
          <h2 id={titleId} ref={titleRef} tabIndex={-1}>{`Your Cart (${count})`}</h2>
          <button type="button" className="icon-button cart-sidebar__close" aria-label="Close sidebar cart" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="cart-sidebar__body" aria-busy={disabled}>
          <p className="cart-sidebar__alert" role="alert">
            {message}
          </p>
          {!cart && unavailable ? (
            // The cart could not be read: it is unknown, not empty.
            <div className="cart-sidebar__empty">
              <p>{CART_UNAVAILABLE}</p>
              <button type="button" className={buttonClassName('red')} disabled={disabled} onClick={() => void refreshCart()}>
                Try again
              </button>
            </div>
          ) : items.length === 0 ? (
            <EmptyCart className="cart-sidebar__empty" />
          ) : (
            <>
              <ul className="cart-sidebar__items">
                {items.map((item) => (
                  <CartLine key={item.sku} item={item} disabled={disabled} onRemove={remove} onUpdate={update} />
                ))}
              </ul>
              <div className="cart-sidebar__gift">
                <label htmlFor={giftId}>Gift message</label>
                <textarea
                  id={giftId}
                  rows={3}
                  maxLength={GIFT_MESSAGE_MAX}
                  value={gift}
                  aria-describedby={giftCountId}
                  onChange={(event) => setGift(event.currentTarget.value.slice(0, GIFT_MESSAGE_MAX))}
                />
                <p id={giftCountId} className="cart-sidebar__gift-count">{`${gift.length} / ${GIFT_MESSAGE_MAX} characters`}</p>
              </div>
            </>
          )}
        </div>
        {items.length > 0 && cart ? (
          <div className="cart-sidebar__foot">
            <dl className="cart-sidebar__totals">
              <div>
                <dt>Subtotal</dt>
                <dd>{formatCents(cart.subTotal)}</dd>
              </div>
              {savings > 0 ? (
                <div className="cart-sidebar__savings">
                  <dt>You save</dt>
                  <dd>{formatCents(savings)}</dd>
                </div>
              ) : null}
              {cart.total !== cart.subTotal ? (
                <div className="cart-sidebar__total">
                  <dt>Total</dt>
                  <dd>{formatCents(cart.total)}</dd>
                </div>
              ) : null}
            </dl>
            <a className={`${buttonClassName('red')} cart-sidebar__checkout`} href={links.checkout} aria-disabled={disabled || undefined} onClick={leave('checkout')}>
              Checkout
            </a>
            <a className={`${buttonClassName('underline')} cart-sidebar__view-cart`} href={links.cart} aria-disabled={disabled || undefined} onClick={leave('cart')}>
              View cart
            </a>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

type CartLineProps = {
  item: CartItem;
  disabled: boolean;
  onRemove: (item: CartItem) => Promise<void>;
  onUpdate: (item: CartItem, quantity: number) => Promise<void>;
};

/** One line: image, title, quantity in update mode, line price (member price with the compare price struck), Remove. */
function CartLine({ item, disabled, onRemove, onUpdate }: CartLineProps) {
  // The shopper's unsent quantity; null follows the cart.
  const [draft, setDraft] = useState<number | null>(null);
  const value = draft ?? item.quantity;
  const pending = draft !== null && draft !== item.quantity;
  const totals = lineTotals(item);

  const submit = (quantity: number) => {
    setDraft(quantity);
    void onUpdate(item, quantity).finally(() => setDraft(null));
  };

  const change = (next: number) => {
    if (disabled) return;
    // Spec 4: from 1 to 0 removes, 2 to 1 submits at once, anything else waits for "Update".
    switch (updateModeChange(value, next)) {
      case 'remove':
        setDraft(0);
        void onRemove(item).finally(() => setDraft(null));
        return;
      case 'submit':
        submit(next);
        return;
      default:
        setDraft(next);
    }
  };

  return (
    <li className={`cart-line${item.image ? '' : ' cart-line--no-image'}`}>
      {item.image ? (
        <div className="cart-line__media">
          {/* Rendered in the browser too, which knows no deployment settings: this site's images only, the same on both sides. */}
          <Img src={cardImageSrc(item.image)} alt="" kind="product" sizes="72px" width={72} height={96} loading="lazy" settings={DEFAULT_IMAGE_SETTINGS} />
        </div>
      ) : null}
      <div className="cart-line__main">
        <h3 className="cart-line__title">{item.productTitle}</h3>
        {item.quantity > 1 ? <p className="cart-line__unit">{`${formatCents(item.price)} each`}</p> : null}
        <div className="cart-line__controls">
          <QuantitySelector
            id={lineControlId(item.sku)}
            value={value}
            onChange={change}
            limit={Math.max(DEFAULT_QUANTITY_LIMIT, item.quantity)}
            mode="update"
            productTitle={item.productTitle}
            disabled={disabled}
            size="sm"
          />
          {pending ? (
            <button
              type="button"
              className="cart-line__action cart-line__action--update"
              aria-label={`Update quantity of ${item.productTitle}`}
              aria-disabled={disabled || undefined}
              onClick={() => {
                if (!disabled) submit(value);
              }}
            >
              Update
            </button>
          ) : null}
          <button
            type="button"
            className="cart-line__action"
            aria-label={`Remove ${item.productTitle}`}
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) void onRemove(item);
            }}
          >
            Remove
          </button>
        </div>
      </div>
      <p className="cart-line__price">
        {totals.compare !== null ? (
          <s className="cart-line__compare">
            <span className="visually-hidden">Regular price </span>
            {formatCents(totals.compare)}
          </s>
        ) : null}
        <span className="cart-line__total">
          <span className="visually-hidden">{totals.compare !== null ? 'Your price ' : 'Price '}</span>
          {formatCents(totals.price)}
        </span>
      </p>
    </li>
  );
}
