import { describe, expect, it } from 'vitest';
import { checkPreviewToken, signPreviewToken } from './index.ts';

const SECRET = 'a-preview-secret-of-32-characters';
const NOW = 1_800_000_000;
const IN_AN_HOUR = NOW + 3600;

describe('signed preview tokens', () => {
  it('accepts a token signed for the same path before it expires', async () => {
    const token = await signPreviewToken(SECRET, '/visit', IN_AN_HOUR);
    expect(await checkPreviewToken(SECRET, '/visit', token, NOW)).toBe('valid');
  });

  it('reports no preview when there is no token', async () => {
    expect(await checkPreviewToken(SECRET, '/visit', undefined, NOW)).toBe('none');
  });

  it('rejects a token whose signature was tampered with', async () => {
    const token = await signPreviewToken(SECRET, '/visit', IN_AN_HOUR);
    const [expiry, signature = ''] = token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await checkPreviewToken(SECRET, '/visit', `${expiry}.${flipped}`, NOW)).toBe('invalid');
  });

  it('rejects a token whose expiry was pushed back', async () => {
    const token = await signPreviewToken(SECRET, '/visit', IN_AN_HOUR);
    const extended = token.replace(String(IN_AN_HOUR), String(IN_AN_HOUR + 86_400));
    expect(await checkPreviewToken(SECRET, '/visit', extended, NOW)).toBe('invalid');
  });

  it('rejects a token signed for another path', async () => {
    const token = await signPreviewToken(SECRET, '/visit', IN_AN_HOUR);
    expect(await checkPreviewToken(SECRET, '/dine', token, NOW)).toBe('invalid');
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signPreviewToken('another-secret-of-enough-length', '/visit', IN_AN_HOUR);
    expect(await checkPreviewToken(SECRET, '/visit', token, NOW)).toBe('invalid');
  });

  it('rejects an expired token', async () => {
    const token = await signPreviewToken(SECRET, '/visit', NOW - 1);
    expect(await checkPreviewToken(SECRET, '/visit', token, NOW)).toBe('invalid');
  });

  it.each(['', 'garbage', '123.abc', `${IN_AN_HOUR}.`, '<script>'])('rejects the malformed token %j', async (token) => {
    expect(await checkPreviewToken(SECRET, '/visit', token, NOW)).toBe('invalid');
  });
});
