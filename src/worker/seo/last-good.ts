// The last sitemap that was built whole, kept in KV (the CACHE binding) with no expiry: it
// answers while it is fresh, and answers again whenever a rebuild fails (a backend down),
// so a crawler never gets an empty or partial sitemap. The publish webhook calls
// forgetSitemap: the next request rebuilds, and the old copy stays as the fallback.
import * as v from 'valibot';
import type { CacheStore } from '../../platform/cache/index.ts';

/** The KV key of the last good sitemap. */
export const SITEMAP_KV_KEY = 'seo:sitemap:v1';

const StoredSitemapSchema = v.object({ xml: v.pipe(v.string(), v.startsWith('<?xml')), builtAt: v.number() });
export type StoredSitemap = v.InferOutput<typeof StoredSitemapSchema>;

/** The stored copy, validated when read; null when there is none or it cannot be read. */
export async function readSitemap(kv: Pick<CacheStore, 'get'>): Promise<StoredSitemap | null> {
  const raw = await kv.get(SITEMAP_KV_KEY, 'json').catch(() => null);
  const parsed = v.safeParse(StoredSitemapSchema, raw);
  return parsed.success ? parsed.output : null;
}

export async function storeSitemap(kv: Pick<CacheStore, 'put'>, xml: string, builtAt: number): Promise<void> {
  await kv.put(SITEMAP_KV_KEY, JSON.stringify({ xml, builtAt } satisfies StoredSitemap));
}

/**
 * Content was published: the next request for /sitemap.xml builds it again. The copy is
 * kept (marked out of date), so a backend that fails then still gets the last good one served.
 */
export async function forgetSitemap(kv: Pick<CacheStore, 'get' | 'put'>): Promise<void> {
  const stored = await readSitemap(kv);
  if (stored) await storeSitemap(kv, stored.xml, 0);
}
