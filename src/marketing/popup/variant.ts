// The pop-up's A/B variant name (content spec section 7: `extra_fields.variant`, and the
// data layer's abTestingVariantName), once Builder's A/B tests run at the edge. While a test runs, the variation the visitor was given names the variant, so a
// sign-up says which one it came from: the pop-up's own test first (the name its editor
// gave that variation in formConfigs, else Builder's name for it), then the test of the page
// it opens on (Builder's variation name). No test running: the editor's name, as before.

export type TestedVariation = { variationName: string };

export function popupVariantName(options: {
  /** The pop-up entry's own running test and the variation shown, if any. */
  popupTest: TestedVariation | null;
  /** The page's running test and the variation shown, if any. */
  pageTest: TestedVariation | null;
  /** formConfigs.abTestingVariantName of the content shown (the variation's, in a pop-up test). */
  editorName: string | null;
}): string | null {
  const { popupTest, pageTest, editorName } = options;
  if (popupTest) return editorName || popupTest.variationName || null;
  if (pageTest?.variationName) return pageTest.variationName;
  return editorName;
}
