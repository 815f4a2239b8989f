export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
export const SESSION_SCRIPT_ID = 'session-data';
/** Dispatched on `document` when markup with islands was put into the page after load (an editor's edit). */
export const ISLANDS_ADDED_EVENT = 'islands:added';
/**
 * Islands below the fold that a visitor may never use (the footer's sign-up form): the client
 * hydrates them, and the entry fetches their code, only when one nears the viewport or is first
 * focused or pressed. Until then the capture script in <head> holds a tap and hydration keeps
 * what was typed (early-taps.ts), and the form posts to the Worker without script.
 */
export const HYDRATE_WHEN_NEAR: ReadonlySet<string> = new Set(['newsletter-signup']);
/**
 * Islands whose server-rendered markup shows all a visitor needs until they use it (the
 * add-to-cart forms, the contact form, the sign-in page's form): the entry does not fetch their
 * code; the client fetches and hydrates one on the visitor's first intent in it (the pointer
 * over it, a press, a touch, focus, a key), or at once if a tap or typing landed in it before
 * the client ran. A tap is held and replayed, and what was typed is kept (early-taps.ts), as for
 * any island not yet hydrated.
 */
export const HYDRATE_ON_USE: ReadonlySet<string> = new Set(['add-to-cart', 'form-block', 'login-page']);

/**
 * An island of HYDRATE_ON_USE that reads a query parameter once hydrated hydrates at load when
 * the page's address carries it: the contact form shows the topic the error screen's "Report
 * feedback" link (`/contact?topic=…`) gave it.
 */
const AT_LOAD_WITH: Readonly<Record<string, readonly string[]>> = { 'form-block': ['topic'] };

/** Whether the entry leaves the island's code for later (the two sets above), on a page whose query is `search`. */
export function deferredIsland(name: string, search = ''): boolean {
  if (HYDRATE_WHEN_NEAR.has(name)) return true;
  if (!HYDRATE_ON_USE.has(name)) return false;
  const query = new URLSearchParams(search);
  return !(AT_LOAD_WITH[name] ?? []).some((param) => query.has(param));
}

/** Whether some page may hydrate the island at load: the entry carries only these islands' files. */
export function hydratesAtLoadSometimes(name: string): boolean {
  return !deferredIsland(name, new URLSearchParams((AT_LOAD_WITH[name] ?? []).map((param) => [param, ''])).toString());
}
