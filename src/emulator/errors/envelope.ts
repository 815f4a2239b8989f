// Source: Sentry's developer docs (develop.sentry.dev, "Envelopes" and "Authentication");
// the status codes and bodies of a refused envelope are unverified.
// Sentry's envelope format, read as its ingest endpoint reads it.
// Source: develop.sentry.dev/sdk/foundations/transport/envelopes/ ("Envelopes"): a JSON
// header line, then items, each a JSON item header line and a payload; an item header's
// `length` gives the payload's size in bytes, without it the payload runs to the next
// newline; the final newline is optional. Payloads of JSON item types (event, feedback,
// transaction, session, client_report) are JSON.

export type EnvelopeItem = { type: string; payload: unknown };
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

const NEWLINE = 0x0a;

function lineAt(bytes: Uint8Array, start: number): { text: string; next: number } {
  let end = bytes.indexOf(NEWLINE, start);
  if (end < 0) end = bytes.length;
  return { text: new TextDecoder().decode(bytes.subarray(start, end)), next: end + 1 };
}

/** The envelope, or null when it is not one (the endpoint answers 400 then). */
export function parseEnvelope(bytes: Uint8Array): Envelope | null {
  try {
    const first = lineAt(bytes, 0);
    const header = JSON.parse(first.text) as unknown;
    if (!header || typeof header !== 'object' || Array.isArray(header)) return null;
    const items: EnvelopeItem[] = [];
    let position = first.next;
    while (position < bytes.length) {
      const headerLine = lineAt(bytes, position);
      if (headerLine.text.trim() === '') {
        position = headerLine.next;
        continue;
      }
      const itemHeader = JSON.parse(headerLine.text) as { type?: unknown; length?: unknown };
      if (typeof itemHeader.type !== 'string') return null;
      let payloadText: string;
      if (typeof itemHeader.length === 'number') {
        const end = headerLine.next + itemHeader.length;
        if (end > bytes.length) return null;
        payloadText = new TextDecoder().decode(bytes.subarray(headerLine.next, end));
        position = end + 1;
      } else {
        const payloadLine = lineAt(bytes, headerLine.next);
        payloadText = payloadLine.text;
        position = payloadLine.next;
      }
      let payload: unknown = payloadText;
      try {
        payload = JSON.parse(payloadText);
      } catch {
        // An attachment or another binary item: kept as text.
      }
      items.push({ type: itemHeader.type, payload });
    }
    return { header: header as Record<string, unknown>, items };
  } catch {
    return null;
  }
}

/**
 * The public key a request authenticates with. Source: develop.sentry.dev/sdk/overview/
 * ("Authentication"): the X-Sentry-Auth header (`Sentry sentry_key=<key>, sentry_version=7,
 * ...`), or the sentry_key query parameter, which the JavaScript SDKs send (toucan-js 4 and
 * @sentry/core's getEnvelopeEndpointWithUrlEncodedAuth); an envelope header's dsn also names it.
 */
export function publicKeyOf(url: URL, authHeader: string | undefined, envelopeDsn: unknown): string | null {
  const fromHeader = authHeader?.match(/sentry_key=([^,\s]+)/)?.[1];
  if (fromHeader) return fromHeader;
  const fromQuery = url.searchParams.get('sentry_key');
  if (fromQuery) return fromQuery;
  if (typeof envelopeDsn === 'string') {
    try {
      return new URL(envelopeDsn).username || null;
    } catch {
      return null;
    }
  }
  return null;
}
