// Clubs and club memberships, as Commerce7 has them (docs/developer/resources/clubs.md,
// club-memberships.md). App endpoints, behind the app's credentials: the clubs (GET /club,
// GET /club/{id}), joining one (POST /club-membership), reading one (GET
// /club-membership/{id}) and changing its card, address or delivery (PUT
// /club-membership/{id}). The storefront's own calls (spec section 7; not in the public
// docs): one membership by id (limited), a customer's list and cancelling one, with the
// customer's token. A membership names its address and card by id only; a customer's
// clubs[] is read from the membership rows, so a join or a cancel shows there at once.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { requireApp } from '../auth/app.ts';
import { authenticateAs } from '../auth/session.ts';
import { loadCustomer } from '../customers/load.ts';
import { conflict, invalid, isUniqueViolation, notFound, nowIso, readBody, Text } from '../http.ts';

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

/** The date the seeded clubs were published (the emulator keeps no per-club dates). */
const CLUBS_PUBLISHED = '2022-01-01T08:00:00.000Z';

/** The club object of clubs.md; webStatus and adminStatus are in its ENUMs table. */
const toClub = (club: ClubRow) => ({
  id: club.id,
  title: club.title,
  type: club.type,
  content: club.content,
  publishDate: CLUBS_PUBLISHED,
  slug: club.slug,
  createdAt: CLUBS_PUBLISHED,
  updatedAt: CLUBS_PUBLISHED,
  seo: JSON.parse(club.seo) as { title: string; description: string },
  webStatus: club.web_status,
  adminStatus: club.admin_status,
});

clubApi.get('/club', requireApp, async (c) => {
  const { results } = await c.env.DB.prepare('SELECT * FROM commerce_clubs ORDER BY position').all<ClubRow>();
  return c.json({ clubs: results.map(toClub), total: results.length });
});

clubApi.get('/club/:id', requireApp, async (c) => {
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
  club_row: string | null;
};

/** A membership with its club (as JSON, so one query carries it). */
const MEMBERSHIP_SELECT = `
  SELECT m.*, CASE WHEN c.id IS NULL THEN NULL ELSE json_object('id', c.id, 'title', c.title, 'type', c.type, 'content', c.content, 'slug', c.slug,
    'seo', c.seo, 'web_status', c.web_status, 'admin_status', c.admin_status) END AS club_row
  FROM commerce_club_memberships m
  LEFT JOIN commerce_clubs c ON c.id = m.club_id`;

/** The customer as a membership nests it (club-memberships.md's object: no e-mails or phones). */
async function nestedCustomer(db: D1Database, id: string) {
  const customer = await loadCustomer(db, id);
  if (!customer) return null;
  const { orderInformation: info } = customer;
  return {
    id: customer.id,
    avatar: customer.avatar,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate,
    city: customer.city,
    stateCode: customer.stateCode,
    countryCode: customer.countryCode,
    acceptsMarketing: customer.emailMarketingStatus === 'Subscribed',
    lastActivityDate: customer.lastActivityDate,
    facebookId: customer.facebookId,
    metaData: customer.metaData,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    orderInformation: {
      lastOrderId: info.lastOrderId,
      lastOrderDate: info.lastOrderDate,
      orderCount: info.orderCount,
      lifetimeValue: info.lifetimeValue,
      currentClubTitle: info.currentClubTitle,
      daysInCurrentClub: info.daysInCurrentClub,
    },
    clubs: customer.clubs,
  };
}

/**
 * The club-membership object of club-memberships.md. Beside it: `cancellationReason` (an
 * ENUM of that page) and, for subscription clubs, the `subscription` the create request
 * takes ({ frequency: "<months>", nextProcessDate }); whether a read returns it is unverified.
 */
async function toMembership(db: D1Database, m: MembershipRow) {
  const club = m.club_row ? toClub({ ...(JSON.parse(m.club_row) as ClubRow), position: 0 } as ClubRow) : null;
  return {
    status: m.status,
    id: m.id,
    customerId: m.customer_id,
    clubId: m.club_id,
    billToCustomerAddressId: m.bill_to_customer_address_id,
    orderDeliveryMethod: m.order_delivery_method,
    shipToCustomerAddressId: m.ship_to_customer_address_id,
    customerCreditCardId: m.customer_credit_card_id,
    signupDate: m.signup_date,
    cancelDate: m.cancel_date,
    cancellationReason: m.cancellation_reason,
    lastProcessedDate: null,
    currentNumberOfShipments: 0,
    createdAt: m.signup_date,
    updatedAt: m.cancel_date ?? m.signup_date,
    customer: await nestedCustomer(db, m.customer_id),
    club: club ? { id: club.id, title: club.title, content: club.content, publishDate: club.publishDate, slug: club.slug, createdAt: club.createdAt, updatedAt: club.updatedAt, seo: club.seo } : null,
    subscription: m.subscription_frequency !== null ? { frequency: m.subscription_frequency, nextProcessDate: m.subscription_next_process_date } : null,
    onHolds: [],
  };
}

const byId = (db: D1Database, id: string) => db.prepare(`${MEMBERSHIP_SELECT} WHERE m.id = ?`).bind(id).first<MembershipRow>();

clubApi.get('/club-membership/:id/limited', async (c) => {
  const membership = await byId(c.env.DB, c.req.param('id'));
  return membership ? c.json(await toMembership(c.env.DB, membership)) : notFound(c, MEMBERSHIP_NOT_FOUND);
});

/** club-memberships.md "List club memberships": { clubMemberships, total }, ?clubId= narrows to one club; pages of up to 50. */
clubApi.get('/club-membership', requireApp, async (c) => {
  const page = Number(c.req.query('page') ?? 1);
  const limit = Number(c.req.query('limit') ?? 50);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
    return invalid(c, 'page must be a whole number from 1, and limit from 1 to 50.');
  }
  const clubId = c.req.query('clubId');
  const where = clubId ? 'WHERE m.club_id = ?' : '';
  const binds = clubId ? [clubId] : [];
  const [{ results }, count] = await Promise.all([
    c.env.DB.prepare(`${MEMBERSHIP_SELECT} ${where} ORDER BY m.signup_date, m.id LIMIT ? OFFSET ?`)
      .bind(...binds, limit, (page - 1) * limit)
      .all<MembershipRow>(),
    c.env.DB.prepare(`SELECT COUNT(*) AS total FROM commerce_club_memberships m ${where}`)
      .bind(...binds)
      .first<{ total: number }>(),
  ]);
  return c.json({ clubMemberships: await Promise.all(results.map((m) => toMembership(c.env.DB, m))), total: count?.total ?? 0 });
});

