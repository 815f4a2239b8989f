import { describe, expect, it } from 'vitest';
import { boundedMemo } from './index.ts';

describe('boundedMemo', () => {
  it('computes each key once while it is held', () => {
    const memo = boundedMemo<string, number>(10);
    let computed = 0;
    const length = (key: string) => (computed++, key.length);
    expect(memo.get('abc', length)).toBe(3);
    expect(memo.get('abc', length)).toBe(3);
    expect(computed).toBe(1);
  });

  it('holds at most its limit: a full memo is emptied before the next key goes in', () => {
    const memo = boundedMemo<number, number>(2);
    let computed = 0;
    const twice = (key: number) => (computed++, key * 2);
    memo.get(1, twice);
    memo.get(2, twice);
    memo.get(3, twice);
    expect(memo.get(3, twice)).toBe(6);
    expect(memo.get(1, twice)).toBe(2);
    expect(computed).toBe(4);
  });
});
