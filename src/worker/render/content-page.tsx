// A content page as routes render it (the content pages, the product, join and profile pages,
// the editor API): its published entry with the visitor's A/B variation and its symbols
// resolved, and the not-found page every route falls back on.
import type { Context } from 'hono';
import { resolveSymbols, type FetchSymbol } from '../../blocks/symbol/resolve.ts';
import { pageData } from '../../content/client/index.ts';
import { NotFound } from '../../shell/not-found/not-found.tsx';
import { variationFor } from '../ab-tests/index.ts';
import type { AppEnv } from '../context.ts';
import { editingModel } from '../editor-frame/index.ts';
import { ContentBlocks, renderPage, type PageInput } from './index.tsx';

export const MAX_PATH_LENGTH = 1024;

/** `page`: what the route around it says (the account area's: no trackers). */
export function renderNotFound(c: Parameters<typeof renderPage>[0], page: Pick<PageInput, 'trackers'> = {}) {
  const url = new URL(c.req.url);
  // In Builder's editor a path with no published entry is one being composed: an empty
  // column of its model, where the bridge shows the editor's draft.
  const body = c.get('app')?.editing ? <ContentBlocks blocks={[]} entry={{ model: editingModel(url) }} /> : <NotFound pathname={url.pathname} />;
  return renderPage(c, { ...page, title: 'Page not found', noindex: true, status: 404, body });
}

export type ContentPageView = { meta: Omit<PageInput, 'body' | 'blocks' | 'status'>; blocks: unknown[] };

/** The published content entry for a path with its symbols resolved, or null when there is none. */
export async function loadContentPage(c: Context<AppEnv>, pathname: string, model = 'page'): Promise<ContentPageView | null> {
  const { content, abTests } = c.get('app');
  const entry = await content.getPage(pathname, model);
  if (!entry) return null;
  // A running A/B test: the visitor's variation replaces the entry's data whole (blocks and
  // meta), as Builder's SDK does (src/worker/ab-tests).
  const variation = variationFor(abTests, entry.abTest);
  const page = variation ? { ...entry, data: pageData(variation.data) } : entry;

  const blocks = (await resolveSymbols(page.data.blocks, symbolFetcher(c))) as unknown[];
  return {
    meta: {
      title: page.data.title,
      description: page.data.description ?? page.data.excerpt,
      canonicalUrl: page.data.canonicalUrl,
      openGraphImage: page.data.openGraphImage ?? page.data.image,
      noindex: page.data.noindex,
      nofollow: page.data.nofollow,
      navLite: page.data.enableNavLite,
      model,
      entryId: page.id,
    },
    blocks,
  };
}

/** Symbols by reference, as published: the content client of this request. */
export function symbolFetcher(c: Context<AppEnv>): FetchSymbol {
  const { content, report } = c.get('app');
  return async (model, id) => {
    try {
      const entry = await content.getEntry(model, { query: { id } });
      return entry ? { id: entry.id, data: entry.data } : null;
    } catch (error) {
      // A missing symbol hides one part of the page, never the whole of it.
      report(error, { section: 'content', symbol: id });
      return null;
    }
  };
}
