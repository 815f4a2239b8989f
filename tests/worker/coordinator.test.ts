// The tenant coordinator (src/platform/coordinator): one refresh of shared data per
// key per freshness window for every isolate, Commerce7's app-call budget (100 a minute per
// tenant, skynet-watcher/Commerce7 docs/developer/api/commerce7-apis.md "Rate limiting") kept
// for the whole store, and the per-isolate behaviour of before whenever it cannot be reached.
// Also: a customer's own data, reused for a few seconds, is never served to another customer.
import { env, runInDurableObject } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommerce, STORE_BUSY } from '../../src/commerce/index.ts';
import { createCacheTier, forgetMemoryCache, type CacheDeps } from '../../src/platform/cache/index.ts';
import { forgetPersonalData } from '../../src/platform/cache/personal.ts';
import { SlidingBudget } from '../../src/platform/coordinator/budget.ts';
import { appCallBudget, coordinatorFor, type Coordinator } from '../../src/platform/coordinator/client.ts';
import type { TenantCoordinator } from '../../src/platform/coordinator/durable-object.ts';
import { upstreamFetcher } from '../../src/platform/upstream/index.ts';
import { COMMERCE_TENANT, commerceCalls, get, post, recordedRequests, signInAs, startRecording, stopRecording } from './helpers.ts';

const namespace = (env as unknown as { COORDINATOR: DurableObjectNamespace<TenantCoordinator> }).COORDINATOR;
const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
const backend = (env as unknown as { BACKEND: Fetcher }).BACKEND;
/** The store's own tenant's coordinator, as the Worker names it. */
const storeCoordinator = () => namespace.get(namespace.idFromName(`tenant:${COMMERCE_TENANT}`));

/** Puts a budget of `limit` calls per `windowMs` in the store's coordinator (the worker tests' config lifts it). */
async function useBudget(limit: number, windowMs = 60_000) {
  await runInDurableObject(storeCoordinator(), (instance: TenantCoordinator) => {
    instance.budget = new SlidingBudget(limit, windowMs);
  });
}
/** Spends the whole budget, as a release's other traffic would have. */
async function spend(kind: 'read' | 'write', times: number) {
  for (let i = 0; i < times; i++) await storeCoordinator().take(kind, 0);
}

afterEach(async () => {
  await useBudget(100_000);
  await stopRecording();
});

let tenant = 0;
const SCHEMA = v.object({ n: v.number() });

/** One cache tier per isolate, all on one KV and one coordinator (their own tenant's, for this test alone). */
function isolates(count: number, coordinator: Coordinator | undefined) {
  const pending: Promise<unknown>[] = [];
  const deps: CacheDeps = { kv, waitUntil: (p) => void pending.push(p), coordinator };
  return { tiers: Array.from({ length: count }, () => createCacheTier()), deps, settled: () => Promise.all(pending) };
}

