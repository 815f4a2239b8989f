import { describe, expect, it } from 'vitest';
import { sha256Hex } from './index.ts';

describe('sha256Hex', () => {
  it('is the SHA-256 of text and of bytes, in hex', async () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await sha256Hex('abc')).toBe(abc);
    expect(await sha256Hex(new TextEncoder().encode('abc').buffer as ArrayBuffer)).toBe(abc);
  });
});
