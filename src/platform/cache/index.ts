// A read-through cache over Workers KV with stale-while-revalidate. Named policies
// keep TTLs in one place. KV is the shared store; the in-isolate maps below only
// coalesce concurrent work and are never the source of truth.
import type { GenericSchema, InferOutput } from 'valibot';
import { safeParse } from 'valibot';
import type { Coordinator } from '../coordinator/client.ts';

export type CachePolicy = {
  /** Seconds a value is served without asking the backend. */
  freshSeconds: number;
  /** Seconds past freshness a value may still be served while one refresh runs. */
  staleSeconds: number;
};

/** Named policies (Hydrogen style); `short` follows CACHE_TTL_SECONDS. */
export function cachePolicies(ttlSeconds: number) {
  return {
    short: { freshSeconds: ttlSeconds, staleSeconds: 86_400 },
    long: { freshSeconds: 3_600, staleSeconds: 7 * 86_400 },
  } satisfies Record<string, CachePolicy>;
}

type Envelope = { v: unknown; t: number };

export type CacheStore = Pick<KVNamespace, 'get' | 'put' | 'delete'>;

export type CacheDeps = {
  kv: CacheStore;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Reported, never thrown: a cache failure must not fail the page. */
  onError?: (error: unknown, context: string) => void;
  /**
   * The tenant's coordinator: refreshes of a key once per freshness window for every isolate
   * (platform/coordinator). Without it, or when it fails, each isolate refreshes alone.
   */
  coordinator?: Coordinator | undefined;
};

// KV requires expirationTtl >= 60.
const KV_MIN_TTL = 60;

export type CachedResult<T> = { value: T; status: 'hit' | 'stale' | 'miss' };

/** KV refuses keys over 512 bytes (UTF-8). */
const KV_KEY_LIMIT = 512;
const KEPT_PREFIX = 200;
const encoder = new TextEncoder();

/**
 * The KV key for a cache key: itself when KV takes it; a longer one (a page's URL can be a
 * few kB) keeps its readable start and ends in a SHA-256 of the whole, so it stays unique.
 */
export async function storageKey(key: string): Promise<string> {
  if (encoder.encode(key).length <= KV_KEY_LIMIT) return key;
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(key));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  // Characters, not bytes: cut where a UTF-16 pair cannot be split, then measure again.
  let start = key.slice(0, KEPT_PREFIX);
  while (encoder.encode(start).length > KV_KEY_LIMIT - hex.length - 2) start = start.slice(0, -1);
  return `${start}#${hex}`;
}

// A small per-isolate tier in front of KV: a fresh value is served from memory without
// a KV read, a JSON parse and a validation pass. It never outlives the value's own
// freshness, so it changes nothing a visitor can observe beyond what KV already allows.
// It is also kept for at most a second: a publish deletes the KV copy (the content
// webhook), and other isolates, which cannot be told, must not go on serving theirs.
// Near the end of that second KV is read again (in the background while traffic keeps the
// copy in use, or by the next request past it); when it holds the same text the copy is kept
// as it was, the same object, so what each request built from it (validated entries, rendered
// product cards, parsed block options, all memoised by object) is reused rather than
// rebuilt every second.
const MEMORY_LIMIT = 256;
const MEMORY_MS = 1000;
// Past this age a copy still served from memory is checked against KV in the background
// (one read, shared): when KV still holds the same text, the copy counts as taken when that
// read was sent. In steady traffic no request waits for KV, and no copy is served more
// than a second after KV last confirmed it.
const CHECK_AHEAD_MS = 800;
type Held = Envelope & { at: number; text: string };

/** The KV copy's text unchanged since the isolate's copy was taken from (or written to) it. */
function sameAsHeld(held: Held | undefined, text: string | null): held is Held {
  return held !== undefined && text !== null && held.text === text;
}

/**
 * One isolate's state: its in-memory copies and the refreshes it has running. The module
 * holds one (`cached` below); a test makes several to stand for many isolates at once.
 */
