// The fields the club join and the account ask for with the checkout's words (storefront
// issue "Cart and checkout"): contact, shipping address, date of birth (21+), delivery
// method and the card as typed in the browser (PaymentSchema checks it there before the
// gateway's tokeniser takes it; the store's API takes only the token: card-token.schema.ts).
// Field messages are the content spec's generic form messages where it has them.
import * as v from 'valibot';
import { dateOfBirthError } from './date-of-birth.ts';
import { STATE_CODES } from './us-states.ts';

export const CHECKOUT_MESSAGES = {
  email: 'Please enter email address',
  emailInvalid: 'Please provide a valid email address (eg: name@example.com)',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  address: 'Please enter street address',
  city: 'Please enter city',
  state: 'Please select a state',
  zip: 'Please enter zip',
  zipTooLong: 'Maximum zip code characters is 9',
  zipInvalid: 'Please enter a 5 or 9 digit zip code',
  phone: 'Please enter a valid phone number (e.g. 707-555-0134)',
  fulfillment: 'Please choose shipping or pickup',
  cardholderName: 'Please enter the name on the card',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'Please enter the 3 or 4 digit security code',
  summary: 'Please correct the fields in red',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const text = (message: string, max = 100) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** Zip: 5 or 9 digits, at most 9 characters once the dash is dropped (content spec limit). */
const ZipSchema = v.pipe(
  v.optional(v.string(CHECKOUT_MESSAGES.zip), ''),
  v.trim(),
  v.nonEmpty(CHECKOUT_MESSAGES.zip),
  v.transform((zip) => zip.replace(/[\s-]/g, '')),
  v.maxLength(9, CHECKOUT_MESSAGES.zipTooLong),
  v.regex(/^(\d{5}|\d{9})$/, CHECKOUT_MESSAGES.zipInvalid),
);

/** US phone: 10 digits with an optional leading 1 (content spec). */
const PhoneSchema = v.pipe(
  v.optional(v.string(CHECKOUT_MESSAGES.phone), ''),
  v.trim(),
  v.check((phone) => phone === '' || /^1?\d{10}$/.test(phone.replace(/[\s().+-]/g, '')), CHECKOUT_MESSAGES.phone),
  v.transform((phone) => (phone === '' ? undefined : phone.replace(/[\s().+-]/g, '').replace(/^1(?=\d{10}$)/, ''))),
);

export const ShipToSchema = v.object({
  firstName: text(CHECKOUT_MESSAGES.firstName),
  lastName: text(CHECKOUT_MESSAGES.lastName),
  address: text(CHECKOUT_MESSAGES.address, 200),
  address2: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  city: text(CHECKOUT_MESSAGES.city),
  stateCode: v.pipe(v.optional(v.string(CHECKOUT_MESSAGES.state), ''), v.trim(), v.toUpperCase(), v.picklist(STATE_CODES as string[], CHECKOUT_MESSAGES.state)),
  zipCode: ZipSchema,
  phone: PhoneSchema,
});

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return sum % 10 === 0;
}

/** MM/YY not before this month. */
export function isExpired(expiry: string, today: Date = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const year = 2000 + yy;
  return year < today.getUTCFullYear() || (year === today.getUTCFullYear() && mm < today.getUTCMonth() + 1);
}

export const PaymentSchema = v.object({
  cardholderName: text(CHECKOUT_MESSAGES.cardholderName),
  cardNumber: v.pipe(
    v.optional(v.string(CHECKOUT_MESSAGES.cardNumber), ''),
    v.transform((n) => n.replace(/[\s-]/g, '')),
    v.regex(/^\d{13,19}$/, CHECKOUT_MESSAGES.cardNumber),
    v.check(luhn, CHECKOUT_MESSAGES.cardNumber),
  ),
  expiry: v.pipe(
    v.optional(v.string(CHECKOUT_MESSAGES.expiry), ''),
    v.trim(),
    v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CHECKOUT_MESSAGES.expiry),
    v.check((expiry) => !isExpired(expiry), CHECKOUT_MESSAGES.expired),
  ),
  cvv: v.pipe(v.optional(v.string(CHECKOUT_MESSAGES.cvv), ''), v.trim(), v.regex(/^\d{3,4}$/, CHECKOUT_MESSAGES.cvv)),
});

/** The checkout's e-mail field: required, a valid address, lower-cased. */
export const EmailFieldSchema = v.pipe(
  v.optional(v.string(CHECKOUT_MESSAGES.email), ''),
  v.trim(),
  v.nonEmpty(CHECKOUT_MESSAGES.email),
  v.maxLength(254, CHECKOUT_MESSAGES.emailInvalid),
  v.regex(EMAIL, CHECKOUT_MESSAGES.emailInvalid),
  v.toLowerCase(),
);

/** The checkout's date of birth: YYYY-MM-DD, 21 or older, with the content spec's date messages. */
export const BirthDateSchema = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const error = dateOfBirthError(dataset.value);
    if (error) addIssue({ message: error });
  }),
);

export type ShipToInput = v.InferOutput<typeof ShipToSchema>;

/** Shipping the storefront quotes before the order (the backend charges the final figure). */
export const SHIPPING = { flatCents: 1500, freeFromCents: 15000 } as const;

export function shippingEstimate(subTotalCents: number, fulfillment: 'ship' | 'pickup'): number {
  if (fulfillment === 'pickup') return 0;
  return subTotalCents >= SHIPPING.freeFromCents ? 0 : SHIPPING.flatCents;
}
