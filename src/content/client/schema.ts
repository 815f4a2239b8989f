import * as v from 'valibot';
import type { AbTest } from '../ab-tests/index.ts';

/**
 * One A/B variation as the API sends it (BuilderIO/builder packages/sdks/src/types/
 * builder-content.ts, BuilderContentVariation; packages/sdks-tests/src/specs/ab-test.ts):
 * a field of the wrong type or null reads as absent; what else it carries is dropped.
 */
const ContentVariationSchema = v.object({
  id: v.fallback(v.optional(v.string()), undefined),
  name: v.fallback(v.optional(v.nullable(v.string())), undefined),
  testRatio: v.fallback(v.optional(v.nullable(v.number())), undefined),
  data: v.fallback(v.optional(v.nullable(v.record(v.string(), v.unknown()))), undefined),
});

/** Builder.io's content API envelope. Blocks stay unknown here: each is checked when rendered. */
export const ContentEntrySchema = v.object({
  id: v.string(),
  name: v.optional(v.string(), ''),
  published: v.optional(v.string(), 'published'),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
  /** The default's share of a running A/B test (1 when none runs); absent when unreadable. */
  testRatio: v.fallback(v.optional(v.number()), undefined),
  /** A/B variations by id; one that cannot be read is null (left out of the test), a broken set is none. */
  variations: v.fallback(v.optional(v.record(v.string(), v.fallback(v.nullable(ContentVariationSchema), null))), undefined),
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

export type ContentPage = { id: string; name: string; data: PageData; /** The entry's running A/B test, or null. */ abTest: AbTest | null };
