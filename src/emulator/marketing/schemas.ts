// The request bodies of the three server-side calls, as klaviyo/openapi documents them
// (openapi/stable/apis/, revision 2026-07-15):
//   bulk_subscribe_profiles.json   SubscriptionCreateJobCreateQuery
//   create_or_update_profile.json  ProfileUpsertQuery
//   create_event.json              EventCreateQueryV2
// Resource objects are strict: a field the schema does not list is refused with 400
// invalid, as Klaviyo refuses an unknown attribute (unverified: the exact detail text).
import * as v from 'valibot';

const text = v.nullish(v.string());

/** SubscriptionParameters: `consent` "Currently supports SUBSCRIBED"; `consented_at` only with historical_import. */
const SubscriptionParameters = v.strictObject({ consent: v.literal('SUBSCRIBED'), consented_at: text });

/** SubscriptionChannels: email, sms, whatsapp, push. The twin keeps email and SMS consent; WhatsApp and push are taken and not kept. */
const SubscriptionChannels = v.strictObject({
  email: v.nullish(v.strictObject({ marketing: v.nullish(SubscriptionParameters), open_tracking: v.nullish(v.strictObject({ consent: v.literal('SUBSCRIBED') })) })),
  sms: v.nullish(v.strictObject({ marketing: v.nullish(SubscriptionParameters), transactional: v.nullish(SubscriptionParameters) })),
  whatsapp: v.nullish(v.record(v.string(), v.unknown())),
  push: v.nullish(v.record(v.string(), v.unknown())),
});

/** ProfileSubscriptionCreateQueryResourceObject. */
const ProfileSubscription = v.strictObject({
  type: v.literal('profile'),
  id: text,
  attributes: v.strictObject({
    email: text,
    phone_number: text,
    subscriptions: SubscriptionChannels,
    age_gated_date_of_birth: v.nullish(v.pipe(v.string(), v.isoDate())),
  }),
});

/** The description's "Maximum number of profiles can be submitted for subscription: 1000". */
export const MAX_SUBSCRIBE_PROFILES = 1000;

export const SubscribeJobSchema = v.object({
  data: v.strictObject({
    type: v.literal('profile-subscription-bulk-create-job'),
    attributes: v.strictObject({
      custom_source: text,
      profiles: v.object({ data: v.pipe(v.array(ProfileSubscription), v.minLength(1), v.maxLength(MAX_SUBSCRIBE_PROFILES)) }),
      historical_import: v.nullish(v.boolean()),
    }),
    // Optional since revision 2024-02-15 (it was required in 2023-10-15 only): without it
    // the account's default opt-in applies and the profile joins no list.
    relationships: v.optional(v.strictObject({ list: v.optional(v.object({ data: v.object({ type: v.literal('list'), id: v.pipe(v.string(), v.nonEmpty()) }) })) })),
  }),
});
export type SubscribeJob = v.InferOutput<typeof SubscribeJobSchema>;

/** ProfileLocation. */
const Location = v.strictObject({
  address1: text,
  address2: text,
  city: text,
  country: text,
  latitude: v.nullish(v.union([v.string(), v.number()])),
  longitude: v.nullish(v.union([v.string(), v.number()])),
  region: text,
  zip: text,
  timezone: text,
  ip: text,
});

const profileAttributes = {
  email: text,
  phone_number: text,
  external_id: text,
  _kx: text,
  first_name: text,
  last_name: text,
  organization: text,
  locale: text,
  title: text,
  image: text,
  location: v.nullish(Location),
  properties: v.nullish(v.record(v.string(), v.unknown())),
};
export type ProfileAttributes = { [K in keyof typeof profileAttributes]?: v.InferOutput<(typeof profileAttributes)[K]> };

/** ProfileUpsertQuery (POST /api/profile-import). `meta` (patch_properties, patch_identifiers) is taken and not applied. */
export const ProfileImportSchema = v.object({
  data: v.strictObject({
    type: v.literal('profile'),
    id: text,
    attributes: v.strictObject(profileAttributes),
    meta: v.nullish(v.record(v.string(), v.unknown())),
  }),
});
export type ProfileImport = v.InferOutput<typeof ProfileImportSchema>;

/** EventCreateQueryV2 (POST /api/events). */
export const EventSchema = v.object({
  data: v.strictObject({
    type: v.literal('event'),
    attributes: v.strictObject({
      properties: v.record(v.string(), v.unknown()),
      time: v.nullish(v.pipe(v.string(), v.isoTimestamp())),
      value: v.nullish(v.number()),
      value_currency: text,
      unique_id: text,
      backfill: v.nullish(v.boolean()),
      metric: v.object({
        data: v.strictObject({ type: v.literal('metric'), attributes: v.strictObject({ name: v.pipe(v.string(), v.nonEmpty()), service: text }) }),
      }),
      profile: v.object({
        data: v.strictObject({
          type: v.literal('profile'),
          id: text,
          attributes: v.strictObject({ ...profileAttributes, anonymous_id: text, meta: v.nullish(v.record(v.string(), v.unknown())) }),
        }),
      }),
    }),
  }),
});
export type EventCreate = v.InferOutput<typeof EventSchema>;

/** The first problem as Klaviyo words it: a detail and a JSON pointer into the body. */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[], resource: string): { detail: string; pointer: string } {
  const issue = issues[0];
  const keys = (issue?.path ?? []).map((item) => String(item.key));
  const pointer = `/${keys.join('/')}`;
  if (issue?.type === 'strict_object' && issue.expected === 'never') {
    const field = keys.at(-1) ?? '';
    return { detail: `'${field}' is not a valid field for the resource '${resource}'.`, pointer };
  }
  if (issue?.kind === 'schema' && issue.received === 'undefined') return { detail: `'${keys.at(-1) ?? 'data'}' is a required field.`, pointer };
  return { detail: issue?.message ?? 'Invalid input.', pointer };
}

/** Klaviyo's phone_number: E.164 ("This must be in E.164 format"). */
export const E164 = /^\+[1-9]\d{6,14}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
