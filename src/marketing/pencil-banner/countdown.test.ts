import { describe, expect, it } from 'vitest';
import { countdownLabel, countdownParts, formatCountdown, isCountdownLive, parseEndDate, secondsLeft } from './countdown.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('the countdown', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const end = NOW + ((2 * 24 + 3) * 3600 + 7 * 60 + 9) * 1000;
    expect(countdownParts(end, NOW)).toEqual({ days: 2, hours: 3, minutes: 7, seconds: 9 });
    expect(formatCountdown(countdownParts(end, NOW))).toBe('2d 03h 07m 09s');
    expect(countdownLabel(countdownParts(end, NOW))).toBe('2 days, 3 hours, 7 minutes, 9 seconds');
    expect(countdownLabel({ days: 0, hours: 1, minutes: 1, seconds: 1 })).toBe('0 days, 1 hour, 1 minute, 1 second');
  });

  it('ticks down a second at a time and stops at zero', () => {
    const end = NOW + 2500;
    expect(secondsLeft(end, NOW)).toBe(2);
    expect(secondsLeft(end, NOW + 1000)).toBe(1);
    expect(secondsLeft(end, NOW + 2000)).toBe(0);
    expect(secondsLeft(end, NOW + 60_000)).toBe(0);
  });

  it('shows only with an end date still ahead, and is gone at zero', () => {
    expect(isCountdownLive(NOW + 1000, NOW)).toBe(true);
    expect(isCountdownLive(NOW + 999, NOW)).toBe(false);
    expect(isCountdownLive(NOW - 1, NOW)).toBe(false);
    expect(isCountdownLive(null, NOW)).toBe(false);
  });

  it('reads an end date from ISO text or epoch milliseconds', () => {
    expect(parseEndDate('2026-12-01T08:00:00Z')).toBe(Date.parse('2026-12-01T08:00:00Z'));
    expect(parseEndDate(NOW)).toBe(NOW);
    expect(parseEndDate('next week')).toBeNull();
    expect(parseEndDate(null)).toBeNull();
    expect(parseEndDate('')).toBeNull();
  });
});
