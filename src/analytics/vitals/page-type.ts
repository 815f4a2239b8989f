// The page type a field measurement is filed under: derived from the path alone, in the
// browser, so neither the full URL nor its query (an e-mail, a token, an order id) ever
// leaves the page with a measurement. The team reads speed per type, not per URL.

export const PAGE_TYPES = ['home', 'collection', 'product', 'club', 'blog-post', 'blog-index', 'recipe', 'recipe-index', 'account', 'checkout', 'join', 'content'] as const;

export type PageType = (typeof PAGE_TYPES)[number];

/** First path segment -> type, for paths with a segment after it (`/product/x`). */
const UNDER: Record<string, PageType> = {
  collection: 'collection',
  product: 'product',
  club: 'club',
  blog: 'blog-post',
  recipes: 'recipe',
  profile: 'account',
  checkout: 'checkout',
  join: 'join',
};

/** The section's own page (`/blog`), where it differs from its children's type. */
const INDEX: Record<string, PageType> = {
  blog: 'blog-index',
  recipes: 'recipe-index',
  club: 'club',
  'wine-society': 'club',
  profile: 'account',
  checkout: 'checkout',
  join: 'join',
};

/** The page type of a path (a query or fragment, if given, is ignored). Every other page is `content`. */
export function pageTypeOf(path: string): PageType {
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  const [first, second] = segments;
  if (first === undefined) return 'home';
  if (second === undefined) return INDEX[first] ?? 'content';
  return UNDER[first] ?? 'content';
}
