import type { CSSProperties } from 'react';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { readableColors, type ColorName, PAPER } from '../kit/inputs/colors.ts';
import { formatFigure, type TieredDiscountListOptions } from './tiered-discount-list.schema.ts';

function textStyle(color: ColorName): CSSProperties | undefined {
  // An editor's colour that would not read on the page falls back to one that does.
  return color === 'None' ? undefined : { color: readableColors(color, 'None', PAPER).color };
}

export function TieredDiscountList({ options }: BlockProps<TieredDiscountListOptions>) {
  return (
    <ol className="tiers" role="list">
      {options.items.map((item, index) => (
        <li key={index} className="tiers__item">
          {/* Content spec: 40x40 triangles, one more for each tier. */}
          <span className="tiers__marks" aria-hidden="true">
            {Array.from({ length: Math.min(index + 1, 5) }, (_, mark) => (
              <span key={mark} className="tiers__triangle" />
            ))}
          </span>
          {item.eyebrow.text ? (
            <p className={`tiers__eyebrow tiers--${item.eyebrow.font}`} style={textStyle(item.eyebrow.color)}>
              {item.eyebrow.text}
            </p>
          ) : null}
          <p className={`tiers__figure tiers--${item.percent.font}`} style={textStyle(item.percent.color)}>
            {formatFigure(item.percent)}
          </p>
          {item.description.text ? (
            <p className={`tiers__description tiers--${item.description.font}`} style={textStyle(item.description.color)}>
              {item.description.text}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
