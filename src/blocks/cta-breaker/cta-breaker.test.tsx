import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ctaBreakerBlock } from './index.ts';
import { CtaBreaker } from './cta-breaker.tsx';
import { CtaBreakerOptionsSchema } from './cta-breaker.schema.ts';

const image = { image: 'https://cdn.builder.io/api/v1/image/assets%2Fx%2Fcellar.jpg', altText: 'Barrels in the cave' };
const parse = (raw: unknown) => v.parse(CtaBreakerOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(ctaBreakerBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<CtaBreaker options={parse(raw)} blockId="cb" renderBlocks={() => null} />);

describe('CallToActionBreaker options', () => {
  it('default to a gray band without an intro or offset', () => {
    expect(parse({ image })).toMatchObject({ showIntro: false, backgroundColor: 'Gray', image: { offset: false } });
  });

  it('need a jpeg or png image', () => {
    expect(messages({})).toEqual(['image: image is required']);
  });

  it('take an upload of the page builder’s picker, and drop an image of another type, keeping the band', () => {
    const upload = 'https://cdn.builder.io/api/v1/image/assets%2FYJIGb4i01jvw0SRdL5Bt%2Fdcd545fcda9c4be796889bf072cf72e9?format=webp&width=800';
    expect(checkOptions(ctaBreakerBlock, { image: { image: upload } })).toMatchObject({ success: true, output: { image: { image: upload } } });
    const svg = checkOptions(ctaBreakerBlock, { image: { image: 'https://cdn.example.com/logo.svg' }, headline: 'Visit the cave' });
    expect(svg).toMatchObject({ success: true, dropped: [{ path: 'image.image', message: 'image must be a jpeg or png' }] });
    const html = svg.success ? renderToString(<CtaBreaker options={svg.output as never} blockId="cb" renderBlocks={() => null} />) : '';
    expect(html).toContain('Visit the cave');
    expect(html).not.toContain('<img');
  });

  it('check both buttons with the partial button rules', () => {
    expect(messages({ image, button: { text: 'Visit' } })).toEqual(['button.href: a button needs a link']);
  });
});

describe('CallToActionBreaker', () => {
  it('renders the intro only when asked, then the image, headline, title and both buttons', () => {
    const html = render({
      showIntro: true,
      intro: { title: 'Beyond the tasting room', body: '<p>Stay a while.</p>' },
      backgroundColor: 'Red',
      image: { ...image, offset: true },
      headline: 'Walk the cave with us',
      title: 'Private tours most afternoons',
      button: { text: 'Book a tour', href: '/visit/vineyard-winery' },
      altButton: { text: 'See events', href: '/visit/events', design: 'white', outlined: true },
    });
    expect(html).toContain('<h2 class="cta-breaker__intro-title">Beyond the tasting room</h2>');
    expect(html).toContain('<p>Stay a while.</p>');
    expect(html).toContain('class="cta-breaker__band bg-red cta-breaker__band--offset"');
    expect(html).toContain('alt="Barrels in the cave"');
    expect(html).toContain('<h2 id="cta-breaker-cb" class="cta-breaker__headline">Walk the cave with us</h2>');
    expect(html).toContain('>Book a tour</a>');
    expect(html).toContain('class="btn btn--white btn--outlined" href="/visit/events"');
    expect(render({ image, intro: { title: 'Hidden' } })).not.toContain('Hidden');
  });
});
