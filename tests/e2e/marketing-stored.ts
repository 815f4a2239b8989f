// What the Klaviyo twin stored for a visitor (GET /__emulator/form-submissions): a form's
// submission is its "Submitted Website Form" event (form type, source and variant beside
// the fields typed; the e-mail is the profile's), a sign-up is the consent a subscribe job
// gave to a list.
import type { Page } from '@playwright/test';

export const LIST_IDS = { newsletter: 'RnWs7Q', sms: 'Tx4mPb', popup: 'Pq8vLh', forms: 'Fm3kZc' } as const;

type Stored = {
  profiles: { attributes: Record<string, unknown> }[];
  subscriptions: {
    list: { id: string } | null;
    email: string | null;
    phone_number: string | null;
    consent: Record<string, string | null>;
    custom_source: string | null;
    age_gated_date_of_birth: string | null;
  }[];
  events: { metric: string; profile: { email: string | null; phone_number: string | null }; properties: Record<string, string | boolean> }[];
};

export async function storedFor(page: Page, query: { email?: string; phone?: string }): Promise<Stored> {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value) as [string, string][]);
  const response = await page.request.get(`/__emulator/form-submissions?${search}`);
  if (!response.ok()) throw new Error(`form-submissions answered ${response.status()}`);
  return (await response.json()) as Stored;
}

export type StoredForm = { form_type: string; source: string; variant?: string; sweepstakes_name?: string; fields: Record<string, string | boolean> };

/** The submissions of one form type by a visitor (their e-mail, or a phone), newest first. */
export async function storedForms(page: Page, formType: string, query: { email?: string; phone?: string }): Promise<StoredForm[]> {
  const { events } = await storedFor(page, query);
  return events
    .filter((event) => event.metric === 'Submitted Website Form' && event.properties.form_type === formType)
    .map(({ properties }) => {
      const { form_type, source, sweepstakes_name, variant, ...fields } = properties;
      return {
        form_type: String(form_type),
        source: String(source),
        ...(variant === undefined ? {} : { variant: String(variant) }),
        ...(sweepstakes_name === undefined ? {} : { sweepstakes_name: String(sweepstakes_name) }),
        fields,
      };
    });
}
