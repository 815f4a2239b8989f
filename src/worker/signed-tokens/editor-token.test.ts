import { describe, expect, it } from 'vitest';
import { checkPreviewToken } from './index.ts';
import { checkEditorToken, signEditorToken } from './editor-token.ts';

const SECRET = 'a-preview-secret-of-32-characters';
const NOW = 1_800_000_000;

describe("the editor bridge's render token", () => {
  it('is valid for its path until it expires', async () => {
    const token = await signEditorToken(SECRET, '/about', NOW + 60);
    expect(await checkEditorToken(SECRET, '/about', token, NOW)).toBe(true);
    expect(await checkEditorToken(SECRET, '/about', token, NOW + 61)).toBe(false);
  });

  it('is refused for another path, another secret, when tampered with or missing', async () => {
    const token = await signEditorToken(SECRET, '/about', NOW + 60);
    expect(await checkEditorToken(SECRET, '/visit', token, NOW)).toBe(false);
    expect(await checkEditorToken('another-secret-of-32-characters!!', '/about', token, NOW)).toBe(false);
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await checkEditorToken(SECRET, '/about', tampered, NOW)).toBe(false);
    expect(await checkEditorToken(SECRET, '/about', `${NOW + 120}.${token.split('.')[1]}`, NOW)).toBe(false);
    expect(await checkEditorToken(SECRET, '/about', undefined, NOW)).toBe(false);
    expect(await checkEditorToken(SECRET, '/about', 'garbage', NOW)).toBe(false);
  });

  it('is never a preview token: it cannot show drafts', async () => {
    const token = await signEditorToken(SECRET, '/about', NOW + 60);
    expect(await checkPreviewToken(SECRET, '/about', token, NOW)).toBe('invalid');
  });
});
