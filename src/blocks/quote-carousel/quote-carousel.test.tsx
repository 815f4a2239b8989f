import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { quoteCarouselBlock } from './index.ts';
import { QuoteCarousel } from './quote-carousel.tsx';
import { QuoteCarouselOptionsSchema } from './quote-carousel.schema.ts';

const quotes = [
  { title: 'Wine Spectator', body: 'A benchmark Mount Veeder blend.', author: 'James Molesworth', authorInfo: '96 points' },
  { title: 'Decanter', body: 'Polished, layered and long.', author: 'Decanter', image: { src: '/images/press/decanter.png', altText: 'Decanter' } },
];
const parse = (raw: unknown) => v.parse(QuoteCarouselOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(quoteCarouselBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<QuoteCarousel options={parse(raw)} blockId="q1" renderBlocks={() => null} />);

describe('QuoteCarousel options', () => {
  it('default to pictures on the page background, without pagination', () => {
    expect(parse({ quotes })).toMatchObject({ type: 'PICTURE', offWhiteBackground: false, bodyColor: 'None', enablePagination: false });
  });

  it('take only the three types, and need a body for every quote', () => {
    expect(messages({ quotes, type: 'VIDEO' })).toHaveLength(1);
    expect(messages({ quotes: [{ author: 'Anonymous' }] })).toEqual(['quotes.0.body: body is required']);
    expect(messages({ quotes: [] })).toEqual(['quotes: add at least one quote']);
  });
});

describe('QuoteCarousel', () => {
  it('renders every quote for crawlers, the first shown, with previous, next and dots', () => {
    const html = render({ quotes, type: 'REVIEW', enablePagination: true, offWhiteBackground: true });
    expect(html).toContain('class="quote quote--review quote--off-white" aria-roledescription="carousel" aria-label="Reviews"');
    expect(html).toContain('data-island="quote-carousel"');
    expect(html).toContain('aria-label="1 of 2"><figure');
    expect(html).toContain('aria-label="2 of 2" hidden=""');
    expect(html).toContain('A benchmark Mount Veeder blend.');
    expect(html).toContain('Polished, layered and long.');
    expect(html).toContain('aria-label="Previous quote"');
    expect(html.match(/class="quote__dot"/g)).toHaveLength(2);
    // A review shows no picture.
    expect(html).not.toContain('quote__picture');
  });

  it('shows the picture for PICTURE and the signature for SIGNATURE', () => {
    const one = [{ body: 'Every vintage starts in the vineyard.', author: 'Elena Ruiz', authorInfo: 'Winemaker', image: { src: '/images/team/elena.jpg', altText: 'Elena Ruiz' } }];
    // Asked for at the 96 px circle and the 240 px signature, 1x and 2x.
    expect(render({ quotes: one })).toContain(
      'class="quote__picture" src="/cdn-cgi/image/width=256,quality=75,format=auto,fit=scale-down,onerror=redirect/images/team/elena.jpg" srcSet="/cdn-cgi/image/width=96,',
    );
    expect(render({ quotes: one })).toContain('sizes="96px"');
    expect(render({ quotes: one, type: 'SIGNATURE' })).toContain(
      'class="quote__signature" src="/cdn-cgi/image/width=640,quality=75,format=auto,fit=scale-down,onerror=redirect/images/team/elena.jpg" srcSet="/cdn-cgi/image/width=256,',
    );
    expect(render({ quotes: one, type: 'SIGNATURE' })).toContain('sizes="240px"');
  });

  it('shows a single quote without carousel controls, and keeps a body colour readable', () => {
    const html = render({ quotes: [quotes[0]], bodyColor: 'White' });
    expect(html).not.toContain('quote__controls');
    expect(html).not.toContain('aria-roledescription');
    // White would not read on the paper background: gray instead.
    expect(html).toContain('style="color:#37393c"');
  });
});
