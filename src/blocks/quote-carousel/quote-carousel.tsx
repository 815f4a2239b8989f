import { usePageData } from '../../page-data/index.ts';
import { imageRendition } from '../../ui/image/renditions.ts';
import { island } from '../../ui/island/island.tsx';
import type { BlockProps } from '../kit/contract/define-block.ts';
import { readableColors, PAPER, CREAM } from '../kit/inputs/colors.ts';
import type { QuoteCarouselOptions } from './quote-carousel.schema.ts';
import { QuoteSlides } from './quote-slides.tsx';

const QuoteSlidesIsland = island('quote-carousel', QuoteSlides);
/** The picture's 96 px circle; the signature's 240 px line (quote-carousel.css). */
const PICTURE_SIZES = '96px';
const SIGNATURE_SIZES = '240px';

export function QuoteCarousel({ options, blockId }: BlockProps<QuoteCarouselOptions>) {
  const id = `quote-${blockId}`;
  const color = options.bodyColor === 'None' ? undefined : readableColors(options.bodyColor, 'None', options.offWhiteBackground ? CREAM : PAPER).color;
  const many = options.quotes.length > 1;
  const { settings } = usePageData();
  // Each picture's rendition is settled here, on the server: the island gets it as props.
  const sizes = options.type === 'SIGNATURE' ? SIGNATURE_SIZES : PICTURE_SIZES;
  const quotes = options.quotes.map((quote) =>
    quote.image ? { ...quote, image: { ...imageRendition(quote.image.src, { kind: 'content', sizes }, settings.images), altText: quote.image.altText } } : quote,
  );
  return (
    <section
      className={`quote quote--${options.type.toLowerCase()}${options.offWhiteBackground ? ' quote--off-white' : ''}`}
      aria-roledescription={many ? 'carousel' : undefined}
      aria-label={many ? (options.type === 'REVIEW' ? 'Reviews' : 'Quotes') : undefined}
    >
      <QuoteSlidesIsland.Anonymous id={id} type={options.type} quotes={quotes} pagination={options.enablePagination} color={color} />
    </section>
  );
}
