// Klaviyo's error shape (REFERENCE "Klaviyo sign-ups"): `{ errors: [{ id, status, code,
// title, detail, source: { pointer } }] }`.
import type { Context } from 'hono';

type ErrorStatus = 400 | 401 | 404 | 409 | 429;

export function klaviyoError(c: Context, status: ErrorStatus, code: string, title: string, detail: string, pointer = '/data') {
  return c.json({ errors: [{ id: crypto.randomUUID(), status, code, title, detail, source: { pointer } }] }, status);
}

export const invalidInput = (c: Context, detail: string, pointer?: string) => klaviyoError(c, 400, 'invalid', 'Invalid input.', detail, pointer);
