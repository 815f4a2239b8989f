// Dates as the winery writes them ("January 9, 2026"), in the winery's own time zone so a
// late-evening order is not shown as placed the next day. Built once per isolate.
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

/** A backend's ISO date as a long date; null when it is missing or not a date. */
export function longDate(value: string | null | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return LONG.format(new Date(value));
}

// A day an editor picked ("2026-03-02") names that calendar day wherever the server runs.
const CALENDAR_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An editor's date ("2026-03-02", or an ISO timestamp starting with one) as "March 2, 2026"; null when it is not a date. */
export function calendarDay(value: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const parsed = new Date(day ? `${day}T00:00:00Z` : value);
  return Number.isNaN(parsed.getTime()) ? null : CALENDAR_DAY.format(parsed);
}