describe('one refresh per key per freshness window, for every isolate', () => {
  it('fifty isolates missing the same key at once make one backend call; within the window, none', async () => {
    const coordinator = coordinatorFor(namespace, `test-${++tenant}`);
    const policy = { freshSeconds: 60, staleSeconds: 600 };
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { n: 7 };
    };
    const first = isolates(50, coordinator);
    const answers = await Promise.all(first.tiers.map((tier) => tier.cached(first.deps, 'product:list:popular', policy, SCHEMA, load)));
    expect(calls).toBe(1);
    expect(answers.every((a) => a.value.n === 7)).toBe(true);

    // Fifty more isolates, in a data centre whose KV has no copy yet: the coordinator hands
    // them the window's copy; still one backend call.
    await kv.delete('product:list:popular');
    const second = isolates(50, coordinator);
    const again = await Promise.all(second.tiers.map((tier) => tier.cached(second.deps, 'product:list:popular', policy, SCHEMA, load)));
    expect(calls).toBe(1);
    expect(again.every((a) => a.value.n === 7)).toBe(true);
  });

  it('when a popular key’s freshness ends under load, exactly one refresh runs and no visitor waits for it', async () => {
    const coordinator = coordinatorFor(namespace, `test-${++tenant}`);
    const policy = { freshSeconds: 1, staleSeconds: 600 };
    let calls = 0;
    let release: () => void = () => undefined;
    const load = async () => {
      calls++;
      // The refresh takes as long as the test says: every visitor must be answered before it ends.
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { n: calls };
    };
    const warm = isolates(1, coordinator);
    await warm.tiers[0]!.cached(warm.deps, 'product:slug:isosceles-2021', policy, SCHEMA, load);
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const busy = isolates(40, coordinator);
    const answers = await Promise.all(busy.tiers.map((tier) => tier.cached(busy.deps, 'product:slug:isosceles-2021', policy, SCHEMA, load)));
    // Everyone was answered at once with the last good copy, while the refresh still runs.
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill('stale'));
    expect(answers.every((a) => a.value.n === 1)).toBe(true);
    await expect.poll(() => calls).toBe(2);
    release();
    await busy.settled();
    expect(calls).toBe(2);
    const after = isolates(1, coordinator);
    expect((await after.tiers[0]!.cached(after.deps, 'product:slug:isosceles-2021', policy, SCHEMA, load)).value.n).toBe(2);
  });

  it('falls back to each isolate on its own when the coordinator fails or hangs: a page is never blocked', async () => {
    const failing: Coordinator = {
      claim: () => Promise.reject(new Error('coordinator down')),
      settle: () => Promise.reject(new Error('coordinator down')),
      take: () => Promise.reject(new Error('coordinator down')),
      forget: () => Promise.reject(new Error('coordinator down')),
    };
    const errors: string[] = [];
    const policy = { freshSeconds: 60, staleSeconds: 600 };
    const tier = createCacheTier();
    const deps: CacheDeps = { kv, waitUntil: () => undefined, coordinator: failing, onError: (_e, where) => errors.push(where) };
    const key = `content:fallback:${++tenant}`;
    expect((await tier.cached(deps, key, policy, SCHEMA, async () => ({ n: 1 }))).value.n).toBe(1);
    expect(errors).toContain(`cache coordinator ${key}`);

    // A coordinator that never answers: the binding's deadline ends the wait, the page goes on.
    const hanging = namespaceThatHangs();
    const slow = coordinatorFor(hanging, 'hangs')!;
    const started = Date.now();
    const hangDeps: CacheDeps = { kv, waitUntil: () => undefined, coordinator: { ...slow, claim: (k, f) => slow.claim(k, f, false) } };
    expect((await createCacheTier().cached(hangDeps, `content:hang:${tenant}`, policy, SCHEMA, async () => ({ n: 2 }))).value.n).toBe(2);
    expect(Date.now() - started).toBeLessThan(3_000);

    // The budget too: an unreachable coordinator meters nothing, the call goes out.
    const reported: unknown[] = [];
    expect(await appCallBudget(failing, (error) => reported.push(error))('write')).toBe(true);
    expect(reported).toHaveLength(1);
  });
});

/** A namespace whose object never answers (as a coordinator stuck or cut off would). */
function namespaceThatHangs(): DurableObjectNamespace<TenantCoordinator> {
  const never = () => new Promise<never>(() => undefined);
  const stub = { claim: never, settle: never, take: never, forget: never };
  return { idFromName: () => ({}), get: () => stub } as unknown as DurableObjectNamespace<TenantCoordinator>;
}

/** The commerce verbs as the Worker builds them, on the store's coordinator. */
function storeCommerce(reported: unknown[] = []) {
  const coordinator = coordinatorFor(namespace, COMMERCE_TENANT)!;
  const report = (error: unknown) => void reported.push(error);
  const pending: Promise<unknown>[] = [];
  const commerce = createCommerce(
    {
      apiUrl: 'https://emulator.internal/commerce/v1',
      tenant: COMMERCE_TENANT,
      app: { id: 'triangle-ridge-storefront', secret: 'local-commerce-secret' },
      fetcher: upstreamFetcher(backend),
      report,
      onUnauthorized: () => undefined,
      onCartNotFound: () => undefined,
      budget: appCallBudget(coordinator, report),
    },
    { deps: { kv, waitUntil: (p) => void pending.push(p), coordinator, onError: report }, policy: { freshSeconds: 60, staleSeconds: 86_400 } },
    { shippingLocation: '5f1c9a7e-3b2d-4c8e-9a61-7d0e2b4f8c13' },
  );
  return { commerce, settled: () => Promise.all(pending) };
}

