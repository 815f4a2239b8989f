// A stored page as a visitor gets it: the visitor's own nonce in the page's bytes and in its
// CSP, with the same security headers the app would set.
import type { AppConfig } from '../config/index.ts';
import type { RequestContext } from '../context.ts';
import { applySecurityHeaders } from '../security/index.ts';
import type { Stored } from './stored.ts';

/** A stored page as this visitor gets it: their own nonce in the page and in the CSP (the security middleware builds it from `app`). */
export function served(stored: Stored, app: Pick<RequestContext, 'nonce' | 'page'>, outcome: 'HIT' | 'STALE'): Response {
  // The stored render's third parties, for the headers the security middleware writes.
  app.page.thirdParties = stored.thirdParties;
  return new Response(withNonce(stored, app.nonce), { status: 200, headers: { 'content-type': stored.contentType, 'cache-control': 'private, no-cache', vary: VARY, 'x-cache': outcome } });
}

const NONCE_PLACEHOLDER = 'page-cache-nonce-placeholder';
/** A page's URL answers an agent's Accept: text/markdown with its markdown twin (src/worker/agents/negotiate.ts). */
const VARY = 'Accept';
export const CSP = 'content-security-policy';
// A stored page's response headers (the security headers for its third parties) are the
// same on every hit but for the nonce in its CSP: built once per stored copy, then copied.
// Measured in workerd (2026-11-25, bench harness): building Headers from a list of pairs
// costs about 20 µs a response, a Response taking a Headers object about 1 µs; the hit's whole budget
// past sending the body is about 40 µs.
type HeaderTemplate = { headers: Headers; csp: [before: string, after: string] | undefined };
const headersOf = new WeakMap<Stored, HeaderTemplate>();
export function securityHeadersOf(stored: Stored, config: AppConfig): HeaderTemplate {
  let template = headersOf.get(stored);
  if (!template) {
    const headers = new Headers({ 'content-type': stored.contentType, 'cache-control': 'private, no-cache', vary: VARY, 'x-cache': 'HIT' });
    applySecurityHeaders(headers, { nonce: NONCE_PLACEHOLDER, thirdParties: stored.thirdParties, preview: false, editing: false, config });
    const parts = headers.get(CSP)?.split(NONCE_PLACEHOLDER);
    headersOf.set(stored, (template = { headers, csp: parts?.length === 2 ? [parts[0]!, parts[1]!] : undefined }));
  }
  return template;
}

const utf8 = new TextEncoder();
// A stored page's bytes, cut where its nonce stands: encoded once per stored copy, not on
// every hit (encoding a page's text is most of what a hit would otherwise cost).
const segmentsOf = new WeakMap<Stored, Uint8Array[]>();

/** The page's bytes with `nonce` where the stored nonce was (128 random bits: it appears nowhere else). */
export function withNonce(stored: Stored, nonce: string): Uint8Array<ArrayBuffer> {
  let segments = segmentsOf.get(stored);
  if (!segments) {
    segments = (stored.nonce ? stored.html.split(stored.nonce) : [stored.html]).map((part) => utf8.encode(part));
    segmentsOf.set(stored, segments);
  }
  const nonceBytes = utf8.encode(nonce);
  let length = nonceBytes.length * (segments.length - 1);
  for (const segment of segments) length += segment.length;
  const body = new Uint8Array(length);
  let at = 0;
  segments.forEach((segment, index) => {
    if (index > 0) {
      body.set(nonceBytes, at);
      at += nonceBytes.length;
    }
    body.set(segment, at);
    at += segment.length;
  });
  return body;
}
