// robots.txt: what crawlers may fetch. Patterns follow Google's robots.txt rules
// (developers.google.com/search/docs/crawling-indexing/robots/robots_txt: a rule is a path
// prefix, `*` matches any run of characters, `$` ends the URL; the most specific rule wins).

/**
 * Path prefixes no crawler should fetch: the account, checkout, the JSON API and the
 * local-only developer routes. The sitemap leaves the same paths out.
 */
export const DISALLOWED_PREFIXES = ['/profile', '/checkout', '/api/', '/__emulator', '/__debug'] as const;

/**
 * Query patterns of pages that are not the published page: signed previews (`?preview=`)
 * and Builder's visual editor, which opens pages with `builder.`-prefixed parameters
 * (`builder.preview`, `builder.overrides.*`, `builder.space`) and `__builder_editing__`.
 * Each comes twice: as the first parameter (`?`) and after another (`&`).
 */
export const DISALLOWED_QUERY_PATTERNS = ['/*?preview=', '/*&preview=', '/*?builder.', '/*&builder.', '/*?__builder_editing__', '/*&__builder_editing__'] as const;

export type RobotsOptions = {
  /** Only production may be indexed: stage and development sites are closed to every crawler. */
  environment: string;
  /** The sitemap's absolute URL. */
  sitemapUrl: string;
};

export function robotsTxt({ environment, sitemapUrl }: RobotsOptions): string {
  if (environment !== 'production') {
    return ['# Not the production site: nothing here is for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  }
  return ['User-agent: *', ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`), ...DISALLOWED_QUERY_PATTERNS.map((pattern) => `Disallow: ${pattern}`), '', `Sitemap: ${sitemapUrl}`, ''].join(
    '\n',
  );
}

/** Whether a path (no query) falls under a disallowed prefix. */
export function isDisallowedPath(pathname: string): boolean {
  return DISALLOWED_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}
