import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { OptionButtons } from '../kit/pieces/option-buttons.tsx';
import { ContentImage } from '../kit/pieces/content-image.tsx';
import { formatTradeDate, type TradeMediaListOptions } from './trade-media-list.schema.ts';
import { trustedHtml } from '../../platform/trusted-types/index.ts';

export function TradeMediaList({ options, blockId }: BlockProps<TradeMediaListOptions>) {
  const titleId = `trade-${blockId}`;
  return (
    <section className="trade" aria-labelledby={options.title ? titleId : undefined}>
      {options.title ? (
        <h2 className="trade__title" id={titleId}>
          {options.title}
        </h2>
      ) : null}
      <ul className="trade__items" role="list">
        {options.tradeList.map((item, index) => (
          <li key={index} className={`trade__item${item.customImageUpload ? '' : ' trade__item--text'}${item.isImageFullWidth ? ' trade__item--full' : ''}`}>
            {item.customImageUpload ? (
              <div className="trade__media">
                <ContentImage
                  className="trade__img"
                  src={item.customImageUpload}
                  alt={item.imageAltText}
                  sizes={item.isImageFullWidth ? '(min-width: 1200px) 1200px, 100vw' : '(min-width: 768px) 33vw, 100vw'}
                  width={800}
                  height={600}
                />
              </div>
            ) : null}
            <div className="trade__text">
              {item.date ? (
                <time className="trade__date" dateTime={item.date.slice(0, 10)}>
                  {formatTradeDate(item.date)}
                </time>
              ) : null}
              <h3 className="trade__item-title">{item.title}</h3>
              {item.body ? <div className="rich-text trade__body" dangerouslySetInnerHTML={{ __html: trustedHtml(sanitizeRichText(item.body)) }} /> : null}
              <OptionButtons className="trade__buttons" buttons={item.buttonList} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
