// A page the browser prefetched or prerendered (the page's speculation rules, rendered by the
// Worker: src/worker/render/speculation.ts) was rendered with the cookies of that moment.
// Chromium then shows it as it is, even after the visitor added to the cart, signed in or
// passed the age gate on this page (seen here in Chromium 14x). Removing a rule set cancels
// what it started (HTML "Speculative loading"; WPT speculation-rules/prefetch/mutate-rules),
// so on any cookie change the rules are put in again, without the prerender rule, which was
// only for a visitor with no cart and no login: the next hover fetches the page afresh.
// Where the Cookie Store API is missing nothing watches; a prefetch lives five minutes at most.

import { trustedSpeculationRules } from '../../platform/trusted-types/index.ts';

type CookieChange = { changed: readonly { name?: string }[]; deleted: readonly { name?: string }[] };
type CookieWatch = { addEventListener(type: 'change', listener: (event: CookieChange) => void): void };

const RULES = 'script[type="speculationrules"]';

/**
 * Puts the page's speculation rules in again, without prerendering; what they had started is
 * dropped. The old rules go first and the new ones come a task later: Chromium sends the
 * page's rules to the browser once a change has settled, and a swap within one task is no
 * change to it (its prefetch stayed, seen here).
 */
export function renewSpeculationRules(doc: Document = document, later: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  for (const script of doc.querySelectorAll<HTMLScriptElement>(RULES)) {
    let rules: Record<string, unknown>;
    try {
      rules = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    } catch {
      continue;
    }
    delete rules.prerender;
    const fresh = doc.createElement('script');
    fresh.type = 'speculationrules';
    // Inline rules run under the page's CSP nonce, as the server's did.
    fresh.nonce = script.nonce;
    // A script's text is a Trusted Types sink (enforced on shoppers' pages).
    fresh.textContent = trustedSpeculationRules(JSON.stringify(rules));
    const parent = script.parentNode;
    const next = script.nextSibling;
    script.remove();
    later(() => parent?.insertBefore(fresh, next?.parentNode === parent ? next : null));
  }
}

/** Renews the rules whenever a cookie of this page changes (an add to cart, a sign-in, the age gate). */
export function renewSpeculationOnCookieChange(doc: Document = document, cookies: CookieWatch | undefined = (globalThis as { cookieStore?: CookieWatch }).cookieStore): void {
  if (!cookies || !doc.querySelector(RULES)) return;
  cookies.addEventListener('change', () => renewSpeculationRules(doc));
}
