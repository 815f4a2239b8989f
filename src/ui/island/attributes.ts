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
