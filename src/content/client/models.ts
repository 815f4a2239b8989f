// The page builder's models this store reads (docs/architecture.md "The three external services"; one
// folder each under content/). A publish webhook naming any other model is refused.
export const CONTENT_MODELS = [
  'page',
  'product',
  'blog',
  'recipes',
  'recipes-heading',
  'collection',
  'campaign',
  'clubs',
  'subscriptions',
  'author',
  'symbol',
  'pencil-banner',
  'popup',
  'c-7-products-data',
] as const;

export type ContentModel = (typeof CONTENT_MODELS)[number];
