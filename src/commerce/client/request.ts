// The commerce wrapper of spec sections 7 and 8: one function every commerce call
// goes through. GET by default, JSON headers, the tenant header, Authorization when a
// token is given, up to 3 tries, a 10 000 ms deadline, and the per-status rules.
import * as v from 'valibot';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE, UpstreamError, withRetry, type Fetcher } from '../../platform/upstream/index.ts';
import { RawErrorSchema } from './raw.schema.ts';

export type CommerceRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string | undefined;
};

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

export type CommerceResult<T> =
  | { kind: 'ok'; status: number; data: T }
  | { kind: 'empty' }
  | { kind: 'rejected-body'; status: 401 | 404 | 409 | 422; message: string };

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
  fetcher: Fetcher;
  timeoutMs?: number;
  /** Spec: a 401 removes the customerToken cookie. */
  onUnauthorized: () => void;
  /** Spec: a cart 404 clears the cart id cookie. */
  onCartNotFound: () => void;
  report: (error: unknown, context: Record<string, string>) => void;
};

/** The wrapper bound to one transport: what every resource module sends its calls through. */
export type CommerceCall = <S extends v.GenericSchema>(
  path: string,
  schema: S,
  options?: CommerceRequestOptions,
  rules?: StatusRules,
) => Promise<CommerceResult<v.InferOutput<S>>>;

export function bindCommerceCall(transport: CommerceTransport): CommerceCall {
  return (path, schema, options, rules) => commerceRequest(transport, path, schema, options, rules);
}

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
const RETRYABLE_STATUS = new Set([502, 503, 504]);

function buildRequest(transport: CommerceTransport, path: string, options: CommerceRequestOptions): Request {
  const url = new URL(`${transport.apiUrl}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/json', tenant: transport.tenant });
  if (options.token) headers.set('authorization', options.token);
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
  let response: Response;
  try {
    response = await withRetry(
      async () => {
        const res = await fetchWithTimeout(transport.fetcher, buildRequest(transport, path, options), transport.timeoutMs ?? REQUEST_TIMEOUT_MS);
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
