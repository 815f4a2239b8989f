// The limits of a field-speed report, shared by the browser (which stays within them) and the
// Worker (which refuses what exceeds them). No import here: the browser's reporter stays small.

export const VITALS_ENDPOINT = '/api/vitals';
/** POST /api/vitals takes at most this many bytes; more is 413. A full report is ~300 bytes. */
export const MAX_VITALS_BYTES = 2 * 1024;
/** Metrics one report carries at most (each of the four once, and room for a late INP). */
export const MAX_METRICS_PER_REPORT = 8;
/**
 * Reports one client may send in the per-client window (attempt-limit's 15 minutes): one
 * per page hidden, so a quick reader, or an office behind one address, stays well inside it.
 */
export const MAX_VITALS_PER_CLIENT = 120;
/** The Core Web Vitals measured (web-vitals' metric names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** web-vitals' `navigationType` values (v6 Metric['navigationType']). */
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
/** Milliseconds past which a timing is not a measurement but a stuck tab: refused. */
export const MAX_TIMING_MS = 10 * 60 * 1000;
/** CLS is unitless; a score past this is not a real page's. */
export const MAX_CLS = 100;
