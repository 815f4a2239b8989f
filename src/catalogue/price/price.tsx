// The price block of spec 4 "Price display": a promotion shows its price and action
// message with retail beside it (not struck); otherwise the Wine Society price with
// retail struck through.
import { PRICE_LABELS, type PriceDisplay } from '../../commerce/rules/price.ts';
import { formatCents } from '../../ui/money/format.ts';

export function Price({ display, size = 'md' }: { display: PriceDisplay; size?: 'sm' | 'md' | 'lg' }) {
  const className = `price price--${size} price--${display.kind}`;
  if (display.kind === 'retail') {
    return (
      <p className={className}>
        <span className="price__amount">{formatCents(display.price)}</span>
      </p>
    );
  }
  if (display.kind === 'promotion') {
    return (
      <p className={className}>
        <span className="price__row price__row--primary">
          <span className="price__amount">{formatCents(display.price)}</span> <span className="price__label">{display.label}</span>
        </span>
        <span className="price__row">
          <span className="price__amount price__amount--retail">{formatCents(display.retail)}</span> <span className="price__label">{PRICE_LABELS.retail}</span>
        </span>
      </p>
    );
  }
  return (
    <p className={className}>
      <span className="price__row">
        <s className="price__amount price__amount--retail">
          <span className="visually-hidden">{PRICE_LABELS.retail} price was </span>
          {formatCents(display.retail)}
        </s>{' '}
        <span className="price__label" aria-hidden="true">
          {PRICE_LABELS.retail}
        </span>
      </span>
      <span className="price__row price__row--primary">
        <span className="price__amount">{formatCents(display.price)}</span> <span className="price__label">{display.label}</span>
      </span>
    </p>
  );
}
