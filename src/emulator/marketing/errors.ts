// Klaviyo's error envelope (klaviyo/openapi, every openapi/stable/apis/*.json:
// components.responses.ClientError and ServerError): `{ errors: [{ id, status, code,
// title, detail, source: { pointer | parameter } }] }`, served as application/vnd.api+json.
// The codes and titles are Django REST framework's (Klaviyo's 429 detail, "Request was
// throttled. Expected available in N seconds.", is DRF's Throttled message word for word):
// invalid "Invalid input.", not_authenticated "Authentication credentials were not
// provided.", authentication_failed "Incorrect authentication credentials.", throttled,
// not_found, unsupported_media_type. `duplicate_profile` is Klaviyo's own (docs/real-services.md
// "Klaviyo sign-ups").
import type { Context } from 'hono';

export type ErrorStatus = 400 | 401 | 404 | 405 | 409 | 415 | 429;
export type ErrorSource = { pointer: string } | { parameter: string };

export function klaviyoError(c: Context, status: ErrorStatus, code: string, title: string, detail: string, source: ErrorSource = { pointer: '/data' }) {
  const body = { errors: [{ id: crypto.randomUUID(), status, code, title, detail, source }] };
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/vnd.api+json' });
}

export const invalidInput = (c: Context, detail: string, source?: ErrorSource) => klaviyoError(c, 400, 'invalid', 'Invalid input.', detail, source);
