import { Hono, type Context } from 'hono';
import { headingEntryOptions } from '../../blocks/kit/headline.schema.ts';
import { resolveSymbols, type FetchSymbol } from '../../blocks/symbol/resolve.ts';
import { NotFound } from '../../shell/not-found/not-found.tsx';
import { pageData } from '../../content/client/index.ts';
import { variationFor } from '../ab-tests/index.ts';
import type { AppEnv } from '../context.ts';
import { editingModel } from '../preview/editor-frame.ts';
import { ContentBlocks, renderPage, type PageInput } from '../render/index.tsx';

export { ContentBlocks } from '../render/index.tsx';

export const MAX_PATH_LENGTH = 1024;

export const pages = new Hono<AppEnv>();

export function renderNotFound(c: Parameters<typeof renderPage>[0]) {
  const url = new URL(c.req.url);
  // In Builder's editor a path with no published entry is one being composed: an empty
  // column of its model, where the bridge shows the editor's draft.
  const body = c.get('app')?.editing ? <ContentBlocks blocks={[]} entry={{ model: editingModel(url) }} /> : <NotFound pathname={url.pathname} />;
  return renderPage(c, { title: 'Page not found', noindex: true, status: 404, body });
}

/** The recipes heading model: one entry, the heading above every recipe and on /recipes. */
export const RECIPES_HEADING_MODEL = 'recipes-heading';

// Blog posts and recipes are entries of their own models, found by their URL (DESIGN.md,
// "The HTTP surface"); an unknown slug is the 404 page.
pages.get('/blog/:slug', async (c) => {
  const { pathname } = c.get('app').url;
  const post = pathname.length > MAX_PATH_LENGTH ? null : await loadContentPage(c, pathname, 'blog');
  if (!post) return renderNotFound(c);
  return renderPage(c, { ...post.meta, blocks: post.blocks });
});

pages.get('/recipes/:slug', async (c) => {
  const { pathname } = c.get('app').url;
  const [recipe, heading] = await Promise.all([
    pathname.length > MAX_PATH_LENGTH ? null : loadContentPage(c, pathname, 'recipes'),
    recipesHeading(c, false),
  ]);
  if (!recipe) return renderNotFound(c);
  return renderPage(c, { ...recipe.meta, blocks: [...heading, ...recipe.blocks], body: underHeading(heading, recipe) });
});

/** The recipes heading, then the entry's own blocks in a column of their own (the editor edits that one). */
function underHeading(heading: unknown[], page: ContentPageView) {
  return (
    <>
      {heading.length > 0 ? <ContentBlocks blocks={heading} /> : null}
      <ContentBlocks blocks={page.blocks} entry={{ id: page.meta.entryId, model: page.meta.model ?? 'page' }} />
    </>
  );
}

// /collection/{slug}: the editorial content is the page builder's `collection` model
// (content spec section 2, "Content types"), the products Commerce7's collection of that
// slug (for-web). A collection with no editorial entry yet still gets its page: a heading
// and its product list. Neither an entry nor a Commerce7 collection: the 404 page.
pages.get('/collection/:slug', async (c) => {
  const { url, commerce, report } = c.get('app');
  const { pathname } = url;
  const slug = c.req.param('slug');
  if (pathname.length > MAX_PATH_LENGTH) return renderNotFound(c);
  const [entry, collection] = await Promise.all([
    loadContentPage(c, pathname, 'collection'),
    commerce.products.collectionInfo(slug).catch((error: unknown) => {
      // The entry alone still makes the page; its product list reports its own failure.
      report(error, { section: 'catalogue', collection: slug.slice(0, 200) });
      return null;
    }),
  ]);
  if (entry) return renderPage(c, { ...entry.meta, blocks: entry.blocks });
  if (!collection) return renderNotFound(c);
  return renderPage(c, { title: collection.title, canonicalUrl: pathname, model: 'collection', blocks: defaultCollectionBlocks(collection) });
});

/** The page a Commerce7 collection gets before editors compose one: its title and its products. */
export function defaultCollectionBlocks(collection: { title: string; slug: string }): unknown[] {
  return [
    { id: 'collection-heading', component: { name: 'Headline', options: { headline: { preheading: 'Shop', heading: collection.title }, buttons: {}, isHeadingOne: true } } },
    { id: 'collection-products', component: { name: 'CollectionList', options: { collection: collection.slug } } },
  ];
}

// /recipes is a page entry like any other, under the same recipes heading (its h1 here).
pages.get('/recipes', async (c) => {
  const [page, heading] = await Promise.all([loadContentPage(c, '/recipes'), recipesHeading(c, true)]);
  if (!page) return renderNotFound(c);
  return renderPage(c, { ...page.meta, blocks: [...heading, ...page.blocks], body: underHeading(heading, page) });
});

pages.get('*', async (c) => {
  const { url } = c.get('app');
  const { pathname } = url;
  if (pathname.length > MAX_PATH_LENGTH) return renderNotFound(c);
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return c.redirect(pathname.replace(/\/+$/, '') + url.search, 301);
  }

  // A campaign (a seasonal landing page) is read only when no page matches: the pages
  // visitors hit most never pay for the second lookup.
  const page = (await loadContentPage(c, pathname)) ?? (await loadContentPage(c, pathname, 'campaign'));
  if (!page) return renderNotFound(c);
  return renderPage(c, { ...page.meta, blocks: page.blocks });
});

/**
 * The recipes heading entry as a headline block in a cream band (none when the entry is
 * missing: the recipe shows without it). Its options are checked like any block's.
 */
async function recipesHeading(c: Context<AppEnv>, isHeadingOne: boolean): Promise<unknown[]> {
  const { content, report } = c.get('app');
  let entry;
  try {
    entry = await content.getEntry(RECIPES_HEADING_MODEL);
  } catch (error) {
    report(error, { section: 'content', model: RECIPES_HEADING_MODEL });
    return [];
  }
  if (!entry) return [];
  // The cached entry is the same object on every request while fresh: its blocks are made
  // once, so the renderer's per-block checks and static markup are reused, not redone.
  let made = headingBlocks.get(entry.data);
  if (!made) headingBlocks.set(entry.data, (made = {}));
  const variant = isHeadingOne ? 'title' : 'banner';
  return (made[variant] ??= headingAsBlocks(entry.id, entry.data, isHeadingOne));
}

const headingBlocks = new WeakMap<object, { title?: unknown[]; banner?: unknown[] }>();

function headingAsBlocks(id: string, data: Record<string, unknown>, isHeadingOne: boolean): unknown[] {
  return [
    {
      id: `recipes-heading-${id}`,
      component: { name: 'Core:Section', options: { maxWidth: 1200, backgroundColor: 'Cream' } },
      children: [{ id: `recipes-heading-${id}-headline`, component: { name: 'Headline', options: { ...headingEntryOptions(data), isHeadingOne } } }],
    },
  ];
}

export type ContentPageView = { meta: Omit<PageInput, 'body' | 'blocks' | 'status'>; blocks: unknown[] };

/** The published content entry for a path with its symbols resolved, or null when there is none. */
export async function loadContentPage(c: Context<AppEnv>, pathname: string, model = 'page'): Promise<ContentPageView | null> {
  const { content, report, abTests } = c.get('app');
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
