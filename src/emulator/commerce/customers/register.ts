// The customer resources an app is granted (docs/developer/resources/customers.md,
// customer-addresses.md, customer-credit-cards.md), each behind the app's Basic
// credentials (auth/app.ts): creating, reading and updating a customer, their addresses,
// and their cards on file.
// POST /customer takes no password (customers.md). How a storefront account's login
// password is set is not in the public docs: the emulator takes `password` on PUT
// /customer/{id} (unverified), the one place the storefront's sign-up sends it.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { requireApp } from '../auth/app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { notExpired } from '../checkout/payment.ts';
import { charge, findToken } from '../../gateway/tokens.ts';
import { conflict, Email, invalid, isUniqueViolation, notFound, nowIso, readBody, Text } from '../http.ts';
import { findCustomerByEmail, loadCustomer } from './load.ts';

export const registerApi = new Hono<EmulatorEnv>();

export const EMAIL_TAKEN = 'A customer with this email already exists.';
const CUSTOMER_NOT_FOUND = 'Customer not found.';

const Required = (field: string, max = 100) => v.pipe(Text(max, `${field} must be text of at most ${max} characters.`), v.nonEmpty(`${field} is required.`));
/** Every customer field but the e-mail is optional and may be null (customers.md). */
const OptionalName = (field: string) => v.optional(v.nullable(Text(100, `${field} must be text of at most 100 characters.`)));
const IsoDate = v.pipe(v.string('birthDate must be a date.'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate must be YYYY-MM-DD.'));
const MarketingStatus = v.optional(v.nullable(v.picklist(['Subscribed', 'Unsubscribed'], 'emailMarketingStatus must be Subscribed or Unsubscribed.')));

const CreateCustomerBody = v.object({
  firstName: OptionalName('firstName'),
  lastName: OptionalName('lastName'),
  birthDate: v.optional(v.nullable(IsoDate)),
  emailMarketingStatus: MarketingStatus,
  emails: v.pipe(v.array(v.object({ email: Email }), 'emails must be a list.'), v.minLength(1, 'emails needs one e-mail.'), v.maxLength(1)),
  phones: v.optional(v.array(v.object({ phone: Text(30, 'phone must be text of at most 30 characters.') }))),
  isSendTransactionEmail: v.optional(v.boolean('isSendTransactionEmail must be true or false.')),
});

/** The customer named in the path, or the 404 to answer. */
async function customerOr404(c: Context<EmulatorEnv>): Promise<string | Response> {
  const id = c.req.param('id') ?? '';
  const exists = await c.env.DB.prepare('SELECT 1 FROM commerce_customers WHERE id = ?').bind(id).first();
  return exists ? id : notFound(c, CUSTOMER_NOT_FOUND);
}

registerApi.post('/customer', requireApp, async (c) => {
  const body = await readBody(c, CreateCustomerBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const { firstName, lastName, birthDate, emails, phones, emailMarketingStatus } = body.value;
  const email = emails[0]!.email;
  if (await findCustomerByEmail(c.env.DB, email)) return conflict(c, EMAIL_TAKEN);
  const id = crypto.randomUUID();
  const phone = phones?.[0]?.phone || null;
  const now = nowIso();
  try {
    await c.env.DB.prepare(
      `INSERT INTO commerce_customers (id, first_name, last_name, email, email_id, phone, phone_id, password_hash, tags, created_at, updated_at, birth_date, email_marketing_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, '', '[]', ?, ?, ?, ?)`,
    )
      .bind(id, firstName ?? '', lastName ?? '', email, crypto.randomUUID(), phone, phone ? crypto.randomUUID() : null, now, now, birthDate ?? null, emailMarketingStatus ?? null)
      .run();
  } catch (error) {
    // Two sign-ups with one e-mail at once: the UNIQUE e-mail column lets one in.
    if (isUniqueViolation(error)) return conflict(c, EMAIL_TAKEN);
    throw error;
  }
  return c.json(await loadCustomer(c.env.DB, id), 201);
});

registerApi.get('/customer/:id', requireApp, async (c) => {
  const customer = await loadCustomer(c.env.DB, c.req.param('id'));
  return customer ? c.json(customer) : notFound(c, CUSTOMER_NOT_FOUND);
});

const AppData = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(100)), v.nullable(v.union([v.string(), v.number(), v.boolean()])), 'appData must be an object of plain values.'),
  v.check((data) => Object.keys(data).length <= 50, 'appData has too many keys.'),
  v.check((data) => JSON.stringify(data).length <= 10_000, 'appData is too large.'),
);

