import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMemoryCache } from '../../src/platform/cache/index.ts';
import type { TenantCoordinator } from '../../src/platform/coordinator/durable-object.ts';
import { clearFaults, emulator, get as getPage, pageEntry, publish, setFault, unpublish } from './helpers.ts';

// These tests are about the content cache under the pages: each request asks for a page the
// edge page cache has not stored (a query string of its own), so the content cache answers.
let visit = 0;
const get = (path: string) => getPage(`${path}?visit=${++visit}`);

/** A content change whose webhook never arrived (none configured, or lost): only the content cache's freshness decides. */
async function changeWithoutWebhook(entry: Record<string, unknown>) {
  const response = await emulator('/__emulator/content', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry) });
  expect(response.ok).toBe(true);
}

const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;

function textPage(id: string, path: string, words: string) {
  return pageEntry(id, path, { title: id, blocks: [{ id: `${id}-t`, component: { name: 'Text', options: { text: `<p>${words}</p>` } } }] });
}

async function cacheKeyFor(path: string): Promise<string> {
  const { keys } = await kv.list({ prefix: 'content:page:' });
  const key = keys.map((k) => k.name).find((name) => decodeURIComponent(name).includes(`"urlPath":"${path}"`));
  if (!key) throw new Error(`no cache entry for ${path}`);
  return key;
}

/** Pretends the cached copy of `path` was stored `ageSeconds` ago. */
async function age(path: string, ageSeconds: number) {
  const key = await cacheKeyFor(path);
  const envelope = (await kv.get<{ v: unknown; t: number }>(key, 'json'))!;
  await kv.put(key, JSON.stringify({ ...envelope, t: Date.now() - ageSeconds * 1000 }));
  // The isolate's memory tier would still hold the fresh copy; as in a new isolate, drop it.
  forgetMemoryCache();
  // The tenant coordinator remembers when the key was last refreshed (once a window for every
  // isolate) and hands that copy out within the window: as time passing would, end that too.
  const coordinator = (env as unknown as { COORDINATOR: DurableObjectNamespace<TenantCoordinator> }).COORDINATOR;
  await coordinator.get(coordinator.idFromName('tenant:triangle-ridge')).forget(key);
}

afterEach(async () => {
  await clearFaults();
  for (const id of ['cache-a', 'cache-b', 'cache-c', 'cache-d']) await unpublish(id);
});

describe('the content cache', () => {
  it('serves a page from KV while fresh, without asking the content API again', async () => {
    await publish(textPage('cache-a', '/cache-a', 'First edition'));
    expect(await (await get('/cache-a')).text()).toContain('First edition');
    await changeWithoutWebhook(textPage('cache-a', '/cache-a', 'Second edition'));
    // Within CACHE_TTL_SECONDS (60) the cached copy answers.
    expect(await (await get('/cache-a')).text()).toContain('First edition');
  });

  it('serves a stale copy at once and refreshes it in the background', async () => {
    await publish(textPage('cache-b', '/cache-b', 'Old news'));
    await get('/cache-b').then((r) => r.text());
    await changeWithoutWebhook(textPage('cache-b', '/cache-b', 'Fresh news'));
    await age('/cache-b', 120);
    expect(await (await get('/cache-b')).text()).toContain('Old news');
    // The refresh ran in waitUntil; the next visitor sees the new copy.
    await expect.poll(async () => (await get('/cache-b')).text(), { timeout: 5000 }).toContain('Fresh news');
  });

  it('keeps serving the stale copy when the content API fails', async () => {
    await publish(textPage('cache-c', '/cache-c', 'Still standing'));
    await get('/cache-c').then((r) => r.text());
    await age('/cache-c', 120);
    await setFault('content', '500');
    const response = await get('/cache-c');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Still standing');
  });

  it('shows the error screen, not a stack trace, when the content API fails and nothing is cached', async () => {
    await setFault('content', '500');
    const response = await get('/cache-never-seen');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Sorry, there has been an error.');
    expect(html).not.toMatch(/at .*\.ts:\d+/);
  });

  it('shows the error screen when the content API sends malformed JSON', async () => {
    await setFault('content', 'invalid-json');
    const response = await get('/cache-malformed');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Sorry, there has been an error.');
  });

  it('retries a failing content API call before giving up', async () => {
    await publish(textPage('cache-d', '/cache-d', 'Third time lucky'));
    await setFault('content', '500', 2);
    const response = await get('/cache-d');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Third time lucky');
  });

  it('gives up on a content API that hangs after the 10 s timeout with the error screen', async () => {
    await setFault('content', 'hang');
    const response = await get('/cache-hang');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Sorry, there has been an error.');
  }, 20_000);
});
