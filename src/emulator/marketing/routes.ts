// Klaviyo's server-side API as the storefront's Worker calls it (klaviyo/openapi,
// openapi/stable/apis/, revision 2026-07-15), mounted at /marketing so that
// MARKETING_API_URL + "/api/..." reaches it as it reaches https://a.klaviyo.com:
//
//   POST /api/profile-subscription-bulk-create-jobs   bulk_subscribe_profiles.json: 202, no body
//   POST /api/profile-import                          create_or_update_profile.json: 201 created / 200 updated, the profile
//   POST /api/events                                  create_event.json: 202, no body
//   GET  /api/lists                                   get_lists.json: the lists, by name (the store finds its lists here)
//   POST /api/profile-subscription-bulk-delete-jobs   bulk_unsubscribe_profiles.json: 202, no body (contract:live's clean-up)
//
// Every call: `Authorization: Klaviyo-API-Key <private key>` (401 otherwise), a `revision`
// header (400 otherwise), a JSON:API body (415 otherwise), Klaviyo's error envelope for
// every refusal, and 429 throttled with Retry-After while the throttle switch is on. What
// was accepted is readable at GET /__emulator/form-submissions.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { EmulatorEnv } from '../env.ts';
import { invalidInput, klaviyoError } from './errors.ts';
import { klaviyoGuard, readJsonApiBody } from './guard.ts';
import { findProfile, klaviyoTime, normaliseEmail, profileResource, saveProfile, type Identifiers } from './profiles.ts';
import { E164, EMAIL, EventSchema, firstProblem, ProfileImportSchema, SubscribeJobSchema } from './schemas.ts';
import { throttle } from './throttle.ts';

export const marketingApi = new Hono<EmulatorEnv>();

marketingApi.use('/api/*', klaviyoGuard());
marketingApi.use('/api/*', throttle());

const JSON_API = { 'content-type': 'application/vnd.api+json' };

/** The first identifier that is not well formed, as a 400; null when they all are. */
function badIdentifier(c: Context, ids: Identifiers, at: string): Response | null {
  if (ids.email != null && !EMAIL.test(ids.email.trim())) return invalidInput(c, 'Invalid email address.', { pointer: `${at}/email` });
  // Unverified: the detail text.
  if (ids.phone_number != null && !E164.test(ids.phone_number)) {
    return invalidInput(c, 'Invalid phone number format (Example of a valid phone number: +13239169023).', { pointer: `${at}/phone_number` });
  }
  return null;
}

const hasIdentifier = (ids: Identifiers & { external_id?: string | null | undefined; anonymous_id?: string | null | undefined }) =>
  Boolean(ids.id || ids.email || ids.phone_number || ids.external_id || ids.anonymous_id);

