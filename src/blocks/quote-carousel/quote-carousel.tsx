import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/define-block.ts';
import { readableColors, PAPER, CREAM } from '../kit/colors.ts';
import type { QuoteCarouselOptions } from './quote-carousel.schema.ts';
import { QuoteSlides } from './quote-slides.tsx';

const QuoteSlidesIsland = island('quote-carousel', QuoteSlides);

export function QuoteCarousel({ options, blockId }: BlockProps<QuoteCarouselOptions>) {
  const id = `quote-${blockId}`;
  const color = options.bodyColor === 'None' ? undefined : readableColors(options.bodyColor, 'None', options.offWhiteBackground ? CREAM : PAPER).color;
  const many = options.quotes.length > 1;
  return (
    <section
      className={`quote quote--${options.type.toLowerCase()}${options.offWhiteBackground ? ' quote--off-white' : ''}`}
      aria-roledescription={many ? 'carousel' : undefined}
      aria-label={many ? (options.type === 'REVIEW' ? 'Reviews' : 'Quotes') : undefined}
    >
      <QuoteSlidesIsland.Anonymous id={id} type={options.type} quotes={options.quotes} pagination={options.enablePagination} color={color} />
    </section>
  );
}
