// The marketing backend (Klaviyo-shaped form endpoints), as verbs. Every marketing call
// goes through marketingPost; the API key comes from the caller's configuration and
// stays on the server.
import type { FormValues } from '../forms/types.ts';
import type { Newsletter } from '../newsletter/newsletter.schema.ts';
import { marketingPost, type MarketingTransport } from './request.ts';

export { isDuplicateProfile, MarketingError, MAX_ATTEMPTS, type MarketingTransport } from './request.ts';

export type MarketingClient = {
  /** The footer sign-up: the payload of content spec 3 with `consent: true`. */
  signUpForNewsletter(signup: Newsletter): Promise<void>;
  /** A generic form's validated values (see formSchema), under its form type. */
  submitForm(formType: string, fields: FormValues, options?: { source?: string | undefined; extraFields?: Record<string, string> | undefined }): Promise<void>;
};

export function createMarketingClient(transport: MarketingTransport): MarketingClient {
  return {
    signUpForNewsletter: (signup) => marketingPost(transport, '/newsletter', { ...signup, consent: true }),
    submitForm: (formType, fields, options = {}) =>
      marketingPost(transport, `/forms/${encodeURIComponent(formType)}`, {
        fields,
        ...(options.source ? { source: options.source } : {}),
        // The pop-up's A/B variant name (content spec section 7).
        ...(options.extraFields ? { extra_fields: options.extraFields } : {}),
      }),
  };
}
