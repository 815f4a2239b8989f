// What the per-request context holds for the page cache (index.ts reads it when it stores a
// page): a state-only file, so the context is built without importing the cache.
import type { ContentRead } from '../../content/client/index.ts';

/** What a route tells the cache about the page it rendered. */
export type PageCacheState = {
  /** A public page, the same for every visitor with this key: renderPage sets it. */
  shareable: boolean;
  /** Tags the page was built from beyond its content reads (a model it may show, such as symbols). */
  tags: Set<string>;
  /**
   * What the page read from the content API: turned into tags (`pageTags`) only when the
   * page is stored, since most renders (a visitor with a session or a cart) never are.
   */
  reads: ContentRead[];
  /** When what the page shows stops being true (a countdown's end, in ms): never served past it. */
  validUntil: number | undefined;
};

export const newPageCacheState = (): PageCacheState => ({ shareable: false, tags: new Set(), reads: [], validUntil: undefined });
