import { Hono, type Context } from 'hono';
import { headingEntryOptions } from '../../blocks/kit/inputs/headline.schema.ts';
import type { AppEnv } from '../context.ts';
import { loadContentPage, MAX_PATH_LENGTH, renderNotFound, type ContentPageView } from '../render/content-page.tsx';
import { ContentBlocks, renderPage } from '../render/index.tsx';

export const pages = new Hono<AppEnv>();

/** The recipes heading model: one entry, the heading above every recipe and on /recipes. */
export const RECIPES_HEADING_MODEL = 'recipes-heading';

// Blog posts and recipes are entries of their own models, found by their URL (docs/architecture.md,
// "The HTTP surface"); an unknown slug is the 404 page.
pages.get('/blog/:slug', async (c) => {
  const { pathname } = c.get('app').url;
  const post = pathname.length > MAX_PATH_LENGTH ? null : await loadContentPage(c, pathname, 'blog');
  if (!post) return renderNotFound(c);
  return renderPage(c, { ...post.meta, blocks: post.blocks });
});

pages.get('/recipes/:slug', async (c) => {
  const { pathname } = c.get('app').url;
  const [recipe, heading] = await Promise.all([pathname.length > MAX_PATH_LENGTH ? null : loadContentPage(c, pathname, 'recipes'), recipesHeading(c, false)]);
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
