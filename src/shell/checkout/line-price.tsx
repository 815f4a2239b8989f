// A line's price on the checkout summary and the receipt: the compare price struck
// through where member or promotion pricing lowered it.
import type { OrderItem } from '../../commerce/types.ts';
import { formatCents } from '../../ui/money/format.ts';
import { lineTotals } from '../header/cart-sidebar.rules.ts';

export function LinePrice({ item }: { item: Pick<OrderItem, 'price' | 'comparePrice' | 'quantity'> }) {
  const { price, compare } = lineTotals(item);
  return (
    <>
      {compare !== null ? <s>{formatCents(compare)}</s> : null} {formatCents(price)}
    </>
  );
}
