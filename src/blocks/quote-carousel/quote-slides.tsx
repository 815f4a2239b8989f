// The quote carousel's browser part: one quote at a time, previous and next, and dots
// when the editor turned pagination on. Every quote is in the server's HTML (the ones not
// shown carry `hidden`), so crawlers read them all.
import { useState } from 'react';
import { ButtonLink } from '../../ui/button/button.tsx';
import type { ButtonOption } from '../kit/inputs/button-option.schema.ts';

export type QuoteSlide = {
  title?: string | undefined;
  body: string;
  author?: string | undefined;
  authorInfo?: string | undefined;
  /** With the rendition the server chose for it (srcSet and sizes). */
  image?: { src: string; srcSet?: string | undefined; sizes?: string | undefined; altText: string } | undefined;
  button?: ButtonOption | undefined;
};

export type QuoteSlidesProps = {
  id: string;
  type: 'PICTURE' | 'SIGNATURE' | 'REVIEW';
  quotes: QuoteSlide[];
  pagination: boolean;
  color: string | undefined;
};

function Slide({ quote, type }: { quote: QuoteSlide; type: QuoteSlidesProps['type'] }) {
  const picture =
    type === 'PICTURE' && quote.image ? (
      <img className="quote__picture" src={quote.image.src} srcSet={quote.image.srcSet} sizes={quote.image.sizes} alt={quote.image.altText} width={96} height={96} loading="lazy" decoding="async" />
    ) : null;
  const signature =
    type === 'SIGNATURE' && quote.image ? (
      <img className="quote__signature" src={quote.image.src} srcSet={quote.image.srcSet} sizes={quote.image.sizes} alt={quote.image.altText} width={240} height={80} loading="lazy" decoding="async" />
    ) : null;
  return (
    <figure className="quote__figure">
      {picture}
      {quote.title ? <p className="quote__title">{quote.title}</p> : null}
      <blockquote className="quote__body">
        <p>{quote.body}</p>
      </blockquote>
      {quote.author || quote.authorInfo || signature ? (
        <figcaption className="quote__caption">
          {signature}
          {quote.author ? <span className="quote__author">{quote.author}</span> : null}
          {quote.authorInfo ? <span className="quote__author-info">{quote.authorInfo}</span> : null}
        </figcaption>
      ) : null}
      {quote.button ? (
        <div className="quote__button">
          <ButtonLink
            href={quote.button.href}
            design={quote.button.design}
            outlined={quote.button.outlined}
            ariaLabel={quote.button.ariaLabel}
            isFile={quote.button.isFile}
            dataLayer={quote.button.dataLayer}
          >
            {quote.button.text}
          </ButtonLink>
        </div>
      ) : null}
    </figure>
  );
}

export function QuoteSlides({ id, type, quotes, pagination, color }: QuoteSlidesProps) {
  const [current, setCurrent] = useState(0);
  const many = quotes.length > 1;
  const go = (index: number) => setCurrent((index + quotes.length) % quotes.length);
  return (
    <div className="quote__carousel" style={color ? { color } : undefined}>
      <div className="quote__slides" id={`${id}-slides`} aria-live={many ? 'polite' : undefined}>
        {quotes.map((quote, index) => (
          <div
            key={index}
            className="quote__slide"
            role={many ? 'group' : undefined}
            aria-roledescription={many ? 'slide' : undefined}
            aria-label={many ? `${index + 1} of ${quotes.length}` : undefined}
            hidden={index !== current}
          >
            <Slide quote={quote} type={type} />
          </div>
        ))}
      </div>
      {many ? (
        <div className="quote__controls">
          <button type="button" className="quote__arrow quote__arrow--prev" aria-controls={`${id}-slides`} aria-label="Previous quote" onClick={() => go(current - 1)} />
          {pagination ? (
            <div className="quote__dots">
              {quotes.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className="quote__dot"
                  aria-controls={`${id}-slides`}
                  aria-label={`Show quote ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => go(index)}
                />
              ))}
            </div>
          ) : null}
          <button type="button" className="quote__arrow quote__arrow--next" aria-controls={`${id}-slides`} aria-label="Next quote" onClick={() => go(current + 1)} />
        </div>
      ) : null}
    </div>
  );
}
