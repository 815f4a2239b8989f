// /llms.txt (llmstxt.org: a markdown file at the site's root, an H1 with the site's name, a
// blockquote summary, then H2 sections of `- [name](url): notes` links): the store, its
// collections, clubs, wines and key pages, one line each, from the sitemap's own data (its
// content entries and the same cached catalogue pages), each linked to its markdown twin.
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { sitemapUrls } from '../seo/sitemap-urls.ts';
import { catalogue, clubTiers, originOf, storeFacts } from './catalogue.ts';
import { escapeMarkdown, offerSummary, shippingSentence } from './markdown.ts';
import { twinOf } from './twin-path.ts';

const SECTIONS: [title: string, test: (path: string) => boolean][] = [
  ['Collections', (path) => path.startsWith('/collection/')],
  ['Clubs', (path) => path === '/club' || path.startsWith('/club/')],
  ['Blog', (path) => path === '/blog' || path.startsWith('/blog/')],
  ['Recipes', (path) => path === '/recipes' || path.startsWith('/recipes/')],
];

export async function llmsTxt(c: Context<AppEnv>): Promise<string> {
  const { config } = c.get('app');
  const origin = originOf(c);
  const store = storeFacts(c);
  const [urls, wines, tiers] = await Promise.all([sitemapUrls(c, origin), catalogue(c), clubTiers(c)]);
  const listed = new Set(urls.map((url) => url.path));
  const link = (title: string, path: string) => `[${escapeMarkdown(title)}](${new URL(twinOf(path), origin).href})`;
  const tierOf = new Map(tiers.map((tier) => [`/club/${tier.slug}`, tier]));

  const pages = urls.filter((url) => !url.path.startsWith('/product/'));
  const bySection = new Map<string, string[]>();
  const rest: string[] = [];
  const seen = new Set<string>();
  for (const url of pages) {
    if (seen.has(url.path)) continue;
    seen.add(url.path);
    const tier = tierOf.get(url.path);
    const note = tier ? `: ${tier.bottles} bottles${tier.estimatedPrice ? `, ${tier.estimatedPrice}` : ''}${tier.frequency ? `, every ${tier.frequency.toLowerCase()}` : ''}` : '';
    const line = `- ${link(url.title ?? url.path, url.path)}${note}`;
    const section = SECTIONS.find(([, test]) => test(url.path));
    if (section) bySection.set(section[0], [...(bySection.get(section[0]) ?? []), line]);
    else rest.push(line);
  }
  const wineLines = wines.filter(({ facts }) => listed.has(new URL(facts.url).pathname)).map(({ facts }) => `- ${link(facts.name, new URL(facts.url).pathname)}: ${offerSummary(facts.offers[0]!)}`);

  const out = [
    `# ${escapeMarkdown(config.brandName)}`,
    '',
    `> The online store of ${escapeMarkdown(config.brandName)}: wines, club memberships and the winery's pages. You must be 21 or older to buy wine. ${shippingSentence(store.shippingStates)}`,
    '',
    "Each link below is a page's markdown twin; the page itself is the same URL without `.md`.",
  ];
  if (config.agents.mcp) out.push(`A read-only MCP endpoint (Streamable HTTP) searches the wines and builds cart links: ${origin}/api/mcp`);
  out.push('');
  for (const [title] of SECTIONS.slice(0, 2)) if (bySection.has(title)) out.push(`## ${title}`, '', ...bySection.get(title)!, '');
  if (wineLines.length > 0) out.push('## Wines', '', ...wineLines, '');
  for (const [title] of SECTIONS.slice(2)) if (bySection.has(title)) out.push(`## ${title}`, '', ...bySection.get(title)!, '');
  if (rest.length > 0) out.push('## Pages', '', ...rest, '');
  return out.join('\n');
}
