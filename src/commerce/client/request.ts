// The commerce wrapper of spec sections 7 and 8: one function every commerce call
// goes through. GET by default, JSON headers, the tenant header, up to 3 tries, a
// 10 000 ms deadline, and the per-status rules. Each call names its credentials:
// - 'customer': the storefront's own calls with the customer's token (`Authorization:
//   <token>`, no "Bearer"; spec section 7);
// - 'app': Commerce7's app endpoints, HTTP Basic with the app id and App Secret Key
//   (commerce7-apis.md "API requests"), sent from the Worker only and on no other call;
// - 'none': tenant only (for-web products, carts, login, links).
// A 401 clears the customer's token only on a customer-token (or login) call; on an app
// call it is a server configuration error, reported and shown as the generic error.
// A 429 (Commerce7: 100 requests a minute per tenant) is tried once more after its
// Retry-After when that still fits inside the deadline.
import * as v from 'valibot';
import { fetchWithTimeout, retryAfterMs, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, UpstreamError, withRetry, type Fetcher } from '../../platform/upstream/index.ts';
import { RawErrorSchema } from './raw.schema.ts';
import { STORE_BUSY } from '../rules/store-busy.ts';

type CommerceAuth =
  /** Tenant only. */
  | { auth?: 'none'; token?: undefined }
  /** The customer's token, as the storefront's own calls send it. */
  | { auth: 'customer'; token: string }
  /** The app's Basic credentials: Commerce7's app endpoints, never a customer-token call. */
  | { auth: 'app'; token?: undefined };

export type CommerceRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /**
   * Which share of the app-call budget the call takes; by default a GET is a read. The read
   * a write needs first (the record it changes) takes the write's: it waits its turn with the
   * write instead of being refused while reads are spent. 'booked': a later write of a change
   * whose first call booked it (`budgetCalls`), so it takes nothing more.
   */
  budgetAs?: 'read' | 'write' | 'booked';
  /**
   * The app calls of one change this call books together, itself included (a sign-up's
   * account and password; a join's card, address and membership): all of them or none, so a
   * change is never left half made by the budget. The later ones go with `budgetAs: 'booked'`.
   */
  budgetCalls?: number;
} & CommerceAuth;

/** What a call does with the statuses spec section 8 lets it handle. */
export type StatusRules = {
  /** login and self-lookup: a 401 body is returned rather than rejected. */
  returnBodyOn401?: boolean;
  /** product by slug: a 404 is an empty result. */
  emptyOn404?: boolean;
  /** reset-password and magic links: a 404 returns the error and its message. */
  returnBodyOn404?: boolean;
  /** cart calls: a 404 clears the cart cookie; a 422 body is returned. */
  cart?: boolean;
  /** sign-up and club joins: these refusals (taken e-mail, already a member, declined card) come back with the backend's message. */
  returnBodyOn?: readonly (409 | 422)[];
};

export type CommerceResult<T> = { kind: 'ok'; status: number; data: T } | { kind: 'empty' } | { kind: 'rejected-body'; status: 401 | 404 | 409 | 422; message: string };

export class CommerceError extends Error {
  override name = 'CommerceError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export type CommerceTransport = {
  apiUrl: string;
  tenant: string;
  /** Commerce7 app credentials (COMMERCE_APP_ID, COMMERCE_APP_SECRET): sent only on `auth: 'app'` calls. */
  app: { id: string; secret: string };
  fetcher: Fetcher;
  timeoutMs?: number;
  /** Spec: a 401 removes the customerToken cookie. */
  onUnauthorized: () => void;
  /** Spec: a cart 404 clears the cart id cookie. */
  onCartNotFound: () => void;
  report: (error: unknown, context: Record<string, string>) => void;
  /**
   * The tenant's app-call budget (platform/coordinator): every `auth: 'app'` call takes one
   * first. A read over budget fails at once (a cached read then serves its last good copy);
   * a write waits its turn. Without it, or when it cannot be reached, calls go out unmetered.
   */
  budget?: AppCallBudget | undefined;
};

export type AppCallBudget = (kind: 'read' | 'write', count?: number) => Promise<boolean>;

/** The wrapper bound to one transport: what every resource module sends its calls through. */
export type CommerceCall = <S extends v.GenericSchema>(path: string, schema: S, options?: CommerceRequestOptions, rules?: StatusRules) => Promise<CommerceResult<v.InferOutput<S>>>;

