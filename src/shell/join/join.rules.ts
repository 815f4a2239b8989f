// The join wizard's rules: each step's schema (the checkout's and the register API's own
// fields and messages), the progress kept in sessionStorage (never the card), and the
// data-layer names of the steps.
import * as v from 'valibot';
import { CHECKOUT_MESSAGES, PaymentSchema, ShipToSchema } from '../../commerce/rules/checkout.schema.ts';
import { RegisterSchema } from '../../commerce/rules/register.schema.ts';

export const JOIN_STEPS = [
  { title: 'Account', event: 'wizardStepOne' },
  { title: 'Delivery', event: 'wizardStepTwo' },
  { title: 'Payment', event: 'wizardStepThree' },
  { title: 'Review and join', event: 'wizardStepFour' },
] as const;

export type StepNumber = 1 | 2 | 3 | 4;

export const JOIN_MESSAGES = {
  ageConfirm: 'Please confirm that you are at least 21 years old',
  signInAgain: 'Please sign in again to finish joining.',
  failed: 'We could not complete your membership just now. Your details are kept; please try again in a few minutes.',
  offline: 'We could not reach the store. Check your connection and try again.',
} as const;

export type ShipToValues = { firstName: string; lastName: string; address: string; address2: string; city: string; stateCode: string; zipCode: string; phone: string };
export type DeliveryValues = { fulfillment: 'ship' | 'pickup'; shipTo: ShipToValues };
export type PaymentValues = { cardholderName: string; cardNumber: string; expiry: string; cvv: string };
export type RegisterValues = { firstName: string; lastName: string; email: string; password: string; birthDate: string; ageConfirmed: boolean };

export const emptyShipTo = (firstName = '', lastName = ''): ShipToValues => ({ firstName, lastName, address: '', address2: '', city: '', stateCode: '', zipCode: '', phone: '' });

/** The delivery as the API takes it: no address for pickup, a blank second line left out. */
export function deliveryInput(values: DeliveryValues) {
  return {
    fulfillment: values.fulfillment,
    shipTo: values.fulfillment === 'ship' ? { ...values.shipTo, address2: values.shipTo.address2 || undefined } : undefined,
  };
}

export const DeliverySchema = v.pipe(
  v.object({ fulfillment: v.picklist(['ship', 'pickup'], CHECKOUT_MESSAGES.fulfillment), shipTo: v.optional(ShipToSchema) }),
  v.forward(
    v.check((input) => input.fulfillment === 'pickup' || input.shipTo !== undefined, CHECKOUT_MESSAGES.address),
    ['shipTo'],
  ),
);

export const PaymentStepSchema = v.object({ payment: PaymentSchema });

/** The register API's schema, plus the words "I am 21" for a visitor who has not passed the age gate. */
export function registerSchema(askAge: boolean) {
  return v.object({
    ...RegisterSchema.entries,
    ageConfirmed: askAge ? v.literal(true, JOIN_MESSAGES.ageConfirm) : v.optional(v.boolean()),
  });
}

/** "•••• 4242": the last four digits only. */
export function maskCard(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '';
}

/** What survives a reload: the step and the non-card fields (never the card or the password). */
export type SavedProgress = {
  step: StepNumber;
  delivery?: DeliveryValues;
  register?: Omit<RegisterValues, 'password'>;
};

export const progressKey = (slug: string) => `join-wizard:${slug}`;

export function readProgress(raw: string | null): SavedProgress | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedProgress> | null;
    if (!parsed || ![1, 2, 3, 4].includes(parsed.step as number)) return null;
    const delivery =
      parsed.delivery && (parsed.delivery.fulfillment === 'ship' || parsed.delivery.fulfillment === 'pickup') && typeof parsed.delivery.shipTo === 'object'
        ? { fulfillment: parsed.delivery.fulfillment, shipTo: { ...emptyShipTo(), ...pickStrings(parsed.delivery.shipTo) } }
        : undefined;
    const register =
      parsed.register && typeof parsed.register === 'object'
        ? { firstName: '', lastName: '', email: '', birthDate: '', ...pickStrings(parsed.register), ageConfirmed: parsed.register.ageConfirmed === true }
        : undefined;
    return { step: parsed.step as StepNumber, ...(delivery ? { delivery } : {}), ...(register ? { register } : {}) };
  } catch {
    return null;
  }
}

function pickStrings(object: object): Record<string, string> {
  return Object.fromEntries(Object.entries(object).filter(([key, value]) => typeof value === 'string' && !/card|cvv|password|expiry/i.test(key)));
}
