// The one function every Klaviyo call goes through: `Authorization: Klaviyo-API-Key
// <private key>` (never sent empty), the `revision` header, a JSON:API body
// (application/vnd.api+json), one 10 000 ms budget for the whole call, bounded retries with
// back-off of a throttle (429) and of server failures (5xx) while the budget lasts, and
// errors read into a MarketingError. Sources: klaviyo/openapi openapi/stable.json
// (security scheme Klaviyo-API-Key, the required `revision` header parameter).
import * as v from 'valibot';
import { missingSettings } from '../../platform/config/index.ts';
import type { Report } from '../../platform/report/index.ts';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, retryAfterMs, TIMEOUT_MESSAGE, UpstreamError, type Fetcher } from '../../platform/upstream/index.ts';
import { KLAVIYO_REVISION } from './klaviyo.ts';
import { RawErrorSchema, THROTTLE_DETAIL } from './raw.schema.ts';

export type MarketingTransport = {
  apiUrl: string;
  /** MARKETING_API_KEY, Klaviyo's private key; a call without one fails before anything is sent. */
  apiKey: string | undefined;
  fetcher: Fetcher;
  report: Report;
  timeoutMs?: number;
  /** The spec's retry helper: 250 ms times the attempt number. */
  backoffMs?: number;
  /** A throttled call that asks for a longer wait than this is given up rather than held. */
  maxWaitMs?: number;
  /** The whole call's budget, retries and waits included: the visitor is waiting for it. */
  budgetMs?: number;
};

export const MAX_ATTEMPTS = 3;
/**
 * Klaviyo asks for retries of 429 and 503/504; the storefront retries any 5xx too,
 * since a sign-up sent again subscribes the same profile again rather than a second one.
 */
const isRetryable = (status: number) => status === 429 || status >= 500;

/** REFERENCE "Klaviyo sign-ups": a valid e-mail with an invalid phone is accepted on the e-mail alone, and says so in this header. */
export const PARTIAL_FAILURE_HEADER = 'x-klaviyo-partial-failure';

export class MarketingError extends Error {
  override name = 'MarketingError';
  constructor(
    message: string,
    readonly status: number,
    /** The backend's error code: `duplicate_profile`, `throttled`, ... */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Spec section 8: the SMS endpoint's 409, a phone number that already belongs to another profile. */
export const isDuplicateProfile = (error: unknown) => error instanceof MarketingError && error.code === 'duplicate_profile';

type ErrorAnswer = { code: string | undefined; waitSeconds: number | undefined };

async function readError(response: Response): Promise<ErrorAnswer> {
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  let body: unknown = null;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // An error page or an empty body: the status alone decides.
  }
  const parsed = v.safeParse(RawErrorSchema, body);
  const first = parsed.success ? parsed.output.errors[0] : undefined;
  const fromDetail = first?.detail ? THROTTLE_DETAIL.exec(first.detail)?.[1] : undefined;
  const waitSeconds = retryAfter !== null && retryAfter > 0 ? retryAfter / 1000 : fromDetail ? Number(fromDetail) : undefined;
  return { code: first?.code, waitSeconds };
}

/**
 * POSTs `body` to `path` and resolves with the answer's JSON (null when it has none, as a
 * 202 has not) once Klaviyo accepted it (any 2xx). Rejects with a MarketingError otherwise,
 * and with a ConfigError when the key is missing. Klaviyo's `detail` can quote what the
 * visitor typed (an e-mail address), so it never goes into the error or the report.
 */
export async function marketingPost(transport: MarketingTransport, path: string, body: unknown): Promise<unknown> {
  const apiKey = transport.apiKey?.trim();
  if (!apiKey) throw missingSettings(['MARKETING_API_KEY']);
  const { backoffMs = 250, maxWaitMs = 2_000, timeoutMs = REQUEST_TIMEOUT_MS, budgetMs = REQUEST_TIMEOUT_MS } = transport;
  const deadline = Date.now() + budgetMs;
  const context = { section: 'marketing', call: `POST ${path}` };
  const payload = JSON.stringify(body);

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchWithTimeout(
        transport.fetcher,
        new Request(`${transport.apiUrl}/${path.replace(/^\/+/, '')}`, {
          method: 'POST',
          headers: {
            accept: 'application/vnd.api+json',
            'content-type': 'application/vnd.api+json',
            authorization: `Klaviyo-API-Key ${apiKey}`,
            revision: KLAVIYO_REVISION,
          },
          body: payload,
        }),
        Math.max(1, Math.min(timeoutMs, deadline - Date.now())),
      );
    } catch (error) {
      transport.report(error, context);
      // A lost answer may hide a stored submission: a timeout is not sent twice.
      if (error instanceof UpstreamError) throw new MarketingError(TIMEOUT_MESSAGE, error.statusCode);
      throw new MarketingError('The marketing service could not be reached.', 503);
    }
    if (response.ok) {
      const partial = response.headers.get(PARTIAL_FAILURE_HEADER);
      // Stored on the e-mail, but the phone was not taken: ours to look at (the storefront checks numbers first).
      if (partial) transport.report(new MarketingError(`Marketing accepted the submission without ${partial}`, response.status, 'partial_failure'), context);
      const text = await response.text();
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // Accepted all the same: the caller decides whether it needed the answer.
        return undefined;
      }
    }

    const { code, waitSeconds } = await readError(response);
    const wait = Math.max(backoffMs * attempt, (waitSeconds ?? 0) * 1000);
    if (isRetryable(response.status) && attempt < MAX_ATTEMPTS && wait <= maxWaitMs && Date.now() + wait < deadline) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    const error = new MarketingError(`Marketing answered ${response.status}${code ? ` (${code})` : ''}`, response.status, code);
    // A duplicate profile is the visitor's situation, answered in words; anything else is ours to look at.
    if (!isDuplicateProfile(error)) transport.report(error, context);
    throw error;
  }
}
