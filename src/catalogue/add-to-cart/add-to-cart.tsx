// The add-to-cart control (an island): quantity selector, optional bottle/case toggle,
// and the button. Adding posts quantity x multiplier; a 422 shows the server's message,
// any other failure "Sorry, this item is no longer available" and the button becomes
// "Sold Out".
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { pushDataLayer } from '../../analytics/data-layer.ts';
import { addToCartAtom, type AddToCartItem } from '../../state/cart.actions.ts';
import { MAX_GIFT_MESSAGE, RecipientSchema } from '../../commerce/rules/cart.schema.ts';
import { cartAtom, isCartDisabledAtom } from '../../state/session.atoms.ts';
import { buttonClassName } from '../../ui/button/button.tsx';
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
};

type RecipientErrors = { email?: string; giftMessage?: string };

/** The recipient's fields checked with the server's own schema, first message per field. */
function recipientErrorsOf(recipient: { email: string; giftMessage: string }): RecipientErrors {
  const result = v.safeParse(RecipientSchema, recipient);
  if (result.success) return {};
  const errors: RecipientErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (field === 'email') errors.email ??= issue.message;
    if (field === 'giftMessage') errors.giftMessage ??= issue.message;
  }
  return errors;
}

export function AddToCart(props: AddToCartProps) {
  const { id, sku, productTitle, size = 'md', caseSize = null } = props;
  const add = useSetAtom(addToCartAtom);
  const cartDisabled = useAtomValue(isCartDisabledAtom);
  const inCart = useAtomValue(cartAtom)?.items.find((item) => item.sku === sku)?.quantity ?? 0;
  const [quantity, setQuantity] = useState(1);
  const [unit, setUnit] = useState<'bottle' | 'case'>('bottle');
  const [message, setMessage] = useState('');
  const [soldOut, setSoldOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const [recipient, setRecipient] = useState({ email: '', giftMessage: '' });
  const [recipientErrors, setRecipientErrors] = useState<RecipientErrors>({});

  const perUnit = props.quantityMultiplier * (unit === 'case' && caseSize ? caseSize : 1);
  // The limit counts bottles; the selector counts what the shopper picks (bottles or cases).
  const limit = Math.max(1, Math.floor(props.quantityLimit / perUnit));
  const cartQuantity = Math.floor(inCart / perUnit);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || cartDisabled || soldOut) return;
    let itemData: AddToCartItem['itemData'];
    if (props.giftCard) {
      const errors = recipientErrorsOf(recipient);
      setRecipientErrors(errors);
      if (errors.email || errors.giftMessage) {
        document.getElementById(`${id}-${errors.email ? 'recipient-email' : 'gift-message'}`)?.focus();
        return;
      }
      itemData = { recipients: [{ email: recipient.email.trim(), giftMessage: recipient.giftMessage.trim() }] };
    }
    setBusy(true);
    setMessage('');
    const outcome = await add({ sku, quantity: quantity * perUnit, itemData });
    setBusy(false);
    if (outcome.ok) {
      setQuantity(1);
      setRecipient({ email: '', giftMessage: '' });
      pushDataLayer('addToCart', {
        ecommerce: { currencyCode: 'USD', add: { products: [{ id: props.productId, sku, name: productTitle, price: props.price / 100, quantity: quantity * perUnit }] } },
      });
      return;
    }
    setMessage(outcome.message);
    if (outcome.soldOut) setSoldOut(true);
  }

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
    <form className={`add-to-cart add-to-cart--${size}`} noValidate onSubmit={submit} aria-label={`Add ${productTitle} to cart`}>
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
          <div className="field">
            <label htmlFor={`${id}-recipient-email`}>Recipient email*</label>
            <input
              id={`${id}-recipient-email`}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={recipient.email}
              aria-invalid={recipientErrors.email ? true : undefined}
              aria-describedby={recipientErrors.email ? `${id}-recipient-email-error` : undefined}
              onChange={(event) => setRecipient({ ...recipient, email: event.currentTarget.value })}
            />
            {recipientErrors.email ? (
              <p className="field__error" id={`${id}-recipient-email-error`}>
                {recipientErrors.email}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-gift-message`}>Gift message*</label>
            <textarea
              id={`${id}-gift-message`}
              rows={3}
              maxLength={MAX_GIFT_MESSAGE}
              value={recipient.giftMessage}
              aria-invalid={recipientErrors.giftMessage ? true : undefined}
              aria-describedby={recipientErrors.giftMessage ? `${id}-gift-message-error` : undefined}
              onChange={(event) => setRecipient({ ...recipient, giftMessage: event.currentTarget.value })}
            />
            {recipientErrors.giftMessage ? (
              <p className="field__error" id={`${id}-gift-message-error`}>
                {recipientErrors.giftMessage}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <div className="add-to-cart__row">
        {props.showQuantitySelector ? (
          <QuantitySelector
            id={`${id}-quantity`}
            value={quantity}
            onChange={setQuantity}
            limit={limit}
            cartQuantity={cartQuantity}
            productTitle={productTitle}
            size={size}
            disabled={busy}
          />
        ) : null}
        <button type="submit" className={buttonClassName('red', props.outlined ?? false, size)} disabled={busy || cartDisabled} aria-busy={busy}>
          {busy ? 'Adding…' : props.label}
        </button>
      </div>
      {message ? (
        <p className="add-to-cart__message" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
