// Whether one CSP violation goes on to the error service. A report storm (a bad deploy, a
// browser extension on every visitor's page, someone posting on purpose) must not exhaust
// the error service's quota: the same violation (violationKey) is forwarded once an hour
// across the network (a KV mark), at most FORWARDS_PER_HOUR distinct ones an hour (a KV count,
// approximate under concurrent writes), and at most ISOLATE_FORWARDS_PER_MINUTE by one isolate
// (a backstop in memory, for when KV refuses a write in a storm; never what correctness rests on).
import { sha256Hex } from '../../platform/digest/index.ts';
export const FORWARDS_PER_HOUR = 30;
export const ISOLATE_FORWARDS_PER_MINUTE = 10;
const SEEN_SECONDS = 60 * 60;

type Store = Pick<KVNamespace, 'get' | 'put'>;

const isolate = { minute: -1, count: 0 };
/** Violations this isolate forwarded lately, checked before any await so concurrent copies of one report forward once. */
const recent = new Map<string, number>();
const RECENT_LIMIT = 1000;

/** True when this violation should be forwarded now; records that it was. */
export async function shouldForward(kv: Store, key: string, now = Date.now()): Promise<boolean> {
  if ((recent.get(key) ?? 0) > now) return false;
  const minute = Math.floor(now / 60_000);
  if (isolate.minute !== minute) Object.assign(isolate, { minute, count: 0 });
  if (isolate.count >= ISOLATE_FORWARDS_PER_MINUTE) return false;
  if (recent.size >= RECENT_LIMIT) recent.clear();
  recent.set(key, now + SEEN_SECONDS * 1000);
  // Reserved before the reads below; given back if KV says no.
  isolate.count += 1;

  const seen = `csp-seen:${await sha256Hex(key)}`;
  const hour = `csp-forwarded:${Math.floor(now / 3_600_000)}`;
  const [already, counted] = await Promise.all([kv.get(seen), kv.get(hour)]);
  const count = Number(counted ?? 0);
  if (already || count >= FORWARDS_PER_HOUR) {
    isolate.count -= 1;
    return false;
  }
  // KV refuses a second write to one key within a second: in a storm the isolate cap above holds.
  await Promise.all([kv.put(seen, '1', { expirationTtl: SEEN_SECONDS }), kv.put(hour, String(count + 1), { expirationTtl: 2 * SEEN_SECONDS })]).catch((error: unknown) =>
    console.warn('[csp-report] could not record a forward', error),
  );
  return true;
}