clubApi.get('/club-membership/:id', requireApp, async (c) => {
  const membership = await byId(c.env.DB, c.req.param('id'));
  return membership ? c.json(await toMembership(c.env.DB, membership)) : notFound(c, MEMBERSHIP_NOT_FOUND);
});

clubApi.get('/customer/:id/club-membership', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const { results } = await c.env.DB.prepare(`${MEMBERSHIP_SELECT} WHERE m.customer_id = ? ORDER BY m.signup_date, m.id`).bind(customerId).all<MembershipRow>();
  return c.json({ clubMemberships: await Promise.all(results.map((m) => toMembership(c.env.DB, m))), total: results.length });
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
  // club-memberships.md: frequency is the number of months between shipments, as a string ("3").
  subscription: v.optional(
    v.nullable(
      v.object({
        frequency: v.pipe(v.string('subscription.frequency must be a number of months.'), v.regex(/^(?:[1-9]|1[0-2])$/, 'subscription.frequency must be a number of months from 1 to 12.')),
        nextProcessDate: v.optional(v.nullable(v.pipe(v.string('subscription.nextProcessDate must be an ISO date.'), v.isoTimestamp('subscription.nextProcessDate must be an ISO date.')))),
      }),
    ),
  ),
  isSendEmailConfirmation: v.optional(v.boolean()),
  isSendTransactionEmail: v.optional(v.boolean()),
});

/**
 * Joins a club: the club must be open, the card and addresses the customer's own, a
 * subscription club needs a frequency. One running membership per customer and club is
 * kept by a unique partial index, so of concurrent identical joins exactly one is created
 * and the others answer 409; a cancelled membership does not stand in the way.
 */
clubApi.post('/club-membership', requireApp, async (c) => {
  const body = await readBody(c, JoinBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const join = body.value;
  const db = c.env.DB;
  const customer = await db.prepare('SELECT 1 FROM commerce_customers WHERE id = ?').bind(join.customerId).first();
  if (!customer) return invalid(c, 'customerId does not name a customer.');
  const [clubs, cards, addresses] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM commerce_clubs WHERE id = ?').bind(join.clubId),
    db.prepare('SELECT id FROM commerce_customer_credit_cards WHERE id = ? AND customer_id = ?').bind(join.customerCreditCardId, join.customerId),
    db.prepare('SELECT id FROM commerce_customer_addresses WHERE customer_id = ? AND id IN (?, ?)').bind(join.customerId, join.shipToCustomerAddressId ?? '', join.billToCustomerAddressId ?? ''),
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
  const nextProcessDate = club.type === 'Subscription' ? (join.subscription?.nextProcessDate ?? new Date(Date.parse(signupDate) + FIRST_PROCESSING_DELAY_MS).toISOString()) : null;
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
  return c.json(await toMembership(db, membership!), 201);
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
 * ship-to address.
 */
clubApi.put('/club-membership/:id', requireApp, async (c) => {
  const body = await readBody(c, ChangeBody, { prefixPath: false });
  if (!body.ok) return body.response;
  const change = body.value;
  const db = c.env.DB;
  const current = await byId(db, c.req.param('id'));
  if (!current) return notFound(c, MEMBERSHIP_NOT_FOUND);
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
  return c.json(await toMembership(db, (await byId(db, current.id))!));
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
  return c.json(await toMembership(c.env.DB, membership));
});
