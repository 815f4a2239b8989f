// Failed attempts counted per subject in KV, keyed by a hash so no e-mail address or IP
// is stored in clear. Spec: ten wrong passwords for one e-mail within 15 minutes lock that
// e-mail out until the window passes; guest order lookups are limited the same way, per
// client and per e-mail (order numbers are small integers, e-mail plus number
// is guessable).

export const MAX_FAILURES = 10;
export const WINDOW_SECONDS = 15 * 60;

type Failures = { count: number; since: number };
type Store = Pick<KVNamespace, 'get' | 'put' | 'delete'>;

async function keyFor(scope: string, subject: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subject.trim().toLowerCase()));
  return `${scope}:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Counts failures of `scope` (e.g. "login-failures") per subject within the window; locked
 * at `max` (10 unless told otherwise, e.g. error reports: 30 per client).
 */
export function createAttemptLimit(kv: Store, scope: string, now: () => number = Date.now, { max = MAX_FAILURES }: { max?: number } = {}) {
  async function read(key: string): Promise<Failures | null> {
    const value = await kv.get<Failures>(key, 'json');
    if (!value || now() - value.since > WINDOW_SECONDS * 1000) return null;
    return value;
  }
  return {
    async isLocked(subject: string): Promise<boolean> {
      const failures = await read(await keyFor(scope, subject));
      return (failures?.count ?? 0) >= max;
    },
    async recordFailure(subject: string): Promise<void> {
      const key = await keyFor(scope, subject);
      const failures = (await read(key)) ?? { count: 0, since: now() };
      const remaining = Math.ceil((failures.since + WINDOW_SECONDS * 1000 - now()) / 1000);
      // KV keeps a key at least 60 s.
      await kv.put(key, JSON.stringify({ ...failures, count: failures.count + 1 }), { expirationTtl: Math.max(60, remaining) });
    },
    async clear(subject: string): Promise<void> {
      await kv.delete(await keyFor(scope, subject));
    },
  };
}

export const createLoginLimit = (kv: Store, now?: () => number) => createAttemptLimit(kv, 'login-failures', now);
