// What the per-request context holds of Builder's A/B tests (ab-tests/ draws and records the
// variations), kept apart so the context is built without importing the tests' logic.
import { abTestsFromCookies, abTestsFromQuery, type AbTestRatios } from '../../content/ab-tests/index.ts';
import { deviceOf, type Device } from '../../content/ab-tests/experiment-kind.ts';

export type AbTestChoice = {
  /** A variation's id, or the entry's own id for its default content (the cookie's value). */
  variationId: string;
  /** Builder's testVariationName: the variation's name, "Default" for the entry's own content. */
  variationName: string;
  /** What the choice was drawn from, so a cache can draw it before its lookup next time. */
  ratios: AbTestRatios;
  /** Drawn by this request: the visitor's cookie must be set. */
  assignedNow: boolean;
};

export type AbTestState = {
  /** Content id -> the variation id the visitor's cookie names (malformed values left out). */
  cookies: ReadonlyMap<string, string>;
  /**
   * The tests this response used and the variation each got, by content id. A caller may
   * fill it before rendering (the page cache, deciding before its lookup): the render
   * keeps a preset choice while its variation is still part of the test.
   */
  chosen: Map<string, AbTestChoice>;
  /**
   * Previews and the editor show the default content, or the variation a
   * `?builder.tests.<contentId>=<variationId>` parameter names (Builder's own parameter);
   * nothing is drawn and no cookie is set.
   */
  fixed: ReadonlyMap<string, string> | null;
  /** A uniform number in [0, 1); tests replace it. */
  random: () => number;
  /** The visitor's device: an experiment of kind "CRO Mobile" runs for phones only. */
  device: Device;
};

/** Builder's editor and preview query parameters: such a request shows the default, as a signed preview does. */
const EDITOR_PARAMS = ['builder.frameEditing', 'builder.preview'];

/** No variation named: every test shows its default content. */
const DEFAULT_CONTENT: ReadonlyMap<string, string> = new Map();

/**
 * `mayPersonalise`: the visitor consented to personalisation. Builder's SDKs
 * assign and store a test group only when they may track (`canTrack`: packages/sdks
 * src/helpers/ab-tests.ts reads and writes `builder.tests.<id>` through getCookie/setCookie,
 * which do nothing without it; Gen1 packages/core builder.class.ts likewise), and show the
 * default content otherwise. So without consent: the default, no draw, no cookie, and a
 * test cookie already held is not read (a visitor who withdrew is not kept in their group).
 */
export function abTestState(request: Request, url: URL, preview: boolean, mayPersonalise: boolean): AbTestState {
  const inEditor = preview || EDITOR_PARAMS.some((name) => url.searchParams.has(name));
  return {
    cookies: mayPersonalise && !inEditor ? abTestsFromCookies(request.headers.get('cookie')) : DEFAULT_CONTENT,
    chosen: new Map(),
    fixed: inEditor ? abTestsFromQuery(url.searchParams) : mayPersonalise ? null : DEFAULT_CONTENT,
    random: Math.random,
    device: deviceOf(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-mobile')),
  };
}
