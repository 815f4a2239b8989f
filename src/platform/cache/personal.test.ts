import { describe, expect, it } from 'vitest';
import { PersonalMemory, secretKey } from './personal.ts';

describe('a customer’s own data, reused', () => {
  it('within its window, and not when taken before the browser’s last change', () => {
    let now = 1_000;
    const memory = new PersonalMemory<string>(10_000, () => now);
    memory.set('cart-1', 'two bottles');
    now = 5_000;
    expect(memory.get('cart-1')).toBe('two bottles');
    expect(memory.get('cart-1', 2_000)).toBeUndefined();
    memory.set('cart-1', 'three bottles');
    now = 15_001;
    expect(memory.get('cart-1')).toBeUndefined();
  });

  it('keys a token by its digest, never the token itself', async () => {
    const key = await secretKey('token-of-ada');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('token-of-ada');
    expect(await secretKey('token-of-bob')).not.toBe(key);
  });
});
