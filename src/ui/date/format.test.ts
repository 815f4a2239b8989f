import { describe, expect, it } from 'vitest';
import { calendarDay, longDate } from './format.ts';

describe('longDate', () => {
  it('writes a date in the winery’s time zone', () => {
    expect(longDate('2026-01-09T21:15:00.000Z')).toBe('January 9, 2026');
    // 02:00 UTC is still the evening before in Napa.
    expect(longDate('2026-01-10T02:00:00.000Z')).toBe('January 9, 2026');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(longDate(null)).toBeNull();
    expect(longDate('')).toBeNull();
    expect(longDate('someday')).toBeNull();
  });
});

describe('calendarDay', () => {
  it('names the day an editor picked, whatever the time zone', () => {
    expect(calendarDay('2026-03-02')).toBe('March 2, 2026');
    expect(calendarDay('2026-03-02T23:30:00-08:00')).toBe('March 2, 2026');
    expect(calendarDay('soon')).toBeNull();
  });
});
