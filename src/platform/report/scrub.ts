// What reaches the error service is scrubbed first, whoever wrote it (a browser's report,
// a server error's message): e-mail addresses, tokens of every shape, cookies and
// card-like numbers become placeholders, and the request's body, cookies, query and
// headers other than the user agent are dropped. A false positive costs a little detail in
// a report; a false negative puts a shopper's data in a third party's hands.

/** Names whose value is a credential or personal data wherever it appears as `name=value` or `"name": "value"`. */
const SECRET_NAMES =
  'customerToken|cartId|access_token|refresh_token|id_token|token|api_?key|password|secret|session|signature|sig|preview|e-?mail|auth|authorization|cookie|code|card(?:Number)?|cvv|phone(?:_number)?';

const RULES: readonly [RegExp, string][] = [
  // A cookie header's whole value, as a header line or as the document's cookie string.
  [/\b(set-cookie|cookie)\s*:\s*[^\n]*/gi, '$1: [filtered]'],
  // `Bearer x`, `Basic x`, `Klaviyo-API-Key x`: the scheme stays, the credential goes.
  [/\b(Bearer|Basic|Klaviyo-API-Key)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // JSON Web Tokens (three base64url parts, the first a JSON header: "eyJ").
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[jwt]'],
  // name=value (query strings, cookies, form bodies) and "name": "value" (JSON bodies).
  [new RegExp(`\\b(${SECRET_NAMES})=[^&\\s;,"'<>]*`, 'gi'), '$1=[filtered]'],
  [new RegExp(`"(${SECRET_NAMES})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, 'gi'), '"$1":"[filtered]"'],
  // E-mail addresses, URL-encoded ones too (name%40example.com).
  [/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // Card-like numbers: 13 to 19 digits, single spaces or dashes between, Luhn-valid or not.
  [/(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d.])/g, '[card]'],
  // Long hex strings (keys, hashes, session ids) and long base64 runs mixing case and digits (tokens).
  [/\b[0-9a-f]{32,}\b/gi, '[hex]'],
  [/(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Z])(?=[A-Za-z0-9+/_-]*[a-z])[A-Za-z0-9+/_-]{32,}={0,2}/g, '[token]'],
];

/** One string with every rule applied. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

/** Every string in a value (objects and arrays walked, keys too), with the rules applied. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[scrubText(key)] = /^(cookies?|authorization|set-cookie|password|customerToken|token)$/i.test(key) ? '[filtered]' : scrubValue(item, depth + 1);
  }
  return out as T;
}

/** A URL reduced to what a report may carry: its path, no query or fragment. */
export function pathOnly(url: string): string {
  const path = url.replace(/[?#].*$/s, '');
  try {
    return scrubText(new URL(path, 'https://x.invalid').pathname);
  } catch {
    return scrubText(path);
  }
}

type EventRequest = { url?: string | undefined; method?: string | undefined; headers?: Record<string, string> | undefined };

/**
 * A Sentry event as it may leave: the request keeps method, URL path and user agent only
 * (its body, cookies, query and other headers go), and every string is scrubbed.
 */
export function scrubEvent<E extends { request?: EventRequest | undefined }>(event: E): E {
  const scrubbed = scrubValue(event);
  if (event.request) {
    const { url, method, headers } = event.request;
    const userAgent = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'user-agent')?.[1];
    scrubbed.request = {
      ...(url ? { url: url.replace(/[?#].*$/s, '') } : {}),
      ...(method ? { method } : {}),
      ...(userAgent ? { headers: { 'User-Agent': scrubText(userAgent) } } : {}),
    };
    if (scrubbed.request.url) scrubbed.request.url = scrubText(scrubbed.request.url);
  }
  return scrubbed;
}
