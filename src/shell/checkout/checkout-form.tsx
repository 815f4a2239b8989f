// The checkout form (an island): contact, delivery, address, date of birth and card,
// validated with the same schema the server applies; the order summary follows the
// delivery choice. Submitting twice is harmless: the button locks while the order is
// placed, and the backend makes one order per cart whatever happens.
import { useAtomValue } from 'jotai';
import { cartAtom } from '../../state/session.atoms.ts';
import { CHECKOUT_MESSAGES, CheckoutSchema, shippingEstimate } from '../../commerce/rules/checkout.schema.ts';
import { FormAlert, RadioGroup, TextField } from '../../ui/form/fields.tsx';
import { BirthDateField, CardFields, deliveryOptions, ShippingAddressFields } from './checkout-fields.tsx';
import { postJson } from '../../ui/form/json-client.ts';
import { STAY_BUSY, useForm } from '../../ui/form/use-form.ts';
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

/** The form's values, shaped as the API takes them (field paths are the API's error keys). */
type CheckoutValues = {
  email: string;
  fulfillment: 'ship' | 'pickup';
  shipTo: { firstName: string; lastName: string; address: string; address2: string; city: string; stateCode: string; zipCode: string; phone: string };
  birthDate: string;
  payment: { cardholderName: string; cardNumber: string; expiry: string; cvv: string };
};

const CHECKOUT_CLIENT_MESSAGES = {
  failed: 'We could not place your order just now. Please try again.',
  offline: 'We could not reach the store. Check your connection and try again; you will not be charged twice.',
} as const;


/** The request body: picking up needs no address, and a blank second line is left out. */
function toInput(values: CheckoutValues) {
  return {
    email: values.email,
    birthDate: values.birthDate,
    fulfillment: values.fulfillment,
    shipTo: values.fulfillment === 'ship' ? { ...values.shipTo, address2: values.shipTo.address2 || undefined } : undefined,
    payment: values.payment,
  };
}

function initialValues(props: CheckoutFormProps): CheckoutValues {
  return {
    email: props.email,
    fulfillment: 'ship',
    shipTo: { firstName: props.firstName, lastName: props.lastName, address: '', address2: '', city: '', stateCode: '', zipCode: '', phone: '' },
    birthDate: '',
    payment: { cardholderName: props.firstName || props.lastName ? `${props.firstName} ${props.lastName}`.trim() : '', cardNumber: '', expiry: '', cvv: '' },
  };
}

export function CheckoutForm(props: CheckoutFormProps) {
  const cart = useAtomValue(cartAtom);
  const form = useForm<CheckoutValues>({
    idPrefix: 'checkout',
    initialValues: () => initialValues(props),
    schema: CheckoutSchema,
    toInput,
    invalidMessage: CHECKOUT_MESSAGES.summary,
  });

  if (!cart || cart.items.length === 0) {
    return <EmptyCart className="checkout__empty" />;
  }

  const fulfillment = form.values.fulfillment === 'pickup' ? 'pickup' : 'ship';
  const total = cart.subTotal + shippingEstimate(cart.subTotal, fulfillment);

  const submit = form.handleSubmit(async (values) => {
    const result = await postJson('/api/checkout', toInput(values), CHECKOUT_CLIENT_MESSAGES);
    const receiptUrl = result.ok ? (result.body as { receiptUrl?: unknown } | null)?.receiptUrl : undefined;
    if (typeof receiptUrl === 'string') {
      location.assign(receiptUrl);
      return STAY_BUSY;
    }
    return result.ok ? { message: CHECKOUT_CLIENT_MESSAGES.failed } : result;
  });

  return (
    <div className="checkout__grid">
      <form ref={form.formRef} className="checkout__form" noValidate onSubmit={submit} aria-labelledby="checkout-title">
        <FormAlert message={form.alert} alertRef={form.alertRef} className="checkout__alert" />
        <p className="checkout__required form-required-note">* Denotes a required field</p>
        <fieldset className="checkout__section">
          <legend>Contact</legend>
          <TextField {...form.field('email')} label="Email*" required type="email" autoComplete="email" maxLength={254} />
        </fieldset>

        <fieldset className="checkout__section">
          <legend>Delivery</legend>
          <RadioGroup
            {...form.field('fulfillment')}
            label="Delivery method"
            hideLabel
            optionsClassName="checkout__choices"
            optionClassName="checkout__choice"
            options={deliveryOptions(props.pickupAddress)}
          />
        </fieldset>

        {fulfillment === 'ship' ? (
          <ShippingAddressFields field={form.field} />
        ) : null}

        <fieldset className="checkout__section">
          <legend>Age verification</legend>
          <BirthDateField field={form.field} min={props.birthDateMin} max={props.birthDateMax} hint="You must be at least 21 years old to order wine." />
        </fieldset>

        <fieldset className="checkout__section checkout__payment">
          <legend>Payment</legend>
          <CardFields field={form.field} showTestCards={props.showTestCards} />
        </fieldset>

        <button type="submit" className="btn btn--red checkout__submit" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? 'Placing your order…' : `Place order · ${formatCents(total)}`}
        </button>
      </form>
      <OrderSummary cart={cart} fulfillment={fulfillment} />
    </div>
  );
}
