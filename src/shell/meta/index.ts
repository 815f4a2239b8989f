// Page meta from the storefront spec's layout rules.

/** Query parameters that change what a page shows, so they stay in canonical URLs. */
export const CANONICAL_QUERY_ALLOW_LIST = ['page'] as const;

/** Spec: "{page title} | {brand}"; just the brand on the home page or without a title. */
export function pageTitle(title: string | undefined, brandName: string, pathname: string): string {
  if (pathname === '/' || !title?.trim()) return brandName;
  return `${title.trim()} | ${brandName}`;
}

/** The page's own canonical URL when set, else this URL without tracking or other query noise. */
export function canonicalUrl(requestUrl: URL, origin: string, explicit?: string): string {
  if (explicit && /^https?:\/\//.test(explicit)) return explicit;
  if (explicit?.startsWith('/')) return `${origin}${explicit}`;
  const url = new URL(requestUrl.pathname, origin);
  for (const key of CANONICAL_QUERY_ALLOW_LIST) {
    const value = requestUrl.searchParams.get(key);
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}

export function robotsContent(noindex: boolean, nofollow: boolean): string | undefined {
  const parts = [noindex ? 'noindex' : '', nofollow ? 'nofollow' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * The page's Open Graph type (ogp.me "Object Types"): a blog post or recipe is an article,
 * a product page a product (the type Pinterest's product pins and Facebook's catalogue read),
 * anything else the website.
 */
export type OpenGraphType = 'website' | 'article' | 'product';

const ARTICLE_MODELS: ReadonlySet<string> = new Set(['blog', 'recipes']);

export function openGraphType(model: string | undefined, isProductPage: boolean): OpenGraphType {
  if (isProductPage) return 'product';
  return model && ARTICLE_MODELS.has(model) ? 'article' : 'website';
}

/** X's (Twitter's) card: the large image card when the page has a share image, the summary otherwise. */
export function twitterCard(hasImage: boolean): 'summary_large_image' | 'summary' {
  return hasImage ? 'summary_large_image' : 'summary';
}
