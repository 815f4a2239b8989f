import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { cached, cachePolicies, storageKey, type CacheDeps, type CacheStore } from './index.ts';

const ProductSchema = v.object({ title: v.string() });
type Product = v.InferOutput<typeof ProductSchema>;

const POLICY = { freshSeconds: 60, staleSeconds: 600 };

/** A KV stand-in over a Map: values are stored as the JSON strings KV would hold. */
function memoryKv() {
  const data = new Map<string, string>();
  const kv = {
    data,
    get: vi.fn(async (key: string, _type: 'text') => data.get(key) ?? null),
    put: vi.fn(async (key: string, value: string, _options?: { expirationTtl?: number }) => {
      data.set(key, value);
    }),
    delete: vi.fn(async (key: string) => {
      data.delete(key);
    }),
  };
  return kv;
}

function setup() {
  const kv = memoryKv();
  let clock = 1_700_000_000_000;
  const background: Promise<unknown>[] = [];
  const onError = vi.fn<(error: unknown, context: string) => void>();
  const deps: CacheDeps = {
    kv: kv as unknown as CacheStore,
    waitUntil: (promise) => {
      background.push(promise);
    },
    now: () => clock,
    onError,
  };
  return {
    kv,
    deps,
    background,
    onError,
    advanceSeconds: (seconds: number) => {
      clock += seconds * 1000;
    },
  };
}

let keyCounter = 0;
/** Keys are unique per test: the module coalesces in-flight loads by key across calls. */
const freshKey = (name: string) => `test:${name}:${++keyCounter}`;

