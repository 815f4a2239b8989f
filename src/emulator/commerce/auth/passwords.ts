// Password hashes: PBKDF2-SHA256 over WebCrypto, stored as
// pbkdf2$<iterations>$<salt b64>$<hash b64>. 100 000 is the most workerd allows.
import { equalBytes, fromBase64, toBase64 } from './encoding.ts';

const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, ITERATIONS);
  return `pbkdf2$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** A stored hash for unknown e-mails, so a wrong e-mail costs as long as a wrong password. */
const DUMMY = `pbkdf2$${ITERATIONS}$${toBase64(new Uint8Array(SALT_BYTES))}$${toBase64(new Uint8Array(HASH_BITS / 8))}`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = (stored ?? DUMMY).split('$');
  const iterations = Number(iterationsText);
  const salt = fromBase64(saltText ?? '');
  const expected = fromBase64(hashText ?? '');
  if (scheme !== 'pbkdf2' || !Number.isInteger(iterations) || iterations < 1 || iterations > ITERATIONS || !salt || !expected) {
    return false;
  }
  const actual = await derive(password, salt, iterations);
  return equalBytes(actual, expected) && stored !== undefined && stored !== null;
}
