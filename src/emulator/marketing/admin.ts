// Controls of the marketing emulator: what the twin of Klaviyo stored, and the throttle.
// Source: klaviyo/openapi (the 429 throttled error the throttle answers); the controls themselves
// have no real-service counterpart.
import { Hono } from 'hono';
import type { EmulatorEnv } from '../env.ts';
import { normaliseEmail, profileResource, type ProfileRow } from './profiles.ts';
import { clearThrottle, setThrottle } from './throttle.ts';

export const marketingAdmin = new Hono<EmulatorEnv>();

/** PUT { times, retryAfterSeconds? }: the next `times` marketing calls answer 429 throttled. */
marketingAdmin.put('/throttle', async (c) => {
  const body = (await c.req.json().catch(() => null)) as { times?: unknown; retryAfterSeconds?: unknown } | null;
  const times = body?.times;
  const retryAfterSeconds = body?.retryAfterSeconds ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return c.json({ message: 'times must be a whole number from 1' }, 400);
  if (typeof retryAfterSeconds !== 'number' || !Number.isInteger(retryAfterSeconds) || retryAfterSeconds < 0) {
    return c.json({ message: 'retryAfterSeconds must be a whole number of seconds' }, 400);
  }
  await setThrottle(c.env.DB, times, retryAfterSeconds);
  return c.json({ throttle: { times, retryAfterSeconds } });
});

marketingAdmin.delete('/throttle', async (c) => {
  await clearThrottle(c.env.DB);
  return c.body(null, 204);
});

type SubscriptionRow = {
  id: number;
  list_id: string | null;
  list_name: string | null;
  email: string | null;
  phone_number: string | null;
  email_marketing: string | null;
  sms_marketing: string | null;
  sms_transactional: string | null;
  age_gated_date_of_birth: string | null;
  custom_source: string | null;
  created: string;
};

type EventRow = {
  id: number;
  metric: string;
  profile_id: string;
  email: string | null;
  phone_number: string | null;
  properties: string;
  time: string;
  unique_id: string | null;
  value: number | null;
  created: string;
};

/**
 * GET /__emulator/form-submissions[?email=&phone=&list=&metric=]: the latest 100 of each
 * thing the twin stored (the lists, the profiles, the consent each subscribe job gave and
 * the events), narrowed to one visitor's e-mail or phone, one list id or one metric name.
 */
export async function storedSubmissions(db: D1Database, query: { email?: string | undefined; phone?: string | undefined; list?: string | undefined; metric?: string | undefined }) {
  const email = normaliseEmail(query.email);
  const phone = query.phone?.trim() || null;
  const where = (clauses: [string, unknown][]) => {
    const used = clauses.filter(([, value]) => value !== null && value !== undefined && value !== '');
    return { sql: used.length ? `WHERE ${used.map(([sql]) => sql).join(' AND ')}` : '', values: used.map(([, value]) => value) };
  };
  const p = where([
    ['email = ?', email],
    ['phone_number = ?', phone],
  ]);
  const s = where([
    ['s.email = ?', email],
    ['s.phone_number = ?', phone],
    ['s.list_id = ?', query.list],
  ]);
  const e = where([
    ['email = ?', email],
    ['phone_number = ?', phone],
    ['metric = ?', query.metric],
  ]);
  const [lists, profiles, subscriptions, events] = await db.batch([
    db.prepare('SELECT id, name, opt_in_process FROM klaviyo_lists ORDER BY name'),
    db.prepare(`SELECT * FROM klaviyo_profiles ${p.sql} ORDER BY updated DESC LIMIT 100`).bind(...p.values),
    db.prepare(`SELECT s.*, l.name AS list_name FROM klaviyo_subscriptions s LEFT JOIN klaviyo_lists l ON l.id = s.list_id ${s.sql} ORDER BY s.id DESC LIMIT 100`).bind(...s.values),
    db.prepare(`SELECT * FROM klaviyo_events ${e.sql} ORDER BY id DESC LIMIT 100`).bind(...e.values),
  ]);
  return {
    lists: lists!.results,
    profiles: (profiles!.results as ProfileRow[]).map((row) => {
      const { type: _type, relationships: _relationships, links: _links, ...profile } = profileResource(row, '');
      return profile;
    }),
    subscriptions: (subscriptions!.results as SubscriptionRow[]).map((row) => ({
      list: row.list_id === null ? null : { id: row.list_id, name: row.list_name },
      email: row.email,
      phone_number: row.phone_number,
      consent: { email_marketing: row.email_marketing, sms_marketing: row.sms_marketing, sms_transactional: row.sms_transactional },
      age_gated_date_of_birth: row.age_gated_date_of_birth,
      custom_source: row.custom_source,
      created: row.created,
    })),
    events: (events!.results as EventRow[]).map((row) => ({
      metric: row.metric,
      profile: { id: row.profile_id, email: row.email, phone_number: row.phone_number },
      properties: JSON.parse(row.properties) as Record<string, unknown>,
      time: row.time,
      unique_id: row.unique_id,
      value: row.value,
    })),
  };
}
