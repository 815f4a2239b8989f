import * as v from 'valibot';
import { errorsOf } from '../../platform/validation/index.ts';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email Address is required.',
  emailInvalid: 'Please enter a valid email address (i.e., name@example.com)',
  legalRequired: 'Privacy policy and Terms of Use consent is required.',
  marketingRequired: 'Marketing consent is required.',
  failure: 'Oops, something went wrong! Please try again later.',
  success: 'Thank you for signing up! Look for our next letter from the cellar soon.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A consent checkbox: it must be ticked (true); unticked or left out fails with `message`. */
const consent = (message: string) =>
  v.pipe(
    v.optional(v.boolean(message), false),
    v.check((ticked) => ticked, message),
    v.transform(() => true as const),
  );

/**
 * The newsletter payload (content spec 3): email, the two consent checkboxes, consent true.
 * A missing field gets a blank default so it fails with its own message, not valibot's "Invalid key".
 */
export const NewsletterSchema = v.object({
  email: v.optional(
    v.pipe(
      v.string(NEWSLETTER_MESSAGES.emailRequired),
      v.trim(),
      v.nonEmpty(NEWSLETTER_MESSAGES.emailRequired),
      v.maxLength(254, NEWSLETTER_MESSAGES.emailInvalid),
      v.regex(EMAIL, NEWSLETTER_MESSAGES.emailInvalid),
    ),
    '',
  ),
  email_opt_in: consent(NEWSLETTER_MESSAGES.marketingRequired),
  accept_legal: consent(NEWSLETTER_MESSAGES.legalRequired),
  source: v.optional(v.pipe(v.string(), v.maxLength(100)), 'Footer'),
});
export type Newsletter = v.InferOutput<typeof NewsletterSchema>;

/** The sign-up's field messages, or null when it is valid. */
export const newsletterErrors = (input: unknown) => errorsOf(NewsletterSchema, input);
