// The limits of a browser's report, shared by the browser hook (which trims to them) and
// the Worker (which refuses what exceeds them). No import here: the hook stays small.

/** POST /api/errors takes at most this many bytes; more is 413. */
export const MAX_REPORT_BYTES = 16 * 1024;
export const MAX_MESSAGE = 2000;
export const MAX_NAME = 200;
export const MAX_STACK = 8000;
export const MAX_TAGS = 12;
export const MAX_TAG_VALUE = 200;
export const MAX_URL = 2048;
/** Reports one page view sends at most; the Worker's per-client limit is the backstop. */
export const MAX_REPORTS_PER_PAGE = 10;
/** Reports one client may send in the per-client window (attempt-limit's 15 minutes). */
export const MAX_REPORTS_PER_CLIENT = 30;
export const ERRORS_ENDPOINT = '/api/errors';
