// Content spec "Lead-form embed": the marketing platform's (Klaviyo's) embedded sign-up
// form, by its form id and the account's public key (hidden from editors, required, with
// the brand's values), loaded when the visitor opens it. One per page.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';

/**
 * The brand's form and public key (the spec says constants exist, not their values):
 * unverified placeholders, read from these options only.
 */
export const LEAD_FORM_DEFAULTS = { leadFormId: 'TrWn21', publicKey: 'TRWINE' } as const;
export const KLAVIYO_SCRIPT_ORIGIN = 'https://static.klaviyo.com';
/** Klaviyo's forms post sign-ups to its client API. */
export const KLAVIYO_API_ORIGINS = ['https://a.klaviyo.com', 'https://fast.a.klaviyo.com', KLAVIYO_SCRIPT_ORIGIN] as const;
export const ONE_LEAD_FORM_MESSAGE = 'Only one lead form per page';

const hiddenId = (name: string, fallback: string) =>
  v.optional(v.pipe(v.string(`${name} is required`), v.trim(), v.regex(/^[A-Za-z0-9]{6}$/, `${name} is six letters or digits`), input({ hideFromUI: true })), fallback);

export const LeadFormEmbedOptionsSchema = v.object({
  leadFormId: hiddenId('leadFormId', LEAD_FORM_DEFAULTS.leadFormId),
  publicKey: hiddenId('publicKey', LEAD_FORM_DEFAULTS.publicKey),
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Stay in touch'),
});

export type LeadFormEmbedOptions = v.InferOutput<typeof LeadFormEmbedOptionsSchema>;

export const klaviyoScript = (publicKey: string) => `${KLAVIYO_SCRIPT_ORIGIN}/onsite/js/klaviyo.js?company_id=${encodeURIComponent(publicKey)}`;
