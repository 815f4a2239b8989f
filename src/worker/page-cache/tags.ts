// The tags a stored page carries (content/cache-tags names them): its own, and those of every
// content read its render made.
import { tagsOfRead } from '../../content/cache-tags/index.ts';
import type { PageCacheState } from '../state/page-cache.ts';

/** Everything a page was built from (content entries, models, paths), as cache tags. */
export function pageTags(page: Pick<PageCacheState, 'tags' | 'reads'>): string[] {
  const tags = new Set(page.tags);
  for (const read of page.reads) for (const tag of tagsOfRead(read)) tags.add(tag);
  return [...tags];
}
