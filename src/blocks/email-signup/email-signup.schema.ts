// The email-signup block's options (content spec section 3, "Email signup block"): what
// it says. The spec's nlFormEndpoint and nlApiKey are not options here: the newsletter's
// endpoint and key are server configuration (MARKETING_API_URL, MARKETING_API_KEY), so
// whatever an editor leaves in them is dropped and never reaches the browser.
import * as v from 'valibot';
import { NEWSLETTER_MESSAGES } from '../../marketing/newsletter/newsletter.schema.ts';

const text = (max: number, fallback: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max),
    v.transform((value) => value || fallback),
  );

export const EmailSignupOptionsSchema = v.object({
  title: text(120, 'Stay in touch'),
  description: text(500, ''),
  /** Rich text under the form (sanitised where it is rendered). */
  legalText: text(2000, ''),
  successMessage: text(300, NEWSLETTER_MESSAGES.success),
  /** Spec section 8: "or the editor's custom message". */
  errorMessage: text(300, NEWSLETTER_MESSAGES.failure),
});

export type EmailSignupOptions = v.InferOutput<typeof EmailSignupOptionsSchema>;
