import { describe, expect, it } from 'vitest';
import { popupVariantName } from './variant.ts';

describe("the pop-up's A/B variant name", () => {
  it("is the editor's name while no test runs, and none when they gave none", () => {
    expect(popupVariantName({ popupTest: null, pageTest: null, editorName: 'Welcome 10 - A' })).toBe('Welcome 10 - A');
    expect(popupVariantName({ popupTest: null, pageTest: null, editorName: null })).toBeNull();
  });

  it("is the name the pop-up's own variation carries, else Builder's name for that variation", () => {
    expect(popupVariantName({ popupTest: { variationName: 'Variation B' }, pageTest: { variationName: 'Default' }, editorName: 'Welcome 15 - B' })).toBe('Welcome 15 - B');
    expect(popupVariantName({ popupTest: { variationName: 'Variation B' }, pageTest: null, editorName: null })).toBe('Variation B');
  });

  it("is the page's variation while only the page runs a test, so a sign-up says which page it came from", () => {
    expect(popupVariantName({ popupTest: null, pageTest: { variationName: 'Gift headline' }, editorName: 'Welcome 10 - A' })).toBe('Gift headline');
    expect(popupVariantName({ popupTest: null, pageTest: { variationName: 'Default' }, editorName: null })).toBe('Default');
  });
});
