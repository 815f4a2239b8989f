// Every URL of the sitemap, read through the content cache and the cached catalogue: the
// sitemap (routes/seo.ts) and /llms.txt (agents/llms-txt.ts) list the same pages.
import type { Context } from 'hono';
import { pageFacts } from '../../blocks/render/blocks.tsx';
import type { ContentEntry } from '../../content/client/schema.ts';
import type { AppEnv } from '../context.ts';
import { entryUrls, productUrls, SITEMAP_MODELS, type EntryFacts, type SitemapUrl } from './sitemap.ts';

/** What the page's blocks say about it, worked out as the page render does (once per content version). */
function factsOf(model: string) {
  return (entry: ContentEntry): EntryFacts => {
    const blocks = Array.isArray(entry.data.blocks) ? (entry.data.blocks as unknown[]) : [];
    const { meta } = pageFacts(blocks, model, false).needs;
    return { noindex: meta.noindex, canonical: meta.canonical };
  };
}

/**
 * Promise.all that waits for every load to finish before failing: a load left running
 * would be cut off when this request ends, and the cache's coalescing would hand its
 * never-settling promise to the next request.
 */
async function allSettledOrThrow<const T extends readonly unknown[]>(loads: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(loads);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

/** Every URL of the sitemap; rejects when a backend cannot be read (never a partial list). */
export async function sitemapUrls(c: Context<AppEnv>, origin: string): Promise<SitemapUrl[]> {
  const { content, commerce } = c.get('app');
  const [byModel, productPages, pageEntries, productEntries] = await allSettledOrThrow([
    allSettledOrThrow(SITEMAP_MODELS.map(async (model) => entryUrls(model, await content.getAllEntries(model), factsOf(model), origin))),
    commerce.products.pages(),
    content.getAllEntries('c-7-products-data'),
    content.getAllEntries('product'),
  ] as const);

  const products = productUrls(productPages, pageEntries, productEntries, factsOf('product'), origin);
  return [...byModel.flat(), ...products];
}
