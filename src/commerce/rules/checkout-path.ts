// Where the shopper goes to check out. One function, so that the day checkout moves (to
// Commerce7's widget route, say) every caller follows: today the store's own /checkout.
export function checkoutPath(): string {
  return '/checkout';
}
