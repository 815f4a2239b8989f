// Clubs and club memberships, as Commerce7 has them: the clubs (GET /club, GET /club/{id}),
// joining one (POST /club-membership), changing its card, address or delivery (PUT
// /club-membership/{id}), one membership by id (limited), a customer's list, and cancelling one. A customer's clubs[] is read from the membership rows, so a join or
// a cancel shows there at once.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { authenticate, authenticateAs } from '../auth/session.ts';
import { conflict, invalid, isUniqueViolation, notFound, nowIso, readBody, Text, unauthorized } from '../http.ts';

export const clubApi = new Hono<EmulatorEnv>();

const MEMBERSHIP_NOT_FOUND = 'Club membership not found.';
const CLUB_NOT_FOUND = 'Club not found.';
export const ALREADY_MEMBER = 'This customer is already an active member of this club.';
/** Commerce7: a subscription's first processing date is two days after sign-up. */
const FIRST_PROCESSING_DELAY_MS = 2 * 24 * 60 * 60 * 1000;

type ClubRow = {
  id: string;
  slug: string;
  title: string;
  type: 'Traditional' | 'Subscription';
  content: string;
  seo: string;
  web_status: string;
  admin_status: string;
};

const toClub = (club: ClubRow) => ({
  id: club.id,
  title: club.title,
  slug: club.slug,
  type: club.type,
  content: club.content,
  seo: JSON.parse(club.seo) as { title: string; description: string },
  webStatus: club.web_status,
  adminStatus: club.admin_status,
});

clubApi.get('/club', async (c) => {
  const { results } = await c.env.DB.prepare('SELECT * FROM commerce_clubs ORDER BY position').all<ClubRow>();
  return c.json({ clubs: results.map(toClub), total: results.length });
});

clubApi.get('/club/:id', async (c) => {
  const club = await c.env.DB.prepare('SELECT * FROM commerce_clubs WHERE id = ?').bind(c.req.param('id')).first<ClubRow>();
  return club ? c.json(toClub(club)) : notFound(c, CLUB_NOT_FOUND);
});

type MembershipRow = {
  id: string;
  customer_id: string;
  club_id: string;
  club_title: string;
  status: 'Active' | 'Cancelled' | 'On Hold';
  signup_date: string;
  cancel_date: string | null;
  cancellation_reason: string | null;
  order_delivery_method: 'Ship' | 'Pickup' | null;
  bill_to_customer_address_id: string | null;
  ship_to_customer_address_id: string | null;
  customer_credit_card_id: string | null;
  subscription_frequency: string | null;
  subscription_next_process_date: string | null;
  club_slug: string | null;
  club_seo: string | null;
  ship_first_name: string | null;
  ship_last_name: string | null;
  ship_address: string | null;
  ship_address2: string | null;
  ship_city: string | null;
  ship_state_code: string | null;
  ship_zip_code: string | null;
  ship_country_code: string | null;
  card_brand: string | null;
  masked_card_number: string | null;
  expiry_mo: number | null;
  expiry_yr: number | null;
};

/** A membership with its club, ship-to address and card (never the card's token). */
const MEMBERSHIP_SELECT = `
  SELECT m.*, c.slug AS club_slug, c.seo AS club_seo,
    a.first_name AS ship_first_name, a.last_name AS ship_last_name, a.address AS ship_address, a.address2 AS ship_address2,
    a.city AS ship_city, a.state_code AS ship_state_code, a.zip_code AS ship_zip_code, a.country_code AS ship_country_code,
    k.card_brand, k.masked_card_number, k.expiry_mo, k.expiry_yr
  FROM commerce_club_memberships m
  LEFT JOIN commerce_clubs c ON c.id = m.club_id
  LEFT JOIN commerce_customer_addresses a ON a.id = m.ship_to_customer_address_id
  LEFT JOIN commerce_customer_credit_cards k ON k.id = m.customer_credit_card_id`;

const toMembership = (m: MembershipRow) => ({
  id: m.id,
  status: m.status,
  customerId: m.customer_id,
  clubId: m.club_id,
  clubTitle: m.club_title,
  club: m.club_slug !== null ? { id: m.club_id, title: m.club_title, slug: m.club_slug, seo: m.club_seo ? (JSON.parse(m.club_seo) as unknown) : null } : null,
  signupDate: m.signup_date,
  cancelDate: m.cancel_date,
  cancellationReason: m.cancellation_reason,
  lastProcessedDate: null,
  currentNumberOfShipments: 0,
  orderDeliveryMethod: m.order_delivery_method,
  billToCustomerAddressId: m.bill_to_customer_address_id,
  shipToCustomerAddressId: m.ship_to_customer_address_id,
  customerCreditCardId: m.customer_credit_card_id,
  shipTo:
    m.ship_address !== null
      ? {
          firstName: m.ship_first_name,
          lastName: m.ship_last_name,
          address: m.ship_address,
          address2: m.ship_address2,
          city: m.ship_city,
          stateCode: m.ship_state_code,
          zipCode: m.ship_zip_code,
          countryCode: m.ship_country_code,
        }
      : null,
  creditCard:
    m.masked_card_number !== null
      ? { cardBrand: m.card_brand, maskedCardNumber: m.masked_card_number, expiryMo: m.expiry_mo, expiryYr: m.expiry_yr }
      : null,
  subscription: m.subscription_frequency !== null ? { frequency: m.subscription_frequency, nextProcessDate: m.subscription_next_process_date } : null,
  onHolds: [],
});

