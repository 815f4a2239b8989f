// Prices are integer cents; shown as dollars, with cents only when non-zero (spec 4).
// Formatters are built once per isolate: one per render costs real CPU.
const WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  return rounded % 100 === 0 ? WHOLE.format(rounded / 100) : WITH_CENTS.format(rounded / 100);
}
