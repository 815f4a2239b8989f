// Look-up and store in the data centre's Cache API, through the isolate's tier (memory.ts);
// a stored page's tags indexed for the purge where Cloudflare's API does not purge (purge.ts).
import type { AppConfig } from '../config/index.ts';
import type { RequestContext } from '../context.ts';
import { pageCacheKey } from './key.ts';
import { forgetPage, recall, remember } from './memory.ts';
import { indexTags } from './purge.ts';
import { configScope } from './scope.ts';
import { aged, fromResponse, toResponse, type Stored } from './stored.ts';
import { pageTags } from './tags.ts';

/** Seconds past freshness a stored page may still be served while it is re-rendered. */
export const STALE_SECONDS = 86_400;

export function pageCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export async function lookUp(cache: Cache, key: string, app: Pick<RequestContext, 'report'> | undefined): Promise<Stored | undefined> {
  const held = recall(key);
  if (held) return held;
  let response: Response | undefined;
  try {
    response = await cache.match(key);
  } catch (error) {
    app?.report(error, { section: 'page-cache', where: 'match' });
  }
  if (!response) {
    forgetPage(key);
    return undefined;
  }
  const stored = fromResponse(response.headers, await response.text());
  remember(key, stored);
  return stored;
}

export async function put(cache: Cache, kv: KVNamespace, key: string, stored: Stored, app: RequestContext) {
  const ttl = app.config.cacheTtlSeconds + STALE_SECONDS;
  const tags = pageTags(app.page);
  await cache.put(key, toResponse(stored, ttl, tags));
  remember(key, stored);
  await indexTags({ kv, config: app.config }, key, tags, ttl);
}

/** Development only (the /__debug route): makes the stored copy `seconds` older; false when there is none. */
export async function agePageCopy(url: URL, cookies: Record<string, string>, config: AppConfig, seconds: number): Promise<boolean> {
  const key = pageCacheKey(url, cookies, '', configScope(config));
  const response = await pageCache().match(key);
  if (!response) return false;
  await pageCache().put(key, aged(response, seconds));
  forgetPage(key);
  return true;
}
