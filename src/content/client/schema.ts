import * as v from 'valibot';

/** Builder.io's content API envelope. Blocks stay unknown here: each is checked when rendered. */
export const ContentEntrySchema = v.object({
  id: v.string(),
  name: v.optional(v.string(), ''),
  published: v.optional(v.string(), 'published'),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type ContentEntry = v.InferOutput<typeof ContentEntrySchema>;

export const ContentResponseSchema = v.object({
  results: v.array(ContentEntrySchema),
});

const optionalText = v.fallback(v.optional(v.string()), undefined);
const optionalFlag = v.fallback(v.optional(v.boolean(), false), false);

/** Page-level fields; a field of the wrong type is ignored rather than failing the page. */
export const PageDataSchema = v.object({
  title: optionalText,
  description: optionalText,
  url: optionalText,
  canonicalUrl: optionalText,
  openGraphImage: optionalText,
  /** A blog post's or recipe's card fields: the page's description and image when it gives none. */
  excerpt: optionalText,
  image: optionalText,
  enableNavLite: optionalFlag,
  noindex: optionalFlag,
  nofollow: optionalFlag,
  blocks: v.fallback(v.optional(v.array(v.unknown()), []), []),
});
export type PageData = v.InferOutput<typeof PageDataSchema>;

export type ContentPage = { id: string; name: string; data: PageData };
