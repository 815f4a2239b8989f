// The store's words when the tenant's Commerce7 app-call budget is spent (platform/coordinator):
// a read with no last good copy, or a write that could not wait longer. Kept apart from the
// request wrapper so the browser's islands can show it without bundling the wrapper.

/** What a shopper is told when the tenant's app-call budget is spent and their write could not wait longer (status 429). */
export const STORE_BUSY = 'The store is very busy right now. Please try again in a minute: nothing you entered has been lost.';
