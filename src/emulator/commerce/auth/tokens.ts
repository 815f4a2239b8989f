// Customer tokens: compact JWTs (HS256, WebCrypto) whose subject is the customer id.
// Logout revokes a token by its jti; expiry is checked on every use.
import { equalBytes, fromBase64Url, toBase64Url } from './encoding.ts';

export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export type TokenClaims = { sub: string; exp: number; jti: string; iat?: number };

const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

const encodeJson = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });

async function signature(secret: string, signingInput: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(secret), new TextEncoder().encode(signingInput)));
}

export async function signToken(secret: string, claims: TokenClaims): Promise<string> {
  const signingInput = `${HEADER}.${encodeJson(claims)}`;
  return `${signingInput}.${toBase64Url(await signature(secret, signingInput))}`;
}

export async function issueToken(secret: string, customerId: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return signToken(secret, { sub: customerId, iat, exp: iat + TOKEN_LIFETIME_SECONDS, jti: crypto.randomUUID() });
}

/** The claims of a well-signed, unexpired token; null otherwise. Revocation is checked by the caller. */
export async function verifyToken(secret: string, token: string, now = Date.now()): Promise<TokenClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const given = fromBase64Url(sig);
  if (!given || !equalBytes(given, await signature(secret, `${header}.${payload}`))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(new TextDecoder().decode(fromBase64Url(payload) ?? new Uint8Array()));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp <= Math.floor(now / 1000)) return null;
  return claims;
}

function isClaims(value: unknown): value is TokenClaims {
  const c = value as Partial<TokenClaims> | null;
  return typeof c === 'object' && c !== null && typeof c.sub === 'string' && c.sub !== '' && typeof c.exp === 'number' && typeof c.jti === 'string';
}
