// The browser side of the customer API: one POST helper that turns every answer,
// including a lost connection, into a result the forms can show.
import { CLIENT_MESSAGES, readApiError, type FieldErrors } from './login.rules.ts';

export type ApiResult = { ok: true; status: number; body: unknown } | { ok: false; status: number; message: string; errors: FieldErrors };

export async function postJson(url: string, payload?: unknown): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: payload === undefined ? null : JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: CLIENT_MESSAGES.offline, errors: {} };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body };
  return { ok: false, status: response.status, ...readApiError(body, CLIENT_MESSAGES.failed) };
}
