// The checkout form (an island): contact, delivery, address, date of birth and card,
// validated with the same schema the server applies; the order summary follows the
// delivery choice. Submitting twice is harmless: the button locks while the order is
// placed, and the backend makes one order per cart whatever happens.
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { cartAtom } from '../../state/session.atoms.ts';
import { CHECKOUT_MESSAGES, CheckoutSchema, shippingEstimate } from '../../commerce/rules/checkout.schema.ts';
import { fieldErrors } from '../../commerce/rules/login.schema.ts';
import { US_STATES } from '../../commerce/rules/us-states.ts';
import { formatCents } from '../../ui/money/format.ts';
import { EmptyCart } from './empty-cart.tsx';
import { OrderSummary } from './order-summary.tsx';

export type CheckoutFormProps = {
  /** The logged-in customer's e-mail, pre-filled. */
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD: the latest and earliest dates of birth the picker offers (21 and 100 years ago). */
  birthDateMax: string;
  birthDateMin: string;
  /** Show the emulator's test cards (never in production). */
  showTestCards: boolean;
  pickupAddress: string;
};

type Values = Record<string, string>;

const FIELD_ORDER = [
  'email', 'fulfillment', 'shipTo.firstName', 'shipTo.lastName', 'shipTo.address', 'shipTo.address2', 'shipTo.city', 'shipTo.stateCode',
  'shipTo.zipCode', 'shipTo.phone', 'shipTo', 'birthDate', 'payment.cardholderName', 'payment.cardNumber', 'payment.expiry', 'payment.cvv',
];

const idOf = (name: string) => `checkout-${name.replace('.', '-')}`;

function toInput(values: Values) {
  return {
    email: values.email,
    birthDate: values.birthDate,
    fulfillment: values.fulfillment,
    shipTo:
      values.fulfillment === 'ship'
        ? {
            firstName: values['shipTo.firstName'],
            lastName: values['shipTo.lastName'],
            address: values['shipTo.address'],
            address2: values['shipTo.address2'] || undefined,
            city: values['shipTo.city'],
            stateCode: values['shipTo.stateCode'],
            zipCode: values['shipTo.zipCode'],
            phone: values['shipTo.phone'],
          }
        : undefined,
    payment: {
      cardholderName: values['payment.cardholderName'],
      cardNumber: values['payment.cardNumber'],
      expiry: values['payment.expiry'],
      cvv: values['payment.cvv'],
    },
  };
}

