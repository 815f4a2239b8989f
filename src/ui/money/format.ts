// Prices are integer cents; shown as dollars, with cents only when non-zero (spec 4).
// Formatters are built once per isolate: one per render costs real CPU. A catalogue has a
// few dozen distinct prices, so each is formatted once and then looked up (each
// Intl format call is a trip into the runtime).
import { boundedMemo } from '../../platform/memo/index.ts';
const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const formatted = boundedMemo<number, string>(2_000);
const dollars = (rounded: number) => (rounded % 100 === 0 ? WHOLE.format(rounded / 100) : WITH_CENTS.format(rounded / 100));

export function formatCents(cents: number): string {
  return formatted.get(Math.round(cents), dollars);
}
