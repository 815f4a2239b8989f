// The browser's one JSON client for the same-origin API. Every answer, a lost connection
// included, becomes a result a form can show: a failure carries the API's `{message,
// errors}` (errors keyed by field path), which useForm maps onto its fields and alert.
import { reportError } from '../../platform/report/browser.ts';
import { readErrorBody, type FieldErrors } from '../../platform/validation/index.ts';

export type JsonSuccess = { ok: true; status: number; body: unknown };
export type JsonFailure = { ok: false; status: number; message: string; errors: FieldErrors };
export type JsonResult = JsonSuccess | JsonFailure;

/** Content spec section 8: an HTTP failure and a network error both read this. */
export const JSON_CLIENT_MESSAGES = {
  failed: 'Something went wrong, please try again in a few minutes.',
} as const;

export type SendJsonOptions = {
  /** Shown when the server's answer carries no message of its own. */
  failed?: string;
  /** Shown when the request never reached the server. */
  offline?: string;
};

export function sendJson(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, options: SendJsonOptions = {}): Promise<JsonResult> {
  return requestJson(url, { method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: payload === undefined ? null : JSON.stringify(payload) }, options);
}

/** A GET of the same-origin API (a lookup a form sends), answered in the same result shape. */
export function getJson(url: string, options: SendJsonOptions = {}): Promise<JsonResult> {
  return requestJson(url, { method: 'GET', headers: { accept: 'application/json' } }, options);
}

async function requestJson(url: string, init: RequestInit, options: SendJsonOptions): Promise<JsonResult> {
  const failed = options.failed ?? JSON_CLIENT_MESSAGES.failed;
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    // Content spec 8: a network error on submit is reported (the path only: a lookup's query carries an e-mail).
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportError(error, { section: 'form', endpoint: url.split('?')[0] ?? '' });
    return { ok: false, status: 0, message: options.offline ?? failed, errors: {} };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body };
  return { ok: false, status: response.status, ...readErrorBody(body, failed) };
}

export const postJson = (url: string, payload?: unknown, options?: SendJsonOptions) => sendJson('POST', url, payload, options);
