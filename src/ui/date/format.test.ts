import { describe, expect, it } from 'vitest';
import { longDate } from './format.ts';

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
