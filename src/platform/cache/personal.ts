// A customer's own data (who they are, their cart, the prices they are offered), reused
// within a short window in this isolate instead of asked for on every page view. Never in
// KV, never in a page: kept in the isolate's memory under a key only that customer's
// request can name (a digest of their login token, their cart's id, their customer id), so
// it is never served to anyone else. The window is short because another isolate, or
// Commerce7's own checkout, may change the data meanwhile; a change the store makes itself
// replaces the copy at once, and a visitor's own cart change is seen by every isolate
// (`notBefore`: the time of their last change, from their cookie).

export const CUSTOMER_WINDOW_MS = 15_000;
export const CART_WINDOW_MS = 10_000;
export const MEMBER_PRODUCT_WINDOW_MS = 30_000;
const LIMIT = 2_000;
const all: PersonalMemory<unknown>[] = [];

/** Forgets every customer's reused data in this isolate (tests that reuse one token across answers). */
export function forgetPersonalData() {
  for (const memory of all) memory.clear();
}

export class PersonalMemory<T> {
  private readonly held = new Map<string, { value: T; at: number }>();
  constructor(
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    all.push(this as PersonalMemory<unknown>);
  }

  /** The copy, when taken within the window and not before `notBefore` (ms). */
  get(key: string, notBefore = 0): T | undefined {
    const entry = this.held.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.at >= this.windowMs || entry.at < notBefore) {
      this.held.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** When the copy of `key` was taken (ms), if one is held. */
  takenAt(key: string): number | undefined {
    return this.held.get(key)?.at;
  }

  set(key: string, value: T) {
    this.held.delete(key);
    if (this.held.size >= LIMIT) this.held.delete(this.held.keys().next().value as string);
    this.held.set(key, { value, at: this.now() });
  }

  delete(key: string) {
    this.held.delete(key);
  }

  clear() {
    this.held.clear();
  }
}

const encoder = new TextEncoder();
/** A key for a secret (a login token): its SHA-256, so the token itself is never held as a key. */
export async function secretKey(secret: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(secret)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
