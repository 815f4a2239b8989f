// Builder.io's A/B tests at the edge: the page is rendered on the server
// with the visitor's variation, so nothing is hidden and swapped in the browser.
//
// Per request, `app.abTests` holds what the visitor's `builder.tests.<contentId>` cookies
// name and, as the page meets each entry with a running test, the variation it used
// (`chosen`). A first visit is drawn by the test's ratios; the cookie for it is set in one
// place, `applyAbTestCookies`, just before the response leaves.
//
// The page cache (keyed on the variations, decided before it looks a page up): read the
// cookies with `abTestsFromCookies`, draw the tests the path is known to run with
// `presetAbTests` (their `ratios` are in `chosen` after the render that stored the page),
// key on `abTestKeyOf`, render with the same choices on a miss, and add the cookies
// (`applyAbTestCookies`, or `abTestSetCookies` for a Response built by hand) to the response
// it sends, after the lookup, never to the one it stores.
import type { Context } from 'hono';
import { abTestCookie, abTestKey, assignVariation, variationNameOf, type AbTest, type AbTestRatios, type AbTestVariation } from '../../content/ab-tests/index.ts';
import { experimentRunsOn } from '../../content/ab-tests/experiment-kind.ts';
import type { AppEnv } from '../context.ts';
import type { AbTestState } from '../state/ab-tests.ts';

export { abTestKey, abTestsFromCookies, assignVariation, type AbTestRatios } from '../../content/ab-tests/index.ts';
export { abTestState, type AbTestChoice, type AbTestState } from '../state/ab-tests.ts';

/**
 * The variation of `test` this visitor sees (null: the entry's own content), recorded in
 * `state.chosen`. No test: null, nothing recorded.
 */
export function variationFor(state: AbTestState, test: AbTest | null): AbTestVariation | null {
  if (!test) return null;
  const { contentId } = test.ratios;
  const exists = (id: string | undefined): id is string => id !== undefined && (id === contentId || test.variations.has(id));
  let variationId: string;
  let assignedNow: boolean;
  const preset = state.chosen.get(contentId);
  if (state.fixed) {
    const named = state.fixed.get(contentId);
    variationId = exists(named) ? named : contentId;
    assignedNow = false;
  } else if (!experimentRunsOn(test.ratios.kind, state.device)) {
    // Not in this experiment (a desktop visitor of a "CRO Mobile" one): the default, no cookie.
    variationId = contentId;
    assignedNow = false;
  } else if (preset && exists(preset.variationId)) {
    ({ variationId, assignedNow } = preset);
  } else {
    ({ variationId, assignedNow } = assignVariation(test.ratios, state.cookies.get(contentId), state.random()));
  }
  state.chosen.set(contentId, { variationId, variationName: variationNameOf(test, variationId), ratios: test.ratios, assignedNow });
  return test.variations.get(variationId) ?? null;
}

/**
 * Draws, before anything is rendered, the tests a page is known to run: each keeps the
 * variation the visitor's cookie names, or gets a new one. The render then uses exactly
 * these (a test whose variations changed meanwhile is drawn again by the render).
 */
export function presetAbTests(state: AbTestState, tests: Iterable<AbTestRatios>): void {
  if (state.fixed) {
    // The variation is known without a draw (the default, for a visitor who has not
    // consented): the page cache keys on it, so these visitors share the default's copy.
    const fixed = state.fixed;
    for (const ratios of tests) {
      const named = fixed.get(ratios.contentId);
      const variationId = named && ratios.variations.some(({ id }) => id === named) ? named : ratios.contentId;
      state.chosen.set(ratios.contentId, { variationId, variationName: '', ratios, assignedNow: false });
    }
    return;
  }
  for (const ratios of tests) {
    const { variationId, assignedNow } = experimentRunsOn(ratios.kind, state.device)
      ? assignVariation(ratios, state.cookies.get(ratios.contentId), state.random())
      : { variationId: ratios.contentId, assignedNow: false };
    state.chosen.set(ratios.contentId, { variationId, variationName: '', ratios, assignedNow });
  }
}

/** The cache-key text of the variations chosen so far (after `presetAbTests`, before the lookup): "" when none. */
export function abTestKeyOf(state: AbTestState): string {
  return abTestKey([...state.chosen].map(([contentId, choice]) => [contentId, choice.variationId] as const));
}

/** The Set-Cookie values keeping what this request drew (none for a choice a cookie already held). */
export function abTestSetCookies(state: AbTestState, secure: boolean): string[] {
  return [...state.chosen].filter(([, choice]) => choice.assignedNow).map(([contentId, choice]) => abTestCookie(contentId, choice.variationId, secure));
}

/** Sets the cookie of every variation this request drew: the one place a test's cookie is written. */
export function applyAbTestCookies(c: Context<AppEnv>): void {
  const { abTests, url } = c.get('app');
  if (abTests.chosen.size === 0) return;
  for (const cookie of abTestSetCookies(abTests, url.protocol === 'https:')) c.header('Set-Cookie', cookie, { append: true });
}
