import type { Product, Variant } from '../types.ts';

/** Spec 9 default labels. */
export const PRICE_LABELS = { retail: 'Retail', club: 'Wine Society', promotion: 'Promotion' } as const;

export type PriceDisplay =
  | { kind: 'promotion'; price: number; label: string; retail: number }
  | { kind: 'club'; price: number; label: typeof PRICE_LABELS.club; retail: number }
  | { kind: 'retail'; price: number; label: typeof PRICE_LABELS.retail };

/** Cents in, cents out: rounding once here keeps card, hero and sticky bar in agreement. */
export function clubPrice(retailCents: number, clubDiscountPercentage: number): number {
  return Math.round((retailCents * (100 - clubDiscountPercentage)) / 100);
}

/** Spec 4 "Price display". */
export function priceDisplay(variant: Pick<Variant, 'price' | 'addToCartPrice' | 'actionMessage'>, options: { clubDiscountPercentage: number; hideClubPrice?: boolean }): PriceDisplay {
  const { price, addToCartPrice } = variant;
  // A promotion beats the club price: the backend has already priced this sku for the visitor.
  if (typeof addToCartPrice === 'number' && addToCartPrice < price) {
    const label = variant.actionMessage?.trim() || PRICE_LABELS.promotion;
    return { kind: 'promotion', price: addToCartPrice, label, retail: price };
  }
  if (options.hideClubPrice || options.clubDiscountPercentage <= 0) {
    return { kind: 'retail', price, label: PRICE_LABELS.retail };
  }
  return { kind: 'club', price: clubPrice(price, options.clubDiscountPercentage), label: PRICE_LABELS.club, retail: price };
}

/** Only the club price strikes retail through; a promotion shows retail alongside, unstruck. */
export function isRetailStruck(display: PriceDisplay): boolean {
  return display.kind === 'club';
}

/**
 * The price a product shows: the club discount applies to wine alone (it is what the
 * backend takes off members' carts), and never where the editor hid the club price.
 */
export function productPriceDisplay(
  product: Pick<Product, 'type' | 'hideClubPrice'>,
  variant: Pick<Variant, 'price' | 'addToCartPrice' | 'actionMessage'>,
  clubDiscountPercentage: number,
): PriceDisplay {
  return priceDisplay(variant, { clubDiscountPercentage, hideClubPrice: product.hideClubPrice || product.type !== 'Wine' });
}
