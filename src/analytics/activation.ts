// A page the browser prerenders (the store's speculation rules: a shopper's pointer pressed
// on a link) runs its scripts before the visitor sees it, and may never be shown at all. So
// nothing that counts a visit runs until the page is activated: the page view, the tag
// manager, Builder's impressions, the marketing tracker all wait for `prerenderingchange`
// (HTML "Prerendering": document.prerendering, developer.chrome.com/docs/web-platform/prerender-pages).
// A page that is not prerendering (every browser without the API) runs them at once.
import type { ConsentGate } from './consent-gate.ts';
import { MAX_BUFFERED } from './consent-gate.ts';

/** The part of a document this reads; `prerendering` is absent where the API is. */
export type ActivatableDocument = { prerendering?: boolean; addEventListener(type: 'prerenderingchange', listener: () => void, options: { once: true }): void };

const browserDocument = (): ActivatableDocument | undefined => (typeof document === 'undefined' ? undefined : (document as unknown as ActivatableDocument));

/** Runs now on a page being shown, or once a prerendered page is activated. */
export function whenActivated(run: () => void, doc: ActivatableDocument | undefined = browserDocument()): void {
  if (doc?.prerendering) doc.addEventListener('prerenderingchange', run, { once: true });
  else run();
}

/**
 * A consent gate made only once the page is shown: until then what the page reports is kept
 * in order (as the gate keeps it for a decision), and the gate, which may load the tag
 * manager the moment it is made, is not made at all.
 */
export function gateAfterActivation(make: () => ConsentGate, doc: ActivatableDocument | undefined = browserDocument()): ConsentGate {
  if (!doc?.prerendering) return make();
  let gate: ConsentGate | undefined;
  const held: (() => void)[] = [];
  whenActivated(() => {
    gate = make();
    for (const send of held.splice(0)) gate.run(send);
  }, doc);
  return {
    run(send) {
      if (gate) gate.run(send);
      else if (held.length < MAX_BUFFERED) held.push(send);
    },
    state: () => gate?.state() ?? 'waiting',
  };
}
