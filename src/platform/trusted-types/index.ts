// Trusted Types: the store's few policies, shared by the browser code that writes into a DOM
// sink and by the Worker's CSP, which names them (`trusted-types`) and, on every page but the
// widget's, enforces them (`require-trusted-types-for 'script'`). With it, an injected string
// reaching innerHTML or a script's src throws instead of running: the defence that keeps a
// script-readable `customerToken` from being taken by a DOM XSS. Every sink in store code goes
// through one of the functions below; nothing else creates a policy.

/** A script URL the store itself chose: a setting (tag manager, tokeniser) or a block's vetted embed. */
export const SCRIPT_URL_POLICY = 'storefront#script-url';
/** HTML the Worker rendered or sanitised (the editor bridge's render, the pop-up's rich text). */
export const HTML_POLICY = 'storefront#html';
/** The editor's own code inside Builder's editing frame (builder.evaluate), where the CSP allows eval. */
export const EDITOR_SCRIPT_POLICY = 'storefront#editor-script';

/** The page's speculation rules, put in again without prerendering after a cookie change (ui/speculation/renew.ts). */
export const SPECULATION_RULES_POLICY = 'storefront#speculation-rules';

export const STORE_POLICIES = [SCRIPT_URL_POLICY, HTML_POLICY, EDITOR_SCRIPT_POLICY, SPECULATION_RULES_POLICY] as const;

/**
 * The tag manager's own policy: gtm.js is compiled with Closure, whose safe types create a
 * policy named `goog.TRUSTED_TYPES_POLICY_NAME` plus "#html", by default `goog#html`
 * (google.github.io/closure-library/api/goog.html.trustedtypes.html). Google's Tag Manager CSP
 * guide names no policy: that gtm.js uses this name is unverified. If it uses another, its
 * custom HTML tags fail (reported to /api/csp-report) while the store keeps working.
 */
export const TAG_MANAGER_POLICIES = ['goog#html'] as const;

type Policy = {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
  createScript?: (input: string) => string;
};
type TrustedTypesFactory = { createPolicy(name: string, rules: Policy): { createHTML(s: string): unknown; createScriptURL(s: string): unknown; createScript(s: string): unknown } };

const made = new Map<string, ReturnType<TrustedTypesFactory['createPolicy']>>();

/** The policy by name, created on first use; null in a browser without Trusted Types (strings then pass as before). */
function policy(name: string, rules: Policy) {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return null;
  let found = made.get(name);
  if (!found) made.set(name, (found = factory.createPolicy(name, rules)));
  return found;
}

/** Only this site's paths and https URLs: never javascript:, data: or blob: (the CSP still decides the origin). */
export function isScriptUrlAllowed(url: string): boolean {
  return /^https:\/\//i.test(url) || /^\/(?![/\\])/.test(url);
}

/** A script URL for `script.src`. Throws on a URL no store script would load. */
export function trustedScriptUrl(url: string): string {
  const made = policy(SCRIPT_URL_POLICY, {
    createScriptURL: (input) => {
      if (!isScriptUrlAllowed(input)) throw new TypeError(`Refused script URL: ${input.slice(0, 80)}`);
      return input;
    },
  });
  // A TrustedScriptURL where the browser has them; sinks accept it where a string is typed.
  return made ? (made.createScriptURL(url) as string) : url;
}

/** HTML the Worker rendered or sanitised, for an innerHTML sink (or dangerouslySetInnerHTML rendered in the browser). */
export function trustedHtml(html: string): string {
  const made = policy(HTML_POLICY, { createHTML: (input) => input });
  return made ? (made.createHTML(html) as string) : html;
}

/** The editor's code for `new Function`, inside Builder's editing frame only. */
export function trustedEditorScript(code: string): string {
  const made = policy(EDITOR_SCRIPT_POLICY, { createScript: (input) => input });
  return made ? (made.createScript(code) as string) : code;
}

/**
 * The text of a `<script type="speculationrules">`: a script sink under Trusted Types like any
 * script's text. Only a JSON object whose keys are speculation rule kinds passes, so the
 * policy cannot turn an injected string into script.
 */
export function trustedSpeculationRules(json: string): string {
  const made = policy(SPECULATION_RULES_POLICY, {
    createScript: (input) => {
      if (!isSpeculationRules(input)) throw new TypeError('Refused speculation rules: not a JSON object of prefetch/prerender rules');
      return input;
    },
  });
  return made ? (made.createScript(json) as string) : json;
}

export function isSpeculationRules(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && Object.keys(parsed).every((key) => key === 'prefetch' || key === 'prerender' || key === 'tag');
  } catch {
    return false;
  }
}
