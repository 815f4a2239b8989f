// The stored format: a page in the Cache API is its HTML with what a hit needs beside it in
// headers of our own (when it was stored, its nonce, its third parties, its end, its A/B tests).
import type { AbTestRatios } from '../ab-tests/index.ts';
import type { ThirdParties } from '../state/render-report.ts';

const STORED_AT = 'x-page-cache-stored-at';
const AB_TESTS = 'x-page-cache-ab-tests';
const THIRD_PARTIES = 'x-page-cache-third-parties';
const NONCE = 'x-page-cache-nonce';
const VALID_UNTIL = 'x-page-cache-valid-until';

/** A stored page (or, with `tests`, the list of A/B tests a page runs). */
export type Stored = {
  html: string;
  /** The nonce the page was rendered with: every hit replaces it with its own. */
  nonce: string;
  contentType: string;
  storedAt: number;
  validUntil: number | undefined;
  /** What the render reported the page loads from other origins: its CSP on every hit. */
  thirdParties: ThirdParties | undefined;
  tests: AbTestRatios[] | undefined;
};

function parsed<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A copy stored by another version of the store: read as absent.
    return undefined;
  }
}

export function fromResponse(headers: Headers, html: string): Stored {
  return {
    html,
    nonce: headers.get(NONCE) ?? '',
    contentType: headers.get('content-type') ?? 'text/html; charset=utf-8',
    storedAt: Number(headers.get(STORED_AT) ?? 0),
    validUntil: headers.has(VALID_UNTIL) ? Number(headers.get(VALID_UNTIL)) : undefined,
    thirdParties: parsed<ThirdParties>(headers.get(THIRD_PARTIES)),
    tests: parsed<AbTestRatios[]>(headers.get(AB_TESTS)),
  };
}

/** The response the Cache API keeps for a stored page: `ttlSeconds` in all, tagged with what it was built from. */
export function toResponse(stored: Stored, ttlSeconds: number, tags: readonly string[]): Response {
  const headers = new Headers({ 'content-type': stored.contentType, 'cache-control': `public, max-age=${ttlSeconds}`, [STORED_AT]: String(stored.storedAt), [NONCE]: stored.nonce });
  if (tags.length > 0) headers.set('cache-tag', tags.join(','));
  if (stored.thirdParties) headers.set(THIRD_PARTIES, JSON.stringify(stored.thirdParties));
  if (stored.validUntil !== undefined) headers.set(VALID_UNTIL, String(stored.validUntil));
  if (stored.tests) headers.set(AB_TESTS, JSON.stringify(stored.tests));
  return new Response(stored.html, { status: 200, headers });
}

/** A stored response made `seconds` older (its body passed on as it is). */
export function aged(response: Response, seconds: number): Response {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Number(headers.get(STORED_AT) ?? 0) - seconds * 1000));
  return new Response(response.body, { status: 200, headers });
}