const UpdateCustomerBody = v.object({
  firstName: OptionalName('firstName'),
  lastName: OptionalName('lastName'),
  birthDate: v.optional(v.nullable(IsoDate)),
  emailMarketingStatus: MarketingStatus,
  /**
   * The calling app's own data (custom-app-data.md): stored under its app id, replacing what
   * that app had written before (a sub-object is replaced whole, commerce7-apis.md "Put
   * Requests"); other apps' nodes stay. The docs give no limits: the emulator's are 50 keys
   * of plain values, 10 kB in all (unverified).
   */
  appData: v.optional(v.nullable(AppData)),
  /**
   * The tenant's customer fields (customers.md's `metaData`), a sub-object replaced whole
   * when sent (commerce7-apis.md "Put Requests"). Unverified: whether the real API refuses
   * a key its MetaData Config does not define; the emulator takes plain values.
   */
  metaData: v.optional(v.nullable(AppData)),
  /** Unverified: see the header. */
  password: v.optional(v.pipe(v.string('password must be a string.'), v.minLength(8, 'password needs at least 8 characters.'), v.maxLength(1000, 'password is too long.'))),
});

/** The customer's appData with the calling app's node replaced (null removes it). */
async function withAppData(db: D1Database, id: string, appId: string, node: Record<string, unknown> | null): Promise<string | null> {
  const row = await db.prepare('SELECT app_data FROM commerce_customers WHERE id = ?').bind(id).first<{ app_data: string | null }>();
  const all = row?.app_data ? (JSON.parse(row.app_data) as Record<string, unknown>) : {};
  if (node === null) delete all[appId];
  else all[appId] = node;
  return Object.keys(all).length === 0 ? null : JSON.stringify(all);
}

/** Commerce7's PUT: only the root fields sent change (commerce7-apis.md "Put Requests"). */
registerApi.put('/customer/:id', requireApp, async (c) => {
  const id = await customerOr404(c);
  if (id instanceof Response) return id;
  const body = await readBody(c, UpdateCustomerBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const change = body.value;
  const sets: string[] = [];
  const binds: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    binds.push(value);
  };
  if (change.firstName !== undefined) set('first_name', change.firstName ?? '');
  if (change.lastName !== undefined) set('last_name', change.lastName ?? '');
  if (change.birthDate !== undefined) set('birth_date', change.birthDate);
  if (change.emailMarketingStatus !== undefined) set('email_marketing_status', change.emailMarketingStatus);
  if (change.password !== undefined) set('password_hash', await hashPassword(change.password));
  if (change.metaData !== undefined) set('meta_data', change.metaData === null ? null : JSON.stringify(change.metaData));
  if (change.appData !== undefined) set('app_data', await withAppData(c.env.DB, id, c.env.COMMERCE_APP_ID, change.appData));
  set('updated_at', nowIso());
  await c.env.DB.prepare(`UPDATE commerce_customers SET ${sets.join(', ')} WHERE id = ?`)
    .bind(...binds, id)
    .run();
  return c.json(await loadCustomer(c.env.DB, id));
});