const byId = (db: D1Database, id: string) => db.prepare(`${MEMBERSHIP_SELECT} WHERE m.id = ?`).bind(id).first<MembershipRow>();

clubApi.get('/club-membership/:id/limited', async (c) => {
  const membership = await byId(c.env.DB, c.req.param('id'));
  return membership ? c.json(toMembership(membership)) : notFound(c, MEMBERSHIP_NOT_FOUND);
});

clubApi.get('/customer/:id/club-membership', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const { results } = await c.env.DB.prepare(`${MEMBERSHIP_SELECT} WHERE m.customer_id = ? ORDER BY m.signup_date, m.id`).bind(customerId).all<MembershipRow>();
  return c.json({ clubMemberships: results.map(toMembership), total: results.length });
});

const Id = (field: string) => v.pipe(Text(100, `${field} must be an id.`), v.nonEmpty(`${field} is required.`));
const OptionalId = (field: string) => v.optional(v.nullable(Text(100, `${field} must be an id.`)), null);

const JoinBody = v.object({
  customerId: Id('customerId'),
  clubId: Id('clubId'),
  billToCustomerAddressId: OptionalId('billToCustomerAddressId'),
  shipToCustomerAddressId: OptionalId('shipToCustomerAddressId'),
  customerCreditCardId: Id('customerCreditCardId'),
  orderDeliveryMethod: v.picklist(['Ship', 'Pickup'], 'orderDeliveryMethod must be Ship or Pickup.'),
  signupDate: v.optional(v.nullable(v.pipe(v.string('signupDate must be an ISO date.'), v.isoTimestamp('signupDate must be an ISO date.')))),
  cancelDate: v.optional(v.null('cancelDate must be null when joining.')),
  subscription: v.optional(v.nullable(v.object({ frequency: Id('subscription.frequency'), nextProcessDate: v.optional(v.nullable(v.string())) }))),
  isSendEmailConfirmation: v.optional(v.boolean()),
  isSendTransactionEmail: v.optional(v.boolean()),
});

/**
 * Joins a club: the club must be open, the card and addresses the customer's own, a
 * subscription club needs a frequency. One running membership per customer and club is
 * kept by a unique partial index, so of concurrent identical joins exactly one is created
 * and the others answer 409; a cancelled membership does not stand in the way.
 */
