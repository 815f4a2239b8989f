// The tenant's Commerce7 app-call budget is spent (platform/coordinator) and the store itself
// refused to ask: not an outage. A JSON API says so plainly with a 429 and when to come back;
// a page shows the words where the refused data would be (or, when the page is that data, in
// the store's frame with the same 429). A real backend failure keeps its own answer (503).
import type { Context } from 'hono';
import { isStoreBusy, STORE_BUSY } from '../../commerce/index.ts';
import type { AppEnv } from '../context.ts';

export { isStoreBusy, STORE_BUSY };

/** The budget's window is a minute: after it there is room again. */
export const STORE_BUSY_RETRY_AFTER_SECONDS = 60;

/** The JSON answer to a refused app call: 429 {message: STORE_BUSY} with Retry-After. */
export function storeBusyJson(c: Context<AppEnv>) {
  c.header('Retry-After', String(STORE_BUSY_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ message: STORE_BUSY }, 429);
}

/** A page's answer headers when the refused data is the whole page (the page renders with status 429). */
export function markStoreBusy(c: Context<AppEnv>): 429 {
  c.header('Retry-After', String(STORE_BUSY_RETRY_AFTER_SECONDS));
  return 429;
}
