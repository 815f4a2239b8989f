// The storefront spec's layout rules (section 2), as one pure function of the path.

export type Layout = {
  showFooter: boolean;
  /** Account, checkout and club-member pages load the extra account stylesheet. */
  extraStyles: boolean;
  /** The consent manager (src/shell/consent: banner and preferences); never on checkout (spec). */
  loadConsentScript: boolean;
};

const NO_FOOTER_PREFIXES = ['/profile', '/checkout', '/club/'] as const;

export function layoutFor(pathname: string): Layout {
  const accountArea = NO_FOOTER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const checkout = pathname.startsWith('/checkout');
  return { showFooter: !accountArea, extraStyles: accountArea, loadConsentScript: !checkout };
}
