// The hosted checkout's order request (the widget stand-in sends it from the browser).
// Each message names its field in words the widget shows as they are. The card arrives as
// the gateway's token only: the widget tokenised it in the browser.
// Source: none public; the hosted checkout's own request is unverified (Commerce7 documents no
// widget API). It plays the platform's widget, not the REST API.
import * as v from 'valibot';

// The 50 states and DC: the winery ships within the US only.
const STATES = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '));

const Required = (label: string, max: number) => v.pipe(v.string(`Please enter ${label}.`), v.trim(), v.nonEmpty(`Please enter ${label}.`), v.maxLength(max, `The ${label} is too long.`));

/** Blank optional text is absent text. */
const Optional = (label: string, max: number, pattern = /^/) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(`The ${label} must be text.`), v.trim(), v.maxLength(max, `The ${label} is too long.`), v.regex(pattern, `Please enter a valid ${label}.`)))),
    v.transform((text) => text || null),
  );

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const ShipTo = v.object(
  {
    firstName: Required('the first name', 100),
    lastName: Required('the last name', 100),
    address: Required('the street address', 200),
    address2: Optional('second address line', 200),
    city: Required('the city', 100),
    stateCode: v.pipe(
      v.string('Please choose a state.'),
      v.trim(),
      v.toUpperCase(),
      v.check((code) => STATES.has(code), 'Please choose a US state (two letters, like CA).'),
    ),
    zipCode: v.pipe(v.string('Please enter a ZIP code.'), v.trim(), v.regex(/^\d{5}(?:-?\d{4})?$/, 'Please enter a valid ZIP code, like 94558 or 94558-1234.')),
    phone: Optional('phone number', 30, /^[\d\s()+.-]*$/),
  },
  'Please enter a shipping address.',
);

const Payment = v.strictObject(
  {
    tokenOnFile: v.pipe(v.string('Please enter the card again.'), v.trim(), v.nonEmpty('Please enter the card again.'), v.maxLength(255, 'Please enter the card again.')),
  },
  'Send the payment gateway token only: never a card number or CVV.',
);

export const CheckoutBody = v.pipe(
  v.object({
    email: v.pipe(
      v.string('Please enter your e-mail address.'),
      v.trim(),
      v.nonEmpty('Please enter your e-mail address.'),
      v.maxLength(254, 'The e-mail address is too long.'),
      v.email('Please enter a valid e-mail address.'),
    ),
    birthDate: v.pipe(
      v.string('Please enter your date of birth.'),
      v.trim(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, 'The date of birth must be a date like 1990-04-25.'),
      v.check(isCalendarDate, 'The date of birth must be a real date, like 1990-04-25.'),
      v.check((date) => date >= '1900-01-01', 'Please check the year of your date of birth.'),
    ),
    fulfillment: v.picklist(['ship', 'pickup'], 'Fulfillment must be ship or pickup.'),
    shipTo: v.optional(v.nullable(ShipTo)),
    payment: Payment,
  }),
  v.forward(
    v.check((body) => body.fulfillment !== 'ship' || !!body.shipTo, 'Please enter a shipping address.'),
    ['shipTo'],
  ),
);
export type Checkout = v.InferOutput<typeof CheckoutBody>;

/** 21 on the order date: the 21st birthday is on or before it (a 29 February birthday counts from 1 March). */
export function isAdultOn(birthDate: string, orderDate: string): boolean {
  return `${Number(birthDate.slice(0, 4)) + 21}${birthDate.slice(4)}` <= orderDate;
}
