// What the per-request context holds for the page cache (page-cache/ reads it when it stores
// a page), kept apart so the context is built without importing the cache.
import type { ContentRead } from '../../content/client/index.ts';
import type { RenderReport } from './render-report.ts';

/** What the page cache learns about a page: what it read (the content client adds each read as it happens) and the render's report. */
export type PageCacheState = RenderReport & {
  /**
   * What the page read from the content API: turned into tags (`pageTags`) only when the
   * page is stored, since most renders (a visitor with a session or a cart) never are.
   */
  reads: ContentRead[];
};

/** Before a page has rendered (an API answer, a redirect, an error): nothing to share, nothing embedded. */
export const newPageCacheState = (): PageCacheState => ({ shareable: false, tags: new Set(), reads: [], validUntil: undefined });