marketingApi.post('/api/profile-subscription-bulk-create-jobs', async (c) => {
  const body = await readJsonApiBody(c);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(SubscribeJobSchema, body.value);
  if (!parsed.success) {
    const { detail, pointer } = firstProblem(parsed.issues, 'profile-subscription-bulk-create-job');
    return invalidInput(c, detail, { pointer });
  }
  const job = parsed.output.data;
  const listId = job.relationships?.list?.data.id ?? null;
  if (listId !== null) {
    const list = await c.env.DB.prepare('SELECT id FROM klaviyo_lists WHERE id = ?').bind(listId).first();
    // Unverified: the status and code for a list id that names no list.
    if (!list) return klaviyoError(c, 404, 'not_found', 'Not found.', `A list with id ${listId} does not exist.`, { pointer: '/data/relationships/list/data/id' });
  }
  const profiles = job.attributes.profiles.data;
  for (const [index, profile] of profiles.entries()) {
    const at = `/data/attributes/profiles/data/${index}/attributes`;
    const { email, phone_number, subscriptions } = profile.attributes;
    // The request body's description: "Either email or phone number is required."
    if (!email && !phone_number && !profile.id) return invalidInput(c, 'Either email or phone number is required.', { pointer: at });
    const bad = badIdentifier(c, profile.attributes, at);
    if (bad) return bad;
    if (subscriptions.email?.marketing && !email) return invalidInput(c, 'An email address is required to subscribe to email marketing.', { pointer: `${at}/email` });
    if ((subscriptions.sms?.marketing || subscriptions.sms?.transactional) && !phone_number) {
      return invalidInput(c, 'A phone number is required to subscribe to SMS.', { pointer: `${at}/phone_number` });
    }
    // SubscriptionParameters.consented_at: "if the historical_import flag is not included, providing any value for this field will raise an error".
    const consentedAt = [subscriptions.email?.marketing, subscriptions.sms?.marketing, subscriptions.sms?.transactional].some((p) => p?.consented_at);
    if (consentedAt && !job.attributes.historical_import) return invalidInput(c, 'consented_at is only allowed with historical_import.', { pointer: `${at}/subscriptions` });
  }
  const now = klaviyoTime();
  await c.env.DB.batch(
    profiles.map((profile) => {
      const { email, phone_number, subscriptions, age_gated_date_of_birth } = profile.attributes;
      return c.env.DB.prepare(
        `INSERT INTO klaviyo_subscriptions (list_id, email, phone_number, email_marketing, sms_marketing, sms_transactional, age_gated_date_of_birth, custom_source, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        listId,
        normaliseEmail(email),
        phone_number ?? null,
        subscriptions.email?.marketing?.consent ?? null,
        subscriptions.sms?.marketing?.consent ?? null,
        subscriptions.sms?.transactional?.consent ?? null,
        age_gated_date_of_birth ?? null,
        job.attributes.custom_source ?? null,
        now,
      );
    }),
  );
  // The job runs later on the real service; the twin records the consent at once. A profile
  // the identifiers do not name yet is created ("a new profile will be created and then subscribed").
  for (const profile of profiles) {
    const { email, phone_number } = profile.attributes;
    const found = await findProfile(c.env.DB, { id: profile.id, email, phone_number });
    if (found.kind === 'none') await saveProfile(c.env.DB, null, { email, phone_number });
    if (found.kind !== 'found') continue;
    // An identifier the profile lacks is added to it; one it has is never replaced by a job.
    const missing = { ...(found.profile.email === null && email ? { email } : {}), ...(found.profile.phone_number === null && phone_number ? { phone_number } : {}) };
    if (Object.keys(missing).length > 0) await saveProfile(c.env.DB, found.profile, missing);
  }
  return c.body(null, 202);
});

marketingApi.post('/api/profile-import', async (c) => {
  const body = await readJsonApiBody(c);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(ProfileImportSchema, body.value);
  if (!parsed.success) {
    const { detail, pointer } = firstProblem(parsed.issues, 'profile');
    return invalidInput(c, detail, { pointer });
  }
  const { id, attributes } = parsed.output.data;
  if (!hasIdentifier({ id, ...attributes })) {
    return invalidInput(c, 'One of email, phone_number, external_id or id is required to identify a profile.', { pointer: '/data/attributes' });
  }
  const bad = badIdentifier(c, attributes, '/data/attributes');
  if (bad) return bad;
  const found = await findProfile(c.env.DB, { id, email: attributes.email, phone_number: attributes.phone_number });
  if (found.kind === 'duplicate_profile') {
    // Unverified: the detail and pointer (docs/real-services.md names the status and code).
    return klaviyoError(c, 409, 'duplicate_profile', 'Conflict.', 'A profile already exists with one of these identifiers.', { pointer: '/data/attributes/phone_number' });
  }
  if (id && found.kind === 'none') return klaviyoError(c, 404, 'not_found', 'Not found.', `A profile with id ${id} does not exist.`, { pointer: '/data/id' });
  const saved = await saveProfile(c.env.DB, found.kind === 'found' ? found.profile : null, attributes);
  const origin = new URL(c.req.url).origin;
  const lastEvent = await c.env.DB.prepare('SELECT MAX(time) AS time FROM klaviyo_events WHERE profile_id = ?').bind(saved.id).first<{ time: string | null }>();
  const data = profileResource(saved, `${origin}/marketing`);
  data.attributes.last_event_date = lastEvent?.time ?? null;
  return c.body(JSON.stringify({ data, links: { self: `${origin}/marketing/api/profile-import/` } }), found.kind === 'found' ? 200 : 201, JSON_API);
});

marketingApi.post('/api/events', async (c) => {
  const body = await readJsonApiBody(c);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(EventSchema, body.value);
  if (!parsed.success) {
    const { detail, pointer } = firstProblem(parsed.issues, 'event');
    return invalidInput(c, detail, { pointer });
  }
  const event = parsed.output.data.attributes;
  const profile = event.profile.data;
  const at = '/data/attributes/profile/data/attributes';
  // create_event.json: "profile and metric objects should include at least one profile identifier (e.g., id, email, or phone_number)".
  if (!hasIdentifier({ id: profile.id, ...profile.attributes })) return invalidInput(c, 'A profile identifier (id, email, phone_number, external_id or anonymous_id) is required.', { pointer: at });
  const bad = badIdentifier(c, profile.attributes, at);
  if (bad) return bad;
  // The event "allows you to create a new profile or update an existing profile's properties".
  // Unverified: what Klaviyo does with identifiers of two different profiles here; the twin files the event under the e-mail's.
  const byEmail = await findProfile(c.env.DB, { id: profile.id, email: profile.attributes.email });
  const found = byEmail.kind === 'found' ? byEmail : await findProfile(c.env.DB, { phone_number: profile.attributes.phone_number });
  const { anonymous_id: _anonymous, meta: _meta, ...attributes } = profile.attributes;
  const saved = await saveProfile(c.env.DB, found.kind === 'found' ? found.profile : null, found.kind === 'found' ? { ...attributes, phone_number: undefined } : attributes);
  const now = klaviyoTime();
  await c.env.DB.prepare('INSERT INTO klaviyo_events (metric, profile_id, email, phone_number, properties, time, unique_id, value, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(event.metric.data.attributes.name, saved.id, saved.email, saved.phone_number, JSON.stringify(event.properties), event.time ?? now, event.unique_id ?? null, event.value ?? null, now)
    .run();
  return c.body(null, 202);
});

// GET /api/lists (klaviyo/openapi openapi/stable/apis/get_lists.json): the account's lists,
// 10 a page at most, filterable by `equals(name,"...")` (or `any(name,[...])`), each a
// `list` resource with its attributes (name, created, updated, opt_in_process) and its
// self link; the collection's `links.self`. The storefront finds its lists by name here.
const LIST_FILTER = /^(equals|any)\(name,\s*(?:"([^"]*)"|'([^']*)'|\[(.*)\])\)$/;

/** The names a filter asks for; undefined for no filter, null for one the twin cannot read. */
function namesOf(filter: string | undefined): string[] | undefined | null {
  if (filter === undefined || filter === '') return undefined;
  const match = LIST_FILTER.exec(filter.trim());
  if (!match) return null;
  if (match[4] !== undefined) return [...match[4].matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? '');
  return [match[2] ?? match[3] ?? ''];
}

marketingApi.get('/api/lists', async (c) => {
  const names = namesOf(c.req.query('filter'));
  // Unverified: the detail of a filter Klaviyo cannot parse.
  if (names === null) return invalidInput(c, 'Invalid filter provided.', { parameter: 'filter' });
  const { results } = await c.env.DB.prepare('SELECT id, name, opt_in_process FROM klaviyo_lists ORDER BY id').all<{ id: string; name: string; opt_in_process: string }>();
  const lists = results.filter((list) => !names || names.includes(list.name)).slice(0, 10);
  const base = c.req.url.split('?')[0]!.replace(/\/+$/, '');
  const created = '2026-01-15T17:00:00+00:00';
  return c.json(
    {
      data: lists.map((list) => ({
        type: 'list',
        id: list.id,
        attributes: { name: list.name, created, updated: created, opt_in_process: list.opt_in_process },
        links: { self: `${base}/${list.id}/` },
      })),
      links: { self: c.req.url, next: null, prev: null },
    },
    200,
    JSON_API,
  );
});

// POST /api/profile-subscription-bulk-delete-jobs (klaviyo/openapi openapi/stable/apis/
// bulk_unsubscribe_profiles.json, SubscriptionDeleteJobCreateQuery): unsubscribes profiles
// (email or phone, `subscriptions` required) and "All profiles will be removed from the
// provided list"; 202 with no body. The twin drops the consent records it kept for them
// on that list (every list when none is named: "Profiles not in the specified list will be
// globally unsubscribed"). The storefront never calls it; `npm run contract:live` removes
// its test subscription with it.
const UnsubscribeJobSchema = v.object({
  data: v.object({
    type: v.literal('profile-subscription-bulk-delete-job'),
    attributes: v.object({
      profiles: v.object({
        data: v.pipe(
          v.array(
            v.object({
              type: v.literal('profile'),
              attributes: v.object({ email: v.optional(v.nullable(v.string())), phone_number: v.optional(v.nullable(v.string())), subscriptions: v.record(v.string(), v.unknown()) }),
            }),
          ),
          v.minLength(1),
          v.maxLength(100),
        ),
      }),
    }),
    relationships: v.optional(v.object({ list: v.object({ data: v.object({ type: v.literal('list'), id: v.string() }) }) })),
  }),
});

marketingApi.post('/api/profile-subscription-bulk-delete-jobs', async (c) => {
  const body = await readJsonApiBody(c);
  if (!body.ok) return body.response;
  const parsed = v.safeParse(UnsubscribeJobSchema, body.value);
  if (!parsed.success) {
    const { detail, pointer } = firstProblem(parsed.issues, 'profile-subscription-bulk-delete-job');
    return invalidInput(c, detail, { pointer });
  }
  const listId = parsed.output.data.relationships?.list.data.id ?? null;
  for (const [index, profile] of parsed.output.data.attributes.profiles.data.entries()) {
    const { email, phone_number } = profile.attributes;
    const at = `/data/attributes/profiles/data/${index}/attributes`;
    if (!email && !phone_number) return invalidInput(c, 'Either email or phone number is required.', { pointer: at });
    const bad = badIdentifier(c, profile.attributes, at);
    if (bad) return bad;
  }
  await c.env.DB.batch(
    parsed.output.data.attributes.profiles.data.map(({ attributes: { email, phone_number } }) =>
      c.env.DB.prepare('DELETE FROM klaviyo_subscriptions WHERE (email = ?1 OR phone_number = ?2) AND (?3 IS NULL OR list_id = ?3)').bind(normaliseEmail(email) ?? null, phone_number ?? null, listId),
    ),
  );
  return c.body(null, 202);
});

marketingApi.all('/api/*', (c) => klaviyoError(c, 404, 'not_found', 'Not found.', `No emulated Klaviyo endpoint for ${c.req.method} ${new URL(c.req.url).pathname.replace(/^\/marketing/, '')}.`));
