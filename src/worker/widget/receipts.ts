// The widget's own receipts. After checkout and after a club sign-up Commerce7's widget
// most likely shows its confirmation under the tenant's profile route, not on the store's
// /profile/order-receipt/{id} and /profile/club-membership/receipt/{id}: the storefront
// spec's original listed those two as confirmation pages under /profile, which was its
// widget's account route, and loaded the tag manager on them. So a widget page at one of
// these paths is a receipt page too: the store's receipt work runs there (the sale's
// report, Builder's A/B conversion, the hosted club join's events, the end of the cart),
// and the tag manager may load there as on the store's own receipts.

/** What a path below the profile route confirms: an order or a club membership, and its id. */
export type WidgetReceipt = { kind: 'order' | 'club-membership'; id: string };

const ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Which widget receipt a path is, given the profile route (COMMERCE_WIDGET_ROUTES' profile,
 * default /account): `{profile}/order-receipt/{id}` and
 * `{profile}/club-membership/receipt/{id}`. Unverified: no public source shows the real
 * widget's confirmation paths; these are the original's, moved under the profile route. If
 * the widget confirms elsewhere, that page stays a plain widget page and reports nothing
 * (the store's own receipts still report when the widget hands back to them).
 */
export function widgetReceiptOf(profileRoute: string, pathname: string): WidgetReceipt | null {
  const path = pathname.replace(/\/+$/, '');
  for (const [kind, middle] of [
    ['order', '/order-receipt/'],
    ['club-membership', '/club-membership/receipt/'],
  ] as const) {
    const prefix = profileRoute + middle;
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length);
    return ID.test(id) ? { kind, id } : null;
  }
  return null;
}
