// The add-to-cart control (an island): quantity selector, optional bottle/case toggle,
// and the button. Adding posts quantity x multiplier; a 422 shows the server's message,
// any other failure "Sorry, this item is no longer available" and the button becomes
// "Sold Out"; a lost connection says so and leaves the button as it was. The product's
// checkout type (spec 3) says what follows a successful add: the cart sidebar (Default), a
// confirmation in place (Single Step) or checkout (Direct Checkout).
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { addToCartAtom, leaveForWidgetAtom, type AddToCartItem } from '../../state/cart.actions.ts';
import { widgetLinksAtom } from '../../state/widget-links.atoms.ts';
import { isPlainClick } from '../../ui/link/plain-click.ts';
import { MAX_GIFT_MESSAGE, RecipientSchema } from '../../commerce/rules/cart.schema.ts';
import { cartAtom, isCartDisabledAtom } from '../../state/session.atoms.ts';
import { ADDED_MESSAGE, afterAdd, type CheckoutType } from '../../commerce/rules/checkout-type.ts';
import { checkoutPath } from '../../commerce/rules/checkout-path.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
import { TextareaField, TextField } from '../../ui/form/fields.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { QuantitySelector } from '../../ui/quantity-selector/quantity-selector.tsx';

export type AddToCartProps = {
  /** A fixed DOM id prefix, unique on the page. */
  id: string;
  sku: string;
  productId: string;
  productTitle: string;
  /** Unit price charged, cents, for analytics. */
  price: number;
  label: string;
  showQuantitySelector: boolean;
  quantityLimit: number;
  quantityMultiplier: number;
  size?: 'md' | 'sm';
  outlined?: boolean;
  /** Bottles in a case when the editor offers a case (bottlesInCase > 1). */
  caseSize?: number | null;
  /** A gift card: the recipient's e-mail and a gift message are asked for (spec 5). */
  giftCard?: boolean;
  /** Spec 3 checkout types; Default when not given. */
  checkoutType?: CheckoutType;
};

/** Leaves for checkout: one function, so a test (or the widget's route) can stand in. */
export function goToCheckout(): void {
  window.location.assign(checkoutPath());
}

const NO_RECIPIENT = { email: '', giftMessage: '' };

export function AddToCart(props: AddToCartProps) {
  const { id, sku, productTitle, size = 'md', caseSize = null } = props;
  const add = useSetAtom(addToCartAtom);
  const cartDisabled = useAtomValue(isCartDisabledAtom);
  const inCart = useAtomValue(cartAtom)?.items.find((item) => item.sku === sku)?.quantity ?? 0;
  const [quantity, setQuantity] = useState(1);
  const [unit, setUnit] = useState<'bottle' | 'case'>('bottle');
  const [message, setMessage] = useState('');
  const [soldOut, setSoldOut] = useState(false);
  const [added, setAdded] = useState(false);
  const cartPage = useAtomValue(widgetLinksAtom).cart;
  const leaveForWidget = useSetAtom(leaveForWidgetAtom);
  const next = afterAdd(props.checkoutType ?? 'Default');
  // A gift card's recipient is checked with the server's own schema; other products have no fields.
  const form = useForm({ idPrefix: `${id}-recipient`, initialValues: NO_RECIPIENT, schema: props.giftCard ? RecipientSchema : undefined });

  const perUnit = props.quantityMultiplier * (unit === 'case' && caseSize ? caseSize : 1);
  // The limit counts bottles; the selector counts what the shopper picks (bottles or cases).
  const limit = Math.max(1, Math.floor(props.quantityLimit / perUnit));
  const cartQuantity = Math.floor(inCart / perUnit);

  const submit = form.handleSubmit(async (recipient) => {
    if (cartDisabled || soldOut) return;
    const itemData: AddToCartItem['itemData'] = props.giftCard ? { recipients: [{ email: recipient.email.trim(), giftMessage: recipient.giftMessage.trim() }] } : undefined;
    setMessage('');
    setAdded(false);
    const outcome = await add({ sku, quantity: quantity * perUnit, itemData }, { openCart: next === 'open-cart' });
    if (outcome.ok) {
      setQuantity(1);
      form.reset(NO_RECIPIENT);
      pushDataLayer('addToCart', {
        ecommerce: { currencyCode: 'USD', add: { products: [{ id: props.productId, sku, name: productTitle, price: props.price / 100, quantity: quantity * perUnit }] } },
      });
      if (next === 'checkout') goToCheckout();
      else if (next === 'stay') setAdded(true);
      return;
    }
    setMessage(outcome.message);
    if (outcome.soldOut) setSoldOut(true);
  });

  if (soldOut) {
    return (
      <div className={`add-to-cart add-to-cart--${size}`}>
        <button type="button" className={buttonClassName('gray', false, size)} disabled aria-label={`${productTitle} is sold out`}>
          Sold Out
        </button>
        <p className="add-to-cart__message" role="alert">
          {message}
        </p>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className={`add-to-cart add-to-cart--${size}`} noValidate onSubmit={submit} aria-label={`Add ${productTitle} to cart`}>
      {caseSize && caseSize > 1 ? (
        <fieldset className="add-to-cart__unit">
          <legend className="visually-hidden">Buy by the bottle or by the case</legend>
          {(['bottle', 'case'] as const).map((option) => (
            <label key={option} className="add-to-cart__unit-option">
              <input
                type="radio"
                name={`${id}-unit`}
                value={option}
                checked={unit === option}
                onChange={() => {
                  setUnit(option);
                  setQuantity(1);
                }}
              />
              <span>{option === 'bottle' ? 'Bottle' : `Case of ${caseSize}`}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {props.giftCard ? (
        <fieldset className="gift-card-fields">
          <legend>Send it to</legend>
          <TextField {...form.field('email')} label="Recipient email*" required type="email" autoComplete="off" maxLength={254} />
          <TextareaField {...form.field('giftMessage')} label="Gift message*" required rows={3} maxLength={MAX_GIFT_MESSAGE} />
        </fieldset>
      ) : null}
      <div className="add-to-cart__row">
        {props.showQuantitySelector ? (
          <QuantitySelector id={`${id}-quantity`} value={quantity} onChange={setQuantity} limit={limit} cartQuantity={cartQuantity} productTitle={productTitle} size={size} disabled={form.busy} />
        ) : null}
        <button type="submit" className={buttonClassName('red', props.outlined ?? false, size)} disabled={form.busy || cartDisabled} aria-busy={form.busy}>
          {form.busy ? 'Adding…' : props.label}
        </button>
      </div>
      {message ? (
        <p className="add-to-cart__message" role="alert">
          {message}
        </p>
      ) : null}
      {next === 'stay' ? (
        // Present from the start so the confirmation is announced when it fills in.
        <p className="add-to-cart__added" role="status">
          {added ? (
            <>
              {ADDED_MESSAGE} {/* The sidebar's "View cart" too: the widget's cart page, once a gift message the sidebar was saving has arrived. */}
              <a
                className="add-to-cart__view-cart"
                href={cartPage}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  void leaveForWidget({ to: 'cart' });
                }}
              >
                View cart
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
