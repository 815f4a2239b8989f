// Builder.io's A/B tests, as pure rules. Sources (BuilderIO/builder):
// - packages/sdks/src/helpers/ab-tests.ts and functions/get-content/ab-testing.ts: an entry
//   with a non-empty `variations` object ({ [id]: { id, name, testRatio, data } }) runs a
//   test; the visitor's variation is kept in the cookie `builder.tests.<contentId>`, whose
//   value is a variation id, or the entry's own id for the default; a cookie naming a
//   variation that no longer exists gets the default's content; a visitor without one is
//   given one by walking the variations in order, adding up their testRatio until the sum
//   passes a uniform random number; what is left over is the default's.
// - components/content-variants/inlined-fns.ts: the same walk in the browser, where a
//   cookie naming no current variation is re-drawn (we do the same: see assignVariation).
// - packages/sdks-tests/src/specs/ab-test.ts (a real entry): the entry's own `testRatio`
//   is the default's share (0.5 beside one variation of 0.5); `variations` holds only the
//   other variations, each a full copy of the entry's `data` with its own edits.
// - setTestsFromUrl/setTestCookie (packages/sdks): `?builder.tests.<contentId>=<variationId>`
//   picks a variation; the cookie lives 30 days.
// - The API's `testVariationId` / `testVariationName` fields name the variation an SDK chose
//   ("Default" for the entry's own content); we name choices the same way.

import { experimentKindOf, type ExperimentKind } from './experiment-kind.ts';

/** Builder's cookie prefix: the cookie of entry X is `builder.tests.X`. */
export const AB_TEST_COOKIE_PREFIX = 'builder.tests.';
/** Builder's setTestCookie keeps the choice 30 days. */
export const AB_TEST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Builder's testVariationName for the entry's own content. */
export const DEFAULT_VARIATION_NAME = 'Default';

/**
 * Builder's ids are 32 hex digits; the emulator's fixtures use readable ones. Either way an
 * id must be a plain cookie-name and cookie-value token: anything else cannot be kept in a
 * cookie and is left out of a test (an entry with such an id shows its default content).
 */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
export const isTestId = (id: unknown): id is string => typeof id === 'string' && ID.test(id);

/**
 * What a choice is made from: each variation's share, the default (id = contentId) last, as
 * Builder walks them; and the experiment's kind, which decides who is in it (experiment-kind.ts).
 */
export type AbTestRatios = { contentId: string; variations: readonly { id: string; ratio: number }[]; kind?: ExperimentKind | null };

export type AbTestVariation = { id: string; name: string; data: Record<string, unknown> };

/** An entry's running test: its ratios and the variations' content (the default's is the entry's own). */
export type AbTest = { ratios: AbTestRatios; variations: ReadonlyMap<string, AbTestVariation> };

/** A content entry as the API sends it (the parts a test needs); variations the schema could not read are null. */
export type EntryWithVariations = {
  id: string;
  /** The entry's own data: its `experimentKind` names the experiment's kind. */
  data?: Record<string, unknown> | null | undefined;
  testRatio?: number | undefined;
  variations?:
    | Record<string, { id?: string | undefined; name?: string | null | undefined; testRatio?: number | null | undefined; data?: Record<string, unknown> | null | undefined } | null>
    | undefined;
};

const share = (ratio: unknown): number => (typeof ratio === 'number' && Number.isFinite(ratio) && ratio > 0 ? ratio : 0);

// A fresh cache hit hands back the same entry object on every request: read its test once.
const testOf = new WeakMap<object, AbTest | null>();

/**
 * The entry's running test, or null when it runs none. A variation without content or with
 * an unusable id is left out (its visitors are drawn again among the others); the entry's
 * own variation (an id equal to the entry's) is the default, never a second copy of it.
 */
export function abTestOf(entry: EntryWithVariations): AbTest | null {
  const known = testOf.get(entry);
  if (known !== undefined) return known;
  const test = readTest(entry);
  testOf.set(entry, test);
  return test;
}

