// The tag manager (Google Tag Manager): how it loads, and what the CSP must allow for it.
// Storefront spec 7: "a tag manager in production and stage outside checkout and most
// profile pages"; the environment and container id are the Worker's settings
// (GTM_CONTAINER_ID, GTM_SCRIPT_URL), the pages the routes' (a page's `trackers`, which the
// checkout and the account area turn off), the consent the visitor's (consent-gate.ts).
import { trustedScriptUrl } from '../platform/trusted-types/index.ts';

/** The page names its tag manager's script here (the same for every visitor: cache-safe). */
export const TAG_MANAGER_META = 'tag-manager';

/** Google's container script (the official snippet's URL). */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** The container's script URL, as Google's snippet builds it (`?id=`; the data layer keeps its default name). */
export function tagManagerSrc(scriptUrl: string, containerId: string): string {
  return `${scriptUrl}${scriptUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(containerId)}`;
}

/**
 * What the CSP allows on a page that may load it. Source: Google's "Use Tag Manager with a
 * Content Security Policy" (developers.google.com/tag-platform/security/guides/csp): the
 * container needs www.googletagmanager.com in script-src, img-src and connect-src (the
 * script itself is trusted by our nonce, which it carries); Google Analytics 4 tags add
 * https://*.googletagmanager.com to script-src and https://*.google-analytics.com,
 * https://*.analytics.google.com, https://*.googletagmanager.com to img-src and connect-src
 * (img-src already takes any https image here). A container whose tags call other vendors
 * needs their origins added here. A self-served container (GTM_SCRIPT_URL on another host)
 * adds its own origin.
 */
export function tagManagerOrigins(scriptUrl: string): { readonly script: readonly string[]; readonly connect: readonly string[] } {
  // A setting: the same answer for every response's CSP, worked out once.
  let origins = originsOf.get(scriptUrl);
  if (!origins) originsOf.set(scriptUrl, (origins = originsFor(scriptUrl)));
  return origins;
}
const originsOf = new Map<string, { readonly script: readonly string[]; readonly connect: readonly string[] }>();

function originsFor(scriptUrl: string) {
  // The emulator's stand-in is a same-origin path: nothing from Google is involved.
  if (!/^https:\/\//.test(scriptUrl)) return { script: [], connect: [] };
  const own = [new URL(scriptUrl).origin];
  const google = ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'];
  return {
    script: [...new Set([...own, ...google])],
    connect: [...new Set([...own, ...google, 'https://*.google-analytics.com', 'https://*.analytics.google.com'])],
  };
}

type DataLayerHost = { dataLayer?: Record<string, unknown>[] };

/**
 * Loads the container as Google's nonce-aware snippet does: `gtm.start` first, then the
 * script, carrying the page's nonce so the container can pass it on to its tags.
 */
export function loadTagManager(src: string, doc: Document = document, host: DataLayerHost = window as unknown as DataLayerHost): void {
  if (doc.querySelector(`script[data-tag-manager]`)) return;
  host.dataLayer ??= [];
  host.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = trustedScriptUrl(src);
  script.dataset.tagManager = '';
  const nonced = doc.querySelector<HTMLElement>('script[nonce]');
  const nonce = nonced?.nonce || nonced?.getAttribute('nonce');
  if (nonce) script.setAttribute('nonce', nonce);
  doc.head.appendChild(script);
}
