// Navigations that feel instant: the speculation rules every shopper's page carries
// (HTML "Speculative loading", html.spec.whatwg.org/multipage/speculative-loading.html;
// Chrome's guide, developer.chrome.com/docs/web-platform/prerender-pages). Document rules
// pick the store's own links; "moderate" starts a prefetch when the pointer rests on a link
// (or on pointerdown), "conservative" a prerender on pointerdown. A browser without the API
// ignores a script of an unknown type: nothing runs there, no fallback script is sent.
//
// What is never speculated, from the store's own route table: the paths the page cache never
// stores (the API, the account area and receipts, the store's checkout and join wizard, the
// age gate, the emulator and debug routes, image transformations: page-cache/key.ts), the
// widget's pages (COMMERCE_WIDGET_ROUTES), a link to a file (a dot in its path: downloads,
// feeds, the sitemap), a link whose query opens a draft or the editor (the page cache's
// own rule), a link marked data-no-prefetch, with a download attribute or for another tab,
// and every other origin. Sign-out and add to cart are buttons that post, never links.
import type { AppConfig } from '../config/index.ts';
import { NEVER_CACHED } from '../page-cache/key.ts';
import { widgetPagePaths } from '../widget/routes.ts';

type Where = Record<string, unknown>;
type Rule = { source: 'document'; where: Where; eagerness: 'moderate' | 'conservative' };
export type SpeculationRules = { prefetch: Rule[]; prerender?: Rule[] };

/** The attribute an author puts on a link the browser must not fetch before it is followed. */
export const NO_PREFETCH_ATTRIBUTE = 'data-no-prefetch';

/** Paths that no link may be speculated to, as URL pattern pathnames. */
function excludedPathnames(config: Pick<AppConfig, 'widgetRoutes'>): string[] {
  const prefixes = [...NEVER_CACHED, ...widgetPagePaths(config.widgetRoutes)];
  return [
    ...prefixes.flatMap((prefix) => (prefix === '/__' ? ['/__*'] : [prefix, `${prefix}/*`])),
    // Not a route of the store; a sign-out link a content editor adds must never be followed early.
    '/logout',
    '/logout/*',
    '/*.*',
  ];
}

function whereFor(config: Pick<AppConfig, 'widgetRoutes'>): Where {
  // Dictionary patterns: the origin comes from the page (same origin only); a component left
  // out (the query, the fragment) matches anything.
  const excluded = excludedPathnames(config).map((pathname) => ({ pathname }));
  return {
    and: [
      { href_matches: { pathname: '/*' } },
      { not: { href_matches: excluded } },
      // The page cache's rule: a draft (preview) or the editor's parameters are never a shopper's page.
      {
        not: {
          href_matches: [
            { pathname: '/*', search: '*preview=*' },
            { pathname: '/*', search: '*builder.*' },
          ],
        },
      },
      { not: { selector_matches: `[${NO_PREFETCH_ATTRIBUTE}], [download], [target="_blank"]` } },
    ],
  };
}

const rulesOf = new WeakMap<object, { prefetch: SpeculationRules; prerender: SpeculationRules }>();

/**
 * The page's rules. `prerender` only for a visitor the page cache serves (no customer token,
 * no cart): the pages they prerender are stored copies, so a prerender costs no backend call,
 * and the page's trackers wait for the page to be shown (analytics/activation.ts).
 */
export function speculationRules(config: Pick<AppConfig, 'widgetRoutes'>, { prerender }: { prerender: boolean }): SpeculationRules {
  // A setting: the same two rule sets for every response, built once.
  let built = rulesOf.get(config);
  if (!built) {
    const where = whereFor(config);
    const prefetch: SpeculationRules = { prefetch: [{ source: 'document', where, eagerness: 'moderate' }] };
    built = { prefetch, prerender: { ...prefetch, prerender: [{ source: 'document', where, eagerness: 'conservative' }] } };
    rulesOf.set(config, built);
  }
  return prerender ? built.prerender : built.prefetch;
}
