// The marketing backend (Klaviyo-shaped form endpoints), as verbs. Every marketing call
// goes through marketingPost; the API key comes from the caller's configuration and
// stays on the server.
import type { FormValues } from '../forms/types.ts';
import type { Newsletter } from '../newsletter/newsletter.schema.ts';
import { marketingPost, type MarketingTransport } from './request.ts';

export { isDuplicateProfile, MarketingError, MAX_ATTEMPTS, PARTIAL_FAILURE_HEADER, type MarketingTransport } from './request.ts';

/** What travels beside a form's fields. */
export type SubmissionMeta = {
  /** The analytics source label (the form block's `source`, or the form type's own). */
  source?: string | undefined;
  /** The form block's sweepstakesName: which draw an entry is for. */
  sweepstakesName?: string | undefined;
  /** The pop-up's A/B variant name (content spec section 7: `extra_fields`). */
  extraFields?: { variant?: string | undefined } | undefined;
};

export type MarketingClient = {
  /** The newsletter sign-up: the payload of content spec 3 with `consent: true`. */
  signUpForNewsletter(signup: Newsletter): Promise<void>;
  /** A generic form's validated values (see formSchema), under its form type. */
  submitForm(formType: string, fields: FormValues, meta?: SubmissionMeta): Promise<void>;
};

/** The marketing body: `{ fields, source?, sweepstakes_name?, extra_fields? }`, blanks left out. */
export function submissionBody(fields: FormValues, meta: SubmissionMeta = {}) {
  const variant = meta.extraFields?.variant;
  return {
    fields,
    ...(meta.source ? { source: meta.source } : {}),
    ...(meta.sweepstakesName ? { sweepstakes_name: meta.sweepstakesName } : {}),
    ...(variant ? { extra_fields: { variant } } : {}),
  };
}

export function createMarketingClient(transport: MarketingTransport): MarketingClient {
  return {
    signUpForNewsletter: (signup) => marketingPost(transport, '/newsletter', { ...signup, consent: true }),
    submitForm: (formType, fields, meta) => marketingPost(transport, `/forms/${encodeURIComponent(formType)}`, submissionBody(fields, meta)),
  };
}
