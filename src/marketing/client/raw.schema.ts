// The marketing backend's error body (Klaviyo-shaped, REFERENCE "Klaviyo sign-ups"):
// `{ errors: [{ id, status, code, title, detail, source: { pointer } }] }`. Only this
// folder sees it; callers get a MarketingError.
import * as v from 'valibot';

export const RawErrorSchema = v.object({
  errors: v.pipe(
    v.array(
      v.object({
        status: v.optional(v.union([v.number(), v.string()])),
        code: v.optional(v.string()),
        title: v.optional(v.string()),
        detail: v.optional(v.string()),
      }),
    ),
    v.minLength(1),
  ),
});

/** Klaviyo's throttle detail: "Request was throttled. Expected available in N seconds." */
export const THROTTLE_DETAIL = /available in (\d+(?:\.\d+)?) seconds?/i;
