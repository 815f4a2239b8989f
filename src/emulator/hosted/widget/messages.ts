// The stand-in's words: the storefront's own form messages (src/platform/validation) where it
// has them; the real widget's wording is not public (unverified).

export const MESSAGES = {
  summary: 'Please correct the fields in red',
  email: 'Please enter email address',
  emailInvalid: 'Please provide a valid email address (eg: name@example.com)',
  password: 'Please choose a password of at least 8 characters',
  firstName: 'Please enter first name',
  lastName: 'Please enter last name',
  address: 'Please enter street address',
  city: 'Please enter city',
  state: 'Please select a state',
  zip: 'Please enter a 5 or 9 digit zip code',
  birthDate: 'Please enter your date of birth',
  underage: 'You must be at least 21 years old to order wine.',
  cardholderName: 'Please enter the name on the card',
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry date as MM/YY',
  cvv: 'Please enter the 3 or 4 digit security code',
  cartUnavailable: 'We could not load your cart just now. Your cart is saved; please try again in a moment.',
  failed: 'We could not place your order just now. Your cart is saved; please try again.',
  joinFailed: 'We could not complete your sign-up just now. Please try again.',
  offline: 'We could not reach the checkout. Check your connection and try again; you will not be charged twice.',
  signInFailed: 'We could not sign you in just now. Please try again.',
} as const;

export const STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');

export const PICKUP = 'Triangle Ridge Winery, 3 Ridge Road, Napa, CA 94558';
