// Klaviyo's profiles as the twin keeps them: one per e-mail address and one per phone
// number (E.164), each with a 26-character ULID id. POST /api/profile-import creates or
// updates one (201 or 200, klaviyo/openapi create_or_update_profile.json: "setting a field
// to null will clear out the field, whereas not including a field in your request will
// leave it unchanged"); an import whose e-mail and phone belong to different profiles is
// refused with 409 duplicate_profile (docs/real-services.md "Klaviyo sign-ups").
import type { ProfileAttributes } from './schemas.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 10 characters of milliseconds, 16 random. */
export function newProfileId(now = Date.now()): string {
  let time = '';
  for (let rest = now, i = 0; i < 10; i++, rest = Math.floor(rest / 32)) time = CROCKFORD[rest % 32] + time;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => CROCKFORD[byte % 32]).join('');
  return time + random;
}

/** Klaviyo's timestamps: ISO 8601 with an explicit +00:00 offset (the OpenAPI examples' "2022-11-08T00:00:00+00:00"). */
export const klaviyoTime = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export type ProfileRow = {
  id: string;
  email: string | null;
  phone_number: string | null;
  external_id: string | null;
  first_name: string | null;
  last_name: string | null;
  organization: string | null;
  locale: string | null;
  title: string | null;
  image: string | null;
  location: string | null;
  properties: string;
  created: string;
  updated: string;
};

const COLUMNS = ['email', 'phone_number', 'external_id', 'first_name', 'last_name', 'organization', 'locale', 'title', 'image'] as const;

export const normaliseEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

export type Identifiers = { id?: string | null | undefined; email?: string | null | undefined; phone_number?: string | null | undefined };

export type Lookup = { kind: 'found'; profile: ProfileRow } | { kind: 'none' } | { kind: 'duplicate_profile' };

/**
 * The one profile the identifiers name: by id first, then by e-mail and phone. An e-mail and
 * a phone that each belong to a different profile, or a phone whose profile has another
 * e-mail, name two people: a duplicate.
 */
export async function findProfile(db: D1Database, ids: Identifiers): Promise<Lookup> {
  if (ids.id) {
    const byId = await db.prepare('SELECT * FROM klaviyo_profiles WHERE id = ?').bind(ids.id).first<ProfileRow>();
    return byId ? { kind: 'found', profile: byId } : { kind: 'none' };
  }
  const email = normaliseEmail(ids.email);
  const phone = ids.phone_number ?? null;
  const [byEmail, byPhone] = await Promise.all([
    email ? db.prepare('SELECT * FROM klaviyo_profiles WHERE email = ?').bind(email).first<ProfileRow>() : null,
    phone ? db.prepare('SELECT * FROM klaviyo_profiles WHERE phone_number = ?').bind(phone).first<ProfileRow>() : null,
  ]);
  if (byEmail && byPhone && byEmail.id !== byPhone.id) return { kind: 'duplicate_profile' };
  if (byPhone && !byEmail && email && byPhone.email !== null) return { kind: 'duplicate_profile' };
  const found = byEmail ?? byPhone;
  return found ? { kind: 'found', profile: found } : { kind: 'none' };
}

/** Creates the profile or writes the attributes sent onto it (null clears, left out keeps); properties merge key by key. */
export async function saveProfile(db: D1Database, existing: ProfileRow | null, attributes: ProfileAttributes): Promise<ProfileRow> {
  const now = klaviyoTime();
  const row: ProfileRow = existing
    ? { ...existing }
    : {
        id: newProfileId(),
        email: null,
        phone_number: null,
        external_id: null,
        first_name: null,
        last_name: null,
        organization: null,
        locale: null,
        title: null,
        image: null,
        location: null,
        properties: '{}',
        created: now,
        updated: now,
      };
  for (const column of COLUMNS) {
    const value = attributes[column];
    if (value !== undefined) row[column] = column === 'email' ? normaliseEmail(value) : value;
  }
  if (attributes.location !== undefined) row.location = attributes.location === null ? null : JSON.stringify(attributes.location);
  if (attributes.properties !== undefined) {
    row.properties = JSON.stringify(attributes.properties === null ? {} : { ...(JSON.parse(row.properties) as Record<string, unknown>), ...attributes.properties });
  }
  row.updated = now;
  await db
    .prepare(
      `INSERT INTO klaviyo_profiles (id, email, phone_number, external_id, first_name, last_name, organization, locale, title, image, location, properties, created, updated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET email = excluded.email, phone_number = excluded.phone_number, external_id = excluded.external_id,
         first_name = excluded.first_name, last_name = excluded.last_name, organization = excluded.organization, locale = excluded.locale,
         title = excluded.title, image = excluded.image, location = excluded.location, properties = excluded.properties, updated = excluded.updated`,
    )
    .bind(
      row.id,
      row.email,
      row.phone_number,
      row.external_id,
      row.first_name,
      row.last_name,
      row.organization,
      row.locale,
      row.title,
      row.image,
      row.location,
      row.properties,
      row.created,
      row.updated,
    )
    .run();
  return row;
}

/** PostProfileResponse's `data` (create_or_update_profile.json), without the additional fields (subscriptions, predictive_analytics) nobody asked for. */
export function profileResource(row: ProfileRow, origin: string) {
  const self = `${origin}/api/profiles/${row.id}/`;
  return {
    type: 'profile' as const,
    id: row.id,
    attributes: {
      email: row.email,
      phone_number: row.phone_number,
      external_id: row.external_id,
      first_name: row.first_name,
      last_name: row.last_name,
      organization: row.organization,
      locale: row.locale,
      title: row.title,
      image: row.image,
      created: row.created,
      updated: row.updated,
      last_event_date: null as string | null,
      location: row.location === null ? null : (JSON.parse(row.location) as unknown),
      properties: JSON.parse(row.properties) as unknown,
    },
    relationships: {
      lists: { links: { self: `${self}relationships/lists/`, related: `${self}lists/` } },
      segments: { links: { self: `${self}relationships/segments/`, related: `${self}segments/` } },
    },
    links: { self },
  };
}
