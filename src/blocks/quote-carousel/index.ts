import { defineBlock } from '../kit/contract/define-block.ts';
import { islands } from './islands.ts';
import { QuoteCarousel } from './quote-carousel.tsx';
import { QuoteCarouselOptionsSchema } from './quote-carousel.schema.ts';

export const quoteCarouselBlock = defineBlock({
  name: 'QuoteCarousel',
  aliases: ['Quote', 'Quotes'],
  group: 'General',
  schema: QuoteCarouselOptionsSchema,
  component: QuoteCarousel,
  islands,
  static: true,
});
