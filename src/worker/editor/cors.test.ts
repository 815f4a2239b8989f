import { describe, expect, it } from 'vitest';
import { isTrustedEditorOrigin } from './cors.ts';

describe('which origins may read the editor endpoints', () => {
  it("trusts Builder's editor on builder.io and its subdomains, over https only", () => {
    for (const origin of ['https://builder.io', 'https://beta.builder.io', 'https://qa.builder.io', 'https://a.b.builder.io']) {
      expect(isTrustedEditorOrigin(origin, 'production'), origin).toBe(true);
    }
    for (const origin of ['http://builder.io', 'https://builder.io:8443', 'https://evilbuilder.io', 'https://builder.io.evil.example', 'https://builder.io/x', 'null', '*', '']) {
      expect(isTrustedEditorOrigin(origin, 'production'), origin).toBe(false);
    }
    expect(isTrustedEditorOrigin(undefined, 'production')).toBe(false);
  });

  it('trusts localhost only when running locally', () => {
    expect(isTrustedEditorOrigin('http://localhost:1268', 'local')).toBe(true);
    expect(isTrustedEditorOrigin('http://127.0.0.1:8787', 'local')).toBe(true);
    expect(isTrustedEditorOrigin('http://localhost:1268', 'production')).toBe(false);
    expect(isTrustedEditorOrigin('http://localhost:1268', 'stage')).toBe(false);
  });
});
