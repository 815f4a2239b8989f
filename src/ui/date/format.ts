// Dates as the winery writes them ("January 9, 2026"), in the winery's own time zone so a
// late-evening order is not shown as placed the next day. Built once per isolate.
const LONG = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

/** A backend's ISO date as a long date; null when it is missing or not a date. */
export function longDate(value: string | null | undefined): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return LONG.format(new Date(value));
}