describe('the tenant’s Commerce7 app-call budget', () => {
  beforeEach(() => useBudget(100));

  it('over budget, a read serves the last good copy and sends nothing to Commerce7', async () => {
    const { commerce } = storeCommerce();
    const clubs = await commerce.clubs.list();
    expect(clubs.length).toBeGreaterThan(0);
    // The copy's freshness has ended (as a minute passing would), and the budget is spent.
    const envelope = (await kv.get<{ v: unknown; t: number }>('club:list', 'json'))!;
    await kv.put('club:list', JSON.stringify({ ...envelope, t: Date.now() - 120_000 }));
    await storeCoordinator().forget('club:list');
    forgetMemoryCache('club:list');
    await spend('read', 80);
    await startRecording();
    const reported: unknown[] = [];
    const later = storeCommerce(reported);
    expect((await later.commerce.clubs.list()).map((c) => c.id)).toEqual(clubs.map((c) => c.id));
    await later.settled();
    expect(commerceCalls(await recordedRequests()).filter((c) => c.auth === 'app')).toHaveLength(0);
    // The refresh was refused by the budget (reported), not sent.
    expect(reported.some((e) => e instanceof Error && e.message === STORE_BUSY)).toBe(true);
  });

  it('over budget, a customer’s orders page shows their last good list, not an outage', async () => {
    const member = await signInAs('member@example.com');
    const first = await get('/profile/orders', member);
    expect(first.status).toBe(200);
    const listed = (await first.text()).match(/#\d{4}/g) ?? [];
    expect(listed.length).toBeGreaterThan(0);
    await spend('read', 80);
    await startRecording();
    const again = await get('/profile/orders', member);
    expect(again.status).toBe(200);
    expect((await again.text()).match(/#\d{4}/g) ?? []).toEqual(listed);
    expect(commerceCalls(await recordedRequests()).filter((c) => c.auth === 'app')).toHaveLength(0);
  });

  it('keeps a share of the minute for writes: reads alone never spend it all', async () => {
    await spend('read', 200);
    const answer = await storeCoordinator().take('write', 0);
    expect(answer.granted).toBe(true);
    expect((await storeCoordinator().stats()).budgetUsed).toBe(81);
  });

  it('over budget, writes wait their turn in order and complete', async () => {
    await useBudget(3, 1_500);
    await spend('write', 3);
    const order: number[] = [];
    const started = Date.now();
    const waits = [1, 2, 3].map((n) =>
      storeCoordinator()
        .take('write', 8_000)
        .then((answer) => (order.push(n), answer)),
    );
    const answers = await Promise.all(waits);
    expect(answers.every((a) => a.granted)).toBe(true);
    expect(order).toEqual([1, 2, 3]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);

    // A sign-up (two app writes) arriving over budget completes once there is room.
    await spend('write', 3);
    const email = `waited-${Date.now()}@example.com`;
    const response = await post('/api/customer/register', { firstName: 'Wait', lastName: 'Patiently', email, password: 'Vintage-2026', birthDate: '1990-05-01' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { customer: { email: string } }).customer.email).toBe(email);
  });

  it('a write that cannot wait long enough is told plainly the store is busy: a 429, never a 5xx', async () => {
    await spend('write', 100);
    const response = await post('/api/customer/register', { firstName: 'Too', lastName: 'Busy', email: `busy-${Date.now()}@example.com`, password: 'Vintage-2026', birthDate: '1990-05-01' });
    expect(response.status).toBe(429);
    expect(((await response.json()) as { message: string }).message).toBe(STORE_BUSY);
  });

  it('never lets more than the documented 100 app calls a minute through, whoever asks', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => storeCoordinator().take(i % 2 ? 'read' : 'write', 0)));
    expect(answers.filter((a) => a.granted)).toHaveLength(100);
  });
});

describe('a customer’s own data, reused for a few seconds', () => {
  it('is never served to another customer', async () => {
    const member = await signInAs('member@example.com');
    const customer = await signInAs('customer@example.com');
    for (let round = 0; round < 3; round++) {
      const a = (await (await get('/api/session', member)).json()) as { customer: { email: string }; customerHasActiveClub: boolean };
      const b = (await (await get('/api/session', customer)).json()) as { customer: { email: string }; customerHasActiveClub: boolean };
      expect(a.customer.email).toBe('member@example.com');
      expect(a.customerHasActiveClub).toBe(true);
      expect(b.customer.email).toBe('customer@example.com');
      expect(b.customerHasActiveClub).toBe(false);
      expect(await (await get('/profile', customer)).text()).not.toContain('Morgan');
    }
  });

  it('costs one customer and one cart read for several page views; the cart itself is always live', async () => {
    const member = await signInAs('member@example.com');
    // Without the sign-in's own answer (which alone serves the next views: member-reads.test.ts).
    forgetPersonalData();
    await startRecording();
    for (let i = 0; i < 4; i++) expect((await get('/profile', member)).status).toBe(200);
    const reads = commerceCalls(await recordedRequests()).filter((c) => c.method === 'GET');
    expect(reads.filter((c) => c.path === '/customer/self')).toHaveLength(1);
    expect(reads.filter((c) => c.path.startsWith('/cart/')).length).toBeLessThanOrEqual(1);

    const added = await post('/api/cart/items', { sku: 'CS22-750', quantity: 1 }, { cookie: member.cookie });
    expect(added.status).toBe(200);
    const changed = added.headers
      .getSetCookie()
      .find((c) => c.startsWith('cartChangedAt='))!
      .split(';')[0]!;
    const cart = ((await (await get('/api/session', { cookie: `${member.cookie}; ${changed}` })).json()) as { cart: { items: { sku: string; quantity: number }[] } }).cart;
    expect(cart.items.find((item) => item.sku === 'CS22-750')).toBeTruthy();
  });
});
