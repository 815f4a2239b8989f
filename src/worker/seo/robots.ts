// robots.txt: what crawlers may fetch. Patterns follow Google's robots.txt rules
// (developers.google.com/search/docs/crawling-indexing/robots/robots_txt: a rule is a path
// prefix, `*` matches any run of characters, `$` ends the URL; the most specific rule wins).

/**
 * Path prefixes no crawler should fetch: the account, checkout, the JSON API, the
 * local-only developer routes and the agents' cart links. The sitemap leaves the same paths out.
 */
export const DISALLOWED_PREFIXES = ['/profile', '/checkout', '/api/', '/__emulator', '/__debug', '/add-to-cart'] as const;

/**
 * Query patterns of pages that are not the published page: signed previews (`?preview=`)
 * and Builder's visual editor, which opens pages with `builder.`-prefixed parameters
 * (`builder.preview`, `builder.overrides.*`, `builder.space`) and `__builder_editing__`.
 * Each comes twice: as the first parameter (`?`) and after another (`&`).
 */
export const DISALLOWED_QUERY_PATTERNS = ['/*?preview=', '/*&preview=', '/*?builder.', '/*&builder.', '/*?__builder_editing__', '/*&__builder_editing__'] as const;

/**
 * The robots.txt tokens of the crawlers that index or train for AI products, as their
 * operators publish them: OpenAI's GPTBot and OAI-SearchBot (developers.openai.com/api/docs/bots),
 * Anthropic's ClaudeBot and Claude-SearchBot (support.claude.com/en/articles/8896518),
 * PerplexityBot (docs.perplexity.ai/guides/bots), Google-Extended (developers.google.com/
 * search/docs/crawling-indexing/google-common-crawlers: a token only, for Gemini's training
 * and grounding), Applebot-Extended (support.apple.com/en-us/119829), Common Crawl's CCBot
 * (commoncrawl.org/ccbot), Meta's meta-externalagent (developers.facebook.com/docs/sharing/
 * webmasters/web-crawlers) and ByteDance's Bytespider (unverified: no page of its own; the
 * name is the one ai-robots-txt/ai.robots.txt lists). The fetchers a person's own request
 * sends (ChatGPT-User, Claude-User, Perplexity-User) are not crawlers and are not listed:
 * they read a page the way that person's browser would.
 */
export const AI_CRAWLERS = ['GPTBot', 'OAI-SearchBot', 'ClaudeBot', 'Claude-SearchBot', 'PerplexityBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'meta-externalagent', 'Bytespider'] as const;

export type RobotsOptions = {
  /** Only production may be indexed: stage and development sites are closed to every crawler. */
  environment: string;
  /** The sitemap's absolute URL. */
  sitemapUrl: string;
  /** AI_CRAWLERS=disallow: the AI crawlers get a group of their own that closes the whole site (default: allowed, like any crawler). */
  aiCrawlers?: boolean;
  /** The store's /llms.txt, when it serves one: named in a comment (robots.txt has no field for it). */
  llmsTxtUrl?: string | undefined;
};

export function robotsTxt({ environment, sitemapUrl, aiCrawlers = true, llmsTxtUrl }: RobotsOptions): string {
  if (environment !== 'production') {
    return ['# Not the production site: nothing here is for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  const everyone = ['User-agent: *', ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), ...DISALLOWED_QUERY_PATTERNS.map((pattern) => `Disallow: ${pattern}`), ''];
  // A crawler follows the most specific group naming it, and only that one: the AI crawlers'
  // own group closes the whole site to them while every other crawler keeps the rules above.
  const ai = aiCrawlers ? [] : ['# The winery does not allow AI crawlers to index this site.', ...AI_CRAWLERS.map((name) => `User-agent: ${name}`), 'Disallow: /', ''];
  const llms = llmsTxtUrl ? [`# For AI agents: ${llmsTxtUrl}`] : [];
  return [...everyone, ...ai, ...llms, `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

/** Whether a path (no query) falls under a disallowed prefix. */
export function isDisallowedPath(pathname: string): boolean {
  return DISALLOWED_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}
