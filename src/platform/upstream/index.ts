// Outbound HTTP to the backends. In dev and tests a service binding (BACKEND) carries
// every call to the emulator; in production the same URLs go out over the network.
// Only this module knows the difference.

export type Fetcher = (request: Request) => Promise<Response>;

export function upstreamFetcher(binding: { fetch: Fetcher } | undefined): Fetcher {
  if (binding) return (request) => binding.fetch(request);
  return (request) => fetch(request);
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export const REQUEST_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = 'Request timed out.';

/** The spec's retry helper: up to 3 attempts, back-off of 250 ms times the attempt number. */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  { attempts = 3, backoffMs = 250 }: { attempts?: number; backoffMs?: number } = {},
): Promise<T> {
  let lastError: unknown;
  for (let n = 1; n <= attempts; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
      if (n === attempts || !shouldRetry(error)) break;
      await new Promise((resolve) => setTimeout(resolve, backoffMs * n));
    }
  }
  throw lastError;
}

/** Fetch with a deadline; a deadline that passes becomes UpstreamError 408 "Request timed out.". */
export async function fetchWithTimeout(fetcher: Fetcher, request: Request, timeoutMs = REQUEST_TIMEOUT_MS) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamError(TIMEOUT_MESSAGE, 408));
    }, timeoutMs);
  });
  try {
    return await Promise.race([fetcher(new Request(request, { signal: controller.signal })), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A 429's or 503's Retry-After in seconds (or an HTTP date), as milliseconds; null when
 * absent or unreadable. Commerce7 and Klaviyo both send it (RFC 9110 allows either form).
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
