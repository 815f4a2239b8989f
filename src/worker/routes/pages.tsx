import { Hono, type Context } from 'hono';
import { resolveSymbols, type FetchSymbol } from '../../blocks/symbol/resolve.ts';
import { NotFound } from '../../shell/not-found/not-found.tsx';
import type { AppEnv } from '../context.ts';
import { renderPage, type PageInput } from '../render/index.tsx';

export { ContentBlocks } from '../render/index.tsx';

export const MAX_PATH_LENGTH = 1024;

export const pages = new Hono<AppEnv>();

export function renderNotFound(c: Parameters<typeof renderPage>[0]) {
  const pathname = new URL(c.req.url).pathname;
  return renderPage(c, { title: 'Page not found', noindex: true, status: 404, body: <NotFound pathname={pathname} /> });
}

pages.get('*', async (c) => {
  const { url } = c.get('app');
  const { pathname } = url;
  if (pathname.length > MAX_PATH_LENGTH) return renderNotFound(c);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return c.redirect(pathname.replace(/\/+$/, '') + url.search, 301);
  }

  const page = await loadContentPage(c, pathname);
  if (!page) return renderNotFound(c);
  return renderPage(c, { ...page.meta, blocks: page.blocks });
});

export type ContentPageView = { meta: Omit<PageInput, 'body' | 'blocks' | 'status'>; blocks: unknown[] };

/** The published content entry for a path with its symbols resolved, or null when there is none. */
export async function loadContentPage(c: Context<AppEnv>, pathname: string, model = 'page'): Promise<ContentPageView | null> {
  const { content, report } = c.get('app');
  const page = await content.getPage(pathname, model);
  if (!page) return null;

  const fetchSymbol: FetchSymbol = async (model, id) => {
    try {
      const entry = await content.getEntry(model, { query: { id } });
      return entry ? { id: entry.id, data: entry.data } : null;
    } catch (error) {
      // A missing symbol hides one part of the page, never the whole of it.
      report(error, { section: 'content', symbol: id });
      return null;
    }
  };
  const blocks = (await resolveSymbols(page.data.blocks, fetchSymbol)) as unknown[];
  return {
    meta: {
      title: page.data.title,
      description: page.data.description,
      canonicalUrl: page.data.canonicalUrl,
      openGraphImage: page.data.openGraphImage,
      noindex: page.data.noindex,
      nofollow: page.data.nofollow,
      navLite: page.data.enableNavLite,
      model,
    },
    blocks,
  };
}
