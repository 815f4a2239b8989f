// The CSP nonce of one response: the per-request context draws it, without importing the
// security middleware (security/) that reads it back.

const NONCE_BYTES = 16;
// Random bytes drawn a page at a time: each nonce takes its own 16 never handed out before,
// so a nonce is as unpredictable as one drawn alone, for a sixty-fourth of the calls into the
// runtime's generator.
const POOL_BYTES = NONCE_BYTES * 64;
let pool = new Uint8Array(0);
let taken = 0;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function newNonce(): string {
  if (taken + NONCE_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    taken = 0;
  }
  const bytes = pool.subarray(taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return base64(bytes);
}

/** Standard base64 with padding, as btoa gives it (16 bytes: 22 characters and "=="). */
function base64(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    out += BASE64.charAt(n >> 18) + BASE64.charAt((n >> 12) & 63) + BASE64.charAt((n >> 6) & 63) + BASE64.charAt(n & 63);
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = (bytes[i] as number) << 16;
    out += `${BASE64.charAt(n >> 18)}${BASE64.charAt((n >> 12) & 63)}==`;
  } else if (rest === 2) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8);
    out += `${BASE64.charAt(n >> 18)}${BASE64.charAt((n >> 12) & 63)}${BASE64.charAt((n >> 6) & 63)}=`;
  }
  return out;
}
