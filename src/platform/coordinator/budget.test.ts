import { describe, expect, it } from 'vitest';
import { DOCUMENTED_APP_CALLS_PER_MINUTE, SlidingBudget } from './budget.ts';

describe('the app-call budget', () => {
  it('grants Commerce7’s documented 100 calls in any 60 s, reads 80 of them', () => {
    expect(DOCUMENTED_APP_CALLS_PER_MINUTE).toBe(100);
    const budget = new SlidingBudget();
    const reads = Array.from({ length: 100 }, () => budget.tryTake('read', 0)).filter((a) => a.granted);
    expect(reads).toHaveLength(80);
    const writes = Array.from({ length: 50 }, () => budget.tryTake('write', 1)).filter((a) => a.granted);
    expect(writes).toHaveLength(20);
    expect(budget.used(1)).toBe(100);
  });

  it('says when the next call fits, and frees each grant a minute after it', () => {
    const budget = new SlidingBudget(2, 60_000, 2);
    budget.tryTake('write', 0);
    budget.tryTake('write', 10_000);
    expect(budget.tryTake('write', 20_000)).toEqual({ granted: false, retryAfterMs: 40_000 });
    expect(budget.tryTake('write', 60_000).granted).toBe(true);
    expect(budget.tryTake('write', 60_001)).toEqual({ granted: false, retryAfterMs: 9_999 });
  });

  it('a read waits for the read share to free, a write only for the whole', () => {
    const budget = new SlidingBudget(10, 1_000, 8);
    for (let i = 0; i < 8; i++) budget.tryTake('read', i);
    expect(budget.tryTake('read', 10)).toEqual({ granted: false, retryAfterMs: 990 });
    expect(budget.tryTake('write', 10).granted).toBe(true);
  });

  it('books a change’s calls together: all of them when they fit, none when only some do', () => {
    const budget = new SlidingBudget(3, 60_000, 3);
    budget.tryTake('write', 0);
    budget.tryTake('write', 10_000);
    // One call left: a two-call change (an account and its password) takes none, and is told when both fit.
    expect(budget.tryTake('write', 20_000, 2)).toEqual({ granted: false, retryAfterMs: 40_000 });
    expect(budget.used(20_000)).toBe(2);
    expect(budget.tryTake('write', 60_000, 2).granted).toBe(true);
    expect(budget.used(60_000)).toBe(3);
    // More than the whole budget never fits.
    expect(budget.tryTake('write', 200_000, 4)).toEqual({ granted: false, retryAfterMs: 60_000 });
  });
});
