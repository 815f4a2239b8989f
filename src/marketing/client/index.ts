// The marketing backend (Klaviyo's server API), as verbs. Every call goes through
// marketingPost with the private key, which comes from the caller's configuration and
// stays on the server; planFormSubmission decides which calls a sign-up makes.
import * as v from 'valibot';
import type { FormValues } from '../forms/types.ts';
import type { Newsletter } from '../newsletter/newsletter.schema.ts';
import { KLAVIYO_PATHS, ProfileImportAnswerSchema } from './klaviyo.ts';
import { planFormSubmission, planNewsletter, type KlaviyoCall, type KlaviyoLists, type SubmissionMeta } from './plan.ts';
import { marketingPost, MarketingError, type MarketingTransport } from './request.ts';

export { KLAVIYO_REVISION } from './klaviyo.ts';
export { FORM_METRIC, planFormSubmission, planNewsletter, type KlaviyoCall, type KlaviyoLists, type SubmissionMeta } from './plan.ts';
export { isDuplicateProfile, MarketingError, MAX_ATTEMPTS, PARTIAL_FAILURE_HEADER, type MarketingTransport } from './request.ts';

export type MarketingClient = {
  /** The newsletter sign-up: e-mail marketing consent to the newsletter list. */
  signUpForNewsletter(signup: Newsletter): Promise<void>;
  /** A generic form's validated values (see formSchema), under its form type. */
  submitForm(formType: string, fields: FormValues, meta?: SubmissionMeta): Promise<void>;
};

/** `lists`: the ids, or a lookup answering them (./lists.ts: by name, once). */
export type MarketingClientOptions = MarketingTransport & { lists: KlaviyoLists | (() => Promise<KlaviyoLists>) };
export { DEFAULT_LIST_NAMES, klaviyoListsLookup, listsByName } from './lists.ts';

/** Sends the calls in order; the first refusal stops the rest (a 409 on the profile subscribes nobody). */
async function send(transport: MarketingTransport, calls: KlaviyoCall[]): Promise<void> {
  for (const call of calls) {
    const answer = await marketingPost(transport, call.path, call.body);
    if (call.path === KLAVIYO_PATHS.profileImport && !v.safeParse(ProfileImportAnswerSchema, answer).success) {
      // The profile was stored (2xx) but its answer is not Klaviyo's shape: ours to look at, not the visitor's problem.
      transport.report(new MarketingError('Klaviyo answered profile-import with an unexpected body', 200, 'invalid_response'), { section: 'marketing', call: `POST ${call.path}` });
    }
  }
}

export function createMarketingClient(options: MarketingClientOptions): MarketingClient {
  const { lists, ...transport } = options;
  const listIds = typeof lists === 'function' ? lists : async () => lists;
  return {
    signUpForNewsletter: async (signup) => send(transport, planNewsletter(signup, await listIds())),
    submitForm: async (formType, fields, meta = {}) => send(transport, planFormSubmission(formType, fields, meta, await listIds(), crypto.randomUUID())),
  };
}
