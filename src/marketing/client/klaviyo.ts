// The JSON:API bodies of the three Klaviyo server-side calls the storefront makes, and
// the one answer it reads, as klaviyo/openapi documents them (openapi/stable/apis/,
// revision 2026-07-15):
//   POST /api/profile-subscription-bulk-create-jobs  bulk_subscribe_profiles.json (SubscriptionCreateJobCreateQuery), 202
//   POST /api/profile-import                         create_or_update_profile.json (ProfileUpsertQuery), 201 / 200 with the profile
//   POST /api/events                                 create_event.json (EventCreateQueryV2), 202
import * as v from 'valibot';

/** The revision these bodies were written against: every call sends it in the `revision` header. */
export const KLAVIYO_REVISION = '2026-07-15';

export const KLAVIYO_PATHS = {
  subscribe: '/api/profile-subscription-bulk-create-jobs',
  profileImport: '/api/profile-import',
  events: '/api/events',
} as const;

/** SubscriptionParameters: "Currently supports SUBSCRIBED". */
const SUBSCRIBED = { consent: 'SUBSCRIBED' } as const;

export type Subscription = {
  listId: string;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  /** Consent to e-mail marketing (needs `email`). */
  emailMarketing?: boolean;
  /** Consent to SMS marketing (needs `phoneNumber`, E.164). */
  smsMarketing?: boolean;
  /** YYYY-MM-DD: "required to update SMS consent for accounts using age-gating". */
  ageGatedDateOfBirth?: string | undefined;
  /** "A custom method detail or source to store on the consent records." */
  customSource?: string | undefined;
};

/** One profile subscribed to one list: each consent given is named, nothing else is sent. */
export function subscribeBody(subscription: Subscription) {
  const subscriptions = {
    ...(subscription.emailMarketing ? { email: { marketing: SUBSCRIBED } } : {}),
    ...(subscription.smsMarketing ? { sms: { marketing: SUBSCRIBED } } : {}),
  };
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        ...(subscription.customSource ? { custom_source: subscription.customSource } : {}),
        profiles: {
          data: [
            {
              type: 'profile',
              attributes: {
                ...(subscription.email ? { email: subscription.email } : {}),
                ...(subscription.phoneNumber ? { phone_number: subscription.phoneNumber } : {}),
                ...(subscription.ageGatedDateOfBirth ? { age_gated_date_of_birth: subscription.ageGatedDateOfBirth } : {}),
                subscriptions,
              },
            },
          ],
        },
      },
      relationships: { list: { data: { type: 'list', id: subscription.listId } } },
    },
  };
}

/** ProfileLocation's fields the storefront's forms can fill. */
export type ProfileLocation = { address1?: string; address2?: string; city?: string; region?: string; zip?: string; country?: string };

export type ProfileAttributes = {
  email?: string | undefined;
  phone_number?: string | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  organization?: string | undefined;
  location?: ProfileLocation | undefined;
  properties?: Record<string, string | boolean> | undefined;
};

/** Leaves out what is not there: in profile-import a `null` clears a field, a missing one leaves it. */
const present = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== '' && !(typeof value === 'object' && value !== null && Object.keys(value).length === 0)),
  ) as Partial<T>;

export function profileImportBody(attributes: ProfileAttributes) {
  return { data: { type: 'profile', attributes: present(attributes) } };
}

export type EventInput = {
  metric: string;
  /** The profile the event belongs to: an e-mail or, without one, an E.164 phone. */
  profile: { email?: string | undefined; phone_number?: string | undefined };
  properties: Record<string, string | boolean>;
  /** Klaviyo keeps one event per unique_id: a call sent again after a lost answer is not counted twice. */
  uniqueId: string;
};

export function eventBody(event: EventInput) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: event.properties,
        unique_id: event.uniqueId,
        metric: { data: { type: 'metric', attributes: { name: event.metric } } },
        profile: { data: { type: 'profile', attributes: present(event.profile) } },
      },
    },
  };
}

/**
 * The part of profile-import's answer (PostProfileResponse) the storefront reads: that it
 * names a profile. Everything else may change without breaking a sign-up.
 */
export const ProfileImportAnswerSchema = v.object({
  data: v.object({ type: v.literal('profile'), id: v.pipe(v.string(), v.nonEmpty()), attributes: v.record(v.string(), v.unknown()) }),
});
