// The test cards of the emulator's payment gateway stand-in (gateway/): nothing is
// charged, and a card number never goes past the gateway. Two test cards decide what a
// token does when it is used, as on Stripe's test mode:
//   4242 4242 4242 4242  approves
//   4000 0000 0000 0002  declines
// The gateway refuses any other number before a token exists (400).
// Source: the test-card behaviour copies Stripe's test mode (a token declined when used);
// unverified for Commerce7 Payments.
export const TEST_CARDS = {
  approves: '4242 4242 4242 4242',
  declines: '4000 0000 0000 0002',
  note: 'Any future expiry (MM/YY) and any 3-4 digit CVV, typed into the hosted checkout or the join wizard: the gateway stand-in (POST /__emulator/gateway/v1/tokens) refuses other numbers with a 400.',
} as const;

const digits = (card: string) => card.replace(/\s/g, '');

export const DECLINED = 'Your card was declined. Please use a different card.';
export const NOT_A_TEST_CARD = `Use a test card: ${TEST_CARDS.approves} approves, ${TEST_CARDS.declines} declines.`;

/** The Luhn checksum every real card number satisfies; catches most typos. */
export function luhnValid(card: string): boolean {
  const number = digits(card);
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const lastFour = (card: string) => digits(card).slice(-4);

/** The card's brand from its number, as a payment gateway reports it. */
export const brandOf = (card: string) => {
  const number = digits(card);
  return number.startsWith('4') ? 'Visa' : /^5[1-5]/.test(number) ? 'MasterCard' : /^3[47]/.test(number) ? 'American Express' : 'Card';
};

/** A card is good through the last day of its expiry month. */
export function notExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return false;
  return (2000 + year) * 12 + (month - 1) >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}