function readTest(entry: EntryWithVariations): AbTest | null {
  if (!entry.variations || !isTestId(entry.id)) return null;
  const variations = new Map<string, AbTestVariation>();
  const ratios: { id: string; ratio: number }[] = [];
  let sum = 0;
  for (const [key, variation] of Object.entries(entry.variations)) {
    // Builder's SDK walks the object's keys and reads the value's `id` for the choice's name.
    if (!variation || !variation.data || !isTestId(key) || key === entry.id) continue;
    const ratio = share(variation.testRatio);
    const name = variation.name?.trim() || key;
    variations.set(key, { id: key, name, data: variation.data });
    ratios.push({ id: key, ratio });
    sum += ratio;
  }
  if (variations.size === 0) return null;
  // The entry's testRatio is the default's share; without one, what the variations leave (SDK).
  const defaultRatio = entry.testRatio === undefined ? Math.max(0, 1 - sum) : share(entry.testRatio);
  ratios.push({ id: entry.id, ratio: defaultRatio });
  const kind = experimentKindOf(entry.data);
  return { ratios: { contentId: entry.id, variations: ratios, ...(kind ? { kind } : {}) }, variations };
}

/**
 * The variation a share of the unit interval falls in. Builder's walk when the shares add
 * up to 1 (the same random number, the same variation); when they do not (an editor's
 * rounding, a variation removed), each keeps its share of their total rather than the last
 * ones or the default getting nothing or everything. Nothing to share: the default.
 */
export function pickByRatio(test: AbTestRatios, random: number): string {
  const total = test.variations.reduce((sum, { ratio }) => sum + share(ratio), 0);
  if (total <= 0) return test.contentId;
  const point = Math.min(Math.max(Number.isFinite(random) ? random : 0, 0), 1 - Number.EPSILON) * total;
  let reached = 0;
  for (const { id, ratio } of test.variations) {
    reached += share(ratio);
    if (point < reached) return id;
  }
  return test.contentId;
}

export type Assignment = { variationId: string; assignedNow: boolean };

/**
 * The visitor's variation: the one their cookie names while it is still part of the test
 * (the default included), otherwise a new draw by the ratios (`assignedNow`: the cookie must
 * be set). A malformed cookie, or one naming a variation since removed, is drawn again, as
 * Builder's inlined script does, so the visitor's later visits agree with this one.
 */
export function assignVariation(test: AbTestRatios, cookieValue: string | null | undefined, random: number): Assignment {
  if (cookieValue && (cookieValue === test.contentId || test.variations.some(({ id }) => id === cookieValue))) {
    return { variationId: cookieValue, assignedNow: false };
  }
  return { variationId: pickByRatio(test, random), assignedNow: true };
}

/** Builder's name for a choice: the variation's name, "Default" for the entry's own content. */
export function variationNameOf(test: AbTest, variationId: string): string {
  return test.variations.get(variationId)?.name ?? DEFAULT_VARIATION_NAME;
}

/** The tests a Cookie header carries: content id -> the variation id its `builder.tests.<id>` cookie names. */
export function abTestsFromCookies(cookieHeader: string | null | undefined): Map<string, string> {
  const tests = new Map<string, string>();
  if (!cookieHeader) return tests;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(AB_TEST_COOKIE_PREFIX)) continue;
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const contentId = pair.slice(AB_TEST_COOKIE_PREFIX.length, equals);
    const value = pair
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    // A malformed value is as good as none: the visitor is drawn again.
    if (isTestId(contentId) && isTestId(value) && !tests.has(contentId)) tests.set(contentId, value);
  }
  return tests;
}

/** Variations named in the query as Builder's SDK reads them: `builder.tests.<contentId>=<variationId>`. */
export function abTestsFromQuery(params: URLSearchParams): Map<string, string> {
  const tests = new Map<string, string>();
  for (const [key, value] of params) {
    if (!key.startsWith(AB_TEST_COOKIE_PREFIX)) continue;
    const contentId = key.slice(AB_TEST_COOKIE_PREFIX.length);
    if (isTestId(contentId) && isTestId(value)) tests.set(contentId, value);
  }
  return tests;
}

/**
 * The Set-Cookie value keeping a visitor's variation. HttpOnly: only the edge reads it (no
 * Builder SDK runs on shoppers' pages; Builder's own SDK would read it with document.cookie).
 */
export function abTestCookie(contentId: string, variationId: string, secure: boolean): string {
  return `${AB_TEST_COOKIE_PREFIX}${contentId}=${variationId}; Max-Age=${AB_TEST_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes a visitor's variation (they withdrew consent to personalisation). */
export function abTestCookieCleared(contentId: string, secure: boolean): string {
  return `${AB_TEST_COOKIE_PREFIX}${contentId}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A stable text naming every test's variation (content id order), for a cache key: two
 * visitors with the same variations share it, two with different ones never do.
 */
export function abTestKey(assignments: Iterable<readonly [contentId: string, variationId: string]>): string {
  return [...assignments]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([contentId, variationId]) => `${contentId}=${variationId}`)
    .join('&');
}