clubApi.post('/club-membership', async (c) => {
  const auth = await authenticate(c);
  if (!auth.ok) return auth.response;
  const body = await readBody(c, JoinBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const join = body.value;
  if (join.customerId !== auth.claims.sub) return unauthorized(c, 'You are not allowed to see this customer.');
  const db = c.env.DB;
  const [clubs, cards, addresses] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM commerce_clubs WHERE id = ?').bind(join.clubId),
    db.prepare('SELECT id FROM commerce_customer_credit_cards WHERE id = ? AND customer_id = ?').bind(join.customerCreditCardId, join.customerId),
    db
      .prepare('SELECT id FROM commerce_customer_addresses WHERE customer_id = ? AND id IN (?, ?)')
      .bind(join.customerId, join.shipToCustomerAddressId ?? '', join.billToCustomerAddressId ?? ''),
  ]);
  const club = clubs?.results[0] as ClubRow | undefined;
  if (!club) return invalid(c, CLUB_NOT_FOUND);
  if (club.web_status !== 'Available' || club.admin_status !== 'Available') return invalid(c, 'This club is not open for sign-up.');
  if (!cards?.results.length) return invalid(c, 'The credit card is not on file for this customer.');
  const owned = new Set((addresses?.results ?? []).map((row) => row.id));
  if (join.orderDeliveryMethod === 'Ship' && !join.shipToCustomerAddressId) return invalid(c, 'A shipped membership needs shipToCustomerAddressId.');
  for (const id of [join.shipToCustomerAddressId, join.billToCustomerAddressId]) {
    if (id && !owned.has(id)) return invalid(c, 'The address is not on file for this customer.');
  }
  const frequency = join.subscription?.frequency ?? null;
  if (club.type === 'Subscription' && !frequency) return invalid(c, 'A subscription club needs subscription.frequency.');

  const signupDate = join.signupDate ?? nowIso();
  const nextProcessDate = club.type === 'Subscription' ? new Date(Date.parse(signupDate) + FIRST_PROCESSING_DELAY_MS).toISOString() : null;
  const id = crypto.randomUUID();
  const insert = db
    .prepare(
      `INSERT INTO commerce_club_memberships (id, customer_id, club_id, club_title, status, signup_date, cancel_date, order_delivery_method,
         bill_to_customer_address_id, ship_to_customer_address_id, customer_credit_card_id, subscription_frequency, subscription_next_process_date)
       VALUES (?, ?, ?, ?, 'Active', ?, NULL, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      join.customerId,
      club.id,
      club.title,
      signupDate,
      join.orderDeliveryMethod,
      join.billToCustomerAddressId ?? join.shipToCustomerAddressId,
      join.orderDeliveryMethod === 'Ship' ? join.shipToCustomerAddressId : null,
      join.customerCreditCardId,
      club.type === 'Subscription' ? frequency : null,
      nextProcessDate,
    );
  // Commerce7 e-mails a confirmation unless told not to; here it goes to the outbox, in
  // the same transaction, so a refused join sends nothing.
  const quiet = join.isSendEmailConfirmation === false || join.isSendTransactionEmail === false;
  const confirmation = db
    .prepare('INSERT INTO outbox (to_address, subject, text, created_at) SELECT email, ?, ?, ? FROM commerce_customers WHERE id = ?')
    .bind(`Welcome to ${club.title}`, `You joined ${club.title} on ${signupDate.slice(0, 10)}. Manage your membership in your account.`, Date.now(), join.customerId);
  try {
    await db.batch(quiet ? [insert] : [insert, confirmation]);
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(c, ALREADY_MEMBER);
    throw error;
  }
  const membership = await byId(db, id);
  return c.json(toMembership(membership!), 201);
});

const ChangeBody = v.object({
  customerCreditCardId: v.optional(Id('customerCreditCardId')),
  shipToCustomerAddressId: v.optional(v.nullable(Id('shipToCustomerAddressId'))),
  billToCustomerAddressId: v.optional(v.nullable(Id('billToCustomerAddressId'))),
  orderDeliveryMethod: v.optional(v.picklist(['Ship', 'Pickup'], 'orderDeliveryMethod must be Ship or Pickup.')),
});

/**
 * Changes a running membership's card, addresses or delivery method: only the fields sent
 * (Commerce7's PUT). The card and addresses must be the member's own; shipping needs a
 * ship-to address. Here the token must be the member's.
 */
clubApi.put('/club-membership/:id', async (c) => {
  const auth = await authenticate(c);
  if (!auth.ok) return auth.response;
  const body = await readBody(c, ChangeBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const change = body.value;
  const db = c.env.DB;
  const current = await byId(db, c.req.param('id'));
  if (!current || current.customer_id !== auth.claims.sub) return notFound(c, MEMBERSHIP_NOT_FOUND);
  if (current.status === 'Cancelled') return invalid(c, 'A cancelled club membership cannot be changed.');
  const customerId = current.customer_id;
  if (change.customerCreditCardId) {
    const card = await db.prepare('SELECT 1 FROM commerce_customer_credit_cards WHERE id = ? AND customer_id = ?').bind(change.customerCreditCardId, customerId).first();
    if (!card) return invalid(c, 'The credit card is not on file for this customer.');
  }
  for (const id of [change.shipToCustomerAddressId, change.billToCustomerAddressId]) {
    if (!id) continue;
    const address = await db.prepare('SELECT 1 FROM commerce_customer_addresses WHERE id = ? AND customer_id = ?').bind(id, customerId).first();
    if (!address) return invalid(c, 'The address is not on file for this customer.');
  }
  const method = change.orderDeliveryMethod ?? current.order_delivery_method;
  const shipTo = change.shipToCustomerAddressId !== undefined ? change.shipToCustomerAddressId : current.ship_to_customer_address_id;
  if (method === 'Ship' && !shipTo) return invalid(c, 'A shipped membership needs shipToCustomerAddressId.');
  await db
    .prepare(
      `UPDATE commerce_club_memberships SET customer_credit_card_id = ?, ship_to_customer_address_id = ?, bill_to_customer_address_id = ?, order_delivery_method = ?
       WHERE id = ? AND status <> 'Cancelled'`,
    )
    .bind(
      change.customerCreditCardId ?? current.customer_credit_card_id,
      method === 'Pickup' ? null : shipTo,
      change.billToCustomerAddressId !== undefined ? change.billToCustomerAddressId : current.bill_to_customer_address_id,
      method,
      current.id,
    )
    .run();
  return c.json(toMembership((await byId(db, current.id))!));
});

const CancelBody = v.object({ cancellationReason: v.optional(v.nullable(Text(1000, 'cancellationReason must be text of at most 1000 characters.'))) });

clubApi.put('/customer/:id/club-membership/:membershipId/cancel', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const body = await readBody(c, CancelBody);
  if (!body.ok) return body.response;
  const id = c.req.param('membershipId');
  const { meta } = await c.env.DB.prepare(
    "UPDATE commerce_club_memberships SET status = 'Cancelled', cancel_date = ?, cancellation_reason = ? WHERE id = ? AND customer_id = ? AND cancel_date IS NULL",
  )
    .bind(nowIso(), body.value.cancellationReason ?? null, id, customerId)
    .run();
  const membership = await byId(c.env.DB, id);
  if (!membership || membership.customer_id !== customerId) return notFound(c, MEMBERSHIP_NOT_FOUND);
  if (!meta.changes) return invalid(c, 'This club membership is already cancelled.');
  return c.json(toMembership(membership));
});
