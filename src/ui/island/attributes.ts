export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
export const SESSION_SCRIPT_ID = 'session-data';
