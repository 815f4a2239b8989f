// What search engines read: /robots.txt and /sitemap.xml. The sitemap lists every page the
// page builder publishes (pages, campaigns, collections, blog posts, recipes; the club and
// subscription pages are pages) and every product page, read through the content cache;
// the last good copy answers while fresh and whenever a backend fails (seo/last-good.ts).
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { readSitemap, storeSitemap } from '../seo/last-good.ts';
import { robotsTxt } from '../seo/robots.ts';
import { sitemapXml, type SitemapUrl } from '../seo/sitemap.ts';
import { sitemapUrls } from '../seo/sitemap-urls.ts';

export const seo = new Hono<AppEnv>();

/** Browsers and the edge may keep robots.txt an hour; the sitemap as long as the content cache keeps entries fresh. */
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
/** A crawler told to come back: the content API's faults are usually over within minutes. */
const RETRY_AFTER_SECONDS = 300;

const originOf = (c: Context<AppEnv>) => c.get('app').config.publicOrigin ?? c.get('app').url.origin;

seo.get('/robots.txt', (c) => {
  const { config } = c.get('app');
  const body = robotsTxt({
    environment: config.environment,
    sitemapUrl: `${originOf(c)}/sitemap.xml`,
    aiCrawlers: config.agents.aiCrawlers,
    llmsTxtUrl: config.agents.markdown ? `${originOf(c)}/llms.txt` : undefined,
  });
  return c.text(body, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': ROBOTS_CACHE_CONTROL });
});

seo.get('/sitemap.xml', async (c) => {
  const app = c.get('app');
  const origin = originOf(c);
  const kv = c.get('app').bindings.kv;
  const headers = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': `public, max-age=${app.config.cacheTtlSeconds}` };
  // A signed preview reads drafts: its sitemap is neither kept nor kept by anyone else.
  if (app.preview) {
    const { xml } = sitemapXml(await sitemapUrls(c, origin), origin);
    return c.body(xml, 200, { ...headers, 'cache-control': 'private, no-store' });
  }

  const stored = await readSitemap(kv);
  if (stored && Date.now() - stored.builtAt < app.config.cacheTtlSeconds * 1000) return c.body(stored.xml, 200, headers);

  // Each request builds on its own (no promise shared across requests: a Worker may not
  // finish another request's I/O); the entries and products come from the KV cache.
  let urls: SitemapUrl[];
  try {
    urls = await sitemapUrls(c, origin);
  } catch (error) {
    app.report(error, { section: 'sitemap' });
    // The last good copy, however old, beats an empty or partial sitemap.
    if (stored) return c.body(stored.xml, 200, headers);
    return c.text('The sitemap cannot be built just now. Please try again later.', 503, {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    });
  }
  const document = sitemapXml(urls, origin);
  if (document.leftOut > 0) {
    app.report(new Error(`The sitemap holds ${document.count} URLs, the protocol's most; ${document.leftOut} were left out`), { section: 'sitemap' });
  }
  // Awaited: the copy must be there for the next request that finds a backend down.
  await storeSitemap(kv, document.xml, Date.now()).catch((error: unknown) => app.report(error, { section: 'sitemap', where: 'store' }));
  return c.body(document.xml, 200, headers);
});
