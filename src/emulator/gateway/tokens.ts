// The payment gateway stand-in (the role Stripe or Commerce7 Payments plays for the real
// platform): the browser sends it the card once and gets back a token with the card's
// brand, masked number, expiry and holder. Commerce7 keeps only such a token
// ("Credit cards ... are immediately pushed to Stripe and tokenized. Only the token is
// stored inside Commerce7": customer-credit-cards.md). The test card decides what the
// token does when the platform uses it: 4242 4242 4242 4242 approves, 4000 0000 0000 0002
// declines (as on Stripe's test mode, where the decline comes when the card is used).
// Source: skynet-watcher/Commerce7 docs/developer/resources/customer-credit-cards.md (the token
// fields it returns); the gateway itself is unverified.
import * as v from 'valibot';
import { randomToken } from '../commerce/auth/encoding.ts';
import { brandOf, DECLINED, lastFour, luhnValid, notExpired, NOT_A_TEST_CARD, TEST_CARDS } from '../commerce/checkout/payment.ts';
import { nowIso } from '../commerce/http.ts';

/** Commerce7's gateway enum value for US tenants (customer-credit-cards.md). */
export const GATEWAY = 'Commerce7Payments';

const digits = (card: string) => card.replace(/[\s-]/g, '');

export const TokenRequest = v.object({
  cardNumber: v.pipe(v.string('Please enter a valid card number'), v.maxLength(30, 'Please enter a valid card number')),
  expiry: v.pipe(v.string('Please enter the expiry date as MM/YY'), v.trim(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Please enter the expiry date as MM/YY')),
  cvv: v.pipe(v.string('Please enter the 3 or 4 digit security code'), v.trim(), v.regex(/^\d{3,4}$/, 'Please enter the 3 or 4 digit security code')),
  cardHolderName: v.pipe(v.string('Please enter the name on the card'), v.trim(), v.nonEmpty('Please enter the name on the card'), v.maxLength(100, 'Please enter the name on the card')),
});

export type GatewayToken = {
  tokenOnFile: string;
  gateway: typeof GATEWAY;
  cardBrand: string;
  maskedCardNumber: string;
  expiryMo: number;
  expiryYr: number;
  cardHolderName: string;
};

/** The field a refusal belongs to, and its words. */
export type TokenRefusal = { field: 'cardNumber' | 'expiry' | 'cvv'; message: string };

/** Swaps a card for a token, or says which field is wrong. The number and CVV are not kept. */
export async function tokenize(db: D1Database, card: v.InferOutput<typeof TokenRequest>): Promise<{ ok: true; token: GatewayToken } | { ok: false; refusal: TokenRefusal }> {
  const number = digits(card.cardNumber);
  if (!luhnValid(number)) return { ok: false, refusal: { field: 'cardNumber', message: 'Please enter a valid card number' } };
  if (!notExpired(card.expiry)) return { ok: false, refusal: { field: 'expiry', message: 'This card has expired' } };
  const outcome = number === digits(TEST_CARDS.approves) ? 'approve' : number === digits(TEST_CARDS.declines) ? 'decline' : null;
  if (!outcome) return { ok: false, refusal: { field: 'cardNumber', message: NOT_A_TEST_CARD } };
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  const token: GatewayToken = {
    tokenOnFile: `tok_${randomToken(18)}`,
    gateway: GATEWAY,
    cardBrand: brandOf(number),
    maskedCardNumber: `${'*'.repeat(number.length - 4)}${lastFour(number)}`,
    expiryMo: month,
    expiryYr: 2000 + year,
    cardHolderName: card.cardHolderName,
  };
  await db
    .prepare('INSERT INTO gateway_tokens (token, card_brand, masked_card_number, expiry_mo, expiry_yr, card_holder_name, outcome, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(token.tokenOnFile, token.cardBrand, token.maskedCardNumber, token.expiryMo, token.expiryYr, token.cardHolderName, outcome, nowIso())
    .run();
  return { ok: true, token };
}

export type TokenRow = { token: string; card_brand: string; masked_card_number: string; expiry_mo: number; expiry_yr: number; card_holder_name: string; outcome: 'approve' | 'decline' };

export function findToken(db: D1Database, token: string): Promise<TokenRow | null> {
  return db.prepare('SELECT * FROM gateway_tokens WHERE token = ?').bind(token).first<TokenRow>();
}

/** Using a token: null when the gateway approves, else the decline's words. An unknown token is refused too. */
export async function charge(db: D1Database, token: string): Promise<{ ok: true; row: TokenRow } | { ok: false; message: string }> {
  const row = await findToken(db, token);
  if (!row) return { ok: false, message: 'The card token is not known to the payment gateway. Please enter the card again.' };
  return row.outcome === 'approve' ? { ok: true, row } : { ok: false, message: DECLINED };
}
