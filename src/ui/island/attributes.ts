export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
export const SESSION_SCRIPT_ID = 'session-data';
/** Dispatched on `document` when markup with islands was put into the page after load (an editor's edit). */
export const ISLANDS_ADDED_EVENT = 'islands:added';
