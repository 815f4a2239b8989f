// Club memberships: one by id (limited), a customer's list, and cancelling one. A
// customer's clubs[] is read from these rows, so a cancel shows there at once.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../../env.ts';
import { authenticateAs } from '../auth/session.ts';
import { invalid, notFound, nowIso, readBody, Text } from '../http.ts';

export const clubApi = new Hono<EmulatorEnv>();

const MEMBERSHIP_NOT_FOUND = 'Club membership not found.';

type MembershipRow = {
  id: string;
  customer_id: string;
  club_id: string;
  club_title: string;
  status: 'Active' | 'Cancelled' | 'On Hold';
  signup_date: string;
  cancel_date: string | null;
};

const toMembership = (m: MembershipRow) => ({
  id: m.id,
  customerId: m.customer_id,
  clubId: m.club_id,
  clubTitle: m.club_title,
  status: m.status,
  signupDate: m.signup_date,
  cancelDate: m.cancel_date,
});

const byId = (db: D1Database, id: string) => db.prepare('SELECT * FROM commerce_club_memberships WHERE id = ?').bind(id).first<MembershipRow>();

clubApi.get('/club-membership/:id/limited', async (c) => {
  const membership = await byId(c.env.DB, c.req.param('id'));
  return membership ? c.json(toMembership(membership)) : notFound(c, MEMBERSHIP_NOT_FOUND);
});

clubApi.get('/customer/:id/club-membership', async (c) => {
  const customerId = c.req.param('id');
  const auth = await authenticateAs(c, customerId);
  if (!auth.ok) return auth.response;
  const { results } = await c.env.DB.prepare('SELECT * FROM commerce_club_memberships WHERE customer_id = ? ORDER BY signup_date')
    .bind(customerId)
    .all<MembershipRow>();
  return c.json({ clubMemberships: results.map(toMembership) });
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