export function CheckoutForm(props: CheckoutFormProps) {
  const cart = useAtomValue(cartAtom);
  const [values, setValues] = useState<Values>({
    email: props.email,
    fulfillment: 'ship',
    'shipTo.firstName': props.firstName,
    'shipTo.lastName': props.lastName,
    'payment.cardholderName': props.firstName || props.lastName ? `${props.firstName} ${props.lastName}`.trim() : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  if (!cart || cart.items.length === 0) {
    return (
      <EmptyCart className="checkout__empty" />
    );
  }

  const fulfillment = values.fulfillment === 'pickup' ? 'pickup' : 'ship';
  const total = cart.subTotal + shippingEstimate(cart.subTotal, fulfillment);
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  function showErrors(found: Record<string, string>, message: string) {
    setErrors(found);
    setAlert(message);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(idOf(first === 'shipTo' ? 'shipTo.address' : first))?.focus();
    else alertRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = v.safeParse(CheckoutSchema, toInput(values));
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.issues), CHECKOUT_MESSAGES.summary);
      return;
    }
    setBusy(true);
    setAlert('');
    try {
      const response = await fetch('/api/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(toInput(values)),
      });
      const body = (await response.json().catch(() => ({}))) as { receiptUrl?: string; message?: string; errors?: Record<string, string> };
      if (response.ok && body.receiptUrl) {
        location.assign(body.receiptUrl);
        return;
      }
      setBusy(false);
      showErrors(body.errors ?? {}, body.message ?? 'We could not place your order just now. Please try again.');
    } catch {
      setBusy(false);
      showErrors({}, 'We could not reach the store. Check your connection and try again; you will not be charged twice.');
    }
  }

  const field = (name: string, label: string, input: ReactNode, hint?: string) => (
    <div className={`field field--${name.replace('.', '-')}`}>
      <label htmlFor={idOf(name)}>{label}</label>
      {input}
      {hint ? <p className="field__hint" id={`${idOf(name)}-hint`}>{hint}</p> : null}
      {errors[name] ? (
        <p className="field__error" id={`${idOf(name)}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const attrs = (name: string, hint = false) => ({
    id: idOf(name),
    name,
    value: values[name] ?? '',
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${idOf(name)}-error` : '', hint ? `${idOf(name)}-hint` : ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <div className="checkout__grid">
      <form className="checkout__form" noValidate onSubmit={submit} aria-labelledby="checkout-title">
        <p className="form-alert checkout__alert" role="alert" tabIndex={-1} ref={alertRef} hidden={!alert}>
          {alert}
        </p>
        <p className="checkout__required">* Denotes a required field</p>
        <fieldset className="checkout__section">
          <legend>Contact</legend>
          {field('email', 'Email*', <input type="email" autoComplete="email" maxLength={254} required {...attrs('email')} />)}
        </fieldset>

        <fieldset className="checkout__section">
          <legend>Delivery</legend>
          <div className="checkout__choices" role="radiogroup" aria-label="Delivery method">
            {(
              [
                ['ship', 'Ship to me', 'Ground shipping; adult signature (21+) required on delivery.'],
                ['pickup', 'Pick up at the winery', props.pickupAddress],
              ] as const
            ).map(([value, label, detail]) => (
              <label key={value} className="checkout__choice">
                <input type="radio" name="fulfillment" value={value} checked={fulfillment === value} onChange={set('fulfillment')} />
                <span>
                  <strong>{label}</strong>
                  <span className="checkout__choice-detail">{detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {fulfillment === 'ship' ? (
          <fieldset className="checkout__section checkout__address">
            <legend>Shipping address</legend>
            {errors.shipTo ? <p className="field__error">{errors.shipTo}</p> : null}
            {field('shipTo.firstName', 'First name*', <input autoComplete="shipping given-name" maxLength={100} {...attrs('shipTo.firstName')} />)}
            {field('shipTo.lastName', 'Last name*', <input autoComplete="shipping family-name" maxLength={100} {...attrs('shipTo.lastName')} />)}
            {field('shipTo.address', 'Street address*', <input autoComplete="shipping address-line1" maxLength={200} {...attrs('shipTo.address')} />)}
            {field('shipTo.address2', 'Apartment, suite (optional)', <input autoComplete="shipping address-line2" maxLength={200} {...attrs('shipTo.address2')} />)}
            {field('shipTo.city', 'City*', <input autoComplete="shipping address-level2" maxLength={100} {...attrs('shipTo.city')} />)}
            {field(
              'shipTo.stateCode',
              'State*',
              <select autoComplete="shipping address-level1" {...attrs('shipTo.stateCode')}>
                <option value="">Select a state</option>
                {US_STATES.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>,
            )}
            {field('shipTo.zipCode', 'Zip code*', <input autoComplete="shipping postal-code" inputMode="numeric" maxLength={10} {...attrs('shipTo.zipCode')} />)}
            {field('shipTo.phone', 'Phone (optional)', <input type="tel" autoComplete="shipping tel" maxLength={20} {...attrs('shipTo.phone')} />)}
          </fieldset>
        ) : null}

        <fieldset className="checkout__section">
          <legend>Age verification</legend>
          {field(
            'birthDate',
            'Date of Birth*',
            <input type="date" autoComplete="bday" min={props.birthDateMin} max={props.birthDateMax} {...attrs('birthDate', true)} />,
            'You must be at least 21 years old to order wine.',
          )}
        </fieldset>

        <fieldset className="checkout__section checkout__payment">
          <legend>Payment</legend>
          {props.showTestCards ? (
            <p className="checkout__test-cards">
              Test cards: <code>4242 4242 4242 4242</code> is approved, <code>4000 0000 0000 0002</code> is declined. Any future expiry and CVV.
            </p>
          ) : null}
          {field('payment.cardholderName', 'Name on card*', <input autoComplete="cc-name" maxLength={100} {...attrs('payment.cardholderName')} />)}
          {field('payment.cardNumber', 'Card number*', <input autoComplete="cc-number" inputMode="numeric" maxLength={23} {...attrs('payment.cardNumber')} />)}
          {field('payment.expiry', 'Expiry (MM/YY)*', <input autoComplete="cc-exp" inputMode="numeric" maxLength={5} placeholder="MM/YY" {...attrs('payment.expiry')} />)}
          {field('payment.cvv', 'Security code*', <input autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...attrs('payment.cvv')} />)}
        </fieldset>

        <button type="submit" className="btn btn--red checkout__submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Placing your order…' : `Place order · ${formatCents(total)}`}
        </button>
      </form>
      <OrderSummary cart={cart} fulfillment={fulfillment} />
    </div>
  );
}