export function bindCommerceCall(transport: CommerceTransport): CommerceCall {
  return (path, schema, options, rules) => commerceRequest(transport, path, schema, options, rules);
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** What an app call's 401 means to the visitor: nothing of theirs, a server fault. */
export const APP_CREDENTIALS_REFUSED = 'The commerce service refused the storefront app’s credentials.';
export const RATE_LIMITED = 'The commerce service is busy. Please try again in a minute.';
export { STORE_BUSY };

/** Whether `error` is the store's own refusal of an app call over the tenant's budget (not a backend failure). */
export function isStoreBusy(error: unknown): error is CommerceError {
  return error instanceof CommerceError && error.statusCode === 429 && error.message === STORE_BUSY;
}

function basic(app: CommerceTransport['app']): string {
  const bytes = new TextEncoder().encode(`${app.id}:${app.secret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function buildRequest(transport: CommerceTransport, path: string, options: CommerceRequestOptions): Request {
  const url = new URL(`${transport.apiUrl}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/json', tenant: transport.tenant });
  if (options.auth === 'customer') headers.set('authorization', options.token);
  else if (options.auth === 'app') headers.set('authorization', basic(transport.app));
  return new Request(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  return JSON.parse(text) as unknown;
}

function messageOf(body: unknown, status: number): string {
  const parsed = v.safeParse(RawErrorSchema, body);
  return parsed.success ? parsed.output.message : `Commerce answered ${status}`;
}

/**
 * Sends one commerce call and applies the status rules. Resolves with the parsed
 * and validated body, an empty result, or a returned error body; rejects otherwise.
 */
export async function commerceRequest<S extends v.GenericSchema>(
  transport: CommerceTransport,
  path: string,
  schema: S,
  options: CommerceRequestOptions = {},
  rules: StatusRules = {},
): Promise<CommerceResult<v.InferOutput<S>>> {
  const method = options.method ?? 'GET';
  const context = { section: 'commerce', call: `${method} ${path.replace(/\/[0-9a-f-]{8,}/gi, '/:id')}` };
  const timeoutMs = transport.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const started = Date.now();
  if (options.auth === 'app' && transport.budget && options.budgetAs !== 'booked') {
    const kind = options.budgetAs ?? (method === 'GET' ? 'read' : 'write');
    if (!(await transport.budget(kind, options.budgetCalls ?? 1))) throw new CommerceError(STORE_BUSY, 429);
  }
  let response = await send(transport, path, options, method, context, timeoutMs);
  if (response.status === 429) {
    // Commerce7's rate limit: one more try after Retry-After when it fits in the deadline;
    // the retry gets only what is left of it.
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    if (waitMs !== null && Date.now() - started + waitMs < timeoutMs) {
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      response = await send(transport, path, options, method, context, Math.max(1, timeoutMs - (Date.now() - started)));
    }
  }
  return readResponse(transport, response, schema, options, rules, context);
}

async function send(transport: CommerceTransport, path: string, options: CommerceRequestOptions, method: string, context: Record<string, string>, timeoutMs: number): Promise<Response> {
  try {
    return await withRetry(
      async () => {
        const res = await fetchWithTimeout(transport.fetcher, buildRequest(transport, path, options), timeoutMs);
        if (RETRYABLE_STATUS.has(res.status) && IDEMPOTENT.has(method)) throw new UpstreamError(`Commerce answered ${res.status}`, res.status);
        return res;
      },
      // A POST may have been applied before its answer was lost: never send it twice.
      (error) => IDEMPOTENT.has(method) && !(error instanceof UpstreamError && error.statusCode === 408),
    );
  } catch (error) {
    transport.report(error, context);
    if (error instanceof UpstreamError && error.statusCode === 408) throw new CommerceError(TIMEOUT_MESSAGE, 408);
    if (error instanceof UpstreamError) throw new CommerceError(error.message, error.statusCode);
    throw new CommerceError('The commerce service could not be reached.', 503);
  }
}

async function readResponse<S extends v.GenericSchema>(
  transport: CommerceTransport,
  response: Response,
  schema: S,
  options: CommerceRequestOptions,
  rules: StatusRules,
  context: Record<string, string>,
): Promise<CommerceResult<v.InferOutput<S>>> {
  const { status } = response;
  let body: unknown;
  try {
    body = await readJson(response);
  } catch (error) {
    transport.report(error, { ...context, problem: 'invalid JSON' });
    // A success must be readable; an error status keeps its own rules (a 401 still
    // clears the token, a cart 404 the cart cookie) whatever its body says.
    if (status < 300) throw new CommerceError('The commerce service sent an unreadable answer.', 502);
    body = null;
  }

  if (status === 200 || status === 201 || status === 204) {
    if (status === 204 || body === null) return { kind: 'empty' };
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      const error = new CommerceError(`Unexpected commerce answer for ${context.call}: ${v.summarize(parsed.issues)}`, 502);
      transport.report(error, context);
      throw error;
    }
    return { kind: 'ok', status, data: parsed.output };
  }
  if (status === 401 && options.auth === 'app') {
    // The app's id or secret is wrong or the app lacks the permission: our configuration,
    // not the visitor's session. Never a sign-out.
    const error = new CommerceError(APP_CREDENTIALS_REFUSED, 502);
    transport.report(error, { ...context, problem: `app credentials refused: ${messageOf(body, status)}` });
    throw error;
  }
  if (status === 429) {
    const error = new CommerceError(RATE_LIMITED, 503);
    transport.report(error, { ...context, problem: 'rate limited' });
    throw error;
  }
  if (status === 401) {
    transport.onUnauthorized();
    if (rules.returnBodyOn401) return { kind: 'rejected-body', status, message: messageOf(body, status) };
    throw new CommerceError(messageOf(body, status), 401);
  }
  if (status === 404) {
    if (rules.emptyOn404) return { kind: 'empty' };
    if (rules.returnBodyOn404) return { kind: 'rejected-body', status, message: messageOf(body, status) };
    if (rules.cart) transport.onCartNotFound();
    throw new CommerceError(messageOf(body, status), 404);
  }
  if (status === 422 && rules.cart) return { kind: 'rejected-body', status, message: messageOf(body, status) };
  if ((status === 409 || status === 422) && rules.returnBodyOn?.includes(status)) return { kind: 'rejected-body', status, message: messageOf(body, status) };
  const error = new CommerceError(messageOf(body, status), status);
  if (status >= 500) transport.report(error, context);
  throw error;
}
