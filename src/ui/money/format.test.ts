import { describe, expect, it } from 'vitest';
import { formatCents } from './format.ts';

describe('formatCents', () => {
  it('shows whole dollars without cents', () => {
    expect(formatCents(2500)).toBe('$25');
    expect(formatCents(0)).toBe('$0');
  });
  it('shows cents with two decimals when they are not zero', () => {
    expect(formatCents(2599)).toBe('$25.99');
    expect(formatCents(2505)).toBe('$25.05');
  });
  it('groups thousands', () => {
    expect(formatCents(100050)).toBe('$1,000.50');
    expect(formatCents(100000)).toBe('$1,000');
  });
});
