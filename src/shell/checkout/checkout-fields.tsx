// The field groups the checkout and the club join wizard both ask for, with the same
// labels, autocomplete tokens and limits: delivery method, shipping address, card (the date
// of birth is birth-date-field.tsx: the wizard's first step needs it without the others).
import { US_STATES } from '../../commerce/rules/us-states.ts';
import { SelectField, TextField } from '../../ui/form/fields.tsx';
import type { FieldBinding } from '../../ui/form/use-form.ts';

type Field = (path: string) => FieldBinding;

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/** Ship or pick up, as radio choices. */
export const deliveryOptions = (pickupAddress: string) => [
  { value: 'ship', label: 'Ship to me', detail: 'Ground shipping; adult signature (21+) required on delivery.' },
  { value: 'pickup', label: 'Pick up at the winery', detail: pickupAddress },
];

/** The shipping address under `shipTo.*`. */
export function ShippingAddressFields({ field }: { field: Field }) {
  return (
    <fieldset className="checkout__section checkout__address">
      <legend>Shipping address</legend>
      <TextField {...field('shipTo.firstName')} label="First name*" required autoComplete="shipping given-name" maxLength={100} />
      <TextField {...field('shipTo.lastName')} label="Last name*" required autoComplete="shipping family-name" maxLength={100} />
      <TextField {...field('shipTo.address')} className="checkout__wide" label="Street address*" required autoComplete="shipping address-line1" maxLength={200} />
      <TextField {...field('shipTo.address2')} className="checkout__wide" label="Apartment, suite (optional)" autoComplete="shipping address-line2" maxLength={200} />
      <TextField {...field('shipTo.city')} label="City*" required autoComplete="shipping address-level2" maxLength={100} />
      <SelectField {...field('shipTo.stateCode')} label="State*" required autoComplete="shipping address-level1" placeholder="Select a state" options={STATE_OPTIONS} />
      <TextField {...field('shipTo.zipCode')} label="Zip code*" required autoComplete="shipping postal-code" inputMode="numeric" maxLength={10} />
      <TextField {...field('shipTo.phone')} label="Phone (optional)" type="tel" autoComplete="shipping tel" maxLength={20} />
    </fieldset>
  );
}

/** The card under `payment.*`, with the emulator's test cards named outside production. */
export function CardFields({ field, showTestCards }: { field: Field; showTestCards: boolean }) {
  return (
    <>
      {showTestCards ? (
        <p className="checkout__test-cards">
          Test cards: <code>4242 4242 4242 4242</code> is approved, <code>4000 0000 0000 0002</code> is declined. Any future expiry and CVV.
        </p>
      ) : null}
      <TextField {...field('payment.cardholderName')} className="checkout__wide" label="Name on card*" required autoComplete="cc-name" maxLength={100} />
      <TextField {...field('payment.cardNumber')} className="checkout__wide" label="Card number*" required autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <TextField {...field('payment.expiry')} className="checkout__half" label="Expiry (MM/YY)*" required autoComplete="cc-exp" inputMode="numeric" maxLength={5} placeholder="MM/YY" />
      <TextField {...field('payment.cvv')} className="checkout__half" label="Security code*" required autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
    </>
  );
}