/** customers.md "Delete customer": "Blank object and 204 status"; the customer's addresses, cards and memberships go with it. */
registerApi.delete('/customer/:id', requireApp, async (c) => {
  const id = await customerOr404(c);
  if (id instanceof Response) return id;
  await c.env.DB.prepare('DELETE FROM commerce_customers WHERE id = ?').bind(id).run();
  return c.body(null, 204);
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
  company: v.optional(v.nullable(Text(100, 'company must be text of at most 100 characters.'))),
  birthDate: v.optional(v.nullable(IsoDate)),
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
  created_at: string;
};

/** The address object of customer-addresses.md (company and birth date are not kept: null). */
export const toAddress = (a: AddressRow) => ({
  id: a.id,
  customerId: a.customer_id,
  birthDate: null,
  firstName: a.first_name,
  lastName: a.last_name,
  company: null,
  phone: a.phone,
  address: a.address,
  address2: a.address2,
  city: a.city,
  stateCode: a.state_code,
  zipCode: a.zip_code,
  countryCode: a.country_code,
  isDefault: a.is_default === 1,
  createdAt: a.created_at,
  updatedAt: a.created_at,
});

const ADDRESS_NOT_FOUND = 'Address not found.';
const CARD_NOT_FOUND = 'Credit card not found.';

/**
 * A customer's records on file, listed ({ <listKey>, total }) and read by id: the same two
 * reads for addresses and cards (customer-addresses.md, customer-credit-cards.md).
 */
function onFileReads<Row>(kind: { path: string; table: string; listKey: string; toObject: (row: Row) => unknown; notFound: string }) {
  registerApi.get(`/customer/:id/${kind.path}`, requireApp, async (c) => {
    const id = await customerOr404(c);
    if (id instanceof Response) return id;
    const { results } = await c.env.DB.prepare(`SELECT * FROM ${kind.table} WHERE customer_id = ? ORDER BY created_at, id`).bind(id).all<Row>();
    return c.json({ [kind.listKey]: results.map(kind.toObject), total: results.length });
  });
  registerApi.get(`/customer/:id/${kind.path}/:recordId`, requireApp, async (c) => {
    const row = await c.env.DB.prepare(`SELECT * FROM ${kind.table} WHERE id = ? AND customer_id = ?`).bind(c.req.param('recordId'), c.req.param('id')).first<Row>();
    return row ? c.json(kind.toObject(row) as object) : notFound(c, kind.notFound);
  });
}

onFileReads<AddressRow>({ path: 'address', table: 'commerce_customer_addresses', listKey: 'customerAddresses', toObject: toAddress, notFound: ADDRESS_NOT_FOUND });

registerApi.post('/customer/:id/address', requireApp, async (c) => {
  const customerId = await customerOr404(c);
  if (customerId instanceof Response) return customerId;
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
export const RAW_CARD_REFUSED =
  'Credit cards are stored only as payment gateway tokens: send tokenOnFile, cardBrand, maskedCardNumber, expiryMo, expiryYr and cardHolderName, never a card number or CVV.';

const CardBody = v.object({
  cardBrand: v.picklist(CARD_BRANDS, `cardBrand must be one of ${CARD_BRANDS.join(', ')}.`),
  gateway: v.optional(v.picklist(CARD_GATEWAYS, `gateway must be one of ${CARD_GATEWAYS.join(', ')}.`), 'No Gateway'),
  maskedCardNumber: v.pipe(v.string('maskedCardNumber must be a string.'), v.regex(/^\*{8,15}\d{4}$/, 'maskedCardNumber must be asterisks and the last four digits, like ************4242.')),
  tokenOnFile: v.pipe(Text(255, 'tokenOnFile must be text of at most 255 characters.'), v.nonEmpty('tokenOnFile is required.')),
  expiryMo: v.pipe(
    v.number('expiryMo must be a month number.'),
    v.integer('expiryMo must be a month number.'),
    v.minValue(1, 'expiryMo must be 1 to 12.'),
    v.maxValue(12, 'expiryMo must be 1 to 12.'),
  ),
  expiryYr: v.pipe(
    v.number('expiryYr must be a year.'),
    v.integer('expiryYr must be a year.'),
    v.minValue(2000, 'expiryYr must be a four-digit year.'),
    v.maxValue(2100, 'expiryYr must be a four-digit year.'),
  ),
  cardHolderName: Required('cardHolderName'),
  isDefault: v.optional(v.boolean('isDefault must be true or false.'), false),
});

/** A body that carries a card number or a CVV, under any name: refused before anything else. */
export function carriesRawCard(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return false;
  return Object.entries(raw).some(
    ([key, value]) => /^(card_?number|number|pan|cvv|cvc|cvv2|securityCode)$/i.test(key) || (typeof value === 'string' && /^\d[\d\s-]{11,22}\d$/.test(value) && value.replace(/\D/g, '').length >= 12),
  );
}

export type CardRow = {
  id: string;
  customer_id: string;
  card_brand: string;
  masked_card_number: string;
  expiry_mo: number;
  expiry_yr: number;
  card_holder_name: string;
  token_on_file: string;
  is_default: number;
  created_at: string;
};

/** The credit-card object of customer-credit-cards.md: the gateway's token, never more than the last four digits. */
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

onFileReads<CardRow>({ path: 'credit-card', table: 'commerce_customer_credit_cards', listKey: 'customerCreditCards', toObject: toCard, notFound: CARD_NOT_FOUND });

registerApi.post('/customer/:id/credit-card', requireApp, async (c) => {
  const customerId = await customerOr404(c);
  if (customerId instanceof Response) return customerId;
  const raw = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
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
