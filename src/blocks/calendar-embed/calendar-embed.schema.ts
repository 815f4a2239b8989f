// Content spec "Calendar embed": the events calendar, by its calendarID, behind a
// click-to-load card. Unverified: the spec does not name the calendar service; this
// reads it as a Google Calendar id (the embed URL is built here only).
import * as v from 'valibot';
import { input } from '../../ui/editor/input.ts';

export const CALENDAR_ORIGIN = 'https://calendar.google.com';

export const CalendarEmbedOptionsSchema = v.object({
  calendarID: v.pipe(
    v.string('calendarID is required'),
    v.trim(),
    v.regex(/^[\w.+-]+@[\w.-]+\.[a-z]{2,}$/i, 'calendarID is the calendar id, like events@example.com or ...@group.calendar.google.com'),
    input({ helperText: "The calendar's id from its settings (Integrate calendar)" }),
  ),
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Events calendar'),
});

export type CalendarEmbedOptions = v.InferOutput<typeof CalendarEmbedOptionsSchema>;

export function calendarUrl(options: CalendarEmbedOptions): string {
  const url = new URL('/calendar/embed', CALENDAR_ORIGIN);
  url.searchParams.set('src', options.calendarID);
  url.searchParams.set('ctz', 'America/Los_Angeles');
  url.searchParams.set('mode', 'AGENDA');
  url.searchParams.set('showPrint', '0');
  return url.href;
}
