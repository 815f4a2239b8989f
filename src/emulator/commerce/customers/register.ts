// Creating a customer (Commerce7's POST /customer: names, birthDate, emails[], and here a
// password, hashed as the seed's are) and the two things a club join needs on file: an
// address (POST /customer/{id}/address) and a card (POST /customer/{id}/credit-card).
// Whether Commerce7's create takes a password is unverified in its public docs; the
// storefront signs the new customer in with the ordinary login right after.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { hashPassword } from '../auth/passwords.ts';
import { authenticateAs } from '../auth/session.ts';
import { notExpired } from '../checkout/payment.ts';
import { charge, findToken } from '../../gateway/tokens.ts';
import { conflict, Email, fail, invalid, isUniqueViolation, nowIso, readBody, Text } from '../http.ts';
import { findCustomerByEmail, loadCustomer } from './load.ts';

export const registerApi = new Hono<EmulatorEnv>();

export const EMAIL_TAKEN = 'A customer with this email already exists.';

const Required = (field: string, max = 100) =>
  v.pipe(Text(max, `${field} must be text of at most ${max} characters.`), v.nonEmpty(`${field} is required.`));
const IsoDate = v.pipe(v.string('birthDate must be a date.'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD.'));

const CreateCustomerBody = v.object({
  firstName: Required('firstName'),
  lastName: Required('lastName'),
  birthDate: v.optional(v.nullable(IsoDate)),
  emails: v.pipe(v.array(v.object({ email: Email }), 'emails must be a list.'), v.minLength(1, 'emails needs one e-mail.'), v.maxLength(1)),
  password: v.pipe(v.string('password must be a string.'), v.minLength(8, 'password needs at least 8 characters.'), v.maxLength(1000, 'password is too long.')),
});

registerApi.post('/customer', async (c) => {
  const body = await readBody(c, CreateCustomerBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const { firstName, lastName, birthDate, emails, password } = body.value;
  const email = emails[0]!.email;
  if (await findCustomerByEmail(c.env.DB, email)) return conflict(c, EMAIL_TAKEN);
  const id = crypto.randomUUID();
  try {
    await c.env.DB.prepare(
      'INSERT INTO commerce_customers (id, first_name, last_name, email, email_id, password_hash, tags, created_at, birth_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(id, firstName, lastName, email, crypto.randomUUID(), await hashPassword(password), '[]', nowIso(), birthDate ?? null)
      .run();
  } catch (error) {
    // Two sign-ups with one e-mail at once: the UNIQUE e-mail column lets one in.
    if (isUniqueViolation(error)) return conflict(c, EMAIL_TAKEN);
    throw error;
  }
  return c.json(await loadCustomer(c.env.DB, id), 201);
});

const AddressBody = v.object({
  firstName: Required('firstName'),
  lastName: Required('lastName'),
  address: Required('address', 200),
  address2: v.optional(v.nullable(Text(200, 'address2 must be text of at most 200 characters.'))),
  city: Required('city'),
  stateCode: v.pipe(Required('stateCode', 2), v.toUpperCase()),
  zipCode: Required('zipCode', 10),
  countryCode: v.optional(v.pipe(Text(2, 'countryCode must be a 2-letter code.'), v.toUpperCase()), 'US'),
  phone: v.optional(v.nullable(Text(30, 'phone must be text of at most 30 characters.'))),
  isDefault: v.optional(v.boolean('isDefault must be true or false.'), false),
});

export type AddressRow = {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  address: string;
  address2: string | null;
  city: string;
  state_code: string;
  zip_code: string;
  country_code: string;
  phone: string | null;
  is_default: number;
};

export const toAddress = (a: AddressRow) => ({
  id: a.id,
  customerId: a.customer_id,
  firstName: a.first_name,
  lastName: a.last_name,
  address: a.address,
  address2: a.address2,
  city: a.city,
  stateCode: a.state_code,
  zipCode: a.zip_code,
  countryCode: a.country_code,
  phone: a.phone,
  isDefault: a.is_default === 1,
});

registerApi.post('/customer/:id/address', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const body = await readBody(c, AddressBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const a = body.value;
  const id = crypto.randomUUID();
  await c.env.DB.prepare(
    'INSERT INTO commerce_customer_addresses (id, customer_id, first_name, last_name, address, address2, city, state_code, zip_code, country_code, phone, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, customerId, a.firstName, a.lastName, a.address, a.address2 ?? null, a.city, a.stateCode, a.zipCode, a.countryCode, a.phone ?? null, a.isDefault ? 1 : 0, nowIso())
    .run();
  const row = await c.env.DB.prepare('SELECT * FROM commerce_customer_addresses WHERE id = ?').bind(id).first<AddressRow>();
  return c.json(toAddress(row!), 201);
});

// The card step: Commerce7 takes a card only as the payment gateway's token, with the
// brand, masked number, expiry and holder (customer-credit-cards.md, "Create credit card").
// A raw card number or CVV is refused: the gateway stand-in (gateway/) tokenises in the
// browser, and a token it minted for the declining test card is declined here.
export const CARD_BRANDS = ['Visa', 'American Express', 'MasterCard', 'Discover', 'JCB', 'Diners Club', 'UnionPay', 'Maestro', 'Unknown'] as const;
export const CARD_GATEWAYS = ['No Gateway', 'Commerce7Payments', 'Stripe', 'PayGate', 'USAePay', 'CardConnect', 'Payment Express', 'Poynt'] as const;
export const RAW_CARD_REFUSED = 'Credit cards are stored only as payment gateway tokens: send tokenOnFile, cardBrand, maskedCardNumber, expiryMo, expiryYr and cardHolderName, never a card number or CVV.';

const CardBody = v.object({
  cardBrand: v.picklist(CARD_BRANDS, `cardBrand must be one of ${CARD_BRANDS.join(', ')}.`),
  gateway: v.optional(v.picklist(CARD_GATEWAYS, `gateway must be one of ${CARD_GATEWAYS.join(', ')}.`), 'No Gateway'),
  maskedCardNumber: v.pipe(v.string('maskedCardNumber must be a string.'), v.regex(/^\*{8,15}\d{4}$/, 'maskedCardNumber must be asterisks and the last four digits, like ************4242.')),
  tokenOnFile: v.pipe(Text(255, 'tokenOnFile must be text of at most 255 characters.'), v.nonEmpty('tokenOnFile is required.')),
  expiryMo: v.pipe(v.number('expiryMo must be a month number.'), v.integer('expiryMo must be a month number.'), v.minValue(1, 'expiryMo must be 1 to 12.'), v.maxValue(12, 'expiryMo must be 1 to 12.')),
  expiryYr: v.pipe(v.number('expiryYr must be a year.'), v.integer('expiryYr must be a year.'), v.minValue(2000, 'expiryYr must be a four-digit year.'), v.maxValue(2100, 'expiryYr must be a four-digit year.')),
  cardHolderName: Required('cardHolderName'),
  isDefault: v.optional(v.boolean('isDefault must be true or false.'), false),
});

/** A body that carries a card number or a CVV, under any name: refused before anything else. */
export function carriesRawCard(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  return Object.entries(raw).some(([key, value]) => /^(card_?number|number|pan|cvv|cvc|cvv2|securityCode)$/i.test(key) || (typeof value === 'string' && /^\d[\d\s-]{11,22}\d$/.test(value) && value.replace(/\D/g, '').length >= 12));
}

export type CardRow = {
  id: string;
  customer_id: string;
  card_brand: string;
  masked_card_number: string;
  token_on_file: string;
  created_at: string;
  expiry_mo: number;
  expiry_yr: number;
  card_holder_name: string;
  is_default: number;
};

/** A card as the API shows it (customer-credit-cards.md, "Credit card object"): the token, never more than the last four digits. */
export const toCard = (k: CardRow) => ({
  id: k.id,
  cardBrand: k.card_brand,
  maskedCardNumber: k.masked_card_number,
  expiryMo: k.expiry_mo,
  expiryYr: k.expiry_yr,
  cardHolderName: k.card_holder_name,
  tokenOnFile: k.token_on_file,
  customerId: k.customer_id,
  isDefault: k.is_default === 1,
  createdAt: k.created_at,
  updatedAt: k.created_at,
});

registerApi.post('/customer/:id/credit-card', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const raw = await c.req.raw.clone().json().catch(() => null);
  if (carriesRawCard(raw)) return invalid(c, RAW_CARD_REFUSED);
  const body = await readBody(c, CardBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const card = body.value;
  const expiry = `${String(card.expiryMo).padStart(2, '0')}/${String(card.expiryYr % 100).padStart(2, '0')}`;
  if (!notExpired(expiry)) return invalid(c, 'This card has expired.');
  // A token the gateway stand-in minted is checked with it (the declining test card is
  // declined here); any other token is taken as it is, like a migrated one.
  if (await findToken(c.env.DB, card.tokenOnFile)) {
    const used = await charge(c.env.DB, card.tokenOnFile);
    if (!used.ok) return invalid(c, used.message);
  }
  const id = crypto.randomUUID();
  await c.env.DB.prepare(
    'INSERT INTO commerce_customer_credit_cards (id, customer_id, card_brand, masked_card_number, token_on_file, expiry_mo, expiry_yr, card_holder_name, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(id, customerId, card.cardBrand, card.maskedCardNumber, card.tokenOnFile, card.expiryMo, card.expiryYr, card.cardHolderName, card.isDefault ? 1 : 0, nowIso())
    .run();
  const row = await c.env.DB.prepare('SELECT * FROM commerce_customer_credit_cards WHERE id = ?').bind(id).first<CardRow>();
  return c.json(toCard(row!), 201);
});
