// Spec: ten wrong passwords for one e-mail within 15 minutes lock that e-mail out
// until the window passes. Counted in KV, keyed by a hash of the address.

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

type Failures = { count: number; since: number };

async function keyFor(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return `login-failures:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createLoginLimit(kv: Pick<KVNamespace, 'get' | 'put' | 'delete'>, now: () => number = Date.now) {
  async function read(key: string): Promise<Failures | null> {
    const value = await kv.get<Failures>(key, 'json');
    if (!value || now() - value.since > WINDOW_SECONDS * 1000) return null;
    return value;
  }
  return {
    async isLocked(email: string): Promise<boolean> {
      const failures = await read(await keyFor(email));
      return (failures?.count ?? 0) >= MAX_FAILURES;
    },
    async recordFailure(email: string): Promise<void> {
      const key = await keyFor(email);
      const failures = (await read(key)) ?? { count: 0, since: now() };
      const remaining = Math.ceil((failures.since + WINDOW_SECONDS * 1000 - now()) / 1000);
      await kv.put(key, JSON.stringify({ ...failures, count: failures.count + 1 }), { expirationTtl: Math.max(60, remaining) });
    },
    async clear(email: string): Promise<void> {
      await kv.delete(await keyFor(email));
    },
  };
}
