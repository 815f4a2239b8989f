import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { ImageTextOverlay } from './image-text-overlay.tsx';
import { ImageTextOverlayOptionsSchema } from './image-text-overlay.schema.ts';
import { imageTextOverlayBlock } from './index.ts';

const image = { src: '/images/visit/terrace.jpg', mobileSrc: '/images/visit/terrace-tall.jpg', altText: 'The terrace at sunset' };
const textBlock = { headline: 'Taste on the terrace', body: '<p>Seated tastings overlooking the Mayacamas.</p>', buttons: [{ text: 'Reserve', href: '/visit/vineyard-winery' }] };
const parse = (raw: unknown) => v.parse(ImageTextOverlayOptionsSchema, raw);
const messages = (raw: unknown) => {
  const checked = checkOptions(imageTextOverlayBlock, raw);
  return checked.success ? [] : checked.problems.map(describeProblem);
};
const render = (raw: unknown) => renderToString(<ImageTextOverlay options={parse(raw)} blockId="o1" renderBlocks={() => null} />);

describe('ImageTextOverlay options', () => {
  it('put the text on the left of an image that is not a hero by default', () => {
    expect(parse({ image, textBlock })).toMatchObject({ design: 'left', isHero: false, textBlock: { design: 'BlackCenter' } });
  });

  it('need an image and a text block, held to the text block rules', () => {
    expect(messages({ textBlock })).toEqual(['image: image is required']);
    expect(messages({ image, textBlock: { buttons: [1, 2, 3].map(() => ({ text: 'x', href: '/xy' })) } })).toEqual(['textBlock.buttons: maximum "Buttons" is 2']);
  });
});

describe('ImageTextOverlay', () => {
  it("renders the phone crop, the image and the text block, a hero's headline as the page heading", () => {
    const html = render({ image, textBlock, isHero: true, design: 'right' });
    expect(html).toContain('class="overlay overlay--right overlay--hero"');
    // Each crop asked for at the device widths, at the hero quality (85).
    expect(html).toContain('<source media="(max-width: 579px)" srcSet="/cdn-cgi/image/width=640,quality=85,format=auto,fit=scale-down,onerror=redirect/images/visit/terrace-tall.jpg 640w, ');
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('/cdn-cgi/image/width=3840,quality=85,format=auto,fit=scale-down,onerror=redirect/images/visit/terrace.jpg 3840w"');
    expect(html).toContain('alt="The terrace at sunset"');
    expect(html).toContain('loading="eager"');
    expect(html).toContain('<h1 class="text-block__headline">Taste on the terrace</h1>');
    expect(html).toContain('>Reserve</a>');
  });

  it('adds a Tock reservation button as a link to the venue or the offering', () => {
    expect(messages({ image, textBlock, tockButton: { tockId: 'elsewhere' } })[0]).toMatch(/^tockButton\.tockId: tockId must be one of/);
    const html = render({ image, textBlock, tockButton: { tockId: 'triangleridgewinery', offeringId: '412233', text: 'Book the terrace' } });
    expect(html).toContain(
      '<a class="btn btn--red" href="https://www.exploretock.com/triangleridgewinery/experience/412233" target="_blank" rel="noopener noreferrer" data-layer-event="wineryVisitClick" data-layer-value="triangleridgewinery">Book the terrace',
    );
    expect(imageTextOverlayBlock.embeds).toBeUndefined();
  });

  it('loads a non-hero image lazily, with an h2', () => {
    const html = render({ image: { src: image.src }, textBlock });
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('<source');
    expect(html).toContain('<h2 class="text-block__headline">');
  });
});
