// Content spec "Referral-program embed": the referral vendor's widget fills the element
// with the editor's htmlId, once the visitor opens it.
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';

/**
 * Unverified: the spec names only the element id; the vendor's loader is read from this
 * hidden option, so a change of vendor is a content change.
 */
export const REFERRAL_SCRIPT_URL = 'https://static.fbot.me/friendbuy.js';

export const ReferralEmbedOptionsSchema = v.object({
  htmlId: v.pipe(
    v.string('htmlId is required'),
    v.trim(),
    v.regex(/^[A-Za-z][\w-]{0,99}$/, 'htmlId must be an element id: a letter, then letters, digits, - or _'),
    input({ helperText: "The element id the referral program's widget fills" }),
  ),
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Refer a friend'),
  scriptUrl: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/[^\s]+$/, 'scriptUrl must be an https URL'), input({ type: 'url', hideFromUI: true })), REFERRAL_SCRIPT_URL),
});

export type ReferralEmbedOptions = v.InferOutput<typeof ReferralEmbedOptionsSchema>;
