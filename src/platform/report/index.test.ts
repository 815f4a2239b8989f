import { describe, expect, it } from 'vitest';
import { firstTimeEach } from './index.ts';

describe('firstTimeEach', () => {
  it('is true the first time a key is seen, then false', () => {
    const first = firstTimeEach(10);
    expect(first('Image|bad|invalid')).toBe(true);
    expect(first('Image|bad|invalid')).toBe(false);
    expect(first('Image|other|invalid')).toBe(true);
  });

  it('starts over once it remembers its limit, so memory stays bounded', () => {
    const first = firstTimeEach(2);
    first('a');
    first('b');
    expect(first('c')).toBe(true);
    expect(first('a')).toBe(true);
  });
});
