// The CSP nonce of one response: the per-request context draws it, without importing the
// security middleware (security/) that reads it back.
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
