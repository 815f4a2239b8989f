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

/** Epoch milliseconds, as Builder sends its dates; anything else reads as unknown (null). */
const EpochMs = v.fallback(v.optional(v.nullable(v.pipe(v.number(), v.finite())), null), null);

/**
 * One targeting rule of an entry (Builder's `query` items: `{ "@type": "@builder.io/core:Query",
 * property, operator, value }`). A rule of another shape is dropped, not the entry.
 */
export const TargetingRuleSchema = v.object({
  property: v.fallback(v.nullable(v.string()), null),
  operator: v.fallback(v.optional(v.nullable(v.string()), 'is'), 'is'),
  value: v.optional(v.unknown()),
});
export type TargetingRule = v.InferOutput<typeof TargetingRuleSchema>;

const Targeting = v.pipe(
  v.fallback(v.optional(v.nullable(v.array(v.unknown())), null), null),
  v.transform((rules) =>
    (rules ?? []).flatMap((rule) => {
      const parsed = v.safeParse(TargetingRuleSchema, rule);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

/**
 * Builder.io's content API envelope. Blocks stay unknown here: each is checked when rendered.
 * `lastUpdated` and `firstPublished` are epoch milliseconds (Builder's BuilderContent type,
 * BuilderIO/builder packages/sdks/src/types/builder-content.ts, lists lastUpdated; both are
 * in the API's recorded answers); `query` is the entry's targeting (its URL for a page).
 */
export const ContentEntrySchema = v.object({
  id: v.string(),
  name: v.optional(v.string(), ''),
  published: v.optional(v.string(), 'published'),
  lastUpdated: EpochMs,
  firstPublished: EpochMs,
  query: Targeting,
  data: v.optional(v.record(v.string(), v.unknown()), {}),
  /** The default's share of a running A/B test (1 when none runs); absent when unreadable. */
  testRatio: v.fallback(v.optional(v.number()), undefined),
  /** A/B variations by id; one that cannot be read is null (left out of the test), a broken set is none. */
  variations: v.fallback(v.optional(v.record(v.string(), v.fallback(v.nullable(ContentVariationSchema), null))), undefined),
});
type ParsedEntry = v.InferOutput<typeof ContentEntrySchema>;
/** An entry; its dates and targeting may be missing (a copy cached before they were kept, a test's stand-in). */
export type ContentEntry = Omit<ParsedEntry, 'lastUpdated' | 'firstPublished' | 'query'> & Partial<Pick<ParsedEntry, 'lastUpdated' | 'firstPublished' | 'query'>>;

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

export type ContentPage = { id: string; name: string; data: PageData /** The entry's running A/B test, or null. */; abTest: AbTest | null };
