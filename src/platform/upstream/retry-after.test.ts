import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './index.ts';

describe('retryAfterMs (a 429’s Retry-After)', () => {
  it('reads seconds, or an HTTP date from now, as milliseconds', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('is null when absent or unreadable, so the 429 is not retried blind', () => {
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
