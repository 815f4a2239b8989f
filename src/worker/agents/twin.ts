// The markdown twin of every public page: `/{path}.md`, or the page's own URL asked for with
// `Accept: text/markdown` (the Worker's entry turns that into the `.md` path before the page
// cache looks it up: negotiate.ts). The page cache stores a twin like a page (its key is the
// `.md` path, its tags what it read), so a warm twin costs no backend call and a publish
// purges it with its page. A twin is always an anonymous visitor's: it reads no session, and a
// members-only or allocation wine has none (404), as its page has no public offer.
import type { Context } from 'hono';
import { SYMBOL_TAG } from '../../content/cache-tags/index.ts';
import type { AppEnv } from '../context.ts';
import { loadContentPage } from '../render/content-page.tsx';
import { productFacts } from '../seo/product-facts.ts';
import { catalogue, clubTiers, factsSettings, originOf, publicFacts, storeFacts } from './catalogue.ts';
import { blocksText, collectionMarkdown, escapeMarkdown, pageMarkdown, wineListLine, wineMarkdown } from './markdown.ts';

export const MARKDOWN = 'text/markdown; charset=utf-8';
const SYMBOL_TAGS: ReadonlySet<string> = new Set([SYMBOL_TAG]);

/** A markdown answer the page cache may store (the same for every visitor), with its page as canonical. */
function answer(c: Context<AppEnv>, markdown: string, page: string, tags: ReadonlySet<string> = new Set()) {
  Object.assign(c.get('app').page, { shareable: true, tags, validUntil: undefined, thirdParties: undefined });
  return c.body(markdown, 200, {
    'content-type': MARKDOWN,
    'cache-control': 'private, no-cache',
    vary: 'Accept',
    link: `<${new URL(page, originOf(c)).href}>; rel="canonical"`,
  });
}

export function markdownNotFound(c: Context<AppEnv>) {
  return c.body('# Not found\n\nThere is no public page here.\n', 404, { 'content-type': MARKDOWN, 'cache-control': 'no-store', vary: 'Accept' });
}

/** The twin of `page`, or the markdown 404. */
export async function markdownTwin(c: Context<AppEnv>, page: string): Promise<Response> {
  const store = storeFacts(c);
  const origin = originOf(c);
  const url = new URL(page, origin).href;
  const [, section, slug, ...rest] = page.split('/');

  if (section === 'product' && slug && rest.length === 0) {
    const { commerce } = c.get('app');
    let pageSlug: string;
    try {
      pageSlug = decodeURIComponent(slug);
    } catch {
      return markdownNotFound(c);
    }
    const product = await commerce.products.product(pageSlug);
    if (!product?.pageSlug || product.webStatus === 'Retired' || product.type === 'notFound') return markdownNotFound(c);
    const facts = productFacts(product, factsSettings(c));
    if (!facts) return markdownNotFound(c);
    return answer(c, wineMarkdown(facts, store), page);
  }

  if (section === 'collection' && slug && rest.length === 0) {
    const { commerce, report } = c.get('app');
    const [entry, info, products] = await Promise.all([
      loadContentPage(c, page, 'collection'),
      commerce.products.collectionInfo(slug).catch((error: unknown) => {
        report(error, { section: 'agents', collection: slug.slice(0, 200) });
        return null;
      }),
      commerce.products.collection(slug),
    ]);
    if (!entry && !info) return markdownNotFound(c);
    const title = entry?.meta.title || info?.title || slug;
    const intro = [entry?.meta.description ? `> ${escapeMarkdown(entry.meta.description)}` : '', entry ? blocksText(entry.blocks) : ''].filter(Boolean).join('\n\n');
    return answer(c, collectionMarkdown(title, url, intro, publicFacts(c, products), store), page, entry ? SYMBOL_TAGS : undefined);
  }

  // Blog posts and recipes are entries of their own models; any other path a page (or a campaign).
  const model = section === 'blog' && slug && rest.length === 0 ? 'blog' : section === 'recipes' && slug && rest.length === 0 ? 'recipes' : 'page';
  const entry = (await loadContentPage(c, page, model)) ?? (model === 'page' ? await loadContentPage(c, page, 'campaign') : null);
  if (!entry || entry.meta.noindex) return markdownNotFound(c);
  // A club's page carries its tiers; the clubs' overview (/club) every tier.
  const tiers = section === 'club' ? (await clubTiers(c)).filter((tier) => !slug || tier.slug === slug) : [];
  const title = entry.meta.title || c.get('app').config.brandName;
  let body = blocksText(entry.blocks);
  if (page === '/') body = [body, await storeIndex(c)].filter(Boolean).join('\n\n');
  return answer(c, pageMarkdown(title, url, entry.meta.description, body, store, tiers), page, SYMBOL_TAGS);
}

/** The home page's twin also lists the wines, so an agent that reads one page sees the shop. */
async function storeIndex(c: Context<AppEnv>): Promise<string> {
  const wines = await catalogue(c);
  if (wines.length === 0) return '';
  return ['## Our wines', '', ...wines.map(({ facts }) => wineListLine(facts))].join('\n');
}
