// Signed, expiring tokens: `<expiry>.<signature>`, an HMAC-SHA256 with PREVIEW_SECRET over a
// message of each kind's own. Here the generic pair (signExpiring, checkExpiring), the
// preview URL's token (`?preview=`, over "path:expiry": only a valid one shows drafts) and a
// constant-time comparison of secrets; the editor's render token is editor-token.ts, the
// order receipt's link is receipt-access/.

const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * A token that expires: `<expiry>.<HMAC-SHA256 of message(expiry)>`. Each kind (preview,
 * editor render, order receipt) signs a message of its own, so one kind's token is never
 * valid as another's.
 */
export async function signExpiring(secret: string, message: (expiresAtSeconds: number) => string, expiresAtSeconds: number): Promise<string> {
  return `${expiresAtSeconds}.${await hmac(secret, message(expiresAtSeconds))}`;
}

/** True only for a well-formed, unexpired token whose signature is over `message(its expiry)`. */
export async function checkExpiring(secret: string, message: (expiresAtSeconds: number) => string, token: string | undefined, nowSeconds: number): Promise<boolean> {
  const match = token ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt < nowSeconds) return false;
  return constantTimeEqual(await hmac(secret, message(expiresAt)), match[2] ?? '');
}

const previewMessage = (path: string) => (expiresAt: number) => `${path}:${expiresAt}`;

export async function signPreviewToken(secret: string, path: string, expiresAtSeconds: number): Promise<string> {
  return signExpiring(secret, previewMessage(path), expiresAtSeconds);
}

export type PreviewCheck = 'none' | 'valid' | 'invalid';

export async function checkPreviewToken(secret: string, path: string, token: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Promise<PreviewCheck> {
  if (token === undefined) return 'none';
  return (await checkExpiring(secret, previewMessage(path), token, nowSeconds)) ? 'valid' : 'invalid';
}

/** Two secrets compared in constant time whatever their lengths (their SHA-256 digests are). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => base64url(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return constantTimeEqual(await digest(given), await digest(expected));
}
