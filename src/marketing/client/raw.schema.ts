// Klaviyo's error envelope (klaviyo/openapi, components.responses.ClientError and
// ServerError of every openapi/stable/apis/*.json): `{ errors: [{ id, code, title, detail,
// source? }] }` (status is sent too). Only this folder sees it; callers get a MarketingError.
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
