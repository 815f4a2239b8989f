// Purging what a publish changed: the cached content JSON (KV, and each isolate's
// in-memory copy) and every stored page tagged with what was published.
//
// Pages: with a zone id and an API token (production), Cloudflare's purge-by-tag API
// empties every data centre at once: POST /zones/{zone_id}/purge_cache {"tags": [...]}, at
// most 100 tags a request (developers.cloudflare.com/cache/how-to/purge-cache/, "Purge
// cache by cache-tags"; the Cache API honours Cache-Tag: docs/real-services.md). Without them
// (local development, tests) the store keeps its own index of which stored page carries
// which tag, in KV, and deletes those pages from this cache directly.
import { forgetMemoryCache } from '../../platform/cache/index.ts';
import type { Coordinator } from '../../platform/coordinator/client.ts';
import type { AppConfig } from '../config/index.ts';

const INDEX_PREFIX = 'page-tag:';
const CONTENT_PREFIX = 'content:';
const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';
const TAGS_PER_PURGE = 100;

export type PurgeDeps = {
  kv: KVNamespace;
  config: Pick<AppConfig, 'cloudflareZoneId' | 'cloudflareApiToken' | 'cacheTtlSeconds'>;
  cache: Cache;
  /** Reaches api.cloudflare.com (the global fetch in production). */
  fetch: typeof fetch;
};

/** Purging from the Worker: this data centre's cache, and the global fetch to Cloudflare's API. */
export function workerPurgeDeps(kv: KVNamespace, config: PurgeDeps['config']): PurgeDeps {
  return { kv, config, cache: (caches as unknown as { default: Cache }).default, fetch: (input, init) => fetch(input, init) };
}

const encoder = new TextEncoder();
async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...bytes.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const usesPurgeApi = (config: PurgeDeps['config']) => Boolean(config.cloudflareZoneId && config.cloudflareApiToken);

/** Remembers which tags a stored page carries, when pages are purged here rather than by Cloudflare's API. */
export async function indexTags(deps: Omit<PurgeDeps, 'fetch' | 'cache'>, key: string, tags: readonly string[], ttlSeconds: number): Promise<void> {
  if (usesPurgeApi(deps.config)) return;
  const keyHash = await digest(key);
  await Promise.all(tags.map(async (tag) => deps.kv.put(`${INDEX_PREFIX}${await digest(tag)}:${keyHash}`, '', { expirationTtl: Math.max(60, ttlSeconds), metadata: { key } })));
}

/** Every stored page carrying any of `tags`, gone from the cache; the number purged here (the API's purges are not counted). */
export async function purgePages(deps: PurgeDeps, tags: readonly string[]): Promise<{ via: 'api' | 'index'; pages: number }> {
  const unique = [...new Set(tags)];
  if (usesPurgeApi(deps.config)) {
    for (let i = 0; i < unique.length; i += TAGS_PER_PURGE) {
      const response = await deps.fetch(`${CLOUDFLARE_API}/zones/${deps.config.cloudflareZoneId}/purge_cache`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deps.config.cloudflareApiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: unique.slice(i, i + TAGS_PER_PURGE) }),
      });
      if (!response.ok) throw new Error(`Cloudflare's purge API answered ${response.status}`);
    }
    return { via: 'api', pages: 0 };
  }
  const keys = new Set<string>();
  for (const tag of unique) {
    const prefix = `${INDEX_PREFIX}${await digest(tag)}:`;
    let cursor: string | undefined;
    do {
      const page: KVNamespaceListResult<{ key?: string }> = await deps.kv.list<{ key?: string }>({ prefix, cursor });
      for (const entry of page.keys) {
        if (entry.metadata?.key) keys.add(entry.metadata.key);
        await deps.kv.delete(entry.name);
      }
      cursor = page.list_complete ? undefined : page.cursor;
    } while (cursor);
  }
  for (const key of keys) await deps.cache.delete(key);
  return { via: 'index', pages: keys.size };
}

/**
 * Every cached content answer, gone: a publish can change any query's answer (a new entry
 * at a path, a symbol inlined into pages, a reference resolved into another entry), and
 * content is cheap to fetch again. Each isolate's in-memory copy lives at most a second.
 */
export async function purgeContent(kv: KVNamespace, coordinator?: Coordinator): Promise<number> {
  forgetMemoryCache(CONTENT_PREFIX);
  // The tenant's coordinator hands the last refresh's copy to isolates within its window: no
  // longer, once it is unpublished (when it cannot be told, the copy lives out that window).
  await coordinator?.forget(CONTENT_PREFIX).catch(() => undefined);
  let purged = 0;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: CONTENT_PREFIX, cursor });
    await Promise.all(page.keys.map((entry) => kv.delete(entry.name)));
    purged += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return purged;
}