describe('cached', () => {
  it('loads and stores the value on a miss', async () => {
    const { kv, deps } = setup();
    const key = freshKey('miss');
    const load = vi.fn(async (): Promise<Product> => ({ title: 'Isosceles 2021' }));

    const result = await cached(deps, key, POLICY, ProductSchema, load);

    expect(result).toEqual({ value: { title: 'Isosceles 2021' }, status: 'miss' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(kv.put).toHaveBeenCalledTimes(1);
    expect(JSON.parse(kv.data.get(key) ?? 'null')).toMatchObject({ v: { title: 'Isosceles 2021' } });
  });

  it('serves a fresh value without calling the loader', async () => {
    const { deps, advanceSeconds } = setup();
    const key = freshKey('fresh');
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'first' }));
    advanceSeconds(59);
    const load = vi.fn(async (): Promise<Product> => ({ title: 'second' }));

    const result = await cached(deps, key, POLICY, ProductSchema, load);

    expect(result).toEqual({ value: { title: 'first' }, status: 'hit' });
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the same object past the isolate copy's second while KV holds the same copy, and takes a new one when KV changed", async () => {
    const { kv, deps, advanceSeconds } = setup();
    const key = freshKey('identity');
    const first = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'first' }));
    advanceSeconds(2);
    const again = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    // The same object: what requests built from it (memoised by object) stays valid.
    expect(again.value).toBe(first.value);
    expect(kv.get).toHaveBeenCalledTimes(2);

    // A publish elsewhere replaced the KV copy: the next read past the second sees it.
    kv.data.set(key, JSON.stringify({ v: { title: 'published' }, t: 1_700_000_001_000 }));
    advanceSeconds(2);
    const changed = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    expect(changed).toEqual({ value: { title: 'published' }, status: 'hit' });
  });

  it("shares one KV read among the requests that ask while the isolate copy's second has passed", async () => {
    const { kv, deps, advanceSeconds } = setup();
    const key = freshKey('one-read');
    const first = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'first' }));
    advanceSeconds(2);
    const reads = kv.get.mock.calls.length;

    const results = await Promise.all([1, 2, 3, 4].map(() => cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }))));

    for (const result of results) expect(result.value).toBe(first.value);
    expect(kv.get.mock.calls.length - reads).toBe(1);
  });

  it('confirms a copy with KV in the background before its second is up, so no request waits for KV while KV holds the same copy', async () => {
    const { kv, deps, background, advanceSeconds } = setup();
    const key = freshKey('ahead');
    const first = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'first' }));
    const reads = kv.get.mock.calls.length;
    advanceSeconds(0.9);

    const near = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    expect(near.value).toBe(first.value);
    // One read, sent in the background, however many requests ask meanwhile.
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    expect(kv.get.mock.calls.length - reads).toBe(1);
    await Promise.all(background);

    // 1.5 s after the copy was taken, 0.6 s after KV confirmed it: served from memory.
    advanceSeconds(0.6);
    const later = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    expect(later.value).toBe(first.value);
    expect(kv.get.mock.calls.length - reads).toBe(1);
  });

  it('lets a copy lapse at its second when the background check finds KV changed', async () => {
    const { kv, deps, background, advanceSeconds } = setup();
    const key = freshKey('ahead-changed');
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'first' }));
    kv.data.set(key, JSON.stringify({ v: { title: 'published' }, t: 1_700_000_000_500 }));
    advanceSeconds(0.9);
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    await Promise.all(background);
    advanceSeconds(0.2);

    const changed = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'unused' }));
    expect(changed).toEqual({ value: { title: 'published' }, status: 'hit' });
  });

  it('serves a stale value at once and refreshes it once in the background', async () => {
    const { deps, background, advanceSeconds } = setup();
    const key = freshKey('stale');
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'old' }));
    advanceSeconds(61);
    const load = vi.fn(async (): Promise<Product> => ({ title: 'new' }));
    const before = background.length;

    const results = await Promise.all([cached(deps, key, POLICY, ProductSchema, load), cached(deps, key, POLICY, ProductSchema, load), cached(deps, key, POLICY, ProductSchema, load)]);

    for (const result of results) expect(result).toEqual({ value: { title: 'old' }, status: 'stale' });
    // The three requests' one shared KV read and one refresh, each kept alive past its request.
    expect(background.length - before).toBe(2);
    await Promise.all(background);
    expect(load).toHaveBeenCalledTimes(1);

    const next = await cached(deps, key, POLICY, ProductSchema, load);
    expect(next).toEqual({ value: { title: 'new' }, status: 'hit' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once a value is past its stale window', async () => {
    const { deps, background, advanceSeconds } = setup();
    const key = freshKey('expired');
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'ancient' }));
    advanceSeconds(POLICY.freshSeconds + POLICY.staleSeconds + 1);
    const before = background.length;

    const result = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'current' }));

    expect(result).toEqual({ value: { title: 'current' }, status: 'miss' });
    // Only the miss's KV read and its own load, kept alive past the request (below); no refresh besides.
    expect(background.length - before).toBe(2);
  });

  it('keeps a miss’s load alive past its request (waitUntil), so a visitor leaving mid-page leaves no refresh unsettled', async () => {
    const { deps, background } = setup();
    const key = freshKey('outlives');
    let release!: (product: Product) => void;
    const pending = cached(deps, key, POLICY, ProductSchema, () => new Promise<Product>((resolve) => (release = resolve)));
    // Its KV read, then its load.
    await vi.waitFor(() => expect(background).toHaveLength(2));
    release({ title: 'loaded' });
    await Promise.all(background);
    expect(await pending).toEqual({ value: { title: 'loaded' }, status: 'miss' });
  });

  it('keeps a KV read that other requests wait on alive past the request that sent it, so its visitor leaving mid-page leaves none of them hanging', async () => {
    const kv = memoryKv();
    let answer!: (text: string | null) => void;
    kv.get.mockImplementationOnce(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const keptBy = (name: string) => {
      const kept: Promise<unknown>[] = [];
      const deps: CacheDeps = { kv: kv as unknown as CacheStore, waitUntil: (promise) => kept.push(promise) };
      return { name, kept, deps };
    };
    const sender = keptBy('sender');
    const joiner = keptBy('joiner');
    const key = freshKey('shared-read');
    const load = async (): Promise<Product> => ({ title: 'loaded' });
    const first = cached(sender.deps, key, POLICY, ProductSchema, load);
    await vi.waitFor(() => expect(kv.get).toHaveBeenCalledTimes(1));
    const second = cached(joiner.deps, key, POLICY, ProductSchema, load);
    await vi.waitFor(() => expect(sender.kept).toHaveLength(1));
    // One read for both, handed to the sender's waitUntil: the joiner sends none of its own.
    expect(kv.get).toHaveBeenCalledTimes(1);
    expect(joiner.kept).toHaveLength(0);
    answer(null);
    await expect(sender.kept[0]).resolves.toBeNull();
    expect((await first).value).toEqual({ title: 'loaded' });
    expect((await second).value).toEqual({ title: 'loaded' });
  });

  it('shares one loader call between concurrent misses for the same key', async () => {
    const { deps } = setup();
    const key = freshKey('concurrent');
    let release!: (product: Product) => void;
    const load = vi.fn(() => new Promise<Product>((resolve) => (release = resolve)));

    const pending = Promise.all(Array.from({ length: 5 }, () => cached(deps, key, POLICY, ProductSchema, load)));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    release({ title: 'shared' });
    const results = await pending;

    expect(load).toHaveBeenCalledTimes(1);
    for (const result of results) expect(result.value).toEqual({ title: 'shared' });
  });

  it('treats a cached value that no longer fits the schema as a miss', async () => {
    const { kv, deps } = setup();
    const key = freshKey('invalid');
    kv.data.set(key, JSON.stringify({ v: { name: 'wrong shape' }, t: 1_700_000_000_000 }));
    const load = vi.fn(async (): Promise<Product> => ({ title: 'reloaded' }));

    const result = await cached(deps, key, POLICY, ProductSchema, load);

    expect(result).toEqual({ value: { title: 'reloaded' }, status: 'miss' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a KV read failure and still loads the value', async () => {
    const { kv, deps, onError } = setup();
    const key = freshKey('read-error');
    kv.get.mockRejectedValueOnce(new Error('KV unavailable'));

    const result = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'loaded anyway' }));

    expect(result.value).toEqual({ title: 'loaded anyway' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'KV unavailable' }), `cache read ${key}`);
  });

  it('reports a KV write failure and still returns the value', async () => {
    const { kv, deps, onError } = setup();
    const key = freshKey('write-error');
    kv.put.mockRejectedValueOnce(new Error('KV write limit'));

    const result = await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'not stored' }));

    expect(result).toEqual({ value: { title: 'not stored' }, status: 'miss' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'KV write limit' }), `cache write ${key}`);
  });

  it('reports a failed background refresh after serving the stale value', async () => {
    const { deps, background, onError, advanceSeconds } = setup();
    const key = freshKey('refresh-error');
    await cached(deps, key, POLICY, ProductSchema, async () => ({ title: 'still served' }));
    advanceSeconds(120);

    const result = await cached(deps, key, POLICY, ProductSchema, async () => {
      throw new Error('content API down');
    });
    expect(result).toEqual({ value: { title: 'still served' }, status: 'stale' });

    await Promise.all(background);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'content API down' }), `cache refresh ${key}`);
  });

  it('keeps KV entries for at least the 60 seconds KV allows', async () => {
    const { kv, deps } = setup();
    await cached(deps, freshKey('ttl'), { freshSeconds: 5, staleSeconds: 0 }, ProductSchema, async () => ({ title: 'x' }));
    expect(kv.put.mock.calls[0]?.[2]).toEqual({ expirationTtl: 60 });
  });

  it('names a short policy that follows the configured TTL', () => {
    expect(cachePolicies(60).short.freshSeconds).toBe(60);
  });
});

describe('storageKey', () => {
  it('keeps a key KV takes as it is', async () => {
    expect(await storageKey('content:page:/visit')).toBe('content:page:/visit');
  });

  it('fits a key over 512 bytes into KV: its readable start, then a hash of the whole', async () => {
    const long = `content:popup:userAttributes=${'a'.repeat(5000)}`;
    const key = await storageKey(long);
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(512);
    expect(key.startsWith('content:popup:userAttributes=aaaa')).toBe(true);
    expect(await storageKey(`${long}b`)).not.toBe(key);
    expect(await storageKey('€'.repeat(300))).toMatch(/^€+#[0-9a-f]{64}$/);
  });

  it('stores and finds a value under a long key without reporting an error', async () => {
    const { deps, kv, onError } = setup();
    const long = `${freshKey('long')}:${'x'.repeat(3000)}`;
    await cached(deps, long, POLICY, ProductSchema, async () => ({ title: 'Reserve' }));
    expect([...kv.data.keys()].every((key) => new TextEncoder().encode(key).length <= 512)).toBe(true);
    expect(kv.data.size).toBe(1);
    expect(onError).not.toHaveBeenCalled();
  });
});
