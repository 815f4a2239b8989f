// What the Klaviyo twin stored for a visitor (GET /__emulator/form-submissions), read the
// way the tests ask about it: a form's submission is its "Submitted Website Form" event,
// a sign-up is the consent a subscribe job gave to a list, the profile is the profile.
import { FORM_METRIC } from '../../src/marketing/client/index.ts';
import { emulator } from './helpers.ts';

export const LIST_IDS = { newsletter: 'RnWs7Q', sms: 'Tx4mPb', popup: 'Pq8vLh', forms: 'Fm3kZc' } as const;

export type StoredProfile = {
  id: string;
  attributes: { email: string | null; phone_number: string | null; first_name: string | null; last_name: string | null; organization: string | null; properties: Record<string, unknown> };
};
export type StoredSubscription = {
  list: { id: string; name: string } | null;
  email: string | null;
  phone_number: string | null;
  consent: { email_marketing: string | null; sms_marketing: string | null; sms_transactional: string | null };
  age_gated_date_of_birth: string | null;
  custom_source: string | null;
};
export type StoredEvent = { metric: string; profile: { id: string; email: string | null; phone_number: string | null }; properties: Record<string, string | boolean>; unique_id: string | null };

export async function storedFor(query: { email?: string; phone?: string }) {
  // An empty address names nobody (the control would take it as no filter at all).
  if (Object.values(query).some((value) => value !== undefined && value.trim() === '')) return { profiles: [], subscriptions: [], events: [] };
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined) as [string, string][]);
  const response = await emulator(`/__emulator/form-submissions?${search}`);
  if (!response.ok) throw new Error(`form-submissions answered ${response.status}`);
  return (await response.json()) as { profiles: StoredProfile[]; subscriptions: StoredSubscription[]; events: StoredEvent[] };
}

/** A form submission as the store sent it: its form type, meta and the fields typed (the e-mail is the profile's). */
export type StoredForm = { form_type: string; source: string; sweepstakes_name?: string; variant?: string; fields: Record<string, string | boolean> };

/** The forms of one form type a visitor (by e-mail, or by phone) submitted, newest first. */
export async function storedForms(formType: string, query: { email?: string; phone?: string }): Promise<StoredForm[]> {
  const { events } = await storedFor(query);
  return events
    .filter((event) => event.metric === FORM_METRIC && event.properties.form_type === formType)
    .map(({ properties }) => {
      const { form_type, source, sweepstakes_name, variant, ...fields } = properties;
      return {
        form_type: String(form_type),
        source: String(source),
        ...(sweepstakes_name === undefined ? {} : { sweepstakes_name: String(sweepstakes_name) }),
        ...(variant === undefined ? {} : { variant: String(variant) }),
        fields,
      };
    });
}