export function createCacheTier() {
  const inFlight = new Map<string, Promise<unknown>>();
  const memory = new Map<string, Held>();
  // KV reads under way, by store and key: when the isolate's copy of a key passes its second,
  // every request that asks before KV answers shares one read instead of each sending its own
  // (under load a dozen at once, each a storage read and a text as long as the value).
  const reads = new WeakMap<CacheStore, Map<string, Promise<string | null>>>();
  // Keys whose copy is being confirmed ahead of its second (checkAhead).
  const checking = new Set<string>();

  /** KV's text for `kvKey` (null when absent or unreadable: the read failure is reported once). */
  function readKv(deps: CacheDeps, key: string, kvKey: string): Promise<string | null> {
    let byKey = reads.get(deps.kv);
    if (!byKey) reads.set(deps.kv, (byKey = new Map()));
    const running = byKey.get(kvKey);
    if (running) return running;
    const read = (async () => {
      try {
        return await deps.kv.get(kvKey, 'text');
      } catch (error) {
        deps.onError?.(error, `cache read ${key}`);
        return null;
      } finally {
        byKey.delete(kvKey);
      }
    })();
    byKey.set(kvKey, read);
    // Kept alive past the request that sent it, as a refresh is: other requests of this isolate
    // wait on this read, and were its sender's visitor to leave mid-page, workerd would drop the
    // read with that request and cancel what the others had waiting on it (they would hang).
    deps.waitUntil(read);
    return read;
  }

  function remember(key: string, envelope: Envelope, at: number, text: string) {
    memory.delete(key);
    if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
    memory.set(key, { ...envelope, at, text });
  }

  /**
   * Confirms `held` against KV in the background, once at a time per key: the same text
   * renews the copy from the moment the read was sent; anything else leaves it to lapse at
   * its second, when a request reads KV itself.
   */
  function checkAhead(deps: CacheDeps, key: string, held: Held) {
    if (checking.has(key)) return;
    checking.add(key);
    const sentAt = (deps.now ?? Date.now)();
    const check = storageKey(key)
      .then((kvKey) => readKv(deps, key, kvKey))
      .then((text) => {
        if (memory.get(key) === held && sameAsHeld(held, text) && sentAt > held.at) held.at = sentAt;
      })
      .finally(() => checking.delete(key));
    deps.waitUntil(check.catch(() => undefined));
  }

  /** Forgets in-memory copies (all, or those whose key starts with `prefix`). */
  function forgetMemoryCache(prefix = '') {
    for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  }

  function coalesce<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = work().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  /**
   * Returns the cached value for `key`, loading it with `load` on a miss. A value past
   * its freshness is returned at once while a single refresh runs in `waitUntil`: single
   * in this isolate (coalesced), and with a coordinator single for the tenant in the window.
   * When the backend fails and a stale copy exists, the stale copy is served.
   * Cached values are validated against `schema` when read, not only when written.
   */
  async function cached<S extends GenericSchema>(deps: CacheDeps, key: string, policy: CachePolicy, schema: S, load: () => Promise<InferOutput<S>>): Promise<CachedResult<InferOutput<S>>> {
    const now = deps.now ?? Date.now;
    const freshMs = policy.freshSeconds * 1000;
    const held = memory.get(key);
    if (held && now() - held.t < freshMs && now() - held.at < MEMORY_MS) {
      if (now() - held.at >= CHECK_AHEAD_MS) checkAhead(deps, key, held);
      return { value: held.v as InferOutput<S>, status: 'hit' };
    }

    const kvKey = await storageKey(key);
    const text = await readKv(deps, key, kvKey);
    if (sameAsHeld(held, text) && now() - held.t < freshMs) {
      held.at = now();
      return { value: held.v as InferOutput<S>, status: 'hit' };
    }
    let envelope: Envelope | null = null;
    const envelopeText = text ?? '';
    if (text !== null) {
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch (error) {
        deps.onError?.(error, `cache read ${key}`);
      }
    }
    // The coordinator handed this isolate a copy newer than KV's here (KV takes up to a
    // minute to reach other data centres): it stands while fresh.
    if (held && now() - held.t < freshMs && held.t > (typeof envelope?.t === 'number' ? envelope.t : 0)) {
      held.at = now();
      return { value: held.v as InferOutput<S>, status: 'hit' };
    }

    const store = async (value: InferOutput<S>): Promise<string> => {
      const ttl = Math.max(KV_MIN_TTL, policy.freshSeconds + policy.staleSeconds);
      const fresh: Envelope = { v: value, t: now() };
      const stored = JSON.stringify(fresh);
      remember(key, fresh, fresh.t, stored);
      try {
        await deps.kv.put(kvKey, stored, { expirationTtl: ttl });
      } catch (error) {
        deps.onError?.(error, `cache write ${key}`);
      }
      return stored;
    };
    /** A copy another isolate stored, as the coordinator handed it over; undefined when unusable. */
    const adopt = (settled: string): { value: InferOutput<S> } | undefined => {
      try {
        const parsed = JSON.parse(settled) as Envelope;
        const checked = safeParse(schema, parsed.v);
        if (!checked.success || typeof parsed.t !== 'number') return undefined;
        remember(key, { v: checked.output, t: parsed.t }, now(), settled);
        return { value: checked.output };
      } catch {
        return undefined;
      }
    };
    /**
     * One refresh: through the coordinator when there is one (lead, or take the leader's
     * copy), alone otherwise or when it fails. `wait`: a miss, with nothing to serve
     * meanwhile, waits for another isolate's refresh; a stale refresh does not (undefined).
     */
    const refresh = (wait: boolean) =>
      coalesce(key, async (): Promise<{ value: InferOutput<S> } | undefined> => {
        const alone = async () => ({ value: await load() });
        const coordinator = deps.coordinator;
        if (!coordinator) {
          const loaded = await alone();
          await store(loaded.value);
          return loaded;
        }
        let claim: Awaited<ReturnType<Coordinator['claim']>>;
        try {
          claim = await coordinator.claim(key, freshMs, wait);
        } catch (error) {
          deps.onError?.(error, `cache coordinator ${key}`);
          claim = { lead: true };
        }
        if (!claim.lead) {
          const adopted = claim.text === null ? undefined : adopt(claim.text);
          if (adopted || !wait) return adopted;
          // The leader failed or took too long: this miss loads for itself, as without a coordinator.
        }
        let stored: string | null = null;
        try {
          const loaded = await alone();
          stored = await store(loaded.value);
          return loaded;
        } finally {
          if (claim.lead) await coordinator.settle(key, stored).catch((error: unknown) => deps.onError?.(error, `cache coordinator ${key}`));
        }
      });

    if (envelope && typeof envelope.t === 'number') {
      const parsed = safeParse(schema, envelope.v);
      if (parsed.success) {
        const ageMs = now() - envelope.t;
        if (ageMs < freshMs) {
          remember(key, { v: parsed.output, t: envelope.t }, now(), envelopeText);
          return { value: parsed.output, status: 'hit' };
        }
        if (ageMs < freshMs + policy.staleSeconds * 1000) {
          if (!inFlight.has(key)) {
            deps.waitUntil(refresh(false).catch((error: unknown) => deps.onError?.(error, `cache refresh ${key}`)));
          }
          return { value: parsed.output, status: 'stale' };
        }
      }
    }
    // The refresh outlives this request (waitUntil): were the visitor to leave mid-page, the
    // request's I/O would be dropped with it, and a refresh it leads would never settle; every
    // request coalesced on it in this isolate, or waiting on its lead at the coordinator, would
    // then wait for nothing.
    const pending = refresh(true);
    deps.waitUntil(pending.catch(() => undefined));
    const result = await pending;
    // Only a stale refresh comes back empty; a miss always loads or adopts.
    if (!result) return { value: await load(), status: 'miss' };
    return { value: result.value, status: 'miss' };
  }

  return { cached, forgetMemoryCache };
}

/** This isolate's tier. */
const isolateTier = createCacheTier();
export const cached = isolateTier.cached;
export const forgetMemoryCache = isolateTier.forgetMemoryCache;
