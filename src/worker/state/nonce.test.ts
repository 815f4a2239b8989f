import { describe, expect, it } from 'vitest';
import { newNonce } from './nonce.ts';

describe('newNonce', () => {
  it('draws 16 fresh random bytes in standard base64 for every response, across refills of its pool', () => {
    const nonces = Array.from({ length: 300 }, () => newNonce());
    for (const nonce of nonces) {
      const bytes = atob(nonce);
      expect(bytes).toHaveLength(16);
      // The same text btoa gives for those bytes: what the CSP header and the page both carry.
      expect(btoa(bytes)).toBe(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
