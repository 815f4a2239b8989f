// The browser entry. First, what nothing else catches (uncaught errors, unhandled
// rejections, failed fonts) is reported. Then, once the browser has painted the page the
// server sent, it fetches at once the core (src/client/hydrate.tsx: the hydration runtime
// and what every page needs) and the files of the islands this page has, so no island's
// code waits for another file to arrive first. Asked for sooner, the script shared a phone's
// slow connection with the style sheet, the fonts and the largest image before the first
// paint (Lighthouse's FCP and LCP); the page is usable as painted, and hydration starts once
// that paint is on screen (after-first-paint.ts).
import { afterFirstPaint, browserSignals } from './after-first-paint.ts';
import { installErrorHooks, reportError } from '../platform/report/browser.ts';
import { deferredIsland, ISLAND_ATTRIBUTE } from '../ui/island/attributes.ts';

/** The other files, written in by scripts/build-client.mjs: the core's path; the cards' chunks, and those of the islands some page hydrates at load, by hash. */
declare const __CLIENT_SCRIPTS__: { core: string; islands: Readonly<Record<string, readonly string[]>>; cards: readonly string[] };
const chunk = (hash: string) => `/assets/chunk-${hash}.js`;

installErrorHooks();

function hydrate() {
  const scripts = __CLIENT_SCRIPTS__;
  const files = new Set<string>();
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    // Fetched by the core once the island nears the viewport or is first used (hydrate.tsx).
    if (deferredIsland(name, location.search)) continue;
    for (const hash of scripts.islands[name] ?? []) files.add(chunk(hash));
  }
  if (document.querySelector('[data-product-card]')) for (const hash of scripts.cards) files.add(chunk(hash));
  import(scripts.core).catch((error: unknown) => {
    console.error('The islands failed to load', error);
    reportError(error, { section: 'client' });
  });
  // An island's file that fails here fails again when the core asks for it, which reports it.
  for (const file of files) import(file).catch(() => undefined);
}
afterFirstPaint(hydrate, browserSignals);
