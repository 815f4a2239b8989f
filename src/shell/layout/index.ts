// The storefront spec's layout rules (section 2), as one pure function of the path.

export type Layout = {
  showFooter: boolean;
  /** Account, checkout and club-member pages load the extra account stylesheet. */
  extraStyles: boolean;
  /**
   * The consent manager (src/shell/consent: banner and preferences). Never on checkout (spec
   * 2), which is the widget's configured checkout route: its page says so (PageInput.checkout),
   * never a path written here.
   */
  loadConsentScript: boolean;
};

const NO_FOOTER_PREFIXES = ['/profile', '/checkout', '/club/'] as const;

export function layoutFor(pathname: string): Layout {
  const accountArea = NO_FOOTER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return { showFooter: !accountArea, extraStyles: accountArea, loadConsentScript: true };
}
